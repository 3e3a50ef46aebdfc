// Realism's gripping hand (a hand holding a rose by its stem), as a black-and-grey artist draws
// a closed hand from the palm side: the thumb over the top, its tip and nail crossing in front of
// the stem; the four fingers curled round the stem below it, each showing its middle segment
// from the rounded knuckle to the last joint and its tucked tip with the nail, the index on top,
// the middle reaching furthest, the little finger smallest and set back; the tips pressed into
// the heel of the palm; the wrist narrowing down to the right and fading out (FADE), no cut
// line. Mostly tone, few hard lines: dark in the curl and between the fingers, lit knuckles.
// Same frame as the flash fist (GRIP_BOX, GRIP_CHANNEL), so the holding relation places both.
import type { TGenShape } from './generated-motifs';
import { taper, type TPt } from './realism-kit';
import { poly } from './realism-lion-face';

/** Each curled finger across the fist: its top and bottom edge at the knuckle, the knuckle's
 *  leftmost reach, the last joint's crease, where the tip tucks into the palm, and its fan (how
 *  far its knuckle end rises per unit left: the fingers spread from the palm like a fan, the
 *  index tilting up under the thumb, the little finger down). */
export const REAL_FINGERS = [
  { top: 204, bottom: 256, left: 128, dip: 206, tip: 250, fan: 0.11 }, // index, under the thumb
  { top: 256, bottom: 310, left: 110, dip: 196, tip: 256, fan: 0.04 }, // middle, the longest
  { top: 310, bottom: 358, left: 118, dip: 200, tip: 252, fan: -0.045 }, // ring
  { top: 358, bottom: 394, left: 148, dip: 206, tip: 244, fan: -0.11 }, // little, set back
];

/** A point on finger i, fanned. */
const on = (i: number, x: number, y: number): TPt => [x, y + (x - 300) * REAL_FINGERS[i].fan];
const at = (i: number, ...xy: number[]) =>
  xy
    .reduce<TPt[]>((a, _v, k) => (k % 2 ? a : [...a, on(i, xy[k], xy[k + 1])]), [])
    .map(([x, y]) => `${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}`)
    .join(' ');

/** Where the forearm fades out into the skin (past the silhouette's foot, so the blur's full
 *  strength covers the cut end). */
export const FADE = 'M300 482C360 478 430 462 520 430L560 640L300 640Z';

/** The closed outline: thumb over the top, the knuckles down the left, the little finger's
 *  underside, the palm's edge and the wrist to the foot, and the base of the thumb back up. */
function outline(): string {
  let d =
    // the thumb's back from its base over its joint to the tip, the tip rounding onto the index
    'M424 222C418 192 396 166 360 154C336 146 312 148 290 146C270 140 244 138 224 144' +
    'C196 150 172 162 166 180C162 194 168 204 182 206';
  REAL_FINGERS.forEach(({ top, bottom, left }, i) => {
    const mid = (top + bottom) / 2;
    // from the seam (or the thumb), a squarish rounded knuckle, to the seam under it
    const c1 = i ? at(i, REAL_FINGERS[i - 1].left + 38, top + 2) : '160 204';
    d +=
      `C${c1} ${at(i, left + 12, top, left + 3, top + 10)}` +
      `C${at(i, left - 2, top + 18, left - 2, mid + 6, left + 2, bottom - 12)}` +
      `C${at(i, left + 6, bottom - 2, left + 18, bottom + 1, left + 30, bottom)}`;
  });
  return (
    d +
    // the little finger's underside to its tucked tip, the palm's edge into the wrist, the
    // forearm narrowing off the foot of the box, and the base of the thumb back up
    `C${at(3, 200, 400, 260, 400)} 296 400C318 400 332 414 340 432C350 456 356 486 360 512` +
    'L478 512C466 470 446 440 440 414C434 388 446 352 446 314C446 272 438 242 424 222Z'
  );
}

/** The thumb's lines: the nail on its tip, the joint, its underside lying on the index. */
function thumbLines(): string {
  return (
    // the nail, seen from above and a little in front: its rim and its cuticle
    taper([176, 184], [176, 158], [210, 151], 1.6) +
    taper([210, 151], [226, 164], [216, 182], 1.5) +
    taper([176, 184], [196, 190], [216, 182], 1.4) +
    taper([224, 150], [236, 166], [224, 186], 1.2) +
    // the joint's creases and the underside lying over the index finger
    taper([284, 146], [276, 164], [284, 188], 1.6) +
    taper([296, 150], [292, 166], [298, 184], 1) +
    taper([186, 207], [260, 218], [352, 206], 2.4) +
    // the thumb's base joint turning into the heel of the hand
    taper([350, 208], [386, 200], [398, 166], 1.3)
  );
}

