// Bands that follow a silhouette's edge inward, as Polynesian work lays its rows of motifs along
// the body's own lines: each closed contour (the outline, and the rim of every cut-out) maps band
// cells along its length and a depth into the black. A cell is kept only where it lies inside the
// black, nearer its own contour than any other and not squeezed by a tight bend, so thin parts
// (legs, tails, tips) stay solid and bands from two edges never cross.
import { splitSubpaths, type TPath, type TPoint } from './path';
import type { TBandMap } from './polynesian';
import { flatten } from './weight-line';

export interface TPoly {
  pts: TPoint[];
  /** orientation: +1 or -1 (shapes and cut-outs wind opposite ways) */
  sign: number;
  length: number;
  /** unsigned area */
  area: number;
}

export function polysOf(path: TPath, step: number): TPoly[] {
  return splitSubpaths(path)
    .map((sub) => {
      const pts = flatten(sub, step);
      let a = 0;
      let length = 0;
      for (let i = 0; i < pts.length; i++) {
        const [x0, y0] = pts[i];
        const [x1, y1] = pts[(i + 1) % pts.length];
        a += x0 * y1 - x1 * y0;
        length += Math.hypot(x1 - x0, y1 - y0);
      }
      return { pts, sign: Math.sign(a), length, area: Math.abs(a) / 2 };
    })
    .filter((p) => p.pts.length > 2);
}

/** Non-zero winding of (x, y) against every polygon. */
export function insideOf(polys: TPoly[], x: number, y: number): boolean {
  let w = 0;
  for (const { pts } of polys)
    for (let i = 0; i < pts.length; i++) {
      const [x0, y0] = pts[i];
      const [x1, y1] = pts[(i + 1) % pts.length];
      const cross = (x1 - x0) * (y - y0) - (x - x0) * (y1 - y0);
      if (y0 <= y) {
        if (y1 > y && cross > 0) w++;
      } else if (y1 <= y && cross < 0) w--;
    }
  return w !== 0;
}

/** insideOf as a bitmap of squares of side `g`, filled row by row from each row's crossings
 *  (one pass over the edges per row, not per point asked). */
export function insideGrid(polys: TPoly[], g: number): (x: number, y: number) => boolean {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const { pts } of polys)
    for (const [x, y] of pts) {
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  const cols = Math.max(1, Math.ceil((x1 - x0) / g) + 1);
  const rows = Math.max(1, Math.ceil((y1 - y0) / g) + 1);
  const bits = new Uint8Array(cols * rows);
  for (let j = 0; j < rows; j++) {
    const y = y0 + j * g;
    const hits: [number, number][] = [];
    for (const { pts } of polys)
      for (let i = 0; i < pts.length; i++) {
        const [ax, ay] = pts[i];
        const [bx, by] = pts[(i + 1) % pts.length];
        if (ay <= y === by <= y) continue;
        hits.push([ax + ((y - ay) / (by - ay)) * (bx - ax), by > ay ? 1 : -1]);
      }
    hits.sort((a, b) => a[0] - b[0]);
    let w = 0;
    for (let h = 0; h < hits.length; h++) {
      w += hits[h][1];
      if (w === 0 || h + 1 >= hits.length) continue;
      const from = Math.max(0, Math.ceil((hits[h][0] - x0) / g));
      const to = Math.min(cols - 1, Math.floor((hits[h + 1][0] - x0) / g));
      for (let i = from; i <= to; i++) bits[j * cols + i] = 1;
    }
  }
  return (x, y) => {
    const i = Math.round((x - x0) / g);
    const j = Math.round((y - y0) / g);
    return i >= 0 && j >= 0 && i < cols && j < rows && bits[j * cols + i] === 1;
  };
}

