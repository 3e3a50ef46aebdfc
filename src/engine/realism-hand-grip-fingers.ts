// The wrapped fingers of realism's gripping hand (realism-hand-grip.ts): where each lies, shared
// by its outline, its lines and its tones.
import type { TPt } from './realism-kit';

/** Each wrapped finger: its top and bottom edge, its bent middle joint's leftmost reach (`left`),
 *  where it leaves the back of the hand (`mcp`, its base knuckle), and its fan (how far it rises
 *  per unit left: the fingers spread from the back of the hand, the index tilting up under the
 *  thumb, the little finger down). */
export const REAL_FINGERS = [
  { top: 200, bottom: 258, left: 126, mcp: 236, fan: 0.18 }, // index, under the thumb
  { top: 258, bottom: 310, left: 108, mcp: 228, fan: 0.06 }, // middle, the longest
  { top: 310, bottom: 356, left: 118, mcp: 234, fan: -0.07 }, // ring
  { top: 356, bottom: 388, left: 158, mcp: 250, fan: -0.17 }, // little, set back
];

export type TFinger = (typeof REAL_FINGERS)[number];

/** Each finger curls in three segments, seen from a little below: the proximal segment along
 *  the top of its band, from the base knuckle out to the bent middle joint; the middle segment
 *  folding back under it along the lower part of the band toward the palm, to the last joint
 *  (`dip`); the fingertip past that with its nail toward us, tucked in at `tip` against the palm.
 *  `fold` is the fraction of the band's height where the two segments meet. */
export function joints(f: TFinger) {
  const len = f.mcp - f.left;
  return { fold: 0.42, dip: f.left + len * 0.3, tip: f.left + len * 0.68 };
}

/** A point on finger i, fanned. */
export const on = (i: number, x: number, y: number): TPt => [
  x,
  y + (x - 300) * REAL_FINGERS[i].fan,
];
/** A point on finger i at x, v of the way down its band (0 its top, 1 its bottom). */
export const onV = (i: number, x: number, v: number): TPt => {
  const { top, bottom } = REAL_FINGERS[i];
  return on(i, x, top + (bottom - top) * v);
};
export const at = (i: number, ...xy: number[]) =>
  xy
    .reduce<TPt[]>((a, _v, k) => (k % 2 ? a : [...a, on(i, xy[k], xy[k + 1])]), [])
    .map(([x, y]) => `${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}`)
    .join(' ');
