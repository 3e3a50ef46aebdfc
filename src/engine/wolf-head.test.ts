import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { raster } from './shape-raster';
import { wolfHead } from './wolf-head';

describe('wolf head', () => {
  it('is a front-on head: two upright ears, a ruff, slanted eyes, a pale muzzle, a black nose', () => {
    const g = wolfHead();
    for (const d of [g.d, g.holes ?? '', g.alt ?? '', ...(g.inks ?? []).map((k) => k.d)])
      expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
    const ink = raster(g);
    // two ear tips with open air between them, above the brow
    expect(ink(156, 42)).toBe(true);
    expect(ink(356, 42)).toBe(true);
    expect(ink(256, 60)).toBe(false);
    // the ruff flares out past the cheeks and closes under the chin
    expect(ink(462, 256)).toBe(true);
    expect(ink(50, 256)).toBe(true);
    expect(ink(256, 500)).toBe(true);
    // eyes and the pale muzzle are cut (black under their inks in colour, open in solid
    // blackwork), with the pupils and the nose left as islands of ink inside them
    expect(ink(300, 220)).toBe(false);
    expect(ink(212, 220)).toBe(false);
    expect(ink(323, 211)).toBe(true);
    expect(ink(266, 300)).toBe(false);
    expect(ink(246, 300)).toBe(false);
    expect(ink(256, 340)).toBe(true);
    expect(g.cuts).toBeTruthy();
    // the eye is slanted: its outer corner sits higher than its inner one
    expect(ink(350, 196) || ink(352, 194)).toBe(false);
    expect(ink(284, 196)).toBe(true);
    // two inks: a saddle over the coat, a pale muzzle, lit gold irises
    expect(g.alt).toBeTruthy();
    const roles = (g.inks ?? []).map((k) => k.role);
    expect(roles).toContain('bone');
    expect(roles).toContain('gold');
    expect(roles).toContain('black');
  });

  it('is what "a wolf head" draws, the same each time, and its stencil has no fills', () => {
    const a = composeDesign({ prompt: 'neo traditional wolf head framed by roses', seed: 2, output: 'design' });
    expect(a.drawn.subjects[0].motif).toBe('wolf');
    const b = composeDesign({ prompt: 'neo traditional wolf head framed by roses', seed: 2, output: 'design' });
    expect(b.svg).toBe(a.svg);
    const s = composeDesign({ prompt: 'a wolf head', style: 'traditional', seed: 1, output: 'stencil' });
    const fills = [...s.svg.matchAll(/fill="([^"]+)"/g)].map((m) => m[1].toLowerCase());
    expect(fills.filter((f) => f !== 'none' && f !== '#ffffff' && f !== 'white').length).toBeLessThanOrEqual(1);
  });
});
