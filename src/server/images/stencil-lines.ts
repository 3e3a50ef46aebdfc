// Centrelines for the stencil tracer. A stencil of a drawing has ONE line per drawn line, so ink
// no wider than a tattoo line is thinned to its skeleton (Zhang–Suen) and followed pixel by pixel
// into polylines, which are smoothed into curves; only wider ink (solid areas) keeps an outline,
// traced by potrace elsewhere. Works on 0/1 masks of w×h pixels, 1 = ink.

/** Chamfer (3-4) distance from every ink pixel to the nearest paper pixel, in thirds of a pixel. */
export function inkDistance(mask: Uint8Array, w: number, h: number): Uint16Array {
  const far = 65000;
  const d = new Uint16Array(w * h);
  for (let i = 0; i < d.length; i++) d[i] = mask[i] ? far : 0;
  chamfer(d, w, h, true);
  return d;
}

/** Two-pass 3-4 chamfer distance from the zero pixels; edgeIsPaper: the image edge counts as a zero. */
function chamfer(d: Uint16Array, w: number, h: number, edgeIsPaper: boolean): void {
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (d[i] === 0) continue;
      let v = d[i];
      if (x > 0) v = Math.min(v, d[i - 1] + 3);
      if (y > 0) {
        v = Math.min(v, d[i - w] + 3);
        if (x > 0) v = Math.min(v, d[i - w - 1] + 4);
        if (x < w - 1) v = Math.min(v, d[i - w + 1] + 4);
      }
      // Pixels on the image edge count as next to paper, so ink never runs off into nothing.
      if (edgeIsPaper && (x === 0 || y === 0 || x === w - 1 || y === h - 1)) v = Math.min(v, 3);
      d[i] = v;
    }
  }
  for (let y = h - 1; y >= 0; y--) {
    for (let x = w - 1; x >= 0; x--) {
      const i = y * w + x;
      if (d[i] === 0) continue;
      let v = d[i];
      if (x < w - 1) v = Math.min(v, d[i + 1] + 3);
      if (y < h - 1) {
        v = Math.min(v, d[i + w] + 3);
        if (x < w - 1) v = Math.min(v, d[i + w + 1] + 4);
        if (x > 0) v = Math.min(v, d[i + w - 1] + 4);
      }
      d[i] = v;
    }
  }
}

/**
 * Splits ink into lines (no wider than maxWidthPx) and areas (the rest, grown back to their own
 * edge: a morphological opening), so a solid shape is outlined and a line is drawn once.
 */
export function splitLinesAndAreas(mask: Uint8Array, w: number, h: number, maxWidthPx: number) {
  const dist = inkDistance(mask, w, h);
  const radius3 = Math.round((maxWidthPx / 2) * 3);
  const fromCore = new Uint16Array(w * h);
  let anyCore = false;
  for (let i = 0; i < dist.length; i++) {
    const core = dist[i] > radius3;
    fromCore[i] = core ? 0 : 65000;
    anyCore ||= core;
  }
  const areas = new Uint8Array(w * h);
  const lines = new Uint8Array(w * h);
  if (anyCore) chamfer(fromCore, w, h, false);
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    if (anyCore && fromCore[i] <= radius3 + 3) areas[i] = 1;
    else lines[i] = 1;
  }
  if (anyCore) absorbCorners(lines, areas, w, h, 0.3 * (maxWidthPx / 2) ** 2);
  return { lines, areas };
}

/**
 * The opening rounds off an area's sharp corners, leaving slivers of "line" that would thin into
 * stray ticks; a small line piece that touches an area belongs to that area.
 */
function absorbCorners(lines: Uint8Array, areas: Uint8Array, w: number, h: number, maxPixels: number): void {
  const label = new Int32Array(w * h);
  const stack: number[] = [];
  const piece: number[] = [];
  let next = 0;
  for (let start = 0; start < lines.length; start++) {
    if (!lines[start] || label[start]) continue;
    next++;
    label[start] = next;
    stack.push(start);
    piece.length = 0;
    let touches = false;
    while (stack.length) {
      const i = stack.pop()!;
      piece.push(i);
      const x = i % w;
      const y = (i - x) / w;
      for (let k = 0; k < 8; k++) {
        const nx = x + DX[k];
        const ny = y + DY[k];
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
        const j = ny * w + nx;
        if (areas[j]) touches = true;
        else if (lines[j] && !label[j]) {
          label[j] = next;
          stack.push(j);
        }
      }
    }
    if (touches && piece.length < maxPixels) {
      for (const i of piece) {
        lines[i] = 0;
        areas[i] = 1;
      }
    }
  }
}

