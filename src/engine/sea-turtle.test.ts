import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { raster } from './shape-raster';
import { seaTurtle } from './sea-turtle';

describe('sea turtle', () => {
  it('is seen from above: head forward, a plated shell, front flippers swept out like wings', () => {
    const g = seaTurtle();
    for (const d of [g.d, g.holes ?? '']) expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const ink = raster(g);
    expect(ink(256, 60)).toBe(true); // the head
    expect(ink(256, 300)).toBe(true); // the shell
    expect(ink(470, 110)).toBe(true); // a front flipper's tip, out to the side and forward
    expect(ink(42, 110)).toBe(true); // and its mirror
    expect(ink(256, 505)).toBe(false);
    expect(ink(440, 250)).toBe(false); // open water beside the shell, between the flippers
    // the plates: a line across the shell crosses the cut seams between them
    let seams = 0;
    let was = true;
    for (let x = 140; x < 372; x++) {
      const now = ink(x, 300);
      if (was && !now) seams++;
      was = now;
    }
    expect(seams).toBeGreaterThanOrEqual(4);
  });

  it('is what "a tribal turtle" draws', () => {
    const r = composeDesign({ prompt: 'tribal turtle on the calf', seed: 43, output: 'design' });
    expect(r.drawn.subjects[0].motif).toBe('turtle');
    expect(r.drawn.style).toBe('tribal');
  });
});
