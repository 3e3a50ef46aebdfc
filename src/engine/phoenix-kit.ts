// Drawing helpers shared by the phoenix's parts (phoenix.ts, phoenix-tail.ts, phoenix-flames.ts):
// ribbons of varying width along a curve, which is how its feathers, plumes and flame tongues
// are all built.
import { P, polar, type TPt } from './creatures';

export type TCubic = [TPt, TPt, TPt, TPt];

const at = ([a, b, c, d]: TCubic, t: number): TPt => {
  const u = 1 - t;
  const k = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [
    k[0] * a[0] + k[1] * b[0] + k[2] * c[0] + k[3] * d[0],
    k[0] * a[1] + k[1] * b[1] + k[2] * c[1] + k[3] * d[1],
  ];
};

/** A point along a chain of cubics, t in 0..1 spread evenly over its segments. */
function along(cs: TCubic[], t: number): TPt {
  const k = Math.min(cs.length - 1, Math.floor(t * cs.length));
  return at(cs[k], t * cs.length - k);
}

export const lerp = (a: TPt, b: TPt, t: number): TPt => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];

/** The direction of travel along a path at t (radians). */
export const heading = (on: (t: number) => TPt, t: number): number => {
  const q = on(Math.min(1, t + 0.005));
  const o = on(Math.max(0, t - 0.005));
  return Math.atan2(q[1] - o[1], q[0] - o[0]);
};

/** A ribbon along a cubic (or a chain of them, or any path) from t0 to t1, its half-width w(t):
 *  feathers, plumes, the neck. Sampled finely enough that the straight steps are below a hair at
 *  any print size. */
export function band(
  c: TCubic | TCubic[] | ((t: number) => TPt),
  w: (t: number) => number,
  n = 28,
  t0 = 0,
  t1 = 1,
): string {
  const cs = (typeof c === 'function' ? [] : typeof c[0][0] === 'number' ? [c] : c) as TCubic[];
  const on = typeof c === 'function' ? c : (t: number) => along(cs, t);
  const steps = n * Math.max(1, cs.length);
  const left: TPt[] = [];
  const right: TPt[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = t0 + ((t1 - t0) * i) / steps;
    const p = on(t);
    const a = heading(on, t);
    left.push(polar(p, w(t), a - Math.PI / 2));
    right.push(polar(p, w(t), a + Math.PI / 2));
  }
  const pts = [...left, ...right.reverse()];
  return `M${pts.map(P).join('L')}Z`;
}

/** Half-width of a blade pointed at both ends, broadest a little before its middle. */
export const blade = (w: number) => (t: number) => w * Math.sin(Math.PI * t) ** 0.7;
