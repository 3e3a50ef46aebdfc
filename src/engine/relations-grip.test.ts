import { describe, expect, it } from 'vitest';
import type { TCtx } from './context';
import { MOTIF_BY_ID } from './motifs';
import { createRng } from './prng';
import { layoutRelated, type TPlaceAt } from './relations';

// records where layoutRelated places each motif (the drawing itself is not needed here)
function placements(holder: string, held: string): Map<string, TPlaceAt> {
  const at = new Map<string, TPlaceAt>();
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
      draw: (def, p) => {
        at.set(def.id, p);
        return { x: 0, y: 0, w: 1, h: 1 };
      },
      back: [],
      front: [],
    },
    'holding',
    { def: MOTIF_BY_ID.get(holder)!, count: 1 },
    [{ def: MOTIF_BY_ID.get(held)!, count: 1 }],
  );
  return at;
}

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