// Neighbour ring, counter-clockwise from east: E, NE, N, NW, W, SW, S, SE.
const DX = [1, 1, 0, -1, -1, -1, 0, 1];
const DY = [0, -1, -1, -1, 0, 1, 1, 1];

function ring(s: Uint8Array, i: number, w: number, out: Uint8Array): number {
  let n = 0;
  for (let k = 0; k < 8; k++) {
    out[k] = s[i + DX[k] + DY[k] * w];
    n += out[k];
  }
  return n;
}

/** Yokoi's 8-connectivity number: 1 when removing the pixel keeps its neighbours connected. */
function connectivity8(r: Uint8Array): number {
  let n = 0;
  for (let k = 0; k < 8; k += 2) {
    const a = 1 - r[k];
    n += a - a * (1 - r[(k + 1) % 8]) * (1 - r[(k + 2) % 8]);
  }
  return n;
}

/** Zhang–Suen thinning to a one-pixel, 8-connected skeleton (in place; the border must be 0). */
export function thin(s: Uint8Array, w: number, h: number): void {
  for (let x = 0; x < w; x++) s[x] = s[(h - 1) * w + x] = 0;
  for (let y = 0; y < h; y++) s[y * w] = s[y * w + w - 1] = 0;
  let live: number[] = [];
  for (let i = 0; i < s.length; i++) if (s[i]) live.push(i);
  const r = new Uint8Array(8);
  const drop: number[] = [];
  for (let changed = true; changed; ) {
    changed = false;
    for (let step = 0; step < 2; step++) {
      drop.length = 0;
      for (const i of live) {
        const n = s[i - w], ne = s[i - w + 1], e = s[i + 1], se = s[i + w + 1];
        const so = s[i + w], sw = s[i + w - 1], we = s[i - 1], nw = s[i - w - 1];
        const b = n + ne + e + se + so + sw + we + nw;
        if (b < 2 || b > 6) continue;
        // Zhang–Suen's A(p): 0→1 transitions round N, NE, E, SE, S, SW, W, NW.
        const a =
          (+!n & ne) + (+!ne & e) + (+!e & se) + (+!se & so) + (+!so & sw) + (+!sw & we) + (+!we & nw) + (+!nw & n);
        if (a !== 1) continue;
        if (step === 0 ? n * e * so === 0 && e * so * we === 0 : n * e * we === 0 && n * so * we === 0) drop.push(i);
      }
      for (const i of drop) s[i] = 0;
      if (drop.length) changed = true;
    }
    live = live.filter((i) => s[i]);
  }
  // Zhang–Suen leaves staircase corners (a pixel with two 4-neighbours at right angles); they
  // would read as junctions. Remove each one whose neighbours stay connected without it.
  for (const i of live) {
    const b = ring(s, i, w, r);
    const corner = (r[0] && r[2]) || (r[2] && r[4]) || (r[4] && r[6]) || (r[6] && r[0]);
    if (b >= 2 && corner && connectivity8(r) === 1) s[i] = 0;
  }
}

export type TPolyline = { pts: number[]; closed: boolean };

