import { describe, expect, it } from 'vitest';
import { lighthouse, rock, seagull, surf } from './coast';
import { composeDesign } from './index';
import { raster } from './shape-raster';

const clean = (...ds: (string | undefined)[]) =>
  ds.every((d) => !/NaN|Infinity|undefined/.test(d ?? ''));

describe('coast subjects', () => {
  it('lighthouse: banded tower, framed lantern, cap and beams fanning both ways', () => {
    const g = lighthouse();
    expect(clean(g.d, g.holes, g.alt, g.inks?.[0]?.d)).toBe(true);
    const ink = raster(g);
    const red = raster({ d: 'M0 0Z', alt: g.alt });
    const lit = raster({ d: 'M0 0Z', alt: g.inks?.[0]?.d });
    // tower down the middle, red and cream bands in turn
    expect(ink(256, 260) && red(256, 260)).toBe(true);
    expect(ink(256, 316) && !red(256, 316)).toBe(false); // the window is cut there
    expect(ink(230, 316) && !red(230, 316)).toBe(true);
    expect(red(256, 370)).toBe(true);
    // the lantern's frame is cut (prints black), its panes lit in their own (yellow) ink
    expect(ink(209, 130)).toBe(false);
    expect(lit(232, 130) && lit(280, 130)).toBe(true);
    // beams out to both sides at lantern height, not below the gallery
    for (const x of [60, 452]) expect(lit(x, 120) || lit(x, 175)).toBe(true);
    expect(ink(60, 330)).toBe(false);
    // red domed cap with a finial above it
    expect(red(256, 70)).toBe(true);
    expect(ink(256, 20)).toBe(true);
  });

  it('rock: wide craggy base with a flat ledge on top and cracks cut in', () => {
    const g = rock();
    expect(clean(g.d, g.holes, g.alt)).toBe(true);
    const ink = raster(g);
    expect(ink(20, 470) && ink(492, 470)).toBe(true);
    expect(ink(256, 244)).toBe(true);
    expect(ink(256, 226)).toBe(false);
    // lower on the sides: crags step down from the ledge
    expect(ink(60, 380)).toBe(false);
    // a crack splits the face below the ledge
    expect(ink(241.6, 258)).toBe(false);
    expect(ink(262, 258)).toBe(true);
  });

  it('seagull: an "M" of two raised wings with cut (black) tips over a small body', () => {
    const g = seagull();
    expect(clean(g.d, g.holes, g.inks?.[0]?.d)).toBe(true);
    const ink = raster(g);
    for (const x of [150, 362]) expect(ink(x, 150)).toBe(true);
    // the wings rise from the body: nothing above the body between them
    expect(ink(256, 150)).toBe(false);
    expect(ink(256, 262)).toBe(true);
    // tips cut out so they print black
    expect(ink(480, 215) || ink(32, 215)).toBe(false);
    expect(ink(256, 340)).toBe(false);
  });

  it('surf: crests along the top of a band of water', () => {
    const g = surf();
    expect(clean(g.d, g.holes, g.alt)).toBe(true);
    const ink = raster(g);
    expect(ink(256, 350)).toBe(true);
    expect(ink(110, 215) || ink(110, 200)).toBe(true);
    expect(ink(256, 120)).toBe(false);
  });

  it('"lighthouse on a rock with seagulls" draws all three, nothing stood in', () => {
    const r = composeDesign({
      prompt: 'lighthouse on a rock with seagulls',
      seed: 1,
      output: 'design',
    });
    const ids = r.drawn.subjects.map((s) => s.motif);
    expect(ids).toEqual(['lighthouse', 'rock', 'seagull']);
    expect(r.drawn.subjects.every((s) => !s.standIn)).toBe(true);
    expect(r.drawn.leftOut ?? []).toEqual([]);
  });
});
