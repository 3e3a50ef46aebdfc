// The owl's right wing for realism-owl.ts (the left is its mirror): spread wide and swept up and
// out, ten long primaries fanned from the hand, the outer ones parted into fingers near their
// tips and the inner ones lying together, a broad row of secondaries with rounded tips along the
// trailing edge, coverts in rows over their roots. Geometry first (shared by the outline, the
// feather lines and the tone), then the lines.
import { ellipse } from './creatures';
import { through } from './curve-kit';
import { taper as kitTaper, type TPt } from './realism-kit';

/** How much the drawing is shrunk into the 512 box (realism-owl.ts): lines are drawn wider by
 *  its inverse so they keep the weight they had on a smaller bird. */
export const K = 0.56;
export const taper = (a: TPt, c: TPt, b: TPt, w: number) => kitTaper(a, c, b, (w * 0.78) / K);

/** Where the primaries fan from (the hand, just beyond the wrist). */
export const HAND: TPt = [478, 104];
/** The wing's top edge from the shoulder out to the wrist. */
const LEADING: TPt[] = [
  [362, 176],
  [400, 152],
  [440, 124],
  [466, 100],
];

export interface TFeather {
  root: TPt;
  tip: TPt;
  /** unit vector root -> tip */
  u: TPt;
  /** unit normal toward the leading (upper) neighbour */
  n: TPt;
  len: number;
  hw: number;
}

const add = (p: TPt, v: TPt, k: number): TPt => [p[0] + v[0] * k, p[1] + v[1] * k];
export const lerp = (a: TPt, b: TPt, t: number): TPt => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];

function feather(root: TPt, tip: TPt, hw: number): TFeather {
  const len = Math.hypot(tip[0] - root[0], tip[1] - root[1]) || 1;
  const u: TPt = [(tip[0] - root[0]) / len, (tip[1] - root[1]) / len];
  return { root, tip, u, n: [u[1], -u[0]], len, hw };
}

/** Angle (degrees) and length of each primary, outermost first: the fan opens wide between the
 *  outer ones (the fingers) and closes between the inner ones, which lie together; the middle
 *  ones longest, so the tips make one rounded wingtip rather than a comb's even row. */
const FAN: [number, number][] = [
  [-44, 150],
  [-33, 178],
  [-23, 198],
  [-14, 210],
  [-6, 214],
  [1, 210],
  [7, 202],
  [12.5, 192],
  [17.5, 180],
  [22, 168],
];

export function primaries(): TFeather[] {
  return FAN.map(([deg, len], i) => {
    const a = (deg * Math.PI) / 180;
    const hand = add(HAND, [0, 1], i * 1.2);
    return feather(hand, add(hand, [Math.cos(a), Math.sin(a)], len), i < 4 ? 10.5 : 9.5);
  });
}

/** The trailing edge the secondaries' tips lie along, from the last primary in to the flank. */
const TRAIL: TPt[] = [
  [618, 196],
  [588, 240],
  [540, 274],
  [478, 298],
  [410, 310],
  [338, 300],
];
/** The arm the secondaries grow from, wrist to elbow-near-body. */
const ARM: [TPt, TPt] = [
  [474, 118],
  [344, 196],
];

/** The secondaries, outermost first: the notch before each tip and the tip itself. */
export function secondaries(): { f: TFeather; notch: TPt; next: TPt }[] {
  const n = 11;
  const edge = through(TRAIL, 24);
  const at = (t: number) => edge[Math.round(t * (edge.length - 1))];
  return Array.from({ length: n }, (_, i) => {
    const tip = at((i + 0.5) / n);
    const root = lerp(ARM[0], ARM[1], (i + 0.5) / n);
    return { f: feather(root, tip, 9), notch: at(i / n), next: at((i + 1) / n) };
  });
}

/** A point on a primary at distance r from the hand, on its leading (+1) or trailing (-1) side. */
export const side = (f: TFeather, r: number, s: number, k = 1): TPt =>
  add(add(f.root, f.u, r), f.n, s * f.hw * k);