/** Follows a skeleton into polylines between ends and junctions, plus closed loops. */
export function followSkeleton(s: Uint8Array, w: number, h: number, minLengthPx: number): TPolyline[] {
  const deg = new Uint8Array(w * h);
  const r = new Uint8Array(8);
  const pixels: number[] = [];
  for (let i = 0; i < s.length; i++) {
    if (!s[i]) continue;
    deg[i] = ring(s, i, w, r);
    pixels.push(i);
  }
  const seen = new Uint8Array(w * h);
  const lines: TPolyline[] = [];
  const isNode = (i: number) => deg[i] !== 2;
  const walk = (start: number, first: number, closedAt: number | null): TPolyline => {
    const pts = [start, first];
    seen[first] = 1;
    let prev = start;
    let cur = first;
    for (;;) {
      if (isNode(cur)) break;
      let next = -1;
      for (let k = 0; k < 8; k++) {
        const j = cur + DX[k] + DY[k] * w;
        if (!s[j] || j === prev) continue;
        if (j === closedAt && pts.length > 2) return { pts, closed: true };
        if (isNode(j) || !seen[j]) {
          next = j;
          if (isNode(j)) break;
        }
      }
      if (next < 0) break;
      pts.push(next);
      if (!isNode(next)) seen[next] = 1;
      prev = cur;
      cur = next;
    }
    return { pts, closed: false };
  };
  for (const i of pixels) {
    if (!isNode(i) || deg[i] === 0) continue;
    for (let k = 0; k < 8; k++) {
      const j = i + DX[k] + DY[k] * w;
      if (s[j] && !isNode(j) && !seen[j]) lines.push(walk(i, j, null));
    }
  }
  for (const i of pixels) {
    if (seen[i] || isNode(i)) continue;
    seen[i] = 1;
    for (let k = 0; k < 8; k++) {
      const j = i + DX[k] + DY[k] * w;
      if (s[j] && !seen[j]) {
        lines.push(walk(i, j, i));
        break;
      }
    }
  }
  const merged = mergeAtJoints(pruneSpurs(lines, deg));
  // Specks of noise and thinning crumbs are not lines anyone drew.
  return merged.filter((l) => polylineLength(l.pts, w) >= minLengthPx);
}

function polylineLength(pts: number[], w: number): number {
  let len = 0;
  for (let k = 1; k < pts.length; k++) {
    const dx = (pts[k] % w) - (pts[k - 1] % w);
    const dy = Math.floor(pts[k] / w) - Math.floor(pts[k - 1] / w);
    len += Math.hypot(dx, dy);
  }
  return len;
}

// Thinning grows short whiskers at the corners of thick strokes; a branch from a junction to a
// free end shorter than this (in pixels) is one of them, not a drawn line.
const SPUR_PX = 6;

function pruneSpurs(lines: TPolyline[], deg: Uint8Array): TPolyline[] {
  return lines.filter((l) => {
    if (l.closed || l.pts.length > SPUR_PX) return true;
    const a = deg[l.pts[0]];
    const b = deg[l.pts[l.pts.length - 1]];
    return !((a === 1 && b >= 3) || (b === 1 && a >= 3));
  });
}

/** Joins polylines that meet end to end where a pruned whisker used to make a junction. */
function mergeAtJoints(lines: TPolyline[]): TPolyline[] {
  const ends = new Map<number, TPolyline[]>();
  const add = (p: number, l: TPolyline) => ends.set(p, [...(ends.get(p) ?? []), l]);
  for (const l of lines) {
    if (l.closed) continue;
    add(l.pts[0], l);
    add(l.pts[l.pts.length - 1], l);
  }
  const gone = new Set<TPolyline>();
  for (const [p, list] of ends) {
    const live = list.filter((l) => !gone.has(l));
    if (live.length !== 2) continue;
    const [a, b] = live;
    if (a === b) {
      a.closed = true;
      a.pts.pop();
      continue;
    }
    const first = a.pts[0] === p ? [...a.pts].reverse() : a.pts;
    const second = b.pts[0] === p ? b.pts : [...b.pts].reverse();
    const joined: TPolyline = { pts: [...first, ...second.slice(1)], closed: false };
    gone.add(a).add(b);
    lines.push(joined);
    for (const q of [joined.pts[0], joined.pts[joined.pts.length - 1]]) ends.set(q, [...(ends.get(q) ?? []), joined]);
    if (joined.pts[0] === joined.pts[joined.pts.length - 1]) {
      joined.closed = true;
      joined.pts.pop();
    }
  }
  return lines.filter((l) => !gone.has(l));
}

/** cos 55°: a turn sharper than this is drawn as a corner. */
const CORNER_COS = Math.cos((55 * Math.PI) / 180);

