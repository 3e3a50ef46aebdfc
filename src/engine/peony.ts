// Authored peony, as Japanese tattooing draws it: a big layered flower seen a little from above,
// rings of broad petals with ruffled rims, each ring smaller and set higher than the one behind
// it so the bloom reads as a deep cup; solid black where a petal tucks under the one in front of
// it (the depth between the petals), splits between petals and ruffle creases as whip lines;
// pointed leaves behind it, cut to the rim so no leaf is painted over a petal. The icon it
// replaces read as a dark blob with a green centre (the radial split filled its middle green).
// Same 512 box and TGenShape contract as hibiscus.ts: the lines are an ink of their own (as cuts
// the body's inner rim would echo each one).
import { f, polar, taper } from './creatures';
import type { TPt } from './creatures';
import { oneWinding } from './flash-flowers';
import type { TGenShape } from './gen-shape';

const RAD = Math.PI / 180;

/** A layered bloom seen a little from above (a peony, a chrysanthemum). */
export interface TBloom {
  /** each ring, back to front: petal count, radius, its centre's rise, a turn (degrees) */
  rings: [number, number, number, number][];
  /** how far each petal domes out from its splits (a share of the radius) */
  dome: number;
  /** small ruffles along each petal's rim (a share of the radius; 0 for smooth tips) */
  ruffle: number;
  /** where along each petal a crease runs in from the rim (fractions across it) */
  creases: number[];
  /** leaves behind the bloom: angle, half its base (degrees of rim), reach, bend */
  leaves: [number, number, number, number][];
  /** the black depth under each front ring's rim, for the second ring (thinner further in) */
  depth: number;
}

const C: TPt = [256, 262];
// the bloom is seen from a little above: its rings are ellipses, flatter than wide
const SQUASH = 0.8;
const STEPS = 18;

/** A point on ring k's rim at angle a (degrees), pushed out by `out` (a share of its radius). */
function rim(b: TBloom, k: number, a: number, out = 0): TPt {
  const [n, R, rise, turn] = b.rings[k];
  const span = 360 / n;
  // the fraction across this petal, 0 at one split and 1 at the next
  const t = ((((a - turn) % span) + span) % span) / span;
  // domed petals, lower at the splits, with three small ruffles along each rim
  const dome = 1 - b.dome + b.dome * Math.sin(Math.PI * t) ** 0.5;
  // no two petals quite the same size, as a drawn bloom has it
  const j = Math.floor((((a - turn) % 360) + 360) % 360 / span);
  const own = 0.05 * Math.sin(j * 2.3 + k * 1.7);
  const ruffle = b.ruffle * (Math.abs(Math.sin(3 * Math.PI * t)) - 0.6);
  const r = R * (dome * (1 + own * Math.sin(Math.PI * t)) + ruffle + out);
  return [C[0] + r * Math.cos(a * RAD), C[1] - rise + r * SQUASH * Math.sin(a * RAD)];
}

const poly = (pts: TPt[]) =>
  pts.map((p, i) => `${i ? 'L' : 'M'}${f(p[0])} ${f(p[1])}`).join('') + 'Z';

/** Ring k's whole rim as one closed outline. */
function ringOutline(b: TBloom, k: number): string {
  const pts: TPt[] = [];
  const [n] = b.rings[k];
  for (let i = 0; i < n * STEPS; i++) pts.push(rim(b, k, (360 * i) / (n * STEPS)));
  return poly(pts);
}

/** The black between the petals: under each petal rim of ring k (k > 0), a crescent outside the
 *  rim, widest mid-petal, where the petal behind goes down into the cup. */
function depths(b: TBloom, k: number, w: number): string {
  const [n, , , turn] = b.rings[k];
  const span = 360 / n;
  let d = '';
  for (let j = 0; j < n; j++) {
    const a0 = turn + span * j;
    const inner: TPt[] = [];
    const outer: TPt[] = [];
    for (let i = 0; i <= STEPS; i++) {
      const t = i / STEPS;
      const a = a0 + span * t;
      inner.push(rim(b, k, a, -0.01));
      outer.push(rim(b, k, a, w * Math.sin(Math.PI * t) ** 0.8 + 0.012));
    }
    d += poly([...inner, ...outer.reverse()]);
  }
  return d;
}

/** Whip lines: the splits between ring k's petals, from the rim notch down to the ring in front,
 *  and two short ruffle creases off each rim. */
