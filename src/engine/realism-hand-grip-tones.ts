// The tone of realism's gripping hand (realism-hand-grip.ts), lit from the upper left: each
// finger's back lit along its top and brightest on the bent knuckle, its dropping middle segment
// a darker side plane, its underside rolling into shadow and black in the gaps between fingers;
// the back of the hand a broad lit plane with its base knuckles catching the light and faint
// tendons running to them; the thumb lit along its back, its nail bright, its shadow on the index.
import { on, REAL_FINGERS } from './realism-hand-grip-fingers';
import type { TPt } from './realism-kit';
import { poly } from './realism-lion-face';

type TTone = { t: number; d: string };

const rect = (x0: number, y0: number, x1: number, y1: number) =>
  poly([
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ]);

/** A quad on finger i (fanned) from x0 to x1, its edges at fractions of the finger's height
 *  (0 its top, 1 its bottom): a0..b0 at x0, a1..b1 at x1. */
function band(i: number, x0: number, x1: number, [a0, b0, a1, b1]: number[]): string {
  const { top, bottom } = REAL_FINGERS[i];
  const y = (v: number) => top + (bottom - top) * v;
  return poly([on(i, x0, y(a0)), on(i, x1, y(a1)), on(i, x1, y(b1)), on(i, x0, y(b0))]);
}

/** An ellipse turned by deg, as a polygon. */
export function ring(cx: number, cy: number, rx: number, ry: number, deg = 0): string {
  const r = (deg * Math.PI) / 180;
  const pts: TPt[] = [];
  for (let k = 0; k < 24; k++) {
    const a = (k / 24) * Math.PI * 2;
    const [x, y] = [Math.cos(a) * rx, Math.sin(a) * ry];
    pts.push([cx + x * Math.cos(r) - y * Math.sin(r), cy + x * Math.sin(r) + y * Math.cos(r)]);
  }
  return poly(pts);
}

/** A rounded form's light in steps, from t0 at its rim to t1 at its brightest, each step a
 *  smaller ellipse drawn toward the light (upper left), so the blur melts them into a gradient. */
function mound(cx: number, cy: number, rx: number, ry: number, t0: number, t1: number, deg = 0) {
  const n = 5;
  return Array.from({ length: n }, (_v, k) => {
    const q = k / (n - 1);
    const s = 1 - q * 0.7;
    return {
      t: t0 + (t1 - t0) * q,
      d: ring(cx - rx * q * 0.2, cy - ry * q * 0.2, rx * s, ry * s, deg),
    };
  });
}

/** A streak from a to b, w wide (a tendon's light or the groove beside it). */
function streak(a: TPt, b: TPt, w: number): string {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const l = Math.hypot(dx, dy) || 1;
  const [nx, ny] = [(-dy / l) * w, (dx / l) * w];
  const m: TPt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  return poly([a, [m[0] + nx, m[1] + ny], b, [m[0] - nx, m[1] - ny]]);
}

/** Each finger as a rounded form: mid grey, a lit ridge along its back brightest on the bent
 *  knuckle, the middle segment beyond the bend a darker side plane curling into black under it,
 *  the underside in shadow; each finger a little further into shadow than the one above. */
function fingerTones(): TTone[] {
  const out: TTone[] = [];
  const depth = [0, 0.03, 0.08, 0.16];
  REAL_FINGERS.forEach(({ top, bottom, left, mcp, fan }, i) => {
    const k = (t: number) => Math.min(1, t + depth[i]);
    const h = bottom - top;
    const deg = (Math.atan(fan) * 180) / Math.PI;
    const ridge = on(i, (left + mcp) / 2 + 6, top + h * 0.3);
    const knuckle = on(i, left + 26, top + h * 0.3);
    out.push(
      { t: k(0.5), d: band(i, left, mcp, [0, 1, 0, 1]) },
      ...mound(ridge[0], ridge[1], (mcp - left) / 2 - 16, h * 0.22, k(0.5), k(0.2), deg),
      ...mound(knuckle[0], knuckle[1], 20, h * 0.26, k(0.4), depth[i] * 0.8, deg),
      { t: k(0.64), d: band(i, left + 24, mcp - 6, [0.7, 1, 0.74, 1]) },
      { t: k(0.88), d: band(i, left + 30, mcp - 24, [0.86, 1.02, 0.9, 1.02]) },
      // the middle segment past the bend: a side plane turned from the light, dark at its foot
      { t: k(0.62), d: band(i, left - 2, left + 16, [0.22, 1, 0.2, 1]) },
      { t: k(0.36), d: band(i, left + 1, left + 12, [0.2, 0.52, 0.2, 0.5]) },
      { t: k(0.88), d: ring(...on(i, left + 12, bottom - 5), 12, 6, deg) },
    );
  });
  // a dark wedge between each two fingers, widest at the bent joints where they round apart,
  // closing toward the back of the hand, so the fingers separate instead of stacking
  for (let i = 0; i < REAL_FINGERS.length - 1; i++) {
    const [a, b] = [REAL_FINGERS[i], REAL_FINGERS[i + 1]];
    const x0 = Math.min(a.left, b.left) + 8;
    out.push({
      t: 0.96,
      d: poly([
        on(i, x0, a.bottom - 9),
        on(i, a.mcp - 40, a.bottom - 1),
        on(i + 1, a.mcp - 40, b.top + 1),
        on(i + 1, x0, b.top + 8),
      ]),
    });
  }
  return out;
}

/** The back of the hand: a broad plane lit toward the knuckles, dark down its far edge; two
 *  tendons lit between softer grooves, running from the wrist to the base knuckles, each base
 *  knuckle a small lit hump with a dip between it and the next. */
function backTones(): TTone[] {
  const out: TTone[] = [
    ...mound(372, 318, 70, 120, 0.5, 0.3, -14),
    { t: 0.86, d: ring(452, 330, 12, 110, 2) },
    { t: 0.62, d: ring(424, 470, 40, 40, -20) },
  ];
  REAL_FINGERS.forEach(({ top, bottom, mcp }, i) => {
    const k = on(i, mcp + 8, top + (bottom - top) * 0.42);
    const wrist: TPt = [392 + i * 16, 476];
    if (i < 3) out.push({ t: 0.3 + i * 0.03, d: streak(wrist, [k[0] + 10, k[1]], 4 - i * 0.6) });
    out.push(...mound(k[0], k[1], 22, (bottom - top) * 0.34, 0.42, 0.14 + i * 0.05, -10));
    if (i < 3) out.push({ t: 0.6, d: ring(...on(i, mcp + 8, bottom), 12, 4, -10) });
  });
  return out;
}

/** The thumb: lit along its back, a soft dip at its joint, its nail bright with a dark rim, the
 *  black shadow it lays on the index finger. */
function thumbTones(): TTone[] {
  return [
    { t: 0.42, d: ring(292, 176, 136, 30, 8) },
    ...mound(300, 168, 110, 16, 0.42, 0.06, 8),
    { t: 0.52, d: ring(300, 178, 6, 18) },
    { t: 0.6, d: ring(392, 206, 10, 22, 40) },
    { t: 0.55, d: ring(206, 162, 30, 16, -4) },
    { t: 0, d: ring(202, 160, 22, 10, -4) },
    { t: 0.95, d: ring(270, 206, 94, 6, 4) },
  ];
}

/** The whole hand's tone, painted in order, each over the last. */
export function handTones(): TTone[] {
  return [
    { t: 0.5, d: rect(100, 130, 480, 520) },
    ...backTones(),
    ...fingerTones(),
    ...thumbTones(),
  ];
}
