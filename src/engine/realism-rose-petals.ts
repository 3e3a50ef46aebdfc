// The petals of realism's rose (realism-rose.ts), drawn the way a black-and-grey artist builds a
// full rose at a slight three-quarter tilt: a tight whorl of petal edges set up and right of
// the middle, a shallow cup of two petals wrapped round it, petals either side whose rims roll
// out at different heights, and outer petals opening outward and down at the sides, so the
// bloom is about as wide as tall and never a symmetric tulip cup.
// Each petal is its rim (left to right, the edge the light catches) and the curve it tucks back
// along toward the calyx; the rims are what make a rose read as a rose, so each is authored.
import { cubicAt, type TPt } from './realism-kit';
import { poly } from './realism-lion-face';

/** A cubic sampled to n + 1 points. */
export function cub(p0: TPt, p1: TPt, p2: TPt, p3: TPt, n = 12): TPt[] {
  return Array.from({ length: n + 1 }, (_, i) => cubicAt(p0, p1, p2, p3, i / n));
}

/** One petal: its rim, the way back to the rim's start (tucked toward the calyx), where its
 *  shade gathers, whether its outer face shows (front) or its inner face (back, seen over the
 *  cup), its base grey, and where along the rim it rolls back (a lit lip over a dark curl). */
export interface TRosePetal {
  rim: TPt[];
  back: TPt[];
  into: TPt;
  front: boolean;
  t: number;
  roll?: [number, number];
}

/** A rim made irregular: nudged across its run by a small uneven wave (zero at both ends, so
 *  it still meets its back curve), so no petal edge is a smooth balloon arc. */
function ripple(rim: TPt[], amp: number, phase: number): TPt[] {
  const n = rim.length - 1;
  return rim.map(([x, y], j): TPt => {
    const a = rim[Math.max(0, j - 1)];
    const b = rim[Math.min(n, j + 1)];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const u = j / n;
    const w =
      amp *
      Math.sin(Math.PI * u) *
      Math.sin(u * 9.4 + phase) *
      (0.6 + 0.4 * Math.sin(u * 5 + phase * 2));
    return [x - ((b[1] - a[1]) / len) * w, y + ((b[0] - a[0]) / len) * w];
  });
}

/** The bloom's slight three-quarter turn: its upper petals and whorl lean right of its foot
 *  (the foot stays over the stem). */
export const lean = ([x, y]: TPt): TPt => [x + (356 - y) * 0.06, y];

/** A rim drawn out into a point at u (0..1 along it), `h` proud of the rim away from the
 *  petal's shade point: a rose petal's edge rolls back into a pointed tip, and rims that were
 *  all round arcs read as pillows (a plastic rose). */
function peak(rim: TPt[], into: TPt, u: number, h: number): TPt[] {
  const n = rim.length - 1;
  return rim.map(([x, y], j): TPt => {
    const k = Math.max(0, 1 - Math.abs(j / n - u) / 0.16);
    const l = Math.hypot(x - into[0], y - into[1]) || 1;
    const d = h * k ** 1.8;
    return [x + ((x - into[0]) / l) * d, y + ((y - into[1]) / l) * d];
  });
}

let waves = 0;
const petal = (
  rim: TPt[],
  back: TPt[],
  into: TPt,
  front: boolean,
  t: number,
  roll?: [number, number],
  tip?: [number, number],
): TRosePetal => ({
  rim: ripple(tip ? peak(rim, into, tip[0], tip[1]) : rim, 5.5, (waves += 1.7)).map(lean),
  back: back.map(lean),
  into: lean(into),
  front,
  t,
  roll,
});

/** Back to front, in painter's order: the two back petals standing up behind the whorl, their
 *  inner faces seen; the left one higher with its crest rolled, the right lower and curling out
 *  at its far end (unequal crests, so the top is neither a heart nor a crown). */