function splits(b: TBloom, k: number, w: number): string {
  const [n, R, , turn] = b.rings[k];
  const span = 360 / n;
  const next = b.rings[k + 1];
  let d = '';
  for (let j = 0; j < n; j++) {
    const a = turn + span * j;
    const from = rim(b, k, a, -0.02);
    if (next) {
      // stop short of the ring in front (its depth crescent hides the rest)
      const to = rim(b, k + 1, a + span * 0.12, 0.2);
      const mid: TPt = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
      d += taper(from, [mid[0] + R * 0.04, mid[1]], to, w);
    }
    for (const t of b.creases) {
      const s = rim(b, k, a + span * t, -0.03);
      const e = rim(b, k, a + span * (t + 0.04), -0.2);
      d += taper(s, [(s[0] + e[0]) / 2, (s[1] + e[1]) / 2], e, w * 0.7);
    }
  }
  return d;
}

/** A pointed leaf behind the bloom at angle a: its base follows the rim (so it never covers a
 *  petal), its tip `reach` out; a midrib and side veins angled toward the tip. */
function leaf(b: TBloom, [a, half, reach, bend]: [number, number, number, number]) {
  const base: TPt[] = [];
  for (let i = 0; i <= 12; i++) base.push(rim(b, 0, a + half - (2 * half * i) / 12, -0.02));
  const root = rim(b, 0, a, 0.02);
  const tip = polar(root, b.rings[0][1] * (reach - 1), (a + bend) * RAD);
  const dx = tip[0] - root[0];
  const dy = tip[1] - root[1];
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  const wide = len * 0.34;
  const side = (from: TPt, s: number): TPt[] => {
    const pts: TPt[] = [];
    for (let i = 1; i < 14; i++) {
      const t = i / 14;
      // widest a third of the way out, drawn to a point
      const b = s * wide * Math.sin(Math.PI * t ** 0.75) * (1 - t * 0.2);
      const x = from[0] + (tip[0] - from[0]) * t + nx * b;
      const y = from[1] + (tip[1] - from[1]) * t + ny * b;
      pts.push([x, y]);
    }
    return pts;
  };
  const first = base[0];
  const last = base[base.length - 1];
  const right = side(last, -1);
  const left = side(first, 1);
  const blade = poly([...base, ...right, tip, ...left.reverse()]);
  left.reverse();
  // the midrib runs down the blade's middle, between its two edges
  const mid = (i: number): TPt => [(right[i][0] + left[i][0]) / 2, (right[i][1] + left[i][1]) / 2];
  let veins = taper(mid(0), mid(6), tip, 4);
  const dir = Math.atan2(dy, dx);
  for (const i of [3, 6, 9]) {
    const on = mid(i);
    const half = Math.hypot(right[i][0] - left[i][0], right[i][1] - left[i][1]) / 2;
    for (const s of [-1, 1]) {
      const e = polar(on, half * 0.7, dir + s * 0.7);
      veins += taper(on, polar(on, half * 0.4, dir + s * 0.9), e, 2.2);
    }
  }
  return { blade, veins };
}

/** A layered bloom drawn from its spec: the back ring's outline and the leaves as the body,
 *  the leaves the second region, the depths, splits and creases one ink of lines. */
export function layeredBloom(b: TBloom): TGenShape {
  const leaves = b.leaves.map((l) => leaf(b, l));
  const R = b.rings;
  let lines = '';
  for (let k = 1; k < R.length; k++) lines += depths(b, k, b.depth - (k - 1) * 0.015);
  for (let k = 0; k < R.length; k++) lines += splits(b, k, 4 - k * 0.5);
  // the heart of the bloom: two curled petal edges
  const [, r3, rise3] = R[R.length - 1];
  const h: TPt = [C[0], C[1] - rise3];
  lines += taper(
    [h[0] - r3 * 0.5, h[1]],
    [h[0], h[1] - r3 * 0.7],
    [h[0] + r3 * 0.55, h[1] - r3 * 0.1],
    4,
  );
  lines += taper(
    [h[0] - r3 * 0.2, h[1] + r3 * 0.3],
    [h[0] + r3 * 0.2, h[1] + r3 * 0.5],
    [h[0] + r3 * 0.4, h[1] + r3 * 0.15],
    3,
  );
  const blades = leaves.map((l) => l.blade).join('');
  return {
    d: ringOutline(b, 0) + blades,
    ...(blades ? { alt: oneWinding(blades) } : {}),
    inks: [{ role: 'black', d: oneWinding(lines + leaves.map((l) => l.veins).join('')) }],
  };
}

/** Broad ruffled petals in four rings, leaves at the lower sides and one high on the left. */
export const peony = (): TGenShape =>
  layeredBloom({
    rings: [
      [8, 196, 0, -67.5],
      [7, 138, 20, -64],
      [6, 88, 36, -90],
      [5, 44, 48, -54],
    ],
    dome: 0.2,
    ruffle: 0.045,
    creases: [0.33, 0.67],
    leaves: [
      [146, 15, 1.62, 12],
      [34, 14, 1.58, -14],
      [204, 10, 1.42, 8],
    ],
    depth: 0.085,
  });
