import { describe, expect, it } from 'vitest';
import { openHand, prayingHands } from './hands';
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

describe('open hand', () => {
  it('has four separate fingers, a thumb out to the side, palm lines and a wrist', () => {
    const g = openHand();
    expect(/NaN|Infinity|undefined/.test(g.d + (g.holes ?? ''))).toBe(false);
    const ink = raster(g);
    // across the fingers at mid height: four inked runs with gaps between them
    let runs = 0;
    let was = false;
    for (let x = 150; x < 400; x += 2) {
      const now = ink(x, 200);
      if (now && !was) runs++;
      was = now;
    }
    expect(runs).toBe(4);
    expect(ink(140, 300)).toBe(true); // thumb, out to the side
    expect(ink(170, 250)).toBe(false); // the gap between thumb and index finger
    expect(ink(262, 96)).toBe(true); // middle fingertip, the tallest
    expect(ink(262, 470)).toBe(true); // wrist
  });

  it('"a hand holding a rose" puts the rose in the palm', () => {
    const holding = composeDesign({ prompt: 'a hand holding a rose', seed: 3, output: 'design' });
    const beside = composeDesign({ prompt: 'a hand and a rose', seed: 3, output: 'design' });
    expect(holding.drawn.relation).toBe('holding');
    expect(holding.drawn.subjects.map((s) => s.motif)).toEqual(['hand', 'rose']);
    expect(holding.svg).not.toBe(beside.svg);
  });
});
