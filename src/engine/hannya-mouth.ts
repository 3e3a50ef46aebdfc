// The hannya's grin: the mouth split open nearly from ear to ear, corners pulled up into the
// cheeks, the upper lip lifted off pink gums. The teeth are laid along the gum curves, each its
// own size (a grid of equal blocks read as a grill), with a long fang near each corner above
// and below. Right half authored, mirrored about x = 256, in hannya.ts's 512 box.
import { mirrorD, mirrored, P, type TPt } from './creatures';

type TCubic = [TPt, TPt, TPt, TPt];

const at = ([a, b, c, d]: TCubic, t: number): TPt => {
  const u = 1 - t;
  const k = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [0, 1].map((i) => k[0] * a[i] + k[1] * b[i] + k[2] * c[i] + k[3] * d[i]) as TPt;
};

/** The unit normal at t, turned `side` (1 or -1) from the direction of travel. */
const normal = (c: TCubic, t: number, side: number): TPt => {
  const [x0, y0] = at(c, Math.max(0, t - 0.01));
  const [x1, y1] = at(c, Math.min(1, t + 0.01));
  const len = Math.hypot(x1 - x0, y1 - y0) || 1;
  return [(-(y1 - y0) / len) * side, ((x1 - x0) / len) * side];
};

const add = (p: TPt, n: TPt, k: number): TPt => [p[0] + n[0] * k, p[1] + n[1] * k];

/** The upper lip's edge from the centre to the right corner, lifted in a snarl. */
export const UPPER: TCubic = [
  [256, 330],
  [300, 332],
  [350, 322],
  [380, 292],
];
/** The lower lip's edge from the chin's centre up to the same corner: the jaw dropped wide. */
export const LOWER: TCubic = [
  [256, 454],
  [316, 450],
  [368, 364],
  [380, 292],
];
const DOWN = 1; // into the mouth from the upper lip
const UP = -1; // into the mouth from the lower lip
const GUM = 15;

/** A band `w` deep inside the mouth along a lip, corner to corner in one piece (two mirrored
 *  halves would meet in a contour line down the middle): the gums. */
function gum(c: TCubic, side: number, t1: number, w: number): string {
  const edge: TPt[] = [];
  const inner: TPt[] = [];
  for (let i = 0; i <= 16; i++) {
    const t = (t1 * i) / 16;
    edge.push(at(c, t));
    // thinning toward the corner, where the lips meet
    inner.push(add(at(c, t), normal(c, t, side), w * (1 - 0.6 * (t / t1) ** 2)));
  }
  const flip = (pts: TPt[]) => pts.map(([x, y]): TPt => [512 - x, y]).reverse();
  return `M${[...flip(edge), ...edge.slice(1), ...inner.reverse(), ...flip(inner).slice(1)].map(P).join('L')}Z`;
}

/** One tooth rooted in the gum between t0 and t1, `len` long, its end rounded. */
function tooth(c: TCubic, side: number, t0: number, t1: number, len: number): string {
  const n0 = normal(c, t0, side);
  const n1 = normal(c, t1, side);
  const nm = normal(c, (t0 + t1) / 2, side);
  const a = add(at(c, t0), n0, GUM - 3);
  const b = add(at(c, t1), n1, GUM - 3);
  const r = Math.min(len * 0.35, Math.hypot(b[0] - a[0], b[1] - a[1]) * 0.45);
  const mid: TPt = add([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], nm, len);
  return (
    `M${P(a)}L${P(add(a, n0, len - r))}Q${P(add(a, n0, len))} ${P(mid)}` +
    `Q${P(add(b, n1, len * 0.96))} ${P(add(b, n1, len * 0.96 - r))}L${P(b)}Z`
  );
}

/** A fang: a broad root drawn out to a point, bowed a little like a real canine. It points
 *  straight up or down (`side`), not along the gum's normal, which near the corners leans so
 *  far that the upper and lower fangs crossed. */
function fang(c: TCubic, side: number, t0: number, t1: number, len: number, bow: number): string {
  const g = normal(c, (t0 + t1) / 2, side);
  const k = Math.hypot(g[0] * 0.3, g[1] * 0.3 + side * 0.7);
  const n: TPt = [(g[0] * 0.3) / k, (g[1] * 0.3 + side * 0.7) / k];
  const a = add(at(c, t0), normal(c, t0, side), GUM - 3);
  const b = add(at(c, t1), normal(c, t1, side), GUM - 3);
  const tangent: TPt = [n[1] * side, -n[0] * side];
  const tip = add(add([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], n, len), tangent, bow);
  return (
    `M${P(a)}Q${P(add(add(a, n, len * 0.55), tangent, bow * 0.2))} ${P(tip)}` +
    `Q${P(add(add(b, n, len * 0.5), tangent, bow * 0.5))} ${P(b)}Z`
  );
}

// [t0, t1, length] for each tooth from the centre out: incisors broad, side teeth narrowing
// and shortening toward the corner, the fangs among them; sizes deliberately uneven
const UPPER_TEETH: [number, number, number][] = [
  [0.014, 0.155, 34],
  [0.172, 0.29, 28],
  [0.307, 0.41, 24],
  [0.426, 0.53, 19],
  [0.546, 0.6, 14],
  [0.77, 0.85, 10],
];
const LOWER_TEETH: [number, number, number][] = [
  [0.014, 0.12, 24],
  [0.136, 0.24, 27],
  [0.256, 0.345, 20],
  [0.48, 0.55, 16],
  [0.565, 0.63, 13],
];

export interface THannyaMouth {
  /** the dark of the open mouth, corner to corner */
  open: string;
  gums: string;
  teeth: string;
  /** the four fangs, listed apart so a test can measure them */
  fangs: string;
  tongue: string;
}

export function hannyaMouth(): THannyaMouth {
  const open = mirrored(UPPER[0], [
    [UPPER[1], UPPER[2], UPPER[3]],
    [LOWER[2], LOWER[1], LOWER[0]],
  ]);
  const gums = gum(UPPER, DOWN, 0.92, GUM) + gum(LOWER, UP, 0.88, GUM);
  const teeth =
    UPPER_TEETH.map(([a, b, l]) => tooth(UPPER, DOWN, a, b, l)).join('') +
    LOWER_TEETH.map(([a, b, l]) => tooth(LOWER, UP, a, b, l)).join('');
  const fangs = fang(UPPER, DOWN, 0.615, 0.755, 78, 4) + fang(LOWER, UP, 0.36, 0.465, 72, 5);
  const tongue = 'M204 430C222 400 290 400 308 430C290 450 222 450 204 430Z';
  const both = (d: string) => d + mirrorD(d);
  return { open, gums, teeth: both(teeth), fangs: both(fangs), tongue };
}
