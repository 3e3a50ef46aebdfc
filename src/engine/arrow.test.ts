import { describe, expect, it } from 'vitest';
import { arrow } from './arrow';
import { composeDesign } from './index';
import { raster } from './shape-raster';

// the arrow is authored tip up and laid on the diagonal: map an upright point to the box
const k = Math.SQRT1_2;
const at = (x: number, y: number): [number, number] => [
  256 + (x - 256 - (y - 256)) * k,
  256 + (x - 256 + (y - 256)) * k,
];

describe('arrow', () => {
  it('has one straight shaft, a triangular head and two vanes in the second ink', () => {
    const g = arrow();
    for (const d of [g.d, g.holes ?? '', g.alt ?? ''])
      expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const ink = raster(g);
    const on = (x: number, y: number) => ink(...at(x, y));
    // the head is wide near its back, narrow at the tip
    expect(on(290, 100)).toBe(true);
    expect(on(222, 100)).toBe(true);
    expect(on(290, 40)).toBe(false);
    // one shaft down the middle, bare either side of it (not a tangle of shafts)
    for (const y of [180, 250])
      expect([on(256, y), on(236, y), on(276, y)]).toEqual([true, false, false]);
    // fletching: both vanes, painted in the second ink, barb lines left out of the body
    const vanes = raster({ d: 'M0 0Z', alt: g.alt });
    expect(vanes(...at(300, 430))).toBe(true);
    expect(vanes(...at(212, 430))).toBe(true);
    expect(vanes(...at(256, 200))).toBe(false);
  });

  it('is what "an arrow" draws, with nothing stood in', () => {
    const r = composeDesign({
      prompt: 'an arrow',
      style: 'traditional',
      seed: 1,
      output: 'design',
    });
    expect(r.drawn.subjects[0].motif).toBe('arrow');
    expect(r.drawn.subjects[0].standIn).toBeUndefined();
  });
});
