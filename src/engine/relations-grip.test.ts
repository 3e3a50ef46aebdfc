import { describe, expect, it } from 'vitest';
import type { TCtx } from './context';
import { MOTIF_BY_ID } from './motifs';
import { createRng } from './prng';
import { layoutRelated, type TPlaceAt } from './relations';
import type { TRelation } from './understand';

// records every placement layoutRelated makes (the drawing itself is not needed here)
function placedAll(
  relation: TRelation,
  main: string,
  second: string,
): { id: string; at: TPlaceAt }[] {
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
    relation,
    { def: MOTIF_BY_ID.get(main)!, count: 1 },
    [{ def: MOTIF_BY_ID.get(second)!, count: 1 }],
  );
  return out;
}

// where 'holding' places each motif (the last placement of each id)
const placements = (holder: string, held: string): Map<string, TPlaceAt> =>
  new Map(placedAll('holding', holder, held).map((p) => [p.id, p.at]));

describe('holding grips', () => {
  it('an octopus holds a lantern big, below a lower tentacle, not as a small side accent', () => {
    const oct = placements('octopus', 'lantern');
    const holder = oct.get('octopus')!;
    const lantern = oct.get('lantern')!;
    expect(lantern.size / holder.size).toBeGreaterThan(0.43);
    expect(lantern.cy).toBeGreaterThan(holder.cy + holder.size * 0.25);
    // a holder without a grip keeps the generic smaller spot
    const owl = placements('owl', 'lantern');
    expect(owl.get('lantern')!.size / owl.get('owl')!.size).toBeLessThan(0.42);
  });
});

describe("a pattern on a butterfly's wings", () => {
  it('is drawn on both upper wings, mirrored, not on the thin body', () => {
    const skulls = placedAll('inside', 'butterfly', 'skull').filter((p) => p.id === 'skull');
    expect(skulls).toHaveLength(2);
    const [a, b] = skulls.map((s) => s.at);
    expect(Math.abs(a.cx - 500)).toBeGreaterThan(600 * 0.18);
    expect(a.cx - 500).toBeCloseTo(500 - b.cx, 5);
    expect(a.cy).toBeLessThan(500);
  });

  it('leaves other containers holding one thing in the middle', () => {
    const inHeart = placedAll('inside', 'heart', 'rose').filter((p) => p.id === 'rose');
    expect(inHeart).toHaveLength(1);
    expect(inHeart[0].at.cx).toBe(500);
  });
});
