import { describe, expect, it } from 'vitest';
import { recordLayout } from './layout-recorder.testing';
import type { TPlaceAt } from './relations';
import type { TRelation } from './understand';

// every placement layoutRelated makes for a pair, in order
const placedAll = (relation: TRelation, main: string, second: string) =>
  recordLayout(relation, main, [[second, 1]]).map(({ id, at }) => ({ id, at }));

// where each motif was placed (the last placement of each id)
const placements = (
  holder: string,
  held: string,
  relation: 'holding' | 'with' = 'holding',
): Map<string, TPlaceAt & { order: number }> =>
  new Map(placedAll(relation, holder, held).map((p) => [p.id, p.at]));

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

  it('a hand holds a rose closed round its stem: the bloom above the fist, the fist drawn over it', () => {
    const at = placements('hand', 'rose');
    // the open palm is not used; the gripping hand is, drawn after (over) the rose
    expect(at.has('hand')).toBe(false);
    const fist = at.get('fist')!;
    const rose = at.get('rose')!;
    expect(fist.order).toBeGreaterThan(rose.order);
    // the bloom stands above the fist, its stem's foot just over the thumb
    expect(rose.cy + rose.size / 2).toBeLessThan(fist.cy - fist.size * 0.4);
    expect(rose.size / fist.size).toBeGreaterThan(0.9);
    // realism's tonal hand is the subject and drawn larger than flash's fist, not a pale small
    // thing under a dark bloom
    const flashFist = new Map(
      recordLayout('holding', 'hand', [['rose', 1]], {
        ctx: { profile: { fill: 'colour' } } as never,
      }).map((p) => [p.id, p.at]),
    ).get('fist')!;
    expect(fist.size).toBeGreaterThan(flashFist.size * 1.1);
    // a dagger is clutched by its grip, blade hanging below the fist
    const dag = placements('hand', 'dagger');
    expect(dag.has('fist')).toBe(true);
    expect(dag.get('dagger')!.cy).toBeGreaterThan(dag.get('fist')!.cy);
    // a heart still rests on the open palm
    expect(placements('hand', 'heart').has('hand')).toBe(true);
  });

  it('water drops with a rose bead on its petals, inside its bloom, not beside it', () => {
    const at = placements('rose', 'water-drop', 'with');
    const rose = at.get('rose')!;
    const drop = at.get('water-drop')!;
    expect(drop.order).toBeGreaterThan(rose.order);
    expect(Math.abs(drop.cx - rose.cx)).toBeLessThan(rose.size * 0.4);
    expect(Math.abs(drop.cy - rose.cy)).toBeLessThan(rose.size * 0.4);
    expect(drop.size).toBeLessThan(rose.size * 0.2);
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

describe('a subject with bamboo', () => {
  it('stands in front of a grove rising on both sides, not under stalks pasted over it', () => {
    const all = placedAll('with', 'tiger', 'bamboo');
    const grove = all.filter((p) => p.id === 'bamboo:grove').map((p) => p.at);
    const tiger = all.find((p) => p.id === 'tiger')!.at;
    // one grove drawing behind, wider than the tiger, its clumps at the sides (bamboo.test.ts)
    expect(grove).toHaveLength(1);
    expect(grove[0].order).toBeLessThan(tiger.order);
    expect(grove[0].size).toBeGreaterThan(tiger.size * 1.2);
    expect(Math.abs(grove[0].cx - tiger.cx)).toBeLessThan(10);
  });
});
