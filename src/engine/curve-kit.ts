// Drawing helpers for authored subjects whose lines run along longer curves than one quadratic
// (`taper` in creatures.ts): a feather's barbs and shaft, a cat's haunch or its tail's edge.
import { P, type TPt } from './creatures';

/** A uniform Catmull-Rom point of segment i at s in 0..1 (the ends are repeated). */
export function cr(pts: TPt[], i: number, s: number): TPt {
  const p0 = pts[Math.max(0, i - 1)];
  const p1 = pts[i];
  const p2 = pts[i + 1];
  const p3 = pts[Math.min(pts.length - 1, i + 2)];
  const s2 = s * s;
  const s3 = s2 * s;
  const k = (a: number, b: number, c: number, d: number) =>
    0.5 * (2 * b + (-a + c) * s + (2 * a - 5 * b + 4 * c - d) * s2 + (-a + 3 * b - 3 * c + d) * s3);
  return [k(p0[0], p1[0], p2[0], p3[0]), k(p0[1], p1[1], p2[1], p3[1])];
}

/** A point on a long body's spine (a dragon's, a snake's), with its frame and half-width. */
export interface TStation {
  p: TPt;
  /** unit tangent toward the tail */
  t: TPt;
  /** unit normal toward the belly (the right hand of travel) */
  n: TPt;
  /** half-width */
  w: number;
  /** 0 at the neck, 1 at the tail tip */
  u: number;
}

/** n + 1 stations spaced evenly along the smooth curve through `spine` (sampled `per` times a
 *  span), each as wide as `halfWidth(u)` times `girth`. */
export function stationsAlong(
  spine: TPt[],
  per: number,
  n: number,
  halfWidth: (u: number) => number,
  girth = 1,
): TStation[] {
  const raw: TPt[] = [];
  for (let i = 0; i < spine.length - 1; i++)
    for (let k = 0; k < per; k++) raw.push(cr(spine, i, k / per));
  raw.push(spine[spine.length - 1]);
  const acc = [0];
  for (let i = 1; i < raw.length; i++)
    acc.push(acc[i - 1] + Math.hypot(raw[i][0] - raw[i - 1][0], raw[i][1] - raw[i - 1][1]));
  const total = acc[acc.length - 1];
  const out: TStation[] = [];
  let j = 0;
  for (let k = 0; k <= n; k++) {
    const target = (k / n) * total;
    while (j < raw.length - 2 && acc[j + 1] < target) j++;
    const s = (target - acc[j]) / (acc[j + 1] - acc[j] || 1);
    const p: TPt = [
      raw[j][0] + (raw[j + 1][0] - raw[j][0]) * s,
      raw[j][1] + (raw[j + 1][1] - raw[j][1]) * s,
    ];
    const dx = raw[j + 1][0] - raw[j][0];
    const dy = raw[j + 1][1] - raw[j][1];
    const len = Math.hypot(dx, dy) || 1;
    const t: TPt = [dx / len, dy / len];
    out.push({ p, t, n: [-t[1], t[0]], w: halfWidth(k / n) * girth, u: k / n });
  }
  return out;
}

/** The smooth curve through `pts`, sampled `per` times a span. */
export function through(pts: TPt[], per = 8): TPt[] {
  if (pts.length < 2) return pts.slice();
  const out: TPt[] = [];
  for (let i = 0; i < pts.length - 1; i++)
    for (let k = 0; k < per; k++) out.push(cr(pts, i, k / per));
  out.push(pts[pts.length - 1]);
  return out;
}

/** A closed polygon as path data. */
export const poly = (pts: TPt[]) => `M${pts.map(P).join('L')}Z`;

/** Twice the signed area of a polygon (> 0 clockwise on screen, y down). */
export function area2(pts: TPt[]): number {
  let a = 0;
  for (let i = 0; i < pts.length; i++) {
    const [x0, y0] = pts[i];
    const [x1, y1] = pts[(i + 1) % pts.length];
    a += x0 * y1 - x1 * y0;
  }
  return a;
}

/** A polygon as path data wound one way (1 clockwise on screen, -1 against): a region drawn
 *  without the engine's winding normalisation (an `alt`) needs its cut-outs wound against it. */
export const wound = (pts: TPt[], sign: 1 | -1) =>
  poly(Math.sign(area2(pts)) === sign ? pts : pts.slice().reverse());

/**
 * A band along the curve through `pts`, `width(t)` wide at t (0 at the first point, 1 at the
 * last, by length along the curve). Zero width at both ends makes a whip line, pointed ends.
 */
export function ribbon(pts: TPt[], width: (t: number) => number, per = 8): string {
  return poly(ribbonPts(pts, width, per));
}

/** The outline of `ribbon` as points. */
export function ribbonPts(pts: TPt[], width: (t: number) => number, per = 8): TPt[] {
  const c = through(pts, per);
  const acc = [0];
  for (let i = 1; i < c.length; i++)
    acc.push(acc[i - 1] + Math.hypot(c[i][0] - c[i - 1][0], c[i][1] - c[i - 1][1]));
  const len = acc[acc.length - 1] || 1;
  const left: TPt[] = [];
  const right: TPt[] = [];
  c.forEach((p, i) => {
    const a = c[Math.max(0, i - 1)];
    const b = c[Math.min(c.length - 1, i + 1)];
    const dl = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const nx = -(b[1] - a[1]) / dl;
    const ny = (b[0] - a[0]) / dl;
    const h = width(acc[i] / len) / 2;
    left.push([p[0] + nx * h, p[1] + ny * h]);
    right.push([p[0] - nx * h, p[1] - ny * h]);
  });
  // a whip's two sides meet at its ends: drop the doubled point so the outline stays simple
  const same = (p: TPt, q: TPt) => Math.hypot(p[0] - q[0], p[1] - q[1]) < 0.05;
  const back = right.reverse();
  if (same(back[0], left[left.length - 1])) back.shift();
  if (back.length && same(back[back.length - 1], left[0])) back.pop();
  return [...left, ...back];
}

/** A whip line through `pts`: `w` wide at its fullest, pointed at both ends (`lead` < 0.5
 *  puts the fullest part nearer the start, as a pulled stroke that thins out as it leaves). */
export function whip(pts: TPt[], w: number, lead = 0.5): string {
  return poly(whipPts(pts, w, lead));
}

/** The outline of `whip` as points. */
export function whipPts(pts: TPt[], w: number, lead = 0.5): TPt[] {
  return ribbonPts(pts, (t) => {
    const u = t < lead ? (t / lead) * 0.5 : 0.5 + ((t - lead) / (1 - lead)) * 0.5;
    return w * Math.sin(Math.PI * u) ** 0.8;
  });
}
