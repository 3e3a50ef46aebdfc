import { describe, expect, it } from 'vitest';
import { BEAK_ROOT, BEAK_TIP, hummingbird } from './hummingbird';
import { composeDesign } from './index';
import { bbox, parsePath, splitSubpaths } from './path';
import { raster } from './shape-raster';

describe('hummingbird', () => {
  const g = hummingbird();
  const ink = raster(g);
  const throat = raster({ d: 'M0 0Z', alt: g.alt });

  it('has a long needle beak, its tip where feeding expects it, and an eye cut', () => {
    for (const d of [g.d, g.holes ?? '', g.alt ?? ''])
      expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    expect(BEAK_TIP).toEqual([480, 307]);
    // the beak is its own part (feeding.ts swaps it for a needle over the petals): it ends at
    // the tip and is long, at least as long as the head is wide
    const beak = splitSubpaths(parsePath(g.d)).find((s) => {
      const b = bbox(s);
      return Math.abs(b.x + b.w - BEAK_TIP[0]) < 2;
    });
    expect(beak).toBeDefined();
    expect(Math.hypot(BEAK_TIP[0] - BEAK_ROOT[0], BEAK_TIP[1] - BEAK_ROOT[1])).toBeGreaterThan(140);
    // a needle: thin halfway along
    expect(ink(423, 250)).toBe(true);
    expect(ink(423, 268)).toBe(false);
    expect(ink(336, 158)).toBe(false); // eye
    expect(ink(300, 170)).toBe(true); // head
  });

  it('raises two long wings over its back, apart, and has a forked tail', () => {
    // both wing tips high above the head (crown at y 114), skin between them
    expect(ink(208, 30)).toBe(true);
    expect(ink(60, 124)).toBe(true);
    expect(ink(120, 60)).toBe(false);
    // the fork: two tail feather tips with skin in the V between them
    expect(ink(112, 490)).toBe(true);
    expect(ink(176, 506)).toBe(true);
    expect(ink(150, 490)).toBe(false);
    // a small body: narrower across than the bird is tall
    const b = bbox(parsePath(g.d));
    expect(b.h).toBeGreaterThan(450);
  });

  it('has a ruby throat in the second ink, under the chin and not on the crown or the back', () => {
    expect(throat(340, 222)).toBe(true);
    expect(throat(330, 120)).toBe(false);
    expect(throat(240, 260)).toBe(false);
  });

  it('is what "a hummingbird" draws', () => {
    const r = composeDesign({ prompt: 'a hummingbird', seed: 3, output: 'design' });
    expect(r.drawn.subjects[0].motif).toBe('hummingbird');
  });
});