/** A polyline of pixel indices as a smooth SVG subpath (pixel centres, Catmull-Rom curves). */
export function polylineToPath(line: TPolyline, w: number, simplifyPx = 0.7): string {
  const n = line.pts.length;
  const xs = line.pts.map((i) => (i % w) + 0.5);
  const ys = line.pts.map((i) => Math.floor(i / w) + 0.5);
  // A light moving average takes the pixel staircase out before the points are thinned.
  const at = (k: number) => (line.closed ? (k + n) % n : Math.max(0, Math.min(n - 1, k)));
  const sx: number[] = [];
  const sy: number[] = [];
  for (let k = 0; k < n; k++) {
    if (!line.closed && (k === 0 || k === n - 1)) {
      sx.push(xs[k]);
      sy.push(ys[k]);
      continue;
    }
    let ax = 0;
    let ay = 0;
    for (let j = -2; j <= 2; j++) {
      ax += xs[at(k + j)];
      ay += ys[at(k + j)];
    }
    sx.push(ax / 5);
    sy.push(ay / 5);
  }
  const keep = simplify(sx, sy, simplifyPx, line.closed);
  const px = keep.map((k) => sx[k]);
  const py = keep.map((k) => sy[k]);
  const m = px.length;
  const f = (v: number) => String(Math.round(v * 100) / 100);
  if (m < 2) return '';
  let d = `M${f(px[0])} ${f(py[0])}`;
  const idx = (k: number) => (line.closed ? (k + m) % m : Math.max(0, Math.min(m - 1, k)));
  // Tangent at point k, scaled per unit of length so a short segment beside a long one does not
  // overshoot; a sharp turn (a drawn corner) stays a corner.
  const tangent = (k: number): [number, number] => {
    const a = idx(k - 1), b = idx(k), c = idx(k + 1);
    const ax = px[b] - px[a], ay = py[b] - py[a];
    const cx = px[c] - px[b], cy = py[c] - py[b];
    const la = Math.hypot(ax, ay), lc = Math.hypot(cx, cy);
    if (la === 0 && lc === 0) return [0, 0];
    if (la === 0) return [cx / lc, cy / lc];
    if (lc === 0) return [ax / la, ay / la];
    if ((ax * cx + ay * cy) / (la * lc) < CORNER_COS) return [0, 0];
    return [(px[c] - px[a]) / (la + lc), (py[c] - py[a]) / (la + lc)];
  };
  const segments = line.closed ? m : m - 1;
  for (let k = 0; k < segments; k++) {
    const p1 = idx(k), p2 = idx(k + 1);
    const len = Math.hypot(px[p2] - px[p1], py[p2] - py[p1]) / 3;
    const [t1x, t1y] = tangent(k);
    const [t2x, t2y] = tangent(k + 1);
    const c1x = px[p1] + t1x * len;
    const c1y = py[p1] + t1y * len;
    const c2x = px[p2] - t2x * len;
    const c2y = py[p2] - t2y * len;
    d += `C${f(c1x)} ${f(c1y)} ${f(c2x)} ${f(c2y)} ${f(px[p2])} ${f(py[p2])}`;
  }
  return line.closed ? `${d}Z` : d;
}

/** Ramer–Douglas–Peucker: the indices to keep so no dropped point strays more than eps. */
function simplify(xs: number[], ys: number[], eps: number, closed: boolean): number[] {
  const n = xs.length;
  if (n <= 2) return [...Array(n).keys()];
  const keep = new Uint8Array(n);
  keep[0] = keep[n - 1] = 1;
  // A loop is split at its far point so both halves have two distinct ends.
  let far = 0;
  if (closed) {
    let best = -1;
    for (let k = 1; k < n; k++) {
      const dd = (xs[k] - xs[0]) ** 2 + (ys[k] - ys[0]) ** 2;
      if (dd > best) [best, far] = [dd, k];
    }
    keep[far] = 1;
  }
  const stack: [number, number][] = closed ? [[0, far], [far, n - 1]] : [[0, n - 1]];
  while (stack.length) {
    const [a, b] = stack.pop()!;
    const dx = xs[b] - xs[a];
    const dy = ys[b] - ys[a];
    const len = Math.hypot(dx, dy) || 1;
    let worst = -1;
    let at = -1;
    for (let k = a + 1; k < b; k++) {
      const dist = Math.abs(dy * (xs[k] - xs[a]) - dx * (ys[k] - ys[a])) / len;
      if (dist > worst) [worst, at] = [dist, k];
    }
    if (worst > eps) {
      keep[at] = 1;
      stack.push([a, at], [at, b]);
    }
  }
  const out: number[] = [];
  for (let k = 0; k < n; k++) if (keep[k]) out.push(k);
  return out;
}
