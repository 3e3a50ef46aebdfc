import { describe, expect, it } from 'vitest';
import { polar } from './creatures';
import { HIBISCUS_THROAT, hibiscus } from './hibiscus';
import { composeDesign } from './index';
import { raster } from './shape-raster';

const RAD = Math.PI / 180;
const at = (r: number, deg: number) => polar(HIBISCUS_THROAT, r, deg * RAD);

describe('hibiscus', () => {
  const g = hibiscus();
  const ink = raster(g);
  const leaves = raster({ d: 'M0 0Z', alt: g.alt });
  const stamen = raster({ d: 'M0 0Z', alt: g.inks?.[0]?.d });

  it('has no broken numbers', () => {
    for (const d of [g.d, g.holes ?? '', g.alt ?? '', g.inks?.[0]?.d ?? ''])
      expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
  });

  it('is five broad petals, notched apart at the rim, with a dark eye cut in the throat', () => {
    // each petal's middle is inked far out (its ruffled rim) while the split between two is notched
    for (const axis of [-52, 20, 92, 164, 236]) {
      expect(ink(...at(150, axis))).toBe(true);
      expect(ink(...at(100, axis + 8))).toBe(true);
    }
    for (const split of [-88, -16, 56, 200]) expect(ink(...at(160, split))).toBe(false);
    // the eye: its rays (turned with the pinwheel, 20 degrees ahead of each petal's middle) are
    // cut, clear of the stamen column
    for (const ray of [40, 112, 184]) expect(ink(...at(40, ray))).toBe(false);
  });

  it('lays serrated leaves (second ink) under the rim and a stamen column (third ink) out past it', () => {
    // leaves reach out lower right and lower left, beyond the petals
    expect(leaves(430, 360)).toBe(true);
    expect(leaves(80, 370)).toBe(true);
    // the leaves stop at the petals' rim: they are never painted over a petal
    for (const axis of [-52, 20, 92, 164, 236]) expect(leaves(...at(120, axis))).toBe(false);
    // the stamen rises from the throat over the upper left petal and out past its rim
    expect(stamen(...at(60, -118))).toBe(true);
    expect(stamen(...at(190, -124))).toBe(true);
    expect(stamen(...at(120, -52))).toBe(false);
  });

  it('is what "a hibiscus" draws, in watercolour too', () => {
    for (const style of ['traditional', 'watercolor'] as const) {
      const r = composeDesign({ prompt: 'a hibiscus', style, seed: 2, output: 'design' });
      expect(r.drawn.subjects[0].motif).toBe('hibiscus');
      expect(r.drawn.subjects[0].standIn).toBeUndefined();
    }
  });
});