/** How far from the hand primary f parts from the next (where f's trailing side crosses the
 *  next one's leading side), held short of the tip where the two lie together to the end. */
export function notchR(f: TFeather, g: TFeather): number {
  const p = side(f, 0, -1);
  const q = side(g, 0, 1);
  const det = f.u[0] * -g.u[1] + g.u[0] * f.u[1];
  const a = ((q[0] - p[0]) * -g.u[1] + g.u[0] * (q[1] - p[1])) / det;
  return Math.min(a, f.len * 0.9);
}

/** The notch between f and the next primary: where they part, or between their tips. */
function notch(f: TFeather, g: TFeather): TPt {
  const r = notchR(f, g);
  return lerp(side(f, r, -1), side(g, r, 1), 0.5);
}

/** The wing's outline from the shoulder (leading edge) round the fingered primaries and the
 *  scalloped secondaries to the flank, as points. */
export function wingOutline(shoulder: TPt): TPt[] {
  const ps = primaries();
  const out: TPt[] = through([shoulder, ...LEADING, side(ps[0], ps[0].len * 0.3, 1)], 6);
  ps.forEach((f, i) => {
    const r0 = i === 0 ? f.len * 0.3 : notchR(ps[i - 1], f);
    // up the leading side (narrowing toward the tip, as a flight feather's vane does), round
    // the rounded point, back down the trailing side
    out.push(
      ...through(
        [
          side(f, r0, 1),
          side(f, Math.max(r0 + 2, f.len * 0.88), 1, 0.86),
          side(f, f.len * 0.975, 1, 0.58),
          add(f.root, f.u, f.len + 1.5),
          side(f, f.len * 0.97, -1, 0.66),
          side(f, f.len * 0.88, -1, 0.94),
        ],
        4,
      ),
    );
    const next = ps[i + 1];
    if (next) out.push(notch(f, next));
    else out.push(side(f, f.len * 0.72, -1));
  });
  for (const { f, notch: from, next } of secondaries()) {
    // each rounded tip bulges out past the line between its notches
    const v: TPt = f.u;
    const mid = lerp(from, next, 0.5);
    out.push(
      ...through(
        [
          from,
          add(lerp(from, mid, 0.55), v, 5),
          add(f.tip, v, 7),
          add(lerp(next, mid, 0.55), v, 5),
          next,
        ],
        3,
      ).slice(0, -1),
    );
  }
  out.push(TRAIL[TRAIL.length - 1]);
  return out;
}

/** The dark bars across a flight feather's vane, from `r0` to `r1`: a band each side of the
 *  shaft, slanted toward the tip as an owl's barring runs, clear of the shaft and the edges
 *  (crossing cuts cancel out); `w` is the band's breadth along the feather. */
function bars(f: TFeather, r0: number, r1: number, n: number, w: number): string {
  let s = '';
  for (let k = 0; k < n; k++) {
    const r = r0 + ((r1 - r0) * (k + 0.5)) / n;
    // one chevron across the whole feather (the shaft runs under it), its ends swept toward
    // the tip; one cut per bar keeps the drawing light to compose
    const at = (dr: number, o: number) => add(add(f.root, f.u, r + dr), f.n, o);
    const [o1, o2, lag] = [f.hw * 0.8, -f.hw * 0.7, w * 0.45];
    const pts = [
      at(lag - w / 2, o1),
      at(lag + w / 2, o1),
      at(w / 2, 0),
      at(lag + w / 2, o2),
      at(lag - w / 2, o2),
      at(-w / 2, 0),
    ];
    s += 'M' + pts.map((p) => p.map((v) => v.toFixed(1)).join(' ')).join('L') + 'Z';
  }
  return s;
}

/** Where the first of n bars from r0 to r1 starts: the shaft shows up to it. */
const firstBar = (r0: number, r1: number, n: number, w: number) => r0 + (r1 - r0) * (0.5 / n) - w;

