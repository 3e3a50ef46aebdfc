import { describe, expect, it } from 'vitest';
import { geoMountain } from './mountain-geo';
import { composeDesign } from './index';
import { raster } from './shape-raster';

describe('geometric mountain', () => {
  it('is a disc of planes: faceted peaks in three tones, sun, construction lines, floor', () => {
    const g = geoMountain();
    const planes = new Set((g.inks ?? []).map((k) => k.plane));
    expect([...planes].sort()).toEqual([0, 1, 2]);
    for (const k of g.inks ?? []) expect(/NaN|Infinity|undefined/.test(k.d)).toBe(false);
    const disc = raster({ d: g.d });
    expect(disc(256, 256)).toBe(true);
    expect(disc(20, 20)).toBe(false);
  });

  it('is what a geometric mountain range inside a circle draws, the same each time', () => {
    const r = composeDesign({
      prompt: 'a geometric mountain range inside a circle',
      style: 'geometric',
      seed: 51,
      output: 'design',
    });
    expect(r.drawn.subjects[0].motif).toBe('mountain-geometric');
    expect(r.drawn.elements).toContain('circle');
    const again = composeDesign({
      prompt: 'a geometric mountain range inside a circle',
      style: 'geometric',
      seed: 51,
      output: 'design',
    });
    expect(again.svg).toBe(r.svg);
  });
});
