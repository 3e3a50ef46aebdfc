// The painted lion's (realism-lion-art.ts) hair as a black-and-grey artist pulls it: every hair
// a fine whip stroke, swelling a little from its root and drawn out to a point, its grey read
// off the form's tone where it lies, so the fur itself models the head (dark hairs packed into
// the shadows, light ones pulled over the lit planes) instead of a blur doing it.
import type { TPt } from './realism-kit';

/** Fixed jitter in [0, 1) (an R2 step, so the same drawing gives the same bytes). */
export const jit = (i: number, k: number) =>
  ((((i + 1) * 0.7548776662 + (k + 1) * 0.569840291 + i * k * 0.1234) % 1) + 1) % 1;

const f = (n: number) => (Math.round(n * 10) / 10).toString();
const P = (p: TPt) => `${f(p[0])} ${f(p[1])}`;

/** One hair from a through c to b: a lens of two quadratics, `w` wide at its widest (all hairs
 *  wind the same way, so overlapping ones fill as one under the nonzero rule). */
export function hair(a: TPt, c: TPt, b: TPt, w: number): string {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const l = Math.hypot(dx, dy) || 1;
  // the control sits twice as far as the widest point; the root side a little fuller
  const nx = (-dy / l) * w;
  const ny = (dx / l) * w;
  return `M${P(a)}Q${P([c[0] + nx, c[1] + ny])} ${P(b)}Q${P([c[0] - nx, c[1] - ny])} ${P(a)}Z`;
}

/** Hairs sorted into a few grey levels (one path each, so thousands of hairs stay a handful of
 *  elements): t = 0 bare skin .. 1 black, rounded to `STEPS`. */
export class HairBins {
  readonly bins = new Map<number, string>();
  add(t: number, d: string): void {
    const k = Math.round(Math.min(1, Math.max(0, t)) * STEPS) / STEPS;
    this.bins.set(k, (this.bins.get(k) ?? '') + d);
  }
  /** The bins as [t, d], lightest first. */
  list(): [number, string][] {
    return [...this.bins.entries()].sort((a, b) => a[0] - b[0]);
  }
}
const STEPS = 10;

/** A cubic's point at t. */
export function cubic(p: [TPt, TPt, TPt, TPt], t: number): TPt {
  const u = 1 - t;
  const k = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [
    k[0] * p[0][0] + k[1] * p[1][0] + k[2] * p[2][0] + k[3] * p[3][0],
    k[0] * p[0][1] + k[1] * p[1][1] + k[2] * p[2][1] + k[3] * p[3][1],
  ];
}

/** The unit normal (left of travel) of a cubic at t. */
export function normal(p: [TPt, TPt, TPt, TPt], t: number): TPt {
  const a = cubic(p, Math.max(0, t - 0.01));
  const b = cubic(p, Math.min(1, t + 0.01));
  const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  return [-(b[1] - a[1]) / l, (b[0] - a[0]) / l];
}

/** A point on the cubic moved `o` along its normal. */
export function beside(p: [TPt, TPt, TPt, TPt], t: number, o: number): TPt {
  const q = cubic(p, t);
  const n = normal(p, t);
  return [q[0] + n[0] * o, q[1] + n[1] * o];
}

/** The light falls from the upper left (as drawn; mirrored with the drawing): how much darker
 *  the right side is than the middle at x, and the left side lighter. */
export const side = (x: number) => 0.22 * Math.tanh((x - 256) / 80);

/** A soft tone patch: [cx, cy, rx, ry, t] (right half; mirrored about x = 256). */
export type TPatch = [number, number, number, number, number];

/** The tone a list of soft patches paints at (x, y), laid one over the other as the artist
 *  builds layers: each pulls the grey toward its own by its Gaussian falloff. Symmetric. */
export function toneAt(patches: TPatch[], base: number, x: number, y: number): number {
  const dx0 = Math.abs(x - 256);
  let v = base;
  for (const [cx, cy, rx, ry, t] of patches) {
    const dx = (dx0 - Math.abs(cx - 256)) / rx;
    const dy = (y - cy) / ry;
    const g = Math.exp(-(dx * dx + dy * dy) * 1.4);
    v += (t - v) * g;
  }
  return v + side(x) * (1 - Math.abs(2 * v - 1) * 0.5);
}

/** A short fur coat over the face: hairs on a fixed even scatter inside `inside`, each laid
 *  along `lie` (unit direction at its spot), `len` long, its grey the tone there darkened (the
 *  hair's own shadow) or, for every third, lifted to a lit hair. */
export function coat(
  n: number,
  box: [number, number, number, number],
  inside: (p: TPt) => boolean,
  lie: (p: TPt) => TPt,
  len: (p: TPt) => number,
  tone: (p: TPt) => number,
  w: number,
  out: HairBins,
): void {
  const [x0, y0, bw, bh] = box;
  for (let i = 0; i < n; i++) {
    const p: TPt = [
      x0 + ((i * 0.7548776662 + 0.31) % 1) * bw,
      y0 + ((i * 0.569840291 + 0.67) % 1) * bh,
    ];
    if (!inside(p)) continue;
    const [ux, uy] = lie(p);
    const l = len(p) * (0.7 + jit(i, 3) * 0.6);
    const bend = (jit(i, 5) - 0.5) * 0.35 * l;
    const a: TPt = [p[0] - ux * l * 0.5, p[1] - uy * l * 0.5];
    const b: TPt = [p[0] + ux * l * 0.5, p[1] + uy * l * 0.5];
    const c: TPt = [p[0] - uy * bend, p[1] + ux * bend];
    const t = tone(p);
    const lit = i % 3 === 0;
    const g = lit ? t - 0.16 - jit(i, 7) * 0.12 : t + 0.14 + jit(i, 7) * 0.26;
    out.add(g, hair(a, c, b, w * (lit ? 0.85 : 1)));
  }
}
