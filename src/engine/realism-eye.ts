// Realism's human eye, as a black-and-grey artist draws it: the opening between an upper lid
// (lash line, crease above) and a lower lid (waterline rim), the iris under the upper lid's
// edge, lashes that leave the lid and curl out (long at the outer corner, few and short below),
// and the brow's hairs above. This file holds the geometry (in the 512 box) and the line drawing
// for the stencil and black-only etching; realism-eye-art.ts paints the grey-wash piece from it.
import { ellipse, taper as hair } from './creatures';
import type { TGenShape } from './gen-shape';
import { bbox, parsePath } from './path';
import { cubicAt, taper, type TPt } from './realism-kit';

/** Inner corner (tear duct, viewer's left), outer corner a little higher, the lids' controls. */
export const EYE = {
  inner: [84, 262] as TPt,
  outer: [440, 246] as TPt,
  up: [
    [150, 176],
    [330, 150],
  ] as [TPt, TPt],
  low: [
    [380, 304],
    [170, 316],
  ] as [TPt, TPt],
  iris: [252, 236] as TPt,
  r: 62,
  pupil: 23,
};

/** The upper lid's margin from the inner corner (t = 0) to the outer (t = 1). */
export const upperAt = (t: number): TPt => cubicAt(EYE.inner, ...EYE.up, EYE.outer, t);
/** The lower lid's margin from the outer corner (t = 0) to the inner (t = 1). */
export const lowerAt = (t: number): TPt => cubicAt(EYE.outer, ...EYE.low, EYE.inner, t);

/** The unit normal to the left of travel along `at` at t (above the upper lid, below the lower). */
export function normalAt(at: (t: number) => TPt, t: number): TPt {
  const a = at(Math.max(0, t - 0.01));
  const b = at(Math.min(1, t + 0.01));
  const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  return [(b[1] - a[1]) / l, -(b[0] - a[0]) / l];
}

/** A fixed scatter in [0, 1) (the drawing has no rng: the same eye gives the same bytes). */
export const jit = (i: number, s: number) => {
  const v = Math.sin(i * 12.9898 + s * 78.233) * 43758.5453;
  return v - Math.floor(v);
};

/** Points along a curve, n + 1 of them. */
export const along = (at: (t: number) => TPt, n: number, t0 = 0, t1 = 1): TPt[] =>
  Array.from({ length: n + 1 }, (_v, i) => at(t0 + ((t1 - t0) * i) / n));

/** The eye's opening: along the upper margin, then back along the lower. */
export const opening = (): TPt[] => [...along(upperAt, 28), ...along(lowerAt, 28).slice(1, -1)];

/** The upper lid's crease, following the margin higher and rounder, fading at both ends. */
export const creaseAt = (t: number): TPt =>
  cubicAt([100, 236], [150, 128], [340, 96], [452, 222], t);

/** A quadratic through a curve's points at t0, its middle and t1 (root, control, tip). */
export function thru(at: (t: number) => TPt, t0: number, t1: number): [TPt, TPt, TPt] {
  const a = at(t0);
  const b = at(t1);
  const m = at((t0 + t1) / 2);
  return [a, [2 * m[0] - (a[0] + b[0]) / 2, 2 * m[1] - (a[1] + b[1]) / 2], b];
}

/** A lash or hair: root, bend, tip and its width at the root. */
export type TLash = [TPt, TPt, TPt, number];

/** A lash as a filled stroke: full width at the root, drawn to a point at the tip. */
export function lashD([a, c, b, w]: TLash): string {
  const n = 8;
  const left: string[] = [];
  const right: string[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const u = 1 - t;
    const p = [
      u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
      u * u * a[1] + 2 * u * t * c[1] + t * t * b[1],
    ];
    const d = [
      2 * u * (c[0] - a[0]) + 2 * t * (b[0] - c[0]),
      2 * u * (c[1] - a[1]) + 2 * t * (b[1] - c[1]),
    ];
    const l = Math.hypot(d[0], d[1]) || 1;
    const hw = (w / 2) * Math.pow(u, 0.85);
    const q = (s: number) =>
      `${(p[0] - (d[1] / l) * hw * s).toFixed(1)} ${(p[1] + (d[0] / l) * hw * s).toFixed(1)}`;
    left.push(q(1));
    right.unshift(q(-1));
  }
  return `M${left.join('L')}L${right.join('L')}Z`;
}

/** How many upper lashes stand in the front row (the rest are the shorter back row). */
export const FRONT_ROW = 21;

/** Upper lashes in two staggered rows: each leaves the lid leaning out toward the outer corner
 *  and curls up to a tip that points a little outward, short at the inner corner and longest in
 *  the outer third; a few pairs clump at the tips, as real lashes do. */
export function upperLashes(): TLash[] {
  const out: TLash[] = [];
  const rows: [number, number, number][] = [
    [FRONT_ROW, 1, 0],
    [11, 0.66, 1],
  ];
  for (const [n, k, s] of rows) {
    for (let i = 0; i < n; i++) {
      // spaced wider at the inner corner, where lashes are fewer
      const t = 0.04 + 0.93 * Math.pow((i + 0.5 * s + 0.4 * jit(i, s + 1)) / n, 0.8);
      const a = upperAt(t);
      const N = normalAt(upperAt, t);
      const lean = Math.atan2(N[1], N[0]) + (-0.1 + 1.5 * t) + (jit(i, s + 3) - 0.5) * 0.3;
      const th0 = Math.min(-0.1, lean);
      const th1 = -1.9 + 1.0 * t + (jit(i, s + 5) - 0.5) * 0.3;
      const L =
        k * (20 + 74 * Math.pow(t, 1.3)) * (0.7 + 0.55 * jit(i, s + 7)) * (t > 0.95 ? 0.8 : 1);
      const c: TPt = [a[0] + Math.cos(th0) * L * 0.55, a[1] + Math.sin(th0) * L * 0.55];
      const b: TPt = [c[0] + Math.cos(th1) * L * 0.5, c[1] + Math.sin(th1) * L * 0.5];
      out.push([[a[0] - N[0] * 3, a[1] - N[1] * 3], c, b, 4.2 + 2.4 * t]);
    }
  }
  return out;
}

