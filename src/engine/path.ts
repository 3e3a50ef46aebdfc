// Minimal SVG path toolkit: parse to absolute M/L/C/Q/Z (arcs become cubics), transform, measure,
// serialise. Motifs are baked into canvas coordinates so every stroke-width is in canvas units.

export type TSeg =
  | { c: 'M' | 'L'; p: [number, number] }
  | { c: 'C'; p: [number, number, number, number, number, number] }
  | { c: 'Q'; p: [number, number, number, number] }
  | { c: 'Z'; p: [] };
export type TPath = TSeg[];
export type TPoint = [number, number];
export interface TBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

const NUM = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/;

function tokenize(d: string): (string | number)[] {
  const out: (string | number)[] = [];
  let i = 0;
  let cmd = '';
  let argIndex = 0;
  while (i < d.length) {
    const ch = d[i];
    if (/[\s,]/.test(ch)) {
      i++;
      continue;
    }
    if (/[MmLlHhVvCcSsQqTtAaZz]/.test(ch)) {
      out.push(ch);
      cmd = ch;
      argIndex = 0;
      i++;
      continue;
    }
    // Arc flags may be written without separators ("a5 5 0 0110 10").
    if (
      (cmd === 'a' || cmd === 'A') &&
      (argIndex % 7 === 3 || argIndex % 7 === 4) &&
      (ch === '0' || ch === '1')
    ) {
      out.push(ch === '1' ? 1 : 0);
      argIndex++;
      i++;
      continue;
    }
    const m = NUM.exec(d.slice(i, i + 40));
    if (!m) throw new Error(`bad path data near "${d.slice(i, i + 12)}"`);
    out.push(parseFloat(m[0]));
    argIndex++;
    i += m[0].length;
  }
  return out;
}

