// The grain of realism's rose: black-and-grey shading is laid with a needle, so its mid tones
// show a soft stipple / whip-shade texture rather than a glossy airbrushed gradient (which read
// as chrome). Fine dots are packed where a petal's grey deepens toward its tuck and thin out to
// nothing on the lit lip; a dot is kept only where its petal is the one seen (no later petal
// covers it), so the grain never shows through a petal in front.
import { poly } from './realism-lion-face';
import type { TPt } from './realism-kit';
import { BUD, ROSE_FRONT, ROSE_PETALS, type TRosePetal } from './realism-rose-petals';

/** Even-odd test of a point against a closed polygon. */
export function inPoly(pts: TPt[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[i];
    const b = pts[j];
    if (a[1] > y !== b[1] > y && x < ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0])
      inside = !inside;
  }
  return inside;
}

/** Distance from a point to a polyline. */
function toLine(pts: TPt[], x: number, y: number): number {
  let best = Infinity;
  for (let i = 1; i < pts.length; i++) {
    const ax = pts[i - 1][0];
    const ay = pts[i - 1][1];
    const bx = pts[i][0];
    const by = pts[i][1];
    const ex = bx - ax;
    const ey = by - ay;
    const k = Math.max(0, Math.min(1, ((x - ax) * ex + (y - ay) * ey) / (ex * ex + ey * ey || 1)));
    const dx = x - ax - ex * k;
    const dy = y - ay - ey * k;
    best = Math.min(best, dx * dx + dy * dy);
  }
  return Math.sqrt(best);
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
  /** hides the grain of faces before it but takes none itself */
  bare?: boolean;
}

/** A polygon with its bounds, so most points are turned away without walking its edges. */
function boxed(pts: TPt[]) {
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return {
    x0,
    x1,
    y0,
    y1,
    has: (x: number, y: number) => x >= x0 && x <= x1 && y >= y0 && y <= y1 && inPoly(pts, x, y),
  };
}

/** A dot of grain: a small hexagon. */
const dot = (x: number, y: number, r: number) =>
  poly(
    [0, 1, 2, 3, 4, 5].map((k): TPt => {
      const a = (k * Math.PI) / 3;
      return [x + r * Math.cos(a), y + r * Math.sin(a)];
    }),
  );

/** Stipple over every face, in painter's order (a later face hides the grain of those before):
 *  dots `step` apart at most, about `size` across. */
export function stipple(faces: TGrainFace[], step: number, size: number): string {
  let s = '';
  const boxes = faces.map((f) => boxed(f.face));
  faces.forEach((f, n) => {
    const b = boxes[n];
    if (f.bare) return;
    const later = boxes.slice(n + 1);
    for (let i = Math.floor(b.x0 / step); i * step < b.x1; i++)
      for (let j = Math.floor(b.y0 / step); j * step < b.y1; j++) {
        const x = (i + hash(i, j, n)) * step;
        const y = (j + hash(j, i, n + 7)) * step;
        if (!b.has(x, y)) continue;
        // u: 0 on the rim, 1 at the tuck; the grain lives in the mid tones between
        const dr = toLine(f.rim, x, y);
        const di = Math.sqrt((x - f.into[0]) ** 2 + (y - f.into[1]) ** 2);
        const u = dr / (dr + di + 1e-6);
        const density = Math.max(0, Math.min(1, (u - 0.16) / 0.42)) * 0.5;
        if (hash(i + 3, j + 5, n) > density || later.some((g) => g.has(x, y))) continue;
        s += dot(x, y, size * (0.65 + hash(i, j + 11, n) * 0.7));
      }
  });
  return s;
}

const grains = new Map<string, string>();
/** The needle grain over the bloom's faces in painter's order, `gap` apart with `dot`-sized
 *  needles; computed once per density (the drawing never changes). The whorl keeps its edges
 *  clean: it only hides the grain behind it. */
export function bloomGrain(gap: number, dot: number): string {
  const key = `${gap} ${dot}`;
  let grain = grains.get(key);
  if (grain === undefined) {
    const face = (p: TRosePetal) => ({ face: [...p.rim, ...p.back], rim: p.rim, into: p.into });
    grain = stipple(
      [...ROSE_PETALS.map(face), { face: BUD.face, rim: BUD.face, into: BUD.heart, bare: true }, ...ROSE_FRONT.map(face)],
      gap,
      dot,
    );
    grains.set(key, grain);
  }
  return grain;
}
