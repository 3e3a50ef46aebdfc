import { describe, expect, it } from 'vitest';
import { hamsa, HAMSA_EYE } from './hamsa';
import { composeDesign } from './index';
import { raster } from './shape-raster';

describe('hamsa', () => {
  it('is a symmetric hand with curled thumbs, the evil eye in its palm, bands and a cuff', () => {
    const g = hamsa();
    for (const d of [g.d, g.holes ?? '', g.alt ?? '', ...(g.inks ?? []).map((k) => k.d)])
      expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const hand = raster({ d: g.d });
    // symmetric: every sampled point matches its mirror
    for (let y = 40; y < 490; y += 23)
      for (let x = 20; x < 256; x += 19) expect(hand(x, y)).toBe(hand(512 - x, y));
    expect(hand(256, 60)).toBe(true); // the middle finger
    expect(hand(440, 280)).toBe(true); // a thumb's tip, out past the palm
    expect(hand(256, 470)).toBe(true); // the cuff
    expect(hand(400, 120)).toBe(false); // open skin beside the fingers
    const roles = (g.inks ?? []).map((k) => k.role);
    expect(roles).toEqual(['bone', 'blue', 'black', 'bone']);
    const iris = raster({ d: g.inks![1].d });
    expect(iris(...HAMSA_EYE)).toBe(true);
    const bands = raster({ d: 'M0 0Z', alt: g.alt });
    expect(bands(256, 190)).toBe(true); // the band across the finger roots
    expect(bands(256, 460)).toBe(true); // the cuff
  });

  it('is what "a hamsa hand with an evil eye" draws, the eye in its palm', () => {
    const r = composeDesign({
      prompt: 'a hamsa hand with an evil eye',
      seed: 3,
      output: 'design',
    });
    expect(r.drawn.subjects.map((s) => s.motif)).toContain('hamsa');
  });
});
