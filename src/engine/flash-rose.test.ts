import { describe, expect, it } from 'vitest';
import { flashRose } from './flash-rose';
import { composeDesign } from './index';
import { MOTIF_BY_ID } from './motifs';
import { raster } from './shape-raster';

describe('flash rose', () => {
  const g = flashRose();
  const ink = raster(g);
  const green = raster({ d: 'M0 0Z', alt: g.alt });
  const body = raster({ d: g.d });

  it('has no broken numbers', () => {
    for (const s of [flashRose(), flashRose(true)])
      for (const d of [s.d, s.holes ?? '', s.alt ?? '', ...(s.inks ?? []).map((k) => k.d)])
        expect(/NaN|Infinity|undefined/.test(d)).toBe(false);
  });

  it('is a cupped bloom upper right with its stem leaving the lower left corner', () => {
    // the bloom fills the upper right; the stem's cut end is at the box's lower left corner
    // (where relation-acts.ts has a fist hold it)
    expect(ink(300, 270)).toBe(true);
    expect(ink(420, 120)).toBe(true);
    expect(body(68, 490)).toBe(true);
    // no ink in the empty corners
    expect(body(40, 40)).toBe(false);
    expect(body(480, 480)).toBe(false);
  });

  it('draws the rolled front rim and a spiral into a dark centre as cuts, not a square spiral', () => {
    // inside the silhouette, the centre of the spiral and the front rim's line are cut (black)
    expect(body(320, 138)).toBe(true);
    expect(ink(320, 138)).toBe(false);
    expect(ink(236, 176)).toBe(false);
    // the front petal's belly between its rim and foot stays red
    expect(ink(310, 260)).toBe(true);
    expect(green(310, 260)).toBe(false);
  });

  it('paints its leaves, stem and sepals green and never the bloom', () => {
    expect(green(120, 340)).toBe(true);
    expect(green(250, 452)).toBe(true);
    for (const [x, y] of [
      [300, 200],
      [420, 120],
      [200, 140],
    ])
      expect(green(x, y)).toBe(false);
    // white highlights ride the rims
    expect(g.inks?.[0]?.role).toBe('bone');
  });

  it('is what "a rose" draws in traditional, with a bolder form for small pieces', () => {
    const rose = MOTIF_BY_ID.get('rose')!;
    expect(rose.gen).toBe('flash-rose');
    expect(rose.simple).toBe('gen:flash-rose-bold');
    const a = composeDesign({ prompt: 'a rose', style: 'traditional', seed: 3, output: 'design' });
    const b = composeDesign({ prompt: 'a rose', style: 'traditional', seed: 3, output: 'design' });
    expect(a.svg).toBe(b.svg);
    expect(a.drawn.subjects[0].motif).toBe('rose');
  });
});