/** Distance to the nearest edge, on a coarse grid of buckets so big outlines stay quick. */
export function edgeDistance(polys: TPoly[], cell: number): (x: number, y: number) => number {
  const grid = new Map<string, TPoint[]>();
  const key = (i: number, j: number) => `${i},${j}`;
  for (const { pts } of polys)
    for (const p of pts) {
      const k = key(Math.floor(p[0] / cell), Math.floor(p[1] / cell));
      const b = grid.get(k);
      if (b) b.push(p);
      else grid.set(k, [p]);
    }
  return (x, y) => {
    const ci = Math.floor(x / cell);
    const cj = Math.floor(y / cell);
    let best = Infinity;
    for (let ring = 0; ring < 64; ring++) {
      for (let i = ci - ring; i <= ci + ring; i++)
        for (let j = cj - ring; j <= cj + ring; j++) {
          if (Math.max(Math.abs(i - ci), Math.abs(j - cj)) !== ring) continue;
          for (const [px, py] of grid.get(key(i, j)) ?? [])
            best = Math.min(best, Math.hypot(px - x, py - y));
        }
      // everything farther than this ring is at least ring * cell away
      if (best <= ring * cell) break;
    }
    return best;
  };
}

export interface TContour {
  /** the band map for depths t0..t1 (v 0..1) with `n` cells round the whole contour */
  map: (t0: number, t1: number, n: number) => TBandMap;
  length: number;
}

/** A closed contour with inward normals (into the shape's black), smoothed over `smooth`. */
export function contourOf(poly: TPoly, main: number, smooth: number): TContour {
  const { pts } = poly;
  const m = pts.length;
  const L: number[] = [0];
  for (let i = 1; i <= m; i++) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i % m];
    L.push(L[i - 1] + Math.hypot(x1 - x0, y1 - y0));
  }
  const total = L[m];
  // the black lies to one side of the walk: the same side for shapes and cut-outs, since they
  // wind opposite ways; `main` says which
  const side = main > 0 ? 1 : -1;
  const raw: TPoint[] = pts.map((_p, i) => {
    const [ax, ay] = pts[(i - 1 + m) % m];
    const [bx, by] = pts[(i + 1) % m];
    const tx = bx - ax;
    const ty = by - ay;
    const l = Math.hypot(tx, ty) || 1;
    return [(-ty / l) * side, (tx / l) * side];
  });
  const k = Math.max(1, Math.round(smooth / Math.max(total / m, 1e-6)));
  const normals: TPoint[] = raw.map((_n, i) => {
    let x = 0;
    let y = 0;
    for (let j = -k; j <= k; j++) {
      const [nx, ny] = raw[(i + j + m) % m];
      x += nx;
      y += ny;
    }
    const l = Math.hypot(x, y) || 1;
    return [x / l, y / l];
  });
  const at = (s: number): [TPoint, TPoint] => {
    const pos = ((s % total) + total) % total;
    let lo = 0;
    let hi = m;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (L[mid] <= pos) lo = mid;
      else hi = mid;
    }
    const t = (pos - L[lo]) / Math.max(L[lo + 1] - L[lo], 1e-9);
    const a = pts[lo];
    const b = pts[(lo + 1) % m];
    const na = normals[lo];
    const nb = normals[(lo + 1) % m];
    return [
      [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t],
      [na[0] + (nb[0] - na[0]) * t, na[1] + (nb[1] - na[1]) * t],
    ];
  };
  return {
    length: total,
    map: (t0, t1, n) => (u, v) => {
      const [p, nn] = at((u / n) * total);
      const d = t0 + (t1 - t0) * v;
      return [p[0] + nn[0] * d, p[1] + nn[1] * d];
    },
  };
}

/** Whether band cell i (of a map from depth t0 to t1) sits cleanly in the black. */
export function cellFits(
  map: TBandMap,
  i: number,
  t0: number,
  t1: number,
  inside: (x: number, y: number) => boolean,
  dist: (x: number, y: number) => number,
): boolean {
  for (const u of [0, 0.5, 1])
    for (const [v, t] of [
      [0, t0],
      [1, t1],
    ]) {
      const [x, y] = map(i + u, v);
      // nearer another edge than its own depth: the band would cross a thin part or another band
      if (!inside(x, y) || dist(x, y) < t * 0.9) return false;
    }
  // a cell squeezed in a tight bend (its inner edge far shorter or longer than its outer one)
  const len = (v: number) => {
    const [ax, ay] = map(i, v);
    const [bx, by] = map(i + 1, v);
    return Math.hypot(bx - ax, by - ay);
  };
  const r = len(1) / Math.max(len(0), 1e-6);
  return r > 0.65 && r < 1.5;
}
