import { describe, expect, it } from 'vitest';
import type { TCtx } from './context';
import { MOTIF_BY_ID } from './motifs';
import { createRng } from './prng';
import { layoutRelated, type TPlaceAt } from './relations';

// records every placement layoutRelated makes for an 'inside' pair (the drawing is not needed)
function placed(outer: string, inner: string): { id: string; at: TPlaceAt }[] {
  const out: { id: string; at: TPlaceAt }[] = [];
  layoutRelated(
    {
      ctx: {} as TCtx,
      rng: createRng(1),
      W: 1000,
      H: 1000,
      cx: 500,
      cy: 500,
      S: 600,
      margin: 40,
      draw: (def, at) => {
        out.push({ id: def.id, at });
        return { x: 0, y: 0, w: 1, h: 1 };
      },
      back: [],
      front: [],
    },
    'inside',
    { def: MOTIF_BY_ID.get(outer)!, count: 1 },
    [{ def: MOTIF_BY_ID.get(inner)!, count: 1 }],
  );
  return out;
}

describe("a pattern on a butterfly's wings", () => {
  it('is drawn on both upper wings, mirrored, not on the thin body', () => {
    const skulls = placed('butterfly', 'skull').filter((p) => p.id === 'skull');
    expect(skulls).toHaveLength(2);
    const [a, b] = skulls.map((s) => s.at);
    expect(Math.abs(a.cx - 500)).toBeGreaterThan(600 * 0.18);
    expect(a.cx - 500).toBeCloseTo(500 - b.cx, 5);
    expect(a.cy).toBeLessThan(500);
  });

  it('leaves other containers holding one thing in the middle', () => {
    const inHeart = placed('heart', 'rose').filter((p) => p.id === 'rose');
    expect(inHeart).toHaveLength(1);
    expect(inHeart[0].at.cx).toBe(500);
  });
});
