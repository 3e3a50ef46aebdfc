import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { raster } from './shape-raster';
import { treeOfLife } from './tree-of-life';

describe('tree of life', () => {
  it('stands in its ring: a crown above, a trunk, and roots spreading wide below', () => {
    const g = treeOfLife();
    for (const d of [g.d, g.holes ?? '', g.alt ?? ''])
      expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const ink = raster(g);
    const wood = raster({ d: 'M0 0Z', alt: g.alt });
    expect(ink(256, 60)).toBe(true); // crown
    expect(wood(256, 300)).toBe(true); // trunk
    expect(wood(256, 19)).toBe(true); // the ring
    expect(wood(256, 200)).toBe(false); // the crown is leaves, not wood
    // roots reach out far to both sides near the bottom, in the trunk's ink (inside the ring)
    const span = (y: number) => {
      let lo = 512;
      let hi = 0;
      for (let x = 0; x < 512; x++)
        if (Math.hypot(x - 256, y - 256) < 220 && wood(x, y))
          [lo, hi] = [Math.min(lo, x), Math.max(hi, x)];
      return hi - lo;
    };
    expect(span(360)).toBeGreaterThan(240);
    expect(span(420)).toBeGreaterThan(120);
  });

  it('is what "a tree of life with roots" draws, nothing left out', () => {
    const r = composeDesign({ prompt: 'a tree of life with roots', seed: 5, output: 'design' });
    expect(r.drawn.subjects.map((s) => s.motif)).toEqual(['tree-of-life']);
    expect(
      composeDesign({ prompt: 'an oak tree', seed: 5, output: 'design' }).drawn.subjects[0].motif,
    ).toBe('tree');
  });
});