/** Each finger's lines: the seam under it into the next, the knuckle's wrinkles, the last
 *  joint's crease, the nail on the tucked tip and the crevice where the tip meets the palm. */
function fingerLines(): string {
  let s = '';
  const t = (i: number, a: TPt, c: TPt, b: TPt, w: number) =>
    taper(on(i, ...a), on(i, ...c), on(i, ...b), w);
  REAL_FINGERS.forEach(({ top, bottom, left, dip, tip }, i) => {
    const h = bottom - top;
    const mid = (top + bottom) / 2;
    if (i < REAL_FINGERS.length - 1)
      s += t(i, [left + 30, bottom], [dip - 30, bottom + 3], [tip + 4, bottom - 1], 1.8);
    const kx = left + 22;
    s +=
      t(i, [kx, top + h * 0.26], [kx - 6, mid], [kx, bottom - h * 0.24], 1.6) +
      t(i, [kx + 9, top + h * 0.32], [kx + 4, mid], [kx + 9, bottom - h * 0.3], 1.2) +
      t(i, [kx + 17, top + h * 0.38], [kx + 14, mid], [kx + 17, bottom - h * 0.36], 0.8) +
      // the last joint, a crease bowing toward the tip
      t(i, [dip, top + h * 0.14], [dip + 7, mid], [dip, bottom - h * 0.12], 1.5) +
      // the crevice where the tip presses into the palm
      t(i, [tip - 2, top + h * 0.04], [tip + 6, mid], [tip - 2, bottom - h * 0.02], 2.2) +
      // hatching along the underside, inside the black the wash lays there: it is the shadow
      // where the piece is inked in black alone
      t(
        i,
        [dip - 60, bottom - h * 0.1],
        [dip - 20, bottom - h * 0.07],
        [tip - 6, bottom - h * 0.1],
        1.3,
      ) +
      t(
        i,
        [dip - 30, bottom - h * 0.17],
        [dip, bottom - h * 0.14],
        [tip - 10, bottom - h * 0.17],
        0.9,
      );
    // the nail: a rounded shield opening toward the joint, its free edge at the tip
    const nx = dip + 12;
    const nw = tip - dip - 24;
    const nh = h * 0.26;
    const ny = mid - h * 0.06;
    s +=
      t(i, [nx, ny - nh], [nx + nw + 8, ny - nh - 2], [nx + nw + 4, ny + 2], 1.3) +
      t(i, [nx + nw + 4, ny + 2], [nx + nw + 6, ny + nh + 2], [nx, ny + nh], 1.3);
  });
  return s;
}

/** The palm and wrist: the crease round the base of the thumb, the creases across the wrist. */
function palmLines(): string {
  return (
    taper([336, 226], [368, 296], [338, 380], 0.9) +
    taper([348, 442], [388, 434], [430, 420], 1.3) +
    taper([354, 456], [390, 448], [428, 438], 0.9)
  );
}

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

/** Each finger modelled as a rounded form lit from the upper left: black in the seams round it;
 *  its middle segment mid grey with a lit ridge along the top, brightest on the knuckle, rolling
 *  into shadow underneath; the tip narrower and darker, turning into the palm, its nail catching
 *  the light; black in the crevice where it presses into the palm. The little finger sits back
 *  in the hand's shadow. */
