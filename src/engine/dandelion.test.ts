import { describe, expect, it } from 'vitest';
import { dandelion } from './dandelion';
import { composeDesign } from './index';
import { raster } from './shape-raster';

describe('dandelion', () => {
  it('is a seed puff with stalks cut in, a dark centre, a stem and drifting seeds', () => {
    const g = dandelion();
    for (const d of [g.d, g.holes ?? '', g.alt ?? ''])
      expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const ink = raster(g);
    expect(ink(226, 196)).toBe(false); // the head's centre is cut (prints dark)
    // walking round the puff at mid radius crosses stalk lines: a clock, not a solid disc
    let cuts = 0;
    let was = true;
    for (let a = 0; a < Math.PI * 2; a += 0.01) {
      const now = ink(226 + 90 * Math.cos(a), 196 + 90 * Math.sin(a));
      if (was && !now) cuts++;
      was = now;
    }
    expect(cuts).toBeGreaterThanOrEqual(16);
    const stem = raster({ d: 'M0 0Z', alt: g.alt });
    expect(stem(255, 470)).toBe(true); // the stem in the second ink
    expect(ink(400, 112)).toBe(true); // a drifting seed
    expect(ink(370, 30)).toBe(false); // open air between the head and the seeds
  });

  it('is what "a dandelion" draws', () => {
    const r = composeDesign({
      prompt: 'a dandelion',
      style: 'minimalist',
      seed: 4,
      output: 'design',
    });
    expect(r.drawn.subjects[0].motif).toBe('dandelion');
  });
});