export const ROSE_PETALS: TRosePetal[] = [
  petal(
    cub([128, 184], [112, 84], [214, 24], [282, 74]),
    cub([282, 74], [262, 112], [200, 150], [128, 184]).slice(1, -1),
    [214, 132],
    false,
    0.45,
    [0.18, 0.5],
    [0.55, 14],
  ),
  petal(
    cub([262, 74], [318, 40], [394, 70], [390, 146]),
    cub([390, 146], [344, 136], [290, 112], [262, 74]).slice(1, -1),
    [324, 130],
    false,
    0.5,
    [0.55, 0.95],
    [0.62, 14],
  ),
];

/** The whorl at the heart, seen into from above at a tilt: the opening, and within it nested
 *  petal edges, each an arc round the heart starting where the last left off, so the centre is
 *  a tight whorl of edges, not one continuous spiral line. */
const HEART: TPt = lean([286, 124]);
export function whorlArc(r: number, from: number, span: number, ox = 0, oy = 0): TPt[] {
  const n = 14;
  return Array.from({ length: n + 1 }, (_, i): TPt => {
    const a = from + (span * i) / n;
    // the opening is seen at a tilt: squashed, and a little wider on the near (lower) side
    const rr = r * (1 + 0.08 * Math.sin(a));
    return [HEART[0] + ox + rr * Math.cos(a) * 1.15, HEART[1] + oy + rr * Math.sin(a) * 0.62];
  });
}

export const BUD = {
  face: [
    ...cub([218, 140], [212, 106], [254, 92], [292, 94], 8),
    ...cub([292, 94], [330, 96], [354, 112], [350, 136], 8).slice(1),
    ...cub([350, 136], [324, 160], [244, 166], [218, 140], 8).slice(1, -1),
  ].map(lean),
  // each edge as [radius, start angle, sweep, centre offset x, y]: their centres zigzag about
  // the heart and their openings alternate, so they nest like petal edges (one drifting centre
  // made a snail-shell spiral)
  whorl: [
    [50, 3.6, 2.4, 0, 0],
    [37, 5.6, 2.0, -9, 5],
    [28, 2.2, 2.1, 8, -3],
    [18, 5.0, 2.3, -5, 3],
    [11, 2.8, 2.2, 3, -1],
    [5, 5.5, 2.6, 0, 1],
  ] as [number, number, number, number, number][],
  heart: HEART,
  lit: lean([250, 104]),
};

/** Front of the bloom, back to front: the outer petals opening outward and down at each side;
 *  the two cup petals wrapped round the whorl, overlapping at the front; a petal each side
 *  wrapping the cup, its rim rolled out (the left higher and tighter, the right lower and
 *  looser); the low front petal cradling the foot. Each is a separate sheet, its lit rim over
 *  the dark gap to the petal behind it. */
