// The painted lion's mane (realism-lion-art.ts): long locks of hair in three layers, each lock
// leaving the face, falling down and out in an S and flicking its tip, drawn as many fine
// strands along its line; the strands on a lock's underside dark (the valley where it lies over
// the next), those along its crest light, so the locks read by tone and not by an outline. The
// outer fall pales toward its edge and breaks into loose strands running out into skin.
import { beside, cubic, hair, HairBins, jit, side } from './realism-lion-fur';
import type { TPt } from './realism-kit';

type TCurve = [TPt, TPt, TPt, TPt];

/** The mane's centre, and the face's and the mane's reach from it at angle a (0 up, clockwise):
 *  the face (as set into the mane, realism-lion-art.ts) an egg longer below, the mane hanging
 *  longest at the cheeks and down over the chest. */
export const MC: TPt = [256, 268];
export function faceR(a: number): number {
  const ry = Math.cos(a) > 0 ? 115 : 160;
  return 1 / Math.hypot(Math.sin(a) / 110, Math.cos(a) / ry);
}
export function maneR(a: number): number {
  const ry = Math.cos(a) > 0 ? 222 : 238;
  return 1 / Math.hypot(Math.sin(a) / 236, Math.cos(a) / ry);
}
export const polar = (a: number, r: number): TPt => [
  MC[0] + Math.sin(a) * r,
  MC[1] - Math.cos(a) * r,
];

/** A layer of locks: count a side, phase, root and tip as shares of the way from the face's
 *  edge to the mane's reach, root width, sweep down the side (a share of its length), strands
 *  a lock. Outer fall first (painted first, behind). */
export const LAYERS = [
  { n: 12, off: 0.5, r0: 0.3, r1: 1.05, w: 48, sweep: 1, strands: 34 },
  { n: 11, off: 0.1, r0: 0.1, r1: 0.85, w: 42, sweep: 0.85, strands: 30 },
  { n: 10, off: 0.6, r0: -0.08, r1: 0.58, w: 34, sweep: 0.6, strands: 24 },
];
export type TLayer = (typeof LAYERS)[number];

/** How far a lock's tip swings down the side (a little over the brow, where the hair stands up
 *  before falling, none at the bottom, where the locks hang straight down). */
const sweepAt = (a: number, k: number) =>
  k * Math.min(1, (Math.PI - a) / 1.1) * Math.min(1, 0.35 + a / 0.8);

/** A lock's centre line: out from its root, first bowing up (an S), then falling down the side
 *  of the head, its tip flicked back out. */
export function lockLine(a: number, L: TLayer, i: number, seed: number): TCurve {
  const f = faceR(a);
  const m = maneR(a);
  const r0 = f + (m - f) * L.r0;
  const len = (m - f) * (L.r1 - L.r0) * (0.88 + jit(i + seed * 13, 4) * 0.24);
  const sw = sweepAt(a, L.sweep) * (0.75 + jit(i + seed * 7, 2) * 0.5);
  const wave = 0.1 + jit(i + seed * 5, 6) * 0.14;
  const u: TPt = [Math.sin(a), -Math.cos(a)];
  const n: TPt = [Math.cos(a), Math.sin(a)];
  const P0 = polar(a, r0);
  const at = (ku: number, kn: number): TPt => [
    P0[0] + (u[0] * ku + n[0] * kn) * len,
    P0[1] + (u[1] * ku + n[1] * kn) * len,
  ];
  return [P0, at(0.42, -wave), at(0.62, sw * 0.8 + wave), at(0.86 - sw * 0.2, sw * 0.7)];
}

/** A lock's half-width at t: full soon after the root, drawn in toward its tip, where its
 *  strands gather but still end each at its own place (a lock, not a spike). */
const profile = (t: number) => Math.min(1, 0.6 + t * 3) * (1 - 0.62 * t * t);

/** The strands along a lock: each at its own offset across the lock, starting and ending at
 *  its own place along it; grey by where it lies across the lock (the crest, a third of the way
 *  in from its upper edge, lit; the underside black) and darker toward the root, where the lock
 *  over it shades it; the outer fall's lighter, its tips running on past the mane into skin. */
