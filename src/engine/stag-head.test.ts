import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { raster } from './shape-raster';
import { stagHead } from './stag-head';

describe('stag head', () => {
  it('is a long face on a ruffed neck under two branching antlers, each one outline in bone', () => {
    const g = stagHead();
    for (const d of [g.d, g.holes ?? '']) expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const ink = raster(g);
    expect(ink(256, 360)).toBe(true); // the face
    expect(ink(340, 450)).toBe(true); // the neck, wider than the muzzle
    expect(ink(256, 120)).toBe(false); // open air between the antlers
    expect(ink(170, 50)).toBe(false);
    // the ruff's tufts: a line just above the bottom crosses several points of fur
    let tufts = 0;
    let wasT = false;
    for (let x = 140; x < 372; x++) {
      const now = ink(x, 500);
      if (now && !wasT) tufts++;
      wasT = now;
    }
    expect(tufts).toBeGreaterThanOrEqual(5);
    // the antlers: bone, one contour each (tines grown out of the beam, not laid over it), and
    // not mirror copies of each other
    const bone = g.inks!.filter((k) => k.role === 'bone' && k.d.includes('L'));
    expect(bone).toHaveLength(1);
    const [right, left] = bone[0].d.split('M').filter(Boolean);
    expect(right).not.toBe(left);
    // the eyes and nose are solid black, the eyes with a catch-light over them
    const black = g.inks!.find((k) => k.role === 'black')!;
    expect(black.d.match(/M/g)).toHaveLength(3);
    expect(g.inks!.indexOf(black)).toBeLessThan(g.inks!.length - 1);
    // the tines: a line across the antler's upper half crosses several prongs
    let prongs = 0;
    let was = false;
    for (let x = 300; x < 512; x++) {
      const now = ink(x, 90);
      if (now && !was) prongs++;
      was = now;
    }
    expect(prongs).toBeGreaterThanOrEqual(2);
  });

  it('is what "a stag head" draws', () => {
    const r = composeDesign({ prompt: 'a stag head', seed: 3, output: 'design' });
    expect(r.drawn.subjects[0].motif).toBe('stag-head');
  });

  it('in a diamond frame: the diamond is the field, no second frame round it', () => {
    // every variation's field (disc, arch, card) gives way to the diamond asked for: the canvas
    // corners outside the diamond stay bare skin
    for (let seed = 0; seed < 4; seed++) {
      const r = composeDesign({
        prompt: 'a stag head in a diamond frame',
        style: 'traditional',
        seed,
        output: 'design',
      });
      expect(r.drawn.elements).toContain('diamond frame');
      const img = new Resvg(r.svg, { fitTo: { mode: 'width', value: 100 }, font: { loadSystemFonts: false } }).render();
      const px = (x: number, y: number) => {
        const i = (Math.round(y * (img.height - 1)) * img.width + Math.round(x * (img.width - 1))) * 4;
        return [img.pixels[i], img.pixels[i + 1], img.pixels[i + 2]];
      };
      const paper = px(0.01, 0.01).join();
      // a filler star may land in a corner: the field would cover all of it
      for (const [x0, y0] of [
        [0.06, 0.8],
        [0.8, 0.8],
      ]) {
        let bare = 0;
        for (let i = 0; i < 5; i++)
          for (let j = 0; j < 5; j++) if (px(x0 + i * 0.03, y0 + j * 0.03).join() === paper) bare++;
        expect(bare).toBeGreaterThanOrEqual(20);
      }
    }
  });
});
