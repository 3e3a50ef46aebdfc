import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { lotus } from './lotus';
import { raster } from './shape-raster';

describe('lotus', () => {
  it('layers front and side petals (second ink) over a back row, outer petals and a pad', () => {
    const g = lotus();
    for (const d of [g.d, g.holes ?? '', g.alt ?? ''])
      expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const ink = raster(g);
    const front = raster({ d: 'M0 0Z', alt: g.alt });
    // front petal and both side petals are in the second ink
    for (const [x, y] of [
      [256, 200],
      [385, 160],
      [127, 160],
    ])
      expect(front(x, y)).toBe(true);
    // the back row's tips peek out above the notches, in the body ink only
    for (const x of [338, 174]) {
      expect(ink(x, 70)).toBe(true);
      expect(front(x, 70)).toBe(false);
    }
    // the pad spreads wider than the flower, below it
    expect(ink(70, 414)).toBe(true);
    expect(front(70, 414)).toBe(false);
    expect(ink(256, 20)).toBe(false);
    expect(ink(60, 180)).toBe(false);
  });

  it('is what "a lotus flower" draws', () => {
    const r = composeDesign({
      prompt: 'a lotus flower',
      style: 'blackwork',
      seed: 2,
      output: 'design',
    });
    expect(r.drawn.subjects[0].motif).toBe('lotus');
    expect(r.drawn.subjects[0].standIn).toBeUndefined();
  });
});
