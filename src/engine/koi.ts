// Authored Japanese koi swimming up the skin, seen from above as irezumi draws it: the icon set's
// circling pair printed as two tadpoles with dot eyes. Here one thick carp twists up an S-curve,
// a blunt head with both eyes and the two barbels trailing from the mouth, rows of overlapping
// scales down the back, long pectoral fins spread from behind the gills, small pelvic fins, and a
// flowing fan tail flicked to one side. Same TGenShape contract as creatures.ts; the box is the
// drawing's own, taller than wide, so a half sleeve holds the whole climb.
import { ellipse, P, taper, type TPt } from './creatures';
import type { TGenShape } from './gen-shape';

// the spine, a cubic from the snout (top) to the root of the tail: the curve the fish swims up.
// Poses: an S, a C bowed left, a C bowed right. The drawing helpers below read the one koi()
// has chosen for the drawing in hand (set first thing there; the engine is single-threaded).
type TSpine = [TPt, TPt, TPt, TPt];
const POSES: TSpine[] = [
  [
    [300, 40],
    [70, 230],
    [470, 420],
    [230, 640],
  ],
  [
    [330, 40],
    [60, 200],
    [110, 470],
    [330, 640],
  ],
  [
    [190, 40],
    [460, 200],
    [410, 470],
    [190, 640],
  ],
];
let [S0, S1, S2, S3] = POSES[0];

function at(t: number): TPt {
  const u = 1 - t;
  return [
    u ** 3 * S0[0] + 3 * u * u * t * S1[0] + 3 * u * t * t * S2[0] + t ** 3 * S3[0],
    u ** 3 * S0[1] + 3 * u * u * t * S1[1] + 3 * u * t * t * S2[1] + t ** 3 * S3[1],
  ];
}

/** Unit tangent (toward the tail) and the normal to its right, at t. */
function frame(t: number): { T: TPt; N: TPt } {
  const a = at(Math.max(0, t - 0.005));
  const b = at(Math.min(1, t + 0.005));
  const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const T: TPt = [(b[0] - a[0]) / l, (b[1] - a[1]) / l];
  return { T, N: [-T[1], T[0]] };
}

/** The point `along` units down the tangent and `side` units out along the normal from at(t). */
function off(t: number, side: number, along = 0): TPt {
  const p = at(t);
  const { T, N } = frame(t);
  return [p[0] + N[0] * side + T[0] * along, p[1] + N[1] * side + T[1] * along];
}

/** Half the body's width: a blunt round head, full shoulders, tapering to a slim tail root. */
function halfWidth(t: number): number {
  if (t < 0.1) return 66 * Math.sqrt(Math.max(0, 1 - ((0.1 - t) / 0.1) ** 2));
  if (t < 0.3) return 66 + (t - 0.1) * 40;
  return 22 + 52 * (0.5 + 0.5 * Math.cos((Math.PI * (t - 0.3)) / 0.7));
}

/** An outline down one side and back up the other between t0 and t1, `k` of the half width out,
 *  its centre shifted `shift` half-widths to the right (a patch off the back's centre). */
function band(t0: number, t1: number, k: number, shift = 0, n = 40): string {
  const pts: TPt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = t0 + ((t1 - t0) * i) / n;
    const w = halfWidth(t);
    pts.push(off(t, (shift + k) * w));
  }
  for (let i = n; i >= 0; i--) {
    const t = t0 + ((t1 - t0) * i) / n;
    const w = halfWidth(t);
    pts.push(off(t, (shift - k) * w));
  }
  return `M${pts.map(P).join('L')}Z`;
}

/** A long flowing fin from the body's edge between t0 and t1, swept back to its tip. */
function fin(t0: number, t1: number, side: 1 | -1, out: number, back: number): string {
  const a = off(t0, side * halfWidth(t0) * 0.85);
  const b = off(t1, side * halfWidth(t1) * 0.85);
  const tip = off(t0, side * (halfWidth(t0) + out), back);
  const c1 = off(t0, side * (halfWidth(t0) + out * 0.7), back * 0.15);
  const c2 = off(t1, side * (halfWidth(t1) + out * 0.35), back * 0.55);
  return `M${P(a)}Q${P(c1)} ${P(tip)}Q${P(c2)} ${P(b)}Z`;
}

