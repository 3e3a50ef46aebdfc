import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { raster } from './shape-raster';
import { scorpion } from './scorpion';

describe('scorpion', () => {
  it('is seen from above and symmetric: matching pincers, plated body, legs, a segmented tail', () => {
    const g = scorpion();
    for (const d of [g.d, g.holes ?? '']) expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const ink = raster(g);
    expect(ink(256, 290)).toBe(false); // on a plate seam
    expect(ink(256, 275)).toBe(true); // the abdomen
    expect(ink(394, 70)).toBe(true); // the right pincer's hand
    expect(ink(118, 70)).toBe(true); // and the matching left one
    expect(ink(256, 60)).toBe(false); // open between the pincers
    expect(ink(440, 240)).toBe(true); // a leg out to the right
    expect(ink(72, 240)).toBe(true); // and its mirror
    expect(ink(256, 482)).toBe(true); // the bulb at the tail's end
    // the tail's segments: a line down the tail crosses the cut seams between them
    let seams = 0;
    let was = true;
    for (let y = 372; y < 470; y++) {
      const now = ink(256, y);
      if (was && !now) seams++;
      was = now;
    }
    expect(seams).toBeGreaterThanOrEqual(4);
  });

  it('is what "a scorpion" draws, and its stencil stays lines only', () => {
    const r = composeDesign({ prompt: 'a tribal scorpion', seed: 39, output: 'design' });
    expect(r.drawn.subjects[0].motif).toBe('scorpion');
    expect(r.svg).toBe(composeDesign({ prompt: 'a tribal scorpion', seed: 39, output: 'design' }).svg);
    const s = composeDesign({ prompt: 'a scorpion', seed: 39, output: 'stencil' });
    const fills = new Set([...s.svg.matchAll(/fill="([^"]+)"/g)].map((m) => m[1]));
    expect([...fills].sort()).toEqual(['#ffffff', 'none']);
  });
});