/** Lower lashes: fewer and short, from under the waterline, down and out toward the outer
 *  corner, thinning out toward the inner one. */
export function lowerLashes(): TLash[] {
  const out: TLash[] = [];
  for (let i = 0; i < 13; i++) {
    const t = 0.07 + (0.66 * (i + 0.4 * jit(i, 3))) / 13;
    const p = lowerAt(t);
    const N = normalAt(lowerAt, t);
    const a: TPt = [p[0] + N[0] * 8, p[1] + N[1] * 8];
    const lean = 0.55 - 0.45 * t;
    // toward the outer corner is against the lower margin's travel
    const d: TPt = [
      N[0] * Math.cos(lean) + N[1] * Math.sin(lean),
      N[1] * Math.cos(lean) - N[0] * Math.sin(lean),
    ];
    const L = (30 - 26 * t) * (0.7 + 0.5 * jit(i, 5));
    const c: TPt = [a[0] + d[0] * L * 0.55, a[1] + d[1] * L * 0.55];
    const b: TPt = [a[0] + d[0] * L + L * 0.2, a[1] + d[1] * L * 0.9];
    out.push([a, c, b, 2.8]);
  }
  return out;
}

/** The brow's lower and upper edges, from its head over the tear duct to its tail. */
const browLow = (u: number): TPt => cubicAt([120, 118], [200, 84], [330, 68], [466, 110], u);
const browUp = (u: number): TPt => cubicAt([112, 76], [186, 30], [322, 16], [466, 100], u);

/** Brow hairs: upright at the head, then laid toward the tail, the lower rows rising and the
 *  upper ones falling so they meet along the middle as a brow grows. */
export function browHairs(): TLash[] {
  const out: TLash[] = [];
  const n = 190;
  for (let i = 0; i < n; i++) {
    const u = Math.pow((i + jit(i, 11)) / n, 1.15);
    const v = jit(i, 13);
    const lo = browLow(u);
    const hi = browUp(u);
    const a: TPt = [lo[0] + (hi[0] - lo[0]) * v * 0.8, lo[1] + (hi[1] - lo[1]) * v * 0.8];
    const g0 = browLow(Math.max(0, u - 0.02));
    const g1 = browLow(Math.min(1, u + 0.02));
    const along = Math.atan2(g1[1] - g0[1], g1[0] - g0[0]);
    const flat = along - 0.42 + 0.62 * v;
    const ang = u < 0.16 ? -1.35 + (flat + 1.35) * (u / 0.16) : flat;
    const L = (30 + 14 * jit(i, 17)) * (1 - 0.4 * u);
    const d: TPt = [Math.cos(ang), Math.sin(ang)];
    const b: TPt = [a[0] + d[0] * L, a[1] + d[1] * L];
    const c: TPt = [a[0] + d[0] * L * 0.5 - d[1] * 2, a[1] + d[1] * L * 0.5 + d[0] * 2];
    out.push([a, c, b, 2 + 1.1 * jit(i, 19)]);
  }
  return out;
}

/** A brow hair as a whip stroke (thin at both ends). */
export const hairD = ([a, c, b, w]: TLash) => hair(a, c, b, w);

/** The line drawing: the opening with its lashes and brow as the silhouette, the iris left as
 *  an island inside a black limbal ring, the pupil cut round its catch-light, and the crease and
 *  lid rims as cut lines (stencil and black-only etching). */
export function humanEye(): TGenShape {
  const [ix, iy] = EYE.iris;
  const pts = opening();
  let d = 'M' + pts.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L') + 'Z';
  d += ellipse(ix, iy, EYE.r - 6, EYE.r - 6) + ellipse(ix - 10, iy - 10, 6, 6);
  d += upperLashes().map(lashD).join('') + lowerLashes().map(lashD).join('');
  // a few of the brow's hairs: enough to place and trace it, not a solid mass on the stencil
  d += browHairs()
    .filter((_h, i) => i % 5 === 0)
    .map(hairD)
    .join('');
  let holes = ellipse(ix, iy, EYE.r, EYE.r, false) + ellipse(ix, iy, EYE.pupil, EYE.pupil, false);
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2 + 0.2;
    const p = (r: number): TPt => [ix + Math.cos(a) * r, iy + Math.sin(a) * r];
    holes += taper(p(30), p(40), p(50), 1.2);
  }
  holes +=
    taper(...thru(creaseAt, 0.1, 0.92), 2.2) +
    taper(...thru(lowerAt, 0.08, 0.9), 1.6) +
    ellipse(104, 262, 12, 9, false);
  return { d, holes };
}

/** Where a tear leaves the eye, as fractions of the drawing's box: on the lower lid's rim,
 *  below the waterline, under the middle of the box (a crying layout pours the stream from it). */
export function tearFrom(): TPt {
  const b = bbox(parsePath(humanEye().d));
  const x = b.x + b.w / 2;
  // the lower margin's point under that x (the margin runs from the outer corner to the inner)
  let best = lowerAt(0);
  for (let i = 0; i <= 100; i++) {
    const p = lowerAt(i / 100);
    if (Math.abs(p[0] - x) < Math.abs(best[0] - x)) best = p;
  }
  return [0.5, (best[1] + 9 - b.y) / b.h];
}
