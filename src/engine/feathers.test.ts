import { describe, expect, it } from 'vitest';
import { peacockFeather } from './feathers';
import { composeDesign } from './index';
import { raster } from './shape-raster';

describe('peacock feather', () => {
  it('has the eye in rings near the top, a ragged barbed edge and a shaft', () => {
    const g = peacockFeather();
    for (const d of [g.d, g.holes ?? '', g.alt ?? ''])
      expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const ink = raster(g);
    expect(ink(256, 168)).toBe(false); // the eye's dark heart is cut (prints black)
    expect(ink(256, 70)).toBe(false); // the pale ring round the eye
    expect(ink(256, 40)).toBe(true); // vane above the eye
    expect(ink(256, 480)).toBe(true); // shaft
    expect(ink(300, 480)).toBe(false);
    const eye = raster({ d: 'M0 0Z', alt: g.alt });
    expect(eye(256, 116)).toBe(true); // the middle ring in the second ink
    expect(eye(256, 168)).toBe(false); // not over the heart
    // walking down the right edge meets ink broken by notches: loose barbs, not a leaf
    let gaps = 0;
    let was = false;
    for (let y = 100; y < 390; y += 2) {
      const now = ink(372, y);
      if (was && !now) gaps++;
      was = now;
    }
    expect(gaps).toBeGreaterThanOrEqual(2);
  });

  it('is what "a peacock feather" draws, not a plain feather', () => {
    const r = composeDesign({
      prompt: 'a peacock feather with an ornate frame',
      seed: 3,
      output: 'design',
    });
    expect(r.drawn.subjects[0].motif).toBe('peacock-feather');
    expect(r.drawn.subjects[0].standIn).toBeUndefined();
  });
});