/** Rays fanning down a fin from its root to its trailing edge. */
function finRays(t0: number, side: 1 | -1, out: number, back: number): string {
  let d = '';
  for (const k of [0.35, 0.6, 0.85]) {
    const root = off(t0 + 0.02, side * halfWidth(t0) * 1.02);
    const end = off(t0, side * (halfWidth(t0) + out * k), back * (0.55 + 0.4 * k));
    const mid = off(t0, side * (halfWidth(t0) + out * k * 0.6), back * 0.3);
    d += taper(root, mid, end, 2.2);
  }
  return d;
}

/** The fan tail: two broad lobes flicked to one side, notched between them, rayed. */
function tail(): { d: string; rays: string } {
  const root = at(1);
  const { T, N } = frame(1);
  const go = (along: number, side: number): TPt => [
    root[0] + T[0] * along + N[0] * side,
    root[1] + T[1] * along + N[1] * side,
  ];
  const l = go(-6, -24);
  const r = go(-6, 24);
  const tipL = go(150, -120);
  const tipR = go(170, 70);
  const notch = go(96, -10);
  const d =
    `M${P(r)}C${P(go(40, 60))} ${P(go(110, 110))} ${P(tipR)}` +
    `C${P(go(150, 40))} ${P(go(120, 10))} ${P(notch)}` +
    `C${P(go(126, -50))} ${P(go(150, -90))} ${P(tipL)}` +
    `C${P(go(90, -110))} ${P(go(30, -70))} ${P(l)}Z`;
  let rays = '';
  for (const [a, s] of [
    [140, -96],
    [112, -60],
    [120, 30],
    [146, 60],
  ])
    rays += taper(go(10, s * 0.1), go(a * 0.5, s * 0.55), go(a * 0.92, s * 0.9), 2.4);
  return { d, rays };
}

/** Rows of overlapping scales down the back, each a crescent bowed toward the tail. */
function scales(): string {
  let d = '';
  let row = 0;
  for (let t = 0.2; t < 0.86; t += 0.045, row++) {
    const w = halfWidth(t);
    const step = 26;
    const n = Math.floor((w * 1.5) / step);
    for (let i = 0; i <= n; i++) {
      const side = -((n * step) / 2) + i * step + (row % 2 ? step / 2 : 0);
      if (Math.abs(side) > w * 0.78) continue;
      d += taper(off(t, side - 11), off(t, side, 16), off(t, side + 11), 2.2);
    }
  }
  return d;
}

export function koi(pose = 0): TGenShape {
  [S0, S1, S2, S3] = POSES[pose % POSES.length];
  const body = band(0, 1, 1);
  const t = tail();
  const pectoral = fin(0.16, 0.27, 1, 120, 180) + fin(0.16, 0.27, -1, 120, 180);
  const pelvic = fin(0.5, 0.57, 1, 56, 90) + fin(0.5, 0.57, -1, 56, 90);
  // barbels: two whiskers trailing from the corners of the mouth
  const barbels =
    taper(off(0.015, 26), off(0.0, 74, -8), off(0.06, 112, 22), 3.5) +
    taper(off(0.015, -26), off(0.0, -74, -8), off(0.06, -112, 22), 3.5);
  const eyes = ellipse(...off(0.07, 36), 9, 9, false) + ellipse(...off(0.07, -36), 9, 9, false);
  // the gill covers: an arc across the back of the head on each side
  const gills =
    taper(off(0.13, 58), off(0.155, 30), off(0.17, 4), 3.2) +
    taper(off(0.17, -4), off(0.155, -30), off(0.13, -58), 3.2);
  // the dorsal fin: a ridge down the middle of the back
  const dorsal = taper(off(0.3, 0), off(0.45, 6), off(0.64, 0), 5);
  const holes =
    eyes +
    gills +
    scales() +
    dorsal +
    t.rays +
    finRays(0.16, 1, 120, 180) +
    finRays(0.16, -1, 120, 180);
  // kohaku-style patches of the second ink: a cap on the head, two saddles on the back
  const alt = band(0.015, 0.12, 0.7) + band(0.3, 0.48, 0.5, 0.3) + band(0.58, 0.74, 0.45, -0.25);
  return { d: pectoral + pelvic + t.d + body + barbels, holes, alt };
}
