// The fire a flash phoenix rises from. The icon set's flame is one open arch: under the phoenix
// its middle was hidden by the tail and its two prongs read as a pair of legs. This is a bed of
// fire across the foot of the piece instead: tongues of every height rising side by side, the
// tallest in the middle, each leaning out and hooking over at its tip like curls of smoke and
// ash, red outside, an orange core and a gold heart. The licks are the Japanese fire's
// (japanese-fire.ts) so the two styles burn alike; here they are one outline (overlapping parts
// would show their edges through each other), as flash is drawn, in a box 512 wide and about
// 250 tall, its base on y = 300.
import { P, polar, type TPt } from './creatures';
import type { TGenShape } from './gen-shape';
import { lickCores, lickSpine, lickWidth, type TLick } from './japanese-fire';
import type { TRng } from './prng';

const UP = -Math.PI / 2;
/** The base line the fire rises from. */
export const FLAME_BASE = 300;
const TONGUES = 5;
/** Each tongue's height, as a share of the tallest: uneven, as fire is. */
const HEIGHTS = [0.5, 0.82, 1, 0.7, 0.56];

/** The tongues of the bed, left to right: the tallest in the middle, each leaning away from it
 *  and hooking outward, so the fire opens round what rises out of it. */
export function flameBedLicks(R: TRng): TLick[] {
  return Array.from({ length: TONGUES }, (_, k) => {
    const out = (k + 0.5) / TONGUES - 0.5;
    const side = out >= 0 ? 1 : -1;
    return {
      p: [256 + out * 400, FLAME_BASE] as TPt,
      heading: UP + out * 1.2 + R.range(-0.06, 0.06),
      len: 300 * HEIGHTS[k] * R.range(0.92, 1.08),
      width: 50 * R.range(0.94, 1.06),
      sway: R.range(0.16, 0.24) * -side,
      phase: R.range(0, 0.6),
      rise: R.range(0.2, 0.35),
      curl: side * R.range(3.2, 3.8),
    };
  });
}

/** One side of a lick: its centre line moved `side` (-1 left of its way, 1 right) by its width. */
function edge(l: TLick, spine: TPt[], side: number): TPt[] {
  const hw = lickWidth(l);
  const n = spine.length - 1;
  return spine.map((p, i) => {
    const a = spine[Math.max(0, i - 1)];
    const b = spine[Math.min(n, i + 1)];
    return polar(p, hw(i / n), Math.atan2(b[1] - a[1], b[0] - a[0]) + (side * Math.PI) / 2);
  });
}

/** Where two polylines first cross, walking `a` from its start: the indices of the crossing
 *  segments and the point, or undefined. */
function crossing(a: TPt[], b: TPt[]): { i: number; j: number; p: TPt } | undefined {
  for (let i = 0; i < a.length - 1; i++)
    for (let j = 0; j < b.length - 1; j++) {
      const [p, q, r, s] = [a[i], a[i + 1], b[j], b[j + 1]];
      const d = (q[0] - p[0]) * (s[1] - r[1]) - (q[1] - p[1]) * (s[0] - r[0]);
      if (Math.abs(d) < 1e-9) continue;
      const t = ((r[0] - p[0]) * (s[1] - r[1]) - (r[1] - p[1]) * (s[0] - r[0])) / d;
      const u = ((r[0] - p[0]) * (q[1] - p[1]) - (r[1] - p[1]) * (q[0] - p[0])) / d;
      if (t >= 0 && t <= 1 && u >= 0 && u <= 1)
        return { i, j, p: [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t] };
    }
  return undefined;
}

/** The outline of licks standing side by side (left to right across their way), as one chain
 *  of points: up the first one's left side, round its tip, down its right side to where it meets
 *  the next one, and so on, ending down the last one's right side to its root. */
export function lickChain(licks: TLick[], spines = licks.map(lickSpine)): TPt[] {
  const lefts = licks.map((l, k) => edge(l, spines[k], -1));
  const rights = licks.map((l, k) => edge(l, spines[k], 1));
  const pts: TPt[] = [];
  let from = 0;
  licks.forEach((_, k) => {
    pts.push(...lefts[k].slice(from));
    const down = [...rights[k]].reverse();
    const next = lefts[k + 1];
    const x = next && crossing(down, next);
    if (x) {
      pts.push(...down.slice(0, x.i + 1), x.p);
      from = x.j + 1;
    } else {
      pts.push(...down);
      from = 0;
    }
  });
  return pts;
}

/** The bed's one outline: the tongues' chain, then back along the base. */
function bedOutline(licks: TLick[], spines: TPt[][]): string {
  const chain = lickChain(licks, spines);
  // the outer tongues lean, so their roots dip below the base: held up to it, a flat foot
  const up = chain.map(([x, y]): TPt => [x, Math.min(y, FLAME_BASE)]);
  const pts: TPt[] = [[up[0][0], FLAME_BASE], ...up, [up[up.length - 1][0], FLAME_BASE]];
  // the base bows a little down, a mound of embers rather than a ruled line
  return `M${pts.map(P).join('L')}Q256 ${FLAME_BASE + 12} ${P(pts[0])}Z`;
}

/** The bed of fire: its silhouette red, cores orange (the second ink), hearts gold. */
export function flameBed(R: TRng): TGenShape {
  const licks = flameBedLicks(R);
  const spines = licks.map(lickSpine);
  // core and heart rise from the base and stop short of the tip, as in flameMass
  const inner = (share: number, end: number) => lickCores(licks, spines, share, end).join('');
  return {
    d: bedOutline(licks, spines),
    alt: inner(0.5, 0.86),
    inks: [{ role: 'gold', d: inner(0.22, 0.55) }],
  };
}
