import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { recordLayout } from './layout-recorder.testing';
import { mushrooms } from './mushrooms';
import { raster } from './shape-raster';

describe('mushrooms', () => {
  it('is a clump of three toadstools on a mound, white spots painted on the caps', () => {
    const g = mushrooms();
    for (const d of [g.d, g.holes ?? '', g.alt ?? '']) expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const ink = raster(g);
    // three caps, tallest in the middle-left, and the stems under them
    expect(ink(230, 200)).toBe(true);
    expect(ink(372, 320)).toBe(true);
    expect(ink(92, 370)).toBe(true);
    expect(ink(214, 420)).toBe(true); // the tall stem
    // open air between the stems, above the mound
    expect(ink(300, 440)).toBe(false);
    expect(ink(150, 440)).toBe(false);
    // the spots are cut (skin in black work) and painted light over the shading in colour
    expect(ink(214, 151)).toBe(false);
    expect(g.inks).toHaveLength(3);
    for (const k of g.inks!) {
      expect(k.role).toBe('bone');
      expect(k.lit).toBe(true);
    }
  });

  it('grows as one clump at the foot of what it comes with, in front of it, not scattered', () => {
    const placed = recordLayout('with', 'fern', [['mushroom', 2]]);
    expect(placed.map((p) => p.id)).toEqual(['fern', 'mushroom']);
    const [fern, clump] = placed;
    expect(clump.at.cy).toBeGreaterThan(fern.at.cy);
    expect(clump.layer).toBe('front');
    expect(clump.at.order).toBeGreaterThan(fern.at.order);
  });

  it('is what "fern and mushrooms" draws, both named', () => {
    const r = composeDesign({
      prompt: 'blackwork botanical fern and mushrooms',
      seed: 64,
      output: 'design',
    });
    expect(r.drawn.subjects.map((s) => s.motif)).toEqual(['fern', 'mushroom']);
    expect(r.drawn.leftOut).toEqual([]);
  });
});