/** Lines inked inside the wing: each primary's trailing edge lying over the next one, its shaft
 *  and its bars; the secondaries' edges, shafts and bars; rows of coverts over their roots. */
/** `bold`: for heavy-lined styles, fewer and no hair-fine marks (they fill in to black). */
export function wingLines(bold = false): string {
  const ps = primaries();
  let s = '';
  ps.forEach((f, i) => {
    const cov = f.len * 0.44;
    if (i < ps.length - 1) {
      // the edge where this primary lies over the next, from the notch in toward the coverts
      const r = notchR(f, ps[i + 1]);
      s += taper(side(f, r - 1, -1), side(f, (r + cov) / 2, -0.92), side(f, cov + 4, -0.8), 1.1);
    }
    const n = Math.round((f.len * 0.48) / (bold ? 30 : 16));
    const end = firstBar(cov + 8, f.len * 0.92, n, 6);
    s += taper(
      add(f.root, f.u, cov + 2),
      add(f.root, f.u, (cov + 2 + end) / 2),
      add(f.root, f.u, end),
      0.4,
    );
    s += bars(f, cov + 8, f.len * 0.92, n, 6);
  });
  for (const { f, notch } of secondaries().slice(1)) {
    const into: TPt = [f.root[0] - notch[0], f.root[1] - notch[1]];
    s += taper(add(notch, into, 0.03), add(notch, into, 0.2), add(notch, into, 0.4), 1.1);
  }
  for (const { f } of secondaries()) {
    // barred, or (bold) only the shaft: a shaft under the bars would cut across them
    if (!bold) s += bars(f, f.len * 0.54, f.len * 0.94, 3, 5.5);
    else
      s += taper(
        lerp(f.root, f.tip, 0.56),
        lerp(f.root, f.tip, 0.74),
        lerp(f.root, f.tip, 0.92),
        0.4,
      );
  }
  return s + coverts() + (bold ? '' : covertStrands()) + marginals();
}

/** Fine strokes down the coverts between their rows: the soft vanes of small feathers, so the
 *  inner wing has a feathered texture rather than a smooth band of grey. */
function covertStrands(): string {
  let s = '';
  for (const [t0, t1] of [
    [0.2, 0.27],
    [0.36, 0.43],
  ]) {
    const a = rowAt(t0, t0);
    const b = rowAt(t1, t1);
    for (let i = 0; i + 1 < a.length; i++) {
      if (Math.hypot(a[i + 1].p[0] - a[i].p[0], a[i + 1].p[1] - a[i].p[1]) > 30) continue;
      for (const k of [0.5]) {
        const p = lerp(a[i].p, a[i + 1].p, k);
        const q = lerp(b[i].p, b[i + 1].p, k);
        s += taper(p, lerp(p, q, 0.5), q, 0.4);
      }
    }
  }
  return s;
}

/** Small marginal coverts packed along the leading edge, lying down the wing. */
function marginals(): string {
  const edge = through([[338, 190], ...LEADING], 6);
  let s = '';
  for (let i = 1; i < edge.length - 1; i += 2) {
    const [a, b] = [edge[i - 1], edge[i + 1]];
    const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    // the normal pointing into the wing (down and out)
    const n: TPt = [-(b[1] - a[1]) / l, (b[0] - a[0]) / l];
    const p = add(edge[i], n, 5);
    s += taper(
      p,
      add(p, n, 3 + (i % 3)),
      add(add(p, n, 7 + (i % 3) * 2), [b[0] - a[0], b[1] - a[1]], (0.3 / l) * 10),
      0.55,
    );
  }
  return s;
}

/** The feathers' roots along the whole wing, outer primary to inner secondary, at fraction t. */
function rowAt(t: number, tp = t): { p: TPt; u: TPt }[] {
  return [
    ...primaries().map((f) => ({ p: add(f.root, f.u, f.len * tp), u: f.u })),
    ...secondaries().map(({ f }) => ({ p: lerp(f.root, f.tip, t), u: f.u })),
  ];
}