function arcToCubics(
  x1: number,
  y1: number,
  rx: number,
  ry: number,
  phiDeg: number,
  fa: number,
  fs: number,
  x2: number,
  y2: number,
): TSeg[] {
  if (rx === 0 || ry === 0) return [{ c: 'L', p: [x2, y2] }];
  const phi = (phiDeg * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  rx = Math.abs(rx);
  ry = Math.abs(ry);
  const lam = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lam > 1) {
    rx *= Math.sqrt(lam);
    ry *= Math.sqrt(lam);
  }
  const num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const den = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  let coef = Math.sqrt(Math.max(0, num / den));
  if (fa === fs) coef = -coef;
  const cxp = (coef * rx * y1p) / ry;
  const cyp = (-coef * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const ang = (ux: number, uy: number, vx: number, vy: number) => {
    const a = Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
    return a;
  };
  const t1 = ang(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let dt = ang((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!fs && dt > 0) dt -= 2 * Math.PI;
  if (fs && dt < 0) dt += 2 * Math.PI;
  const n = Math.max(1, Math.ceil(Math.abs(dt) / (Math.PI / 2)));
  const step = dt / n;
  const k = (4 / 3) * Math.tan(step / 4);
  const segs: TSeg[] = [];
  let t = t1;
  const pt = (a: number): TPoint => [
    cx + rx * Math.cos(a) * cos - ry * Math.sin(a) * sin,
    cy + rx * Math.cos(a) * sin + ry * Math.sin(a) * cos,
  ];
  const der = (a: number): TPoint => [
    -rx * Math.sin(a) * cos - ry * Math.cos(a) * sin,
    -rx * Math.sin(a) * sin + ry * Math.cos(a) * cos,
  ];
  for (let i = 0; i < n; i++) {
    const a0 = t;
    const a1 = t + step;
    const p0 = pt(a0);
    const p1 = pt(a1);
    const d0 = der(a0);
    const d1 = der(a1);
    segs.push({
      c: 'C',
      p: [p0[0] + k * d0[0], p0[1] + k * d0[1], p1[0] - k * d1[0], p1[1] - k * d1[1], p1[0], p1[1]],
    });
    t = a1;
  }
  const last = segs[segs.length - 1];
  if (last.c === 'C') {
    last.p[4] = x2;
    last.p[5] = y2;
  }
  return segs;
}

export function parsePath(d: string): TPath {
  const tk = tokenize(d);
  const out: TPath = [];
  let i = 0;
  let cmd = '';
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  let lastCtrl: TPoint | null = null;
  let lastQ: TPoint | null = null;
  const num = () => tk[i++] as number;
  while (i < tk.length) {
    if (typeof tk[i] === 'string') cmd = tk[i++] as string;
    else if (cmd === 'M') cmd = 'L';
    else if (cmd === 'm') cmd = 'l';
    const rel = cmd === cmd.toLowerCase();
    const ox = rel ? x : 0;
    const oy = rel ? y : 0;
    const C = cmd.toUpperCase();
    let ctrl: TPoint | null = null;
    let q: TPoint | null = null;
    switch (C) {
      case 'M':
        x = ox + num();
        y = oy + num();
        sx = x;
        sy = y;
        out.push({ c: 'M', p: [x, y] });
        break;
      case 'L':
        x = ox + num();
        y = oy + num();
        out.push({ c: 'L', p: [x, y] });
        break;
      case 'H':
        x = ox + num();
        out.push({ c: 'L', p: [x, y] });
        break;
      case 'V':
        y = oy + num();
        out.push({ c: 'L', p: [x, y] });
        break;
      case 'C': {
        const p: [number, number, number, number, number, number] = [
          ox + num(),
          oy + num(),
          ox + num(),
          oy + num(),
          ox + num(),
          oy + num(),
        ];
        out.push({ c: 'C', p });
        ctrl = [p[2], p[3]];
        x = p[4];
        y = p[5];
        break;
      }
      case 'S': {
        const c1: TPoint = lastCtrl ? [2 * x - lastCtrl[0], 2 * y - lastCtrl[1]] : [x, y];
        const p: [number, number, number, number, number, number] = [
          c1[0],
          c1[1],
          ox + num(),
          oy + num(),
          ox + num(),
          oy + num(),
        ];
        out.push({ c: 'C', p });
        ctrl = [p[2], p[3]];
        x = p[4];
        y = p[5];
        break;
      }
      case 'Q': {
        const p: [number, number, number, number] = [
          ox + num(),
          oy + num(),
          ox + num(),
          oy + num(),
        ];
        out.push({ c: 'Q', p });
        q = [p[0], p[1]];
        x = p[2];
        y = p[3];
        break;
      }
      case 'T': {
        const c1: TPoint = lastQ ? [2 * x - lastQ[0], 2 * y - lastQ[1]] : [x, y];
        const p: [number, number, number, number] = [c1[0], c1[1], ox + num(), oy + num()];
        out.push({ c: 'Q', p });
        q = c1;
        x = p[2];
        y = p[3];
        break;
      }
      case 'A': {
        const rx = num();
        const ry = num();
        const rot = num();
        const fa = num();
        const fsw = num();
        const nx = ox + num();
        const ny = oy + num();
        out.push(...arcToCubics(x, y, rx, ry, rot, fa, fsw, nx, ny));
        x = nx;
        y = ny;
        break;
      }
      case 'Z':
        out.push({ c: 'Z', p: [] });
        x = sx;
        y = sy;
        break;
      default:
        throw new Error(`unknown path command ${cmd}`);
    }
    lastCtrl = ctrl;
    lastQ = q;
  }
  return out;
}

export function mapPoints(path: TPath, f: (x: number, y: number) => TPoint): TPath {
  return path.map((s) => {
    if (s.c === 'Z') return s;
    const p = s.p.slice() as number[];
    for (let i = 0; i < p.length; i += 2) {
      const [nx, ny] = f(p[i], p[i + 1]);
      p[i] = nx;
      p[i + 1] = ny;
    }
    return { c: s.c, p } as TSeg;
  });
}

/** Affine matrix [a b c d e f] as in SVG: x' = a x + c y + e, y' = b x + d y + f. */
export type TMatrix = [number, number, number, number, number, number];
export const IDENTITY: TMatrix = [1, 0, 0, 1, 0, 0];
export function multiply(m: TMatrix, n: TMatrix): TMatrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}
export const translate = (x: number, y: number): TMatrix => [1, 0, 0, 1, x, y];
export const scale = (sx: number, sy = sx): TMatrix => [sx, 0, 0, sy, 0, 0];
export const rotate = (deg: number): TMatrix => {
  const r = (deg * Math.PI) / 180;
  return [Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0];
};
/** Compose left to right: compose(a, b) applies a first, then b. */
export const compose = (...ms: TMatrix[]): TMatrix =>
  ms.reduce((acc, m) => multiply(m, acc), IDENTITY);
export const applyMatrix = (path: TPath, m: TMatrix): TPath =>
  mapPoints(path, (x, y) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]]);

