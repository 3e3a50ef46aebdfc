import { describe, expect, it } from 'vitest';
import type { TCtx } from './context';
import { composeDesign } from './index';
import { recordLayout } from './layout-recorder.testing';
import { grippingHandReal, REAL_FINGERS } from './realism-hand-grip';
import { tube } from './realism-hand-grip-art';

/** The few fields of a context the painter reads. */
function paintCtx(): TCtx {
  let n = 0;
  return {
    defs: [],
    nextId: (p: string) => `${p}${++n}`,
    mm: (v: number) => v * 6.67,
    palette: { ink: '#1f1d1d', paper: '#f3ead7' },
  } as unknown as TCtx;
}

const bounds = (d: string) => {
  const v = [...d.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
  const xs = v.filter((_x, i) => i % 2 === 0);
  const ys = v.filter((_y, i) => i % 2 === 1);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
};

describe("realism's gripping hand, painted", () => {
  it('builds each form as a tapering tube with round ends', () => {
    const [x0, y0, x1, y1] = bounds(tube([100, 100], [200, 100], 20, 10));
    expect(x0).toBeCloseTo(80, 0);
    expect(x1).toBeCloseTo(210, 0);
    expect(y0).toBeCloseTo(80, 0);
    expect(y1).toBeCloseTo(120, 0);
  });

  it('paints every finger in three shaded rounded segments and the thumb over the stem, smooth', () => {
    const g = grippingHandReal();
    expect(g.art).toBeTypeOf('function');
    const ctx = paintCtx();
    const svg = g.art!(ctx, 1.2, false);
    const defs = ctx.defs.join('');
    // segments (3 a finger), each finger's nail, the thumb's two segments and its nail
    const shaded = svg.match(/fill="url\(#hg\d+\)"/g) ?? [];
    expect(shaded.length).toBe(REAL_FINGERS.length * 4 + 3);
    expect(defs.match(/<linearGradient/g)?.length).toBe(shaded.length);
    // clipped to the silhouette (opaque over the stem it wraps) and faded out at the forearm
    expect(svg).toMatch(/clip-path="url\(#handclip\d+\)"/);
    expect(defs).toContain(`<clipPath id="handclip1"><path d="${g.d}"/></clipPath>`);
    expect(svg).toMatch(/^<g mask="url\(#fade\d+\)">/);
    // no grain: no dots, patterns or noise
    expect(svg + defs).not.toMatch(/<(pattern|circle|feTurbulence)\b|a[\d.]+ [\d.]+ 0 1 0/);
  });

  it('stands on a clean smoke: no stipple specks scattered round the hand holding a rose', () => {
    for (const seed of [1, 3]) {
      const svg = composeDesign({
        prompt: 'a realistic hand holding a rose',
        seed,
        output: 'design',
      }).svg;
      expect(svg).toMatch(/url\(#smk\d+\)/);
      expect(svg).not.toMatch(/a[\d.]+ [\d.]+ 0 1 0/);
    }
  });

  it("runs the stem on straight from the rose's own stem, shaded like it, through the fist", () => {
    const at = new Map(
      recordLayout('holding', 'hand', [['rose', 1]], {
        ctx: { profile: { fill: 'etch' } } as never,
      }).map((p) => [p.id, p.at]),
    );
    // the rose turned so its stem's last stretch (leaning 8 degrees) stands in the fist's line
    expect(at.get('rose')!.rot! - at.get('fist')!.rot!).toBeCloseTo(-8, 5);
    const svg = composeDesign({
      prompt: 'a realistic hand holding a rose',
      seed: 2,
      output: 'design',
    }).svg;
    expect(svg).toMatch(/<linearGradient id="stem\d+"/);
  });
});
