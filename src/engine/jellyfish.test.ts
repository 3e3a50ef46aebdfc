import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { poseAngle } from './pose-angle.testing';
import { jellyfish } from './jellyfish';
import { createRng } from './prng';
import { raster } from './shape-raster';
import { parsePath, splitSubpaths } from './path';

const strokes = (svg: string) =>
  [...svg.matchAll(/stroke-width="([\d.]+)"/g)].map((m) => parseFloat(m[1]));

describe('jellyfish', () => {
  it('is a domed bell over frilled arms and trailing tentacles', () => {
    for (const form of ['fine', 'bold', 'small'] as const) {
      const g = jellyfish(createRng(1), form);
      for (const d of [g.d, g.holes ?? '']) expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
      const ink = raster(g);
      expect(ink(256, 60), form).toBe(true); // the dome's crown
      expect(ink(160, 130), form).toBe(true); // its flank, full width down to the rim
      expect(ink(256, 20), form).toBe(false); // a smooth dome, nothing above it
      // the front oral arm hangs from the middle, drifting a little with the rest
      expect(
        [0, 8, 16, 24, 32].some((dx) => ink(248 + dx, 270)),
        form,
      ).toBe(true);
      // the clover of gonads shows through the bell: a line across it crosses open cuts
      let cuts = 0;
      let was = true;
      for (let x = 200; x < 312; x++) {
        const now = ink(x, 97);
        if (was && !now) cuts++;
        was = now;
      }
      expect(cuts, form).toBeGreaterThanOrEqual(2);
      // the parts trail far below the bell, all drifting the same way (to +x) as they fall
      const row = (y: number) => {
        const xs = Array.from({ length: 512 }, (_, x) => x).filter((x) => ink(x, y));
        return xs.reduce((a, b) => a + b, 0) / xs.length;
      };
      expect(row(400), form).toBeGreaterThan(row(200) + 10);
    }
  });

  it('draws more, finer tentacles for washes than for bold outlines', () => {
    const count = (form: 'fine' | 'bold') =>
      splitSubpaths(parsePath(jellyfish(createRng(2), form).d)).length;
    // the bell, three arms and the tentacles
    expect(count('bold')).toBe(1 + 3 + 4);
    expect(count('fine')).toBe(1 + 3 + 8);
    expect(jellyfish(createRng(2), 'fine').fine).toBe(true);
    expect(jellyfish(createRng(2), 'bold').fine).toBeUndefined();
  });

  it('floats free of frames in watercolour, in a line finer than the style outline', () => {
    for (const seed of [4242, 4243, 4244, 4245]) {
      const r = composeDesign({
        prompt: 'a watercolor jellyfish in pastel colours',
        seed,
        output: 'design',
      });
      expect(r.drawn.style).toBe('watercolor');
      expect(r.drawn.subjects[0].motif).toBe('jellyfish');
      const mm = r.width / r.widthMm;
      // no frame line (2 mm and more) round it in any variation; its own line is fine (< 1 mm)
      expect(Math.max(...strokes(r.svg)) / mm, String(seed)).toBeLessThan(1);
      const outline = r.svg.match(/<use data-line="outline" [^>]*stroke-width="([\d.]+)"/);
      expect(parseFloat(outline![1]) / mm).toBeLessThanOrEqual(0.75);
      expect(r.svg).toMatch(/<g data-layer="bleed">/);
    }
    // no watercolour subject is boxed in a frame line: its washes are the piece's edge
    const cat = composeDesign({
      prompt: 'watercolor cat',
      seed: 4245,
      output: 'design',
    });
    expect(Math.max(...strokes(cat.svg)) / (cat.width / cat.widthMm)).toBeLessThan(1.5);
  });

  it('swims at a slant in watercolour variations, further than a symmetrical piece tilts', () => {
    // seeds 4244, 4242, 4243 are variants 0, 2 and 3 (tilted back and forward; 7 and 6 degrees
    // in symmetrical pieces); the silhouette's principal axis gives its pose
    const [v0, v2, v3] = [4244, 4242, 4243].map((seed) =>
      poseAngle(composeDesign({ prompt: 'a watercolor jellyfish', seed, output: 'design' }).svg),
    );
    const turn = (a: number, b: number) => {
      const d = Math.abs(a - b) % 180;
      return Math.min(d, 180 - d);
    };
    expect(turn(v2, v0)).toBeGreaterThan(8);
    expect(turn(v3, v0)).toBeGreaterThan(20);
  });

  it('keeps its cards in other styles, and its stencil is lines only', () => {
    const r = composeDesign({ prompt: 'traditional jellyfish', seed: 4242, output: 'design' });
    expect(r.drawn.subjects[0].motif).toBe('jellyfish');
    expect(r.svg).not.toMatch(/NaN|Infinity/);
    const s = composeDesign({ prompt: 'traditional jellyfish', seed: 4242, output: 'stencil' });
    const fills = [...s.svg.matchAll(/fill="(#[0-9a-fA-F]{6})"/g)].map((m) => m[1].toLowerCase());
    expect(fills.every((c) => c === '#ffffff')).toBe(true);
  });
});