export function bbox(path: TPath): TBox {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const s of path) {
    for (let i = 0; i < s.p.length; i += 2) {
      const x = s.p[i];
      const y = s.p[i + 1];
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  if (x0 === Infinity) return { x: 0, y: 0, w: 0, h: 0 };
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

export function splitSubpaths(path: TPath): TPath[] {
  const out: TPath[] = [];
  for (const s of path) {
    if (s.c === 'M' || out.length === 0) out.push([]);
    out[out.length - 1].push(s);
  }
  return out;
}

/** Signed area of the polygon through segment end points (enough to tell holes from shapes). */
export function signedArea(sub: TPath): number {
  const pts: TPoint[] = [];
  for (const s of sub) if (s.c !== 'Z') pts.push([s.p[s.p.length - 2], s.p[s.p.length - 1]]);
  return polygonArea(pts);
}

/** Signed area of a closed polygon (shoelace); positive is clockwise on screen. */
export function polygonArea(pts: TPoint[]): number {
  let a = 0;
  for (let i = 0; i < pts.length; i++) {
    const [x0, y0] = pts[i];
    const [x1, y1] = pts[(i + 1) % pts.length];
    a += x0 * y1 - x1 * y0;
  }
  return a / 2;
}

/** Even-odd point-in-polygon test. */
export function insidePolygon(pts: TPoint[], x: number, y: number): boolean {
  let hit = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i];
    const [xj, yj] = pts[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/** Even-odd test against the polygon through a subpath's end points. */
export const insideSubpath = (sub: TPath, x: number, y: number): boolean =>
  insidePolygon(
    sub.filter((c) => c.c !== 'Z').map((c) => [c.p[c.p.length - 2], c.p[c.p.length - 1]]),
    x,
    y,
  );

const r1 = (n: number) => {
  const v = Math.round(n * 10) / 10;
  return Object.is(v, -0) ? '0' : String(v);
};

export function toD(path: TPath): string {
  let s = '';
  for (const seg of path) s += seg.c === 'Z' ? 'Z' : seg.c + seg.p.map(r1).join(' ');
  return s;
}

export const fmt = r1;

/** The same closed subpath traced the other way round (to set its winding). */
export function reverseSubpath(sub: TPath): TPath {
  const segs = sub.filter((s) => s.c !== 'Z');
  if (!segs.length) return sub;
  let cur: TPoint = [segs[0].p[0], segs[0].p[1]];
  const items: { from: TPoint; seg: TSeg }[] = [];
  for (const s of segs.slice(1)) {
    items.push({ from: cur, seg: s });
    cur = [s.p[s.p.length - 2], s.p[s.p.length - 1]];
  }
  const out: TPath = [{ c: 'M', p: [cur[0], cur[1]] }];
  for (let i = items.length - 1; i >= 0; i--) {
    const { from, seg } = items[i];
    if (seg.c === 'C')
      out.push({ c: 'C', p: [seg.p[2], seg.p[3], seg.p[0], seg.p[1], from[0], from[1]] });
    else if (seg.c === 'Q') out.push({ c: 'Q', p: [seg.p[0], seg.p[1], from[0], from[1]] });
    else out.push({ c: 'L', p: [from[0], from[1]] });
  }
  out.push({ c: 'Z', p: [] });
  return out;
}

/** Every subpath wound one way (sign > 0: positive area), for predictable nonzero filling. */
export function withWinding(path: TPath, sign: 1 | -1): TPath {
  return splitSubpaths(path).flatMap((sub) =>
    Math.sign(signedArea(sub)) === sign || signedArea(sub) === 0 ? sub : reverseSubpath(sub),
  );
}

/** Close every subpath explicitly (font outlines often leave it implicit, which strokes show). */
export function closeSubpaths(path: TPath): TPath {
  const out: TPath = [];
  for (let i = 0; i < path.length; i++) {
    const s = path[i];
    if (s.c === 'M' && out.length && out[out.length - 1].c !== 'Z') out.push({ c: 'Z', p: [] });
    out.push(s);
  }
  if (out.length && out[out.length - 1].c !== 'Z') out.push({ c: 'Z', p: [] });
  return out;
}