export const ROSE_FRONT: TRosePetal[] = [
  // the outermost petals: their rims arch up and over, then fall outward and down to a tip
  petal(
    cub([76, 328], [70, 262], [118, 234], [188, 244]),
    [
      ...cub([188, 244], [206, 276], [214, 316], [206, 344]).slice(1),
      ...cub([206, 344], [150, 350], [104, 340], [76, 328]).slice(1, -1),
    ],
    [196, 326],
    true,
    0.5,
    [0, 0.45],
    [0.28, 18],
  ),
  petal(
    cub([316, 262], [380, 238], [440, 262], [440, 332]),
    [
      ...cub([440, 332], [412, 344], [360, 350], [306, 346]).slice(1),
      ...cub([306, 346], [302, 310], [306, 282], [316, 262]).slice(1, -1),
    ],
    [318, 330],
    true,
    0.58,
    [0.6, 1],
    [0.72, 18],
  ),
  // the cup, left: the front lip of the opening, rolled out, running down across the front
  petal(
    cub([198, 128], [206, 168], [262, 184], [314, 164]),
    [
      ...cub([314, 164], [318, 220], [296, 262], [254, 282]).slice(1),
      ...cub([254, 282], [206, 270], [184, 200], [198, 128]).slice(1, -1),
    ],
    [244, 274],
    true,
    0.4,
    [0.2, 0.9],
  ),
  // the cup, right: over the left one, its rim climbing from the overlap to the opening's side
  petal(
    cub([262, 184], [304, 186], [356, 164], [362, 124]),
    [
      ...cub([362, 124], [378, 196], [346, 262], [296, 286]).slice(1),
      ...cub([296, 286], [268, 264], [256, 222], [262, 184]).slice(1, -1),
    ],
    [306, 278],
    true,
    0.48,
    [0.08, 0.7],
  ),
  // a petal each side wrapping the cup: the rim runs from its rolled tip, out and over, then
  // down and in to where it tucks under the front
  petal(
    [
      ...cub([96, 160], [104, 126], [150, 112], [184, 138], 6),
      ...cub([184, 138], [204, 168], [214, 214], [222, 262], 8).slice(1),
    ],
    [
      ...cub([222, 262], [196, 276], [150, 270], [122, 248]).slice(1),
      ...cub([122, 248], [100, 232], [94, 196], [96, 160]).slice(1, -1),
    ],
    [192, 250],
    true,
    0.34,
    [0, 0.42],
  ),
  petal(
    [
      ...cub([298, 252], [318, 212], [342, 188], [368, 178], 8),
      ...cub([368, 178], [398, 164], [430, 168], [432, 182], 6).slice(1),
    ],
    [
      ...cub([432, 182], [420, 250], [366, 272], [318, 276]).slice(1),
      ...cub([318, 276], [302, 272], [296, 264], [298, 252]).slice(1, -1),
    ],
    [320, 264],
    true,
    0.5,
    [0.6, 1],
  ),
  // the low front petal cradling the foot, its lip rolled out in a lazy S (a symmetric arc
  // under the cup reads as a mouth)
  petal(
    cub([176, 300], [214, 262], [276, 306], [340, 266]),
    [
      ...cub([340, 266], [330, 326], [292, 358], [258, 360]).slice(1),
      ...cub([258, 360], [224, 358], [190, 334], [176, 300]).slice(1, -1),
    ],
    [258, 354],
    true,
    0.42,
    [0.15, 0.75],
  ),
];

export const lerp = (a: TPt, b: TPt, k: number): TPt => [
  a[0] + (b[0] - a[0]) * k,
  a[1] + (b[1] - a[1]) * k,
];
export const shrink = (pts: TPt[], to: TPt, k: number) => pts.map((p) => lerp(to, p, k));

/** A line along a run of points, widest at its middle and tapering to nothing at both ends. */
export function strokeAlong(pts: TPt[], w: number): string {
  const n = pts.length - 1;
  const left: TPt[] = [];
  const right: TPt[] = [];
  pts.forEach((p, j) => {
    const a = pts[Math.max(0, j - 1)];
    const b = pts[Math.min(n, j + 1)];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const half = w * Math.pow(Math.sin((Math.PI * j) / n), 0.7) + 0.05;
    const nx = (-(b[1] - a[1]) / len) * half;
    const ny = ((b[0] - a[0]) / len) * half;
    left.push([p[0] + nx, p[1] + ny]);
    right.push([p[0] - nx, p[1] - ny]);
  });
  return poly([...left, ...right.reverse()]);
}

/** A crescent of a petal under its rim: the rim, and the rim pulled toward the petal's shade
 *  point, more in the middle than at the ends, so no band shows a cut edge; k is how much of the
 *  way to the shade point is kept (near 1, a thin band along the rim). */
export function band(p: TRosePetal, k: number, from = 0, to = 1): string {
  const n = p.rim.length - 1;
  const rim = p.rim.slice(Math.round(from * n), Math.round(to * n) + 1);
  const m = rim.length - 1;
  const s = (j: number) => Math.pow(Math.sin((Math.PI * j) / m), 0.3);
  return poly([...rim, ...rim.map((q, j) => lerp(p.into, q, 1 - (1 - k) * s(j))).reverse()]);
}