/** A row of covert tips: each a rounded tip hanging down the feathers between two row points. */
function covertRow(row: { p: TPt; u: TPt }[], depth: number, w: number, skip = 0): string {
  let s = '';
  for (let i = skip; i + 1 < row.length; i++) {
    const [a, b] = [row[i], row[i + 1]];
    // no tip across the step from the primaries' fan to the secondaries' row
    if (Math.hypot(b.p[0] - a.p[0], b.p[1] - a.p[1]) > 30) continue;
    const u = lerp(a.u, b.u, 0.5);
    const m = lerp(a.p, b.p, 0.5);
    s += taper(a.p, add(m, u, depth), b.p, w);
  }
  return s;
}

/** Primary and greater coverts over the flight feathers' roots, median coverts above them, and
 *  the small lesser coverts packed under the leading edge. */
function coverts(): string {
  return (
    covertRow(rowAt(0.46, 0.44), 12, 1.1) +
    covertRow(rowAt(0.3, 0.3), 9, 0.95, 1) +
    covertRow(rowAt(0.16, 0.18), 6, 0.8, 3)
  );
}

/** The strip between the leading edge and the arm (lesser coverts): the wing's lit edge. */
export function leadingStrip(): string {
  const pts: TPt[] = [[334, 188], ...LEADING, [482, 108], ARM[0], ARM[1]];
  return 'M' + pts.map((p) => p.map((v) => v.toFixed(1)).join(' ')).join('L') + 'Z';
}

/** The band of the wing between fractions t0 and t1 along the feathers (for tone). */
export function wingBand(t0: number, t1: number, tp0 = t0, tp1 = t1): string {
  const a = rowAt(t0, tp0).map((r) => r.p);
  const b = rowAt(t1, tp1).map((r) => r.p);
  const pts = [...a, ...b.reverse()];
  return 'M' + pts.map((p) => p.map((v) => v.toFixed(1)).join(' ')).join('L') + 'Z';
}

/** The shadow each flight feather casts on the one beneath it, along its overlapping edge:
 *  strips that model the wing feather by feather (for tone). */
export function featherShadows(): string {
  const ps = primaries();
  const strip = (pts: TPt[]) =>
    'M' + pts.map((p) => p.map((v) => v.toFixed(1)).join(' ')).join('L') + 'Z';
  let s = '';
  // each primary's broad inner vane in shade, its narrow outer vane lit beside the shaft
  ps.forEach((f) => {
    s += strip([
      side(f, f.len * 0.45, -0.15),
      side(f, f.len * 0.98, -0.15),
      side(f, f.len * 0.98, -1.2),
      side(f, f.len * 0.45, -1.2),
    ]);
  });
  for (const { f, notch } of secondaries().slice(1)) {
    const into: TPt = [f.root[0] - notch[0], f.root[1] - notch[1]];
    const a = add(notch, into, 0.02);
    const b = add(notch, into, 0.42);
    // on the inner side of the line: the feather nearer the body lies under
    const n: TPt = [-f.u[1] * 7, f.u[0] * 7];
    s += strip([a, b, add(b, n, 1), add(a, n, 1)]);
  }
  return s;
}

/** Soft dark spots on the coverts between their rows (the mottling an owl's wing has), for tone. */
export function covertSpots(): string {
  let s = '';
  for (const [t, tp, r] of [
    [0.38, 0.37, 3.8],
    [0.23, 0.24, 3],
  ]) {
    const row = rowAt(t, tp);
    for (let i = 0; i + 1 < row.length; i++) {
      const [a, b] = [row[i].p, row[i + 1].p];
      if (Math.hypot(b[0] - a[0], b[1] - a[1]) > 30) continue;
      const m = lerp(a, b, 0.5);
      s += ellipse(m[0], m[1], r, r * 0.75);
    }
  }
  return s;
}