function strands(p: TCurve, L: TLayer, k: number, w: number, out: HairBins, outer: boolean) {
  for (let s = 0; s < L.strands; s++) {
    const q = (s + 0.5) / L.strands;
    const o = (q * 2 - 1) * 0.98 + (jit(s + k * 3, 8) - 0.5) * 0.1;
    const t0 = jit(s + k, 9) * 0.35;
    const t1 = Math.min(outer ? 1.08 : 1, 0.55 + jit(s + k, 10) * 0.5);
    const at = (t: number) => beside(p, t, o * (L.w / 2) * profile(Math.min(t, 1)));
    const a = at(t0);
    const b = at(t1);
    const m = at((t0 + t1) / 2);
    const c: TPt = [2 * m[0] - (a[0] + b[0]) / 2, 2 * m[1] - (a[1] + b[1]) / 2];
    // across: the crest a third of the way in from the upper edge lit, greying to both
    // edges, the underside black; darker toward the root, paler out along the outer fall
    const crest = Math.abs(o + 0.3);
    const across = o > 0.2 ? 0.72 + o * 0.3 : 0.32 + crest * 0.5;
    const root = 0.25 * Math.max(0, 1 - (t0 + t1) / 1.2);
    const lit = (s + k) % 2 === 1 && crest < 0.35;
    const fade = outer ? 0.18 * t0 : 0;
    const g = lit
      ? 0.03 + crest * 0.3 + jit(s, k) * 0.08
      : Math.min(1, across + root + jit(s, k + 4) * 0.12 - fade);
    out.add(g + side(m[0]) * (lit ? 0.6 : 1.2), hair(a, c, b, w * (0.75 + jit(s, k + 2) * 0.6)));
  }
}

/** The black packed into the valley under a lock, where it lies over the next: a few wider
 *  dark strands along its underside edge, so the locks part by tone and not by a line. */
function valley(p: TCurve, L: TLayer, k: number, w: number, out: HairBins) {
  for (let s = 0; s < 5; s++) {
    const o = 0.75 + s * 0.12;
    const t1 = 0.4 + jit(s + k, 14) * 0.35;
    const at = (t: number) => beside(p, t, o * (L.w / 2) * profile(Math.min(t, 1)));
    const a = at(0.02 + jit(s, k) * 0.1);
    const b = at(t1);
    const m = at((0.05 + t1) / 2);
    const c: TPt = [2 * m[0] - (a[0] + b[0]) / 2, 2 * m[1] - (a[1] + b[1]) / 2];
    out.add(0.9 + jit(s, k + 1) * 0.1 + side(m[0]), hair(a, c, b, w * 2.4));
  }
}

/** One layer's locks, both sides (the left with its own jitter, mirrored). */
export function layerLocks(li: number, w: number): HairBins {
  const L = LAYERS[li];
  const out = new HairBins();
  for (const side of [1, -1]) {
    const seed = side > 0 ? 0 : 1;
    for (let i = 0; i <= L.n; i++) {
      const a = ((i + L.off + (jit(i + seed * 31, li) - 0.5) * 0.4) / (L.n + 0.6)) * Math.PI;
      if (a < 0.03 || a > Math.PI - 0.03) continue;
      const p = lockLine(a, L, i, seed);
      const q = side > 0 ? p : (p.map(([x, y]) => [512 - x, y]) as TCurve);
      const k = i + seed * 50 + li * 100;
      valley(q, L, k, w, out);
      strands(q, L, k, w, out, li === 0);
    }
  }
  return out;
}

/** The ruff: short dense hair right round the face's sides and chin, from just inside its edge
 *  out over the mane's roots, so the face ends in fur and not on the rim of a mask. */
export function ruff(w: number, tone: (p: TPt) => number, out: HairBins): void {
  const n = 260;
  for (let i = 0; i < n; i++) {
    const a = 0.35 + (i / n) * (Math.PI - 0.35);
    for (const side of [1, -1]) {
      const k = i * 2 + (side > 0 ? 0 : 1);
      const f = faceR(a) * (0.9 + jit(k, 11) * 0.12);
      const len = 14 + jit(k, 12) * 16 + 8 * Math.sin(a);
      // (none at the chin, where the tufts hang straight and would cross their neighbours)
      const sw = (0.12 + 0.1 * Math.sin(a)) * Math.min(1, (Math.PI - a) / 0.9);
      const A = polar(a, f);
      const C = polar(a + sw * 0.3, f + len * 0.55);
      const B = polar(a + sw, f + len);
      const m = (p: TPt): TPt => (side > 0 ? p : [512 - p[0], p[1]]);
      const t = tone(m(A));
      const lit = k % 4 === 0;
      out.add(lit ? t - 0.35 : t + 0.25 + jit(k, 13) * 0.2, hair(m(A), m(C), m(B), w));
    }
  }
}

/** The strands' point at t, for tests. */
export const lockPoint = (p: TCurve, t: number) => cubic(p, t);
