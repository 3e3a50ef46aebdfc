// The tone of realism's gripping hand (realism-hand-grip.ts), lit from the upper left: each
// finger's proximal segment lit along its top and brightest on the bent knuckle, its middle
// segment folded under it darker, the palm's hollow past the fingertip black, the gaps between
// fingers black;
// the back of the hand a broad lit plane with its base knuckles catching the light and faint
// tendons running to them; the thumb lit along its back, its nail bright, its shadow on the index.
import { joints, on, REAL_FINGERS } from './realism-hand-grip-fingers';
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
  const n = 8;
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

/** Each finger as three lit segments: the proximal segment along the top of its band lit with
 *  a bright ridge, the bent middle joint a bare-skin knuckle cap, the middle segment folding back
 *  under it a mid grey rounded form in the proximal's shadow, the fingertip past the last joint
 *  (its nail in realism-hand-grip-detail.ts), and past the tip the palm's dark hollow; each
 *  finger a little further into shadow than the one above. */
function fingerTones(): TTone[] {
  const out: TTone[] = [];
  const depth = [0, 0.03, 0.08, 0.14];
  REAL_FINGERS.forEach((f, i) => {
    const { top, bottom, left, mcp, fan } = f;
    const { fold, dip, tip } = joints(f);
    const k = (t: number) => Math.min(1, t + depth[i]);
    const h = bottom - top;
    const deg = (Math.atan(fan) * 180) / Math.PI;
    const ridge = on(i, (left + mcp) / 2 + 8, top + h * fold * 0.45);
    const knuckle = on(i, left + 14, top + h * fold * 0.55);
    const pad = on(i, (left + dip) / 2 + 6, top + (h * (fold + 1)) / 2);
    out.push(
      { t: k(0.6), d: band(i, left - 4, mcp, [0, 1.02, 0, 1.02]) },
      // the proximal segment: lit, with a bright ridge along it
      { t: k(0.22), d: band(i, left + 4, mcp, [0, fold, 0, fold]) },
      ...mound(ridge[0], ridge[1], (mcp - left) / 2 - 14, h * fold * 0.4, k(0.24), k(0.1), deg),
      // the bent middle joint: a lit cap of bare skin at the corner
      ...mound(knuckle[0], knuckle[1], 13, h * fold * 0.5, k(0.25), 0, deg),
      // the middle segment folding back under: a rounded form in the proximal's shadow
      { t: k(0.68), d: band(i, left - 4, dip, [fold, 1, fold, 1]) },
      ...mound(pad[0], pad[1], (dip - left) / 2 - 4, h * (1 - fold) * 0.3, k(0.66), k(0.5), deg),
      // the fingertip past the last joint
      { t: k(0.62), d: band(i, dip + 2, tip, [fold + 0.04, 0.98, fold + 0.08, 0.9]) },
      // past the tip, the palm's hollow inside the curl: black at the tip, easing off
      { t: k(0.82), d: band(i, tip - 2, mcp - 6, [fold, 1.02, fold, 1.02]) },
      { t: 1, d: band(i, tip - 2, tip + 14, [fold, 1.02, fold, 1.02]) },
      // the shadow the proximal segment lays along the fold, and the underside's dark edge
      { t: 1, d: band(i, left + 8, tip, [fold - 0.03, fold + 0.14, fold - 0.03, fold + 0.12]) },
      { t: k(0.9), d: band(i, left + 8, tip, [0.9, 1.02, 0.9, 1.02]) },
      // the middle segment's end where it turns down from the knuckle: a dark side plane
      { t: k(0.8), d: band(i, left - 4, left + 10, [fold - 0.06, 1.02, fold + 0.02, 1.02]) },
    );
  });
  return out;
}

/** The back of the hand: a broad plane lit toward the knuckles, dark down its far edge; the
 *  tendons fanning from the wrist to the base knuckles, each a lit ridge between dark grooves. */
function backTones(): TTone[] {
  const out: TTone[] = [
    // lit along the metacarpals from the wrist to the knuckles, not a dome
    ...mound(336, 352, 118, 52, 0.55, 0.2, 48),
    { t: 0.95, d: ring(456, 330, 16, 118, 2) },
    { t: 0.7, d: ring(424, 474, 42, 40, -20) },
  ];
  const wrist: TPt = [414, 470];
  REAL_FINGERS.forEach(({ top, bottom, mcp }, i) => {
    const k = on(i, mcp + 10, top + (bottom - top) * 0.42);
    const foot: TPt = [wrist[0] - 26 + i * 14, wrist[1] - i * 4];
    // the groove beside the tendon, then the tendon's lit ridge, both soft: tendons are a
    // ripple under the skin, not straps
    out.push(
      // (a near-white ridge on the broad grey plane read as a glossy smear across the hand)
      { t: 0.62, d: streak([foot[0] + 10, foot[1]], [k[0] + 16, k[1] + 14], 6) },
      { t: 0.3 + i * 0.04, d: streak(foot, [k[0] + 8, k[1]], 5 - i * 0.8) },
    );
  });
  return out;
}

/** The base knuckles, drawn over the fingers' roots so each finger grows out of its own bony
 *  hump of bare skin, with a dark dip between it and the next. */
function knuckleTones(): TTone[] {
  const out: TTone[] = [];
  REAL_FINGERS.forEach(({ top, bottom, mcp }, i) => {
    const k = on(i, mcp + 6, top + (bottom - top) * 0.4);
    if (i < 3) out.push({ t: 0.92, d: ring(...on(i, mcp + 6, bottom + 1), 20, 6, -10) });
    out.push(...mound(k[0], k[1], 24, (bottom - top) * 0.36, 0.55, i * 0.05, -10));
  });
  return out;
}

/** The thumb: lit along its back, a bony bump at its joint with a dark dip behind it, its nail
 *  bright with a dark rim, and the black shadow it lays across the index finger. */
function thumbTones(): TTone[] {
  return [
    { t: 0.5, d: ring(292, 176, 136, 30, 8) },
    ...mound(330, 170, 90, 14, 0.5, 0.1, 8),
    ...mound(296, 160, 14, 12, 0.4, 0, 0),
    { t: 0.74, d: ring(312, 180, 6, 16) },
    { t: 0.7, d: ring(392, 206, 10, 22, 40) },
    // the nail: a dark rim, the glossy plate, a highlight along its top, a pale free edge
    {
      t: 0.85,
      d: poly([
        [186, 146],
        [236, 146],
        [248, 161],
        [236, 176],
        [186, 180],
        [172, 163],
      ]),
    },
    {
      t: 0.34,
      d: poly([
        [190, 151],
        [234, 151],
        [242, 161],
        [234, 171],
        [190, 175],
        [180, 163],
      ]),
    },
    {
      t: 0.02,
      d: poly([
        [196, 152],
        [230, 151],
        [230, 158],
        [196, 160],
      ]),
    },
    {
      t: 0.14,
      d: poly([
        [184, 157],
        [192, 153],
        [192, 173],
        [184, 169],
      ]),
    },
    { t: 1, d: ring(262, 207, 100, 9, 4) },
  ];
}

/** The whole hand's tone, painted in order, each over the last. */
export function handTones(): TTone[] {
  return [
    { t: 0.5, d: rect(100, 130, 480, 520) },
    ...backTones(),
    ...fingerTones(),
    ...knuckleTones(),
    ...thumbTones(),
  ];
}
