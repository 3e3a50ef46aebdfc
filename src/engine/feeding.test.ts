import { describe, expect, it } from 'vitest';
import type { TCtx } from './context';
import { beakTipAt } from './feeding';
import { HIBISCUS_THROAT } from './hibiscus';
import { composeDesign } from './index';
import { sourceShape } from './motif-place';
import { MOTIF_BY_ID } from './motifs';
import type { TBox } from './path';
import { createRng } from './prng';
import { recordLayout } from './layout-recorder.testing';
import type { TPlaceAt } from './relations';
import { understand } from './understand';

const bird = MOTIF_BY_ID.get('hummingbird')!;
const flower = MOTIF_BY_ID.get('hibiscus')!;
const srcBox = (id: string) => sourceShape(MOTIF_BY_ID.get(id)!, createRng(1), false).box;

// places the two as layoutRelated would, each drawn box the scaled source box (no drawing needed)
function feed(
  first: string,
  second: string,
): { placed: Map<string, { at: TPlaceAt; box: TBox }>; front: string[] } {
  const front: string[] = [];
  const placed = recordLayout('feeding', first, [[second, 1]], {
    S: 800,
    ctx: {
      profile: { fill: 'colour' },
      rng: createRng(1),
      palette: { ink: '#111', paper: '#fff' },
      mm: (n: number) => n * 5,
      detail: 3,
    } as unknown as Partial<TCtx>,
    box: (id, at) => {
      const b = srcBox(id);
      const k = at.size / Math.max(b.w, b.h);
      return { x: at.cx - (b.w * k) / 2, y: at.cy - (b.h * k) / 2, w: b.w * k, h: b.h * k };
    },
    front,
  });
  return { placed: new Map(placed.map(({ id, at, box }) => [id, { at, box }])), front };
}

describe('a hummingbird drinking from a hibiscus', () => {
  it('is read as feeding, with nothing left out', () => {
    const u = understand({ prompt: 'a hummingbird drinking from a hibiscus' });
    expect(u.relation).toBe('feeding');
    expect(u.leftOut).toEqual([]);
    expect(understand({ prompt: 'a hummingbird sipping nectar from a rose' }).relation).toBe(
      'feeding',
    );
  });

  it('puts the beak tip in the flower throat, the bird hovering above and beside it', () => {
    for (const [a, b] of [
      ['hummingbird', 'hibiscus'],
      ['hibiscus', 'hummingbird'],
    ]) {
      const { placed, front } = feed(a, b);
      const f = placed.get('hibiscus')!;
      const h = placed.get('hummingbird')!;
      const fs = srcBox('hibiscus');
      const throat = [
        f.box.x + ((HIBISCUS_THROAT[0] - fs.x) / fs.w) * f.box.w,
        f.box.y + ((HIBISCUS_THROAT[1] - fs.y) / fs.h) * f.box.h,
      ];
      const tip = beakTipAt(bird, srcBox('hummingbird'), { ...h.at, rot: h.at.rot ?? 0 });
      expect(Math.hypot(tip[0] - throat[0], tip[1] - throat[1])).toBeLessThan(1);
      // facing back toward the flower, its middle above and to the right of the throat
      expect(h.at.flip).toBe(true);
      expect(h.at.cx).toBeGreaterThan(throat[0] + 100);
      expect(h.at.cy).toBeLessThan(throat[1] - 50);
      // the icon's own stubby beak is left out and a long one drawn to the throat on top
      expect(h.at.without).toBeDefined();
      expect(front.length).toBe(1);
      // both big enough to read, the bird inside the canvas
      expect(h.at.size).toBeGreaterThan(800 * 0.5);
      expect(h.at.cx + h.at.size / 2).toBeLessThan(1000);
    }
  });

  it('is drawn in the design, and a drinker with no beak says the act is left out', () => {
    const r = composeDesign({
      prompt: 'a hummingbird drinking from a hibiscus',
      seed: 25,
      output: 'design',
    });
    expect(r.drawn.relation).toBe('feeding');
    expect(r.drawn.leftOut).toEqual([]);
    const cat = understand({ prompt: 'a cat drinking from a hibiscus' });
    expect(cat.relation).not.toBe('feeding');
    expect(cat.leftOut.some((l) => l.name.includes('drinking'))).toBe(true);
  });
});

describe('beak placement', () => {
  it('lands where the flipped, turned drawing puts its tip', () => {
    const b = srcBox('hummingbird');
    const tip = beakTipAt(bird, b, { cx: 0, cy: 0, size: Math.max(b.w, b.h), rot: 0 });
    // facing left, the tip is left of the middle and below it
    expect(tip[0]).toBeLessThan(-200);
    expect(tip[1]).toBeGreaterThan(30);
    expect(flower.gen).toBe('hibiscus');
  });

  it('draws "a hummingbird and flowers" hovering at a hibiscus and drinking, a second bloom behind', () => {
    const placed = recordLayout('with', 'hummingbird', [['flower', 2]], {
      S: 800,
      ctx: {
        profile: { fill: 'colour' },
        rng: createRng(1),
        palette: { ink: '#111', paper: '#fff' },
        mm: (n: number) => n * 5,
        detail: 4,
        stencil: false,
      } as unknown as TCtx,
    });
    // the plain flower is the trumpet flower it feeds from, once small behind, once at its beak
    expect(placed.map((p) => p.id)).toEqual(['flower:hibiscus', 'flower:hibiscus', 'hummingbird']);
    const [back, bloom, hb] = placed;
    expect(back.at.size).toBeLessThan(bloom.at.size * 0.7);
    expect(back.layer).toBe('back');
    // the bird faces back toward the flower it drinks from, and the small bloom is away from it
    expect(hb.at.flip).toBe(true);
    expect(hb.at.cx).toBeGreaterThan(bloom.at.cx);
    expect(back.at.cx).toBeLessThan(bloom.at.cx);
  });
});
