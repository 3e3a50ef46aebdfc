import { describe, expect, it } from 'vitest';
import type { TCtx } from './context';
import { composeDesign } from './index';
import { fireField, flameMass, lickSpine, type TLick } from './japanese-fire';
import { createRng } from './prng';

const lick = (over: Partial<TLick> = {}): TLick => ({
  p: [0, 0],
  heading: -Math.PI / 2,
  len: 100,
  width: 10,
  sway: 0,
  phase: 0,
  curl: 0,
  rise: 0,
  ...over,
});

const ctx = (stencil: boolean) =>
  ({
    stencil,
    mm: (n: number) => n * 4,
    canvas: { widthMm: 300, heightMm: 400 },
    outline: 4,
    detail: 1.5,
    palette: { ink: '#141213', paper: '#f3ead7', inkOnly: false },
  }) as unknown as TCtx;

const INKS: [string, string, string] = ['#c02a2a', '#e07a1f', '#f2b71c'];

describe('Japanese fire', () => {
  it('draws a lick that rises straight, and hooks its tip over by the curl', () => {
    const straight = lickSpine(lick());
    expect(straight.at(-1)![0]).toBeCloseTo(0, 6);
    expect(straight.at(-1)![1]).toBeCloseTo(-100, 6);
    // a curl of a half turn and more rolls the tip back down: a scroll end, not a spike
    const hooked = lickSpine(lick({ curl: 4 }));
    const [a, b] = hooked.slice(-2);
    expect(b[1]).toBeGreaterThan(a[1]);
    // positive curl turns clockwise on screen: from rising to the right
    expect(Math.max(...hooked.map((p) => p[0]))).toBeGreaterThan(5);
  });

  it('lets a tongue leaning out rise back toward upright', () => {
    const leaning = lickSpine(lick({ heading: -Math.PI / 2 + 1, rise: 1 }));
    const [a, b] = leaning.slice(-2);
    expect(Math.abs(Math.atan2(b[1] - a[1], b[0] - a[0]) + Math.PI / 2)).toBeLessThan(0.05);
  });

  it('inks a mass as one contour with a core and a heart, and a stencil as contour only', () => {
    const mass = [lick(), lick({ p: [5, -30], heading: -1, curl: -3, rise: 1, len: 40 })];
    const colour = flameMass(ctx(false), mass, INKS);
    for (const ink of INKS) expect(colour).toContain(`fill="${ink}"`);
    // every part's ink ring is laid before any fill, so the mass has one outline
    const firstFill = colour.indexOf(`fill="${INKS[0]}"`);
    expect(colour.lastIndexOf('fill="#141213"', firstFill)).toBeGreaterThan(0);
    const stencil = flameMass(ctx(true), mass, INKS);
    const fills = new Set([...stencil.matchAll(/fill="([^"]+)"/g)].map((m) => m[1]));
    expect([...fills].every((f) => f === '#ffffff' || f === 'none')).toBe(true);
    // the core's edge is kept as a line where the colour changes
    expect(stencil.match(/fill="#ffffff"/g)!.length).toBe(4);
    expect(stencil).not.toContain(INKS[1]);
  });

  it('fills the panel with masses of many different licks, not one stamp repeated', () => {
    const s = fireField(
      ctx(false),
      778,
      1000,
      20,
      createRng(3),
      { x: 200, y: 100, w: 380, h: 380 },
      INKS,
    );
    const outer = [...s.matchAll(/<path d="([^"]+)" fill="#c02a2a"/g)].map((m) => m[1]);
    expect(outer.length).toBeGreaterThan(20);
    // no two licks share a shape, even moved: compare their outlines from their own first point
    const shapes = outer.map((d) => {
      const nums = d.match(/-?[\d.]+/g)!.map(Number);
      return nums.map((v, i) => Math.round(v - nums[i % 2])).join(',');
    });
    expect(new Set(shapes).size).toBe(shapes.length);
    // fire reaches up both sides past the middle of the panel, not only a bank along the foot
    const ys = outer.flatMap((d) =>
      d
        .match(/-?[\d.]+/g)!
        .map(Number)
        .filter((_, i) => i % 2),
    );
    expect(Math.min(...ys)).toBeLessThan(400);
    // deterministic for a seed
    expect(
      fireField(ctx(false), 778, 1000, 20, createRng(3), { x: 200, y: 100, w: 380, h: 380 }, INKS),
    ).toBe(s);
  });

  it('sets a phoenix back piece in fire, with no stamped flame tongues or wind bars', () => {
    for (const seed of [40, 41, 42, 43]) {
      const r = composeDesign({
        prompt: 'phoenix rising from flames, japanese back piece',
        seed,
        output: 'design',
      });
      expect(r.drawn.elements).toContain('flames');
      expect(r.drawn.elements).not.toContain('wind bars');
    }
  });
});
