// Curve helpers shared by the great wave's parts (great-wave.ts, great-wave-front.ts): outlines
// authored as runs of cubics, sampled to points with inward normals, so foam bands, hatching and
// claws can be laid parallel to an edge.
import { f } from './creatures';
import type { TPt } from './creatures';

export type TSeg = [TPt, TPt, TPt];

const cubic = (p0: TPt, [c1, c2, p3]: TSeg, t: number): TPt => {
  const u = 1 - t;
  const k = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [
    k[0] * p0[0] + k[1] * c1[0] + k[2] * c2[0] + k[3] * p3[0],
    k[0] * p0[1] + k[1] * c1[1] + k[2] * c2[1] + k[3] * p3[1],
  ];
};

/** Evenly stepped points along a run of cubics, `per` to a segment. */
export function sample(start: TPt, segs: TSeg[], per = 24): TPt[] {
  const pts: TPt[] = [start];
  let p0 = start;
  for (const s of segs) {
    for (let i = 1; i <= per; i++) pts.push(cubic(p0, s, i / per));
    p0 = s[2];
  }
  return pts;
}

/** The inward normal at each point (the body lies to the right of travel). */
export function normals(pts: TPt[]): TPt[] {
  return pts.map((_, i) => {
    const a = pts[Math.max(0, i - 1)];
    const b = pts[Math.min(pts.length - 1, i + 1)];
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    return [-dy / len, dx / len];
  });
}

export const poly = (pts: TPt[]) =>
  pts.map((p, i) => `${i ? 'L' : 'M'}${f(p[0])} ${f(p[1])}`).join('') + 'Z';

/** An edge as points with their inward normals. */
export interface TEdge {
  pts: TPt[];
  nin: TPt[];
}

export const edge = (start: TPt, segs: TSeg[], per = 24): TEdge => {
  const pts = sample(start, segs, per);
  return { pts, nin: normals(pts) };
};

/** The point `d` in from edge point i. */
export const inset = (e: TEdge, i: number, d: number): TPt => [
  e.pts[i][0] + e.nin[i][0] * d,
  e.pts[i][1] + e.nin[i][1] * d,
];

/** A band parallel to an edge from point i0 to i1, `depth` in and `w` wide at its widest,
 *  tapering to points at both ends. */
export function band(e: TEdge, i0: number, i1: number, depth: number, w: number): string {
  const a: TPt[] = [];
  const b: TPt[] = [];
  for (let i = i0; i <= i1; i++) {
    const t = (i - i0) / (i1 - i0);
    const half = (w / 2) * Math.sin(Math.PI * t) ** 0.7;
    a.push(inset(e, i, depth - half));
    b.push(inset(e, i, depth + half));
  }
  return poly([...a, ...b.reverse()]);
}

/** One claw of foam off an edge at point i: a finger reaching out of the water and hooking the
 *  way the edge runs (forward and down over a crest's front). */
export function claw(e: TEdge, i: number, len: number, w: number): string {
  const p = e.pts[i];
  const n = e.nin[i];
  const out: TPt = [-n[0], -n[1]];
  const fwd: TPt = [n[1], -n[0]];
  const pt = (o: number, a: number, into = 0): TPt => [
    p[0] + out[0] * o + fwd[0] * a + n[0] * into,
    p[1] + out[1] * o + fwd[1] * a + n[1] * into,
  ];
  // the base on the edge itself: set in, its sides crossed a foam cap under it as dashes
  const base0 = pt(0, -w, 0);
  const base1 = pt(0, w, 0);
  const tip = pt(len * 0.75, len * 0.8);
  // the back of the finger bulges out, its front hollows in: a hook
  const c0 = pt(len * 1.05, -w * 0.2);
  const c1 = pt(len * 0.3, w * 1.1);
  return `M${f(base0[0])} ${f(base0[1])}Q${f(c0[0])} ${f(c0[1])} ${f(tip[0])} ${f(tip[1])}Q${f(c1[0])} ${f(c1[1])} ${f(base1[0])} ${f(base1[1])}Z`;
}

/** A foam cap riding an edge from i0 to i1, up to `deep` in, its inner edge in scallops (`bump`
 *  sets their spacing), so it reads as foam and not as a painted stripe. */
export function foamCap(e: TEdge, i0: number, i1: number, deep: number, bump = 0.55): string {
  const out: TPt[] = [];
  const inn: TPt[] = [];
  for (let i = i0; i <= i1; i++) {
    const t = (i - i0) / (i1 - i0);
    out.push(inset(e, i, -1));
    const depth = deep * (0.33 + 0.67 * Math.sin(Math.PI * Math.min(1, t * 1.3)) ** 0.6);
    inn.push(inset(e, i, depth * (0.75 + 0.25 * Math.abs(Math.cos(i * bump)))));
  }
  return poly([...out, ...inn.reverse()]);
}
