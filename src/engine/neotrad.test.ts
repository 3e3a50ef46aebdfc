import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { frameKind, scrollD } from './neotrad';
import { jewelTones, paletteFor } from './palettes';

const nums = (d: string) => d.match(/-?[\d.]+/g)!.map(Number);
function boxOf(d: string) {
  const n = nums(d);
  const xs = n.filter((_v, i) => i % 2 === 0);
  const ys = n.filter((_v, i) => i % 2 === 1);
  return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
}
/** The frame's band outline (marked data-frame) and its kind. */
function band(svg: string) {
  const m = svg.match(/<path d="([^"]+)"[^>]*data-frame="(\w+)"/)!;
  return { kind: m[2], box: boxOf(m[1].replace(/A[\d.]+ [\d.]+ 0 [01] [01] /g, 'L')) };
}
/** The main motif's silhouette: the first shape defined in defs. */
const mainBox = (svg: string) => boxOf(svg.match(/<path id="s\d+" d="([^"]+)"/)![1]);

describe('neo-traditional frame', () => {
  it('curls gold filigree scrolls off the band and sets gems in it', () => {
    const r = composeDesign({ prompt: 'neo traditional owl', seed: 4, output: 'design' });
    const gold = jewelTones(paletteFor('earth-tones')).roles.gold;
    const scrolls = r.svg.split(`fill="${gold}"`).length - 1;
    // four anchors, a scroll and a counter-scroll at each, plus bezels and the band
    expect(scrolls).toBeGreaterThanOrEqual(8);
    expect(r.drawn.elements).toContain('frame');
  });

  it('shapes the frame per variation, and as a crescent round a night subject', () => {
    const kinds = [4, 5, 6, 7].map(
      (seed) =>
        band(composeDesign({ prompt: 'neo traditional wolf head', seed, output: 'design' }).svg)
          .kind,
    );
    expect(new Set(kinds).size).toBe(4);
    expect(frameKind(2, true)).toBe('crescent');
    const owl = composeDesign({
      prompt: 'neo-trad owl with a crescent moon',
      seed: 4,
      output: 'design',
    });
    expect(band(owl.svg).kind).toBe('crescent');
    // the moon is the frame: reported drawn, not drawn again as a loose accent
    expect(owl.drawn.subjects.map((s) => s.label)).toContain('Moon');
    expect(owl.svg.match(/<path id="s\d+"/g)!.length).toBe(1);
  });

  it('wraps the frame tight round a subject that fills it and breaks out of its top', () => {
    for (const seed of [4, 5, 6, 7]) {
      const r = composeDesign({ prompt: 'neo traditional wolf head', seed, output: 'design' });
      const f = band(r.svg).box;
      const m = mainBox(r.svg);
      // (the band's box takes in its curves' control points, a little wider than the band; the
      // old stock oval held the subject at under half its width)
      expect((m.x1 - m.x0) / (f.x1 - f.x0), `seed ${seed}`).toBeGreaterThan(0.62);
      expect(m.y0, `seed ${seed}`).toBeLessThan(f.y0 + (f.y1 - f.y0) * 0.08);
    }
  });

  it('tapers a scroll from its root to a fine point at its centre', () => {
    const d = scrollD(0, 0, 10, 0, 1, 1, 4);
    const n = d.match(/-?[\d.]+/g)!.map(Number);
    // the first point is the outer edge of the root, half the width outside the radius
    expect(n[0]).toBeCloseTo(12, 0);
    // the spiral's inner end is well inside where it started
    const mid = n.length / 2;
    expect(Math.hypot(n[mid - 2], n[mid - 1])).toBeLessThan(3);
  });
});

describe('neo-traditional colour', () => {
  it('inks in jewel tones, shading each colour in its own shadow and highlight', () => {
    const r = composeDesign({ prompt: 'neo traditional fox', seed: 4, output: 'design' });
    const jewel = jewelTones(paletteFor('earth-tones'));
    expect(r.svg).toContain(jewel.roles.orange);
    expect(r.svg).not.toContain(paletteFor('earth-tones').roles.orange);
    // a light blend and a shadow blend of the fox's own hue, not black ink laid over it
    const shadow = r.svg.match(
      /<linearGradient id="js\d+"[^>]*><stop offset="[\d.]+" stop-color="(#[0-9a-f]{6})"/,
    )!;
    expect(shadow[1]).not.toBe(jewel.ink);
    expect(r.svg).toMatch(/<radialGradient id="jl\d+"/);
  });

  it('keeps the palette a customer picks other than the defaults', () => {
    const r = composeDesign({
      prompt: 'neo traditional fox',
      palette: 'pastel',
      seed: 4,
      output: 'design',
    });
    expect(r.svg).toContain(paletteFor('pastel').roles.orange);
  });

  it('draws no colour in the stencil', () => {
    const r = composeDesign({
      prompt: 'neo-trad owl with a crescent moon and jewels',
      seed: 5,
      output: 'stencil',
    });
    expect(r.svg).not.toMatch(/fill="url\(#(?:jl|js|field)/);
  });
});
