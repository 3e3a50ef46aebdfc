import { describe, expect, it } from 'vitest';
import { hummingbird } from './hummingbird';
import { composeDesign } from './index';
import { raster } from './shape-raster';

describe('hummingbird', () => {
  const g = hummingbird();
  const ink = raster(g);
  const body = raster({ d: g.d, holes: g.holes });
  const throat = raster({ d: 'M0 0Z', alt: g.alt });

  it('keeps the icon silhouette, its eye cut and its beak tip where feeding expects it', () => {
    for (const d of [g.d, g.holes ?? '', g.alt ?? ''])
      expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    expect(ink(250, 260)).toBe(true); // breast
    expect(ink(332, 145)).toBe(false); // eye
    expect(ink(470, 296)).toBe(true); // near the beak tip (480, 307)
    expect(ink(60, 60)).toBe(false);
  });

  it('has feather lines cut in both wings and the tail, and a throat patch in the second ink', () => {
    // on a primary's line (the middle of its curve) the wing is cut; beside it the wing is inked
    expect(body(164, 131)).toBe(false);
    expect(body(150, 131)).toBe(true);
    expect(body(106, 173)).toBe(false);
    expect(body(150, 405)).toBe(false);
    // the throat patch under the chin, not on the crown or the back
    expect(throat(316, 228)).toBe(true);
    expect(throat(330, 120)).toBe(false);
    expect(throat(240, 260)).toBe(false);
  });

  it('is what "a hummingbird" draws', () => {
    const r = composeDesign({ prompt: 'a hummingbird', seed: 3, output: 'design' });
    expect(r.drawn.subjects[0].motif).toBe('hummingbird');
  });
});