function fingerTones(): { t: number; d: string }[] {
  const out: { t: number; d: string }[] = [];
  // each finger a little further into the hand's shadow than the one above it
  const depth = [0, 0.03, 0.08, 0.16];
  REAL_FINGERS.forEach(({ top, bottom, left, dip, tip, fan }, i) => {
    const back = depth[i];
    const k = (t: number) => Math.min(1, t + back);
    const h = bottom - top;
    const deg = (Math.atan(fan) * 180) / Math.PI;
    // the knuckle a rounded bump lit brightest, the middle segment a softer lit form after it,
    // so the finger reads as jointed segments rather than one even tube
    const knuckle = on(i, left + 20, top + h * 0.4);
    const segment = on(i, (left + dip) / 2 + 12, top + h * 0.38);
    const lit = (t: number) => Math.min(1, t + back * 0.6);
    out.push(
      { t: 0.92, d: band(i, left + 20, tip + 12, [-0.06, 1.06, -0.1, 1.1]) },
      { t: k(0.42), d: band(i, left, dip + 2, [0.04, 0.96, 0.06, 0.94]) },
      { t: k(0.68), d: band(i, dip, tip - 3, [0.06, 0.94, 0.18, 0.86]) },
      { t: k(0.62), d: band(i, left + 16, tip, [0.6, 0.97, 0.6, 0.9]) },
      { t: k(0.88), d: band(i, left + 24, tip, [0.78, 0.97, 0.74, 0.9]) },
      { t: k(0.7), d: band(i, left, left + 14, [0.72, 1, 0.74, 1]) },
      ...mound(segment[0], segment[1], (dip - left) / 2 - 12, h * 0.26, k(0.42), lit(0.16), deg),
      ...mound(knuckle[0], knuckle[1], 20, h * 0.32, k(0.42), lit(0.02), deg),
      // the knuckle's peak stays white but on the little finger, back in the shadow
      { t: Math.max(0, back - 0.08), d: band(i, left + 5, left + 17, [0.18, 0.56, 0.2, 0.54]) },
      { t: k(0.14), d: band(i, dip + 14, tip - 12, [0.2, 0.62, 0.24, 0.54]) },
      { t: 1, d: band(i, tip - 2, tip + 14, [-0.05, 1.05, -0.05, 1.05]) },
    );
  });
  // a dark wedge between each two knuckles, widest where they part, so the fingers separate
  // instead of stacking into one block
  for (let i = 0; i < REAL_FINGERS.length - 1; i++) {
    const [a, b] = [REAL_FINGERS[i], REAL_FINGERS[i + 1]];
    const x0 = Math.max(a.left, b.left) + 4;
    out.push({
      t: 0.95,
      d: poly([
        on(i, x0, a.bottom - 7),
        on(i, x0 + 72, a.bottom - 1),
        on(i + 1, x0 + 72, b.top + 1),
        on(i + 1, x0, b.top + 7),
      ]),
    });
  }
  return out;
}

/** An ellipse turned by deg, as a polygon. */
function ring(cx: number, cy: number, rx: number, ry: number, deg = 0): string {
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
function mound(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  t0: number,
  t1: number,
  deg = 0,
): { t: number; d: string }[] {
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

/** The whole hand's tone: mid grey; the palm dark where the fingertips press into it, the base
 *  of the thumb a lit mound turning dark to the right edge; the wrist's tendons lit between
 *  darker grooves; the fingers; the thumb lit along its back, its joint and nail, its shadow on
 *  the index. Painted in order, each over the last. */
function handTones(): { t: number; d: string }[] {
  return [
    { t: 0.5, d: rect(100, 130, 480, 520) },
    ...mound(388, 284, 50, 92, 0.5, 0.14, -12),
    ...mound(346, 418, 30, 24, 0.5, 0.22, 30),
    { t: 0.8, d: ring(266, 306, 22, 100, -4) },
    // the crease round the base of the thumb, a soft fold more than a line
    { t: 0.72, d: ring(340, 300, 7, 66, -6) },
    { t: 0.88, d: ring(446, 320, 10, 100, 2) },
    // the wrist: two tendons lit, the far edge in shadow
    { t: 0.55, d: ring(404, 474, 46, 44, -20) },
    { t: 0.16, d: ring(390, 466, 7, 42, -14) },
    { t: 0.24, d: ring(366, 472, 5, 36, -12) },
    { t: 0.9, d: ring(466, 470, 12, 54, -20) },
    ...fingerTones(),
    { t: 0.4, d: ring(296, 174, 132, 30, -2) },
    ...mound(290, 166, 112, 16, 0.36, 0.02, -2),
    // the thumb's joint, a soft dip in the light; its nail lit; the shadow it casts
    { t: 0.5, d: ring(288, 166, 6, 18) },
    { t: 0.6, d: ring(386, 196, 8, 22, 40) },
    { t: 0, d: ring(198, 168, 16, 11, -20) },
    { t: 0.95, d: ring(266, 209, 92, 6, 3) },
    { t: 0.75, d: ring(186, 198, 16, 8) },
  ];
}

/** A hand closed round a stem, drawn in black-and-grey realism. */
export function grippingHandReal(): TGenShape {
  return {
    d: outline(),
    holes: thumbLines() + fingerLines() + palmLines(),
    tones: handTones(),
    toneBlur: 0.7,
    fade: FADE,
  };
}
