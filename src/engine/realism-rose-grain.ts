// The grain of realism's rose: black-and-grey shading is laid with a needle, so its mid tones
// show a soft stipple / whip-shade texture rather than a glossy airbrushed gradient (which read
// as chrome). Fine dots are packed where a petal's grey deepens toward its tuck and thin out to
// nothing on the lit lip; a dot is kept only where its petal is the one seen (no later petal
// covers it), so the grain never shows through a petal in front.
import { poly } from './realism-lion-face';
import type { TPt } from './realism-kit';

/** Even-odd test of a point against a closed polygon. */
export function inPoly(pts: TPt[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i];
    const [xj, yj] = pts[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Distance from a point to a polyline. */
function toLine(pts: TPt[], x: number, y: number): number {
  let best = Infinity;
  for (let i = 1; i < pts.length; i++) {
    const [ax, ay] = pts[i - 1];
    const [bx, by] = pts[i];
    const ex = bx - ax;
    const ey = by - ay;
    const k = Math.max(0, Math.min(1, ((x - ax) * ex + (y - ay) * ey) / (ex * ex + ey * ey || 1)));
    best = Math.min(best, Math.hypot(x - ax - ex * k, y - ay - ey * k));
  }
  return best;
}

/** A fixed hash to [0, 1): the grain is part of the drawing, the same on every render. */
const hash = (i: number, j: number, s: number) => {
  const v = Math.sin(i * 127.1 + j * 311.7 + s * 74.7) * 43758.5453;
  return v - Math.floor(v);
};

/** A grained surface: its face, the rim whose lip stays clean, and the point its shade gathers. */
export interface TGrainFace {
  face: TPt[];
  rim: TPt[];
  into: TPt;
}

/** Stipple over every face, in painter's order (a later face hides the grain of those before). */
export function stipple(faces: TGrainFace[], step: number, size: number): string {
  let s = '';
  faces.forEach((f, n) => {
    const xs = f.face.map((p) => p[0]);
    const ys = f.face.map((p) => p[1]);
    const later = faces.slice(n + 1).map((g) => g.face);
    for (let i = Math.floor(Math.min(...xs) / step); i * step < Math.max(...xs); i++)
      for (let j = Math.floor(Math.min(...ys) / step); j * step < Math.max(...ys); j++) {
        const x = (i + hash(i, j, n)) * step;
        const y = (j + hash(j, i, n + 7)) * step;
        if (!inPoly(f.face, x, y) || later.some((g) => inPoly(g, x, y))) continue;
        // u: 0 on the rim, 1 at the tuck; the grain lives in the mid tones between
        const dr = toLine(f.rim, x, y);
        const u = dr / (dr + Math.hypot(x - f.into[0], y - f.into[1]) + 1e-6);
        const density = Math.max(0, Math.min(1, (u - 0.16) / 0.42)) * 0.5;
        if (hash(i + 3, j + 5, n) > density) continue;
        const r = size * (0.65 + hash(i, j + 11, n) * 0.7);
        s += poly(
          [0, 1, 2, 3, 4, 5].map((k): TPt => {
            const a = (k * Math.PI) / 3;
            return [x + r * Math.cos(a), y + r * Math.sin(a)];
          }),
        );
      }
  });
  return s;
}
