import { describe, expect, it } from 'vitest';
import { prayingHands } from './hands';
import { composeDesign } from './index';
import { raster } from './shape-raster';

describe('praying hands', () => {
  it('fingertips meet at the top, tips step out finger by finger, cuffs in the second ink', () => {
    const g = prayingHands();
    const ink = raster(g);
    expect(ink(256, 44)).toBe(true); // the tips pressed together
    expect(ink(256, 26)).toBe(false);
    // each finger further out reaches less high: middle, ring and little tips
    for (const [x, top] of [
      [316, 104],
      [348, 172],
      [366, 236],
    ]) {
      expect(ink(x, top + 8), `finger at ${x}`).toBe(true);
      expect(ink(x, top - 14), `above finger at ${x}`).toBe(false);
      expect(ink(512 - x, top + 8), `mirrored finger at ${x}`).toBe(true);
    }
    expect(ink(254, 140)).toBe(false); // the seam where the palms meet reads as a line
    expect(ink(262, 140)).toBe(true);
    const cuff = raster({ d: 'M0 0Z', alt: g.alt });
    expect(cuff(256, 440)).toBe(true);
    expect(cuff(256, 300)).toBe(false);
  });

  it('is what "praying hands" draws', () => {
    const r = composeDesign({ prompt: 'praying hands with a rosary', seed: 3, output: 'design' });
    expect(r.drawn.subjects[0].motif).toBe('praying-hands');
    expect(r.drawn.subjects[0].standIn).toBeUndefined();
  });
});
