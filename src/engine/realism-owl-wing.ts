// The owl's right wing for realism-owl.ts (the left is its mirror): spread wide and swept up and
// out, long primaries fanned from the hand with their tips separated into fingers, the
// secondaries' rounded tips in a row along the trailing edge, coverts in smaller rows over their
// roots. Geometry first (shared by the outline, the feather lines and the tone), then the lines.
import { ellipse } from './creatures';
import { through } from './curve-kit';
import { taper, type TPt } from './realism-kit';

/** Where the primaries fan from (the hand, just beyond the wrist). */
export const HAND: TPt = [434, 128];

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

/** Eight primaries fanned from up-and-out round to out-and-down, the middle ones longest:
 *  broad enough to overlap near the hand and part only toward their tips. */
export function primaries(): TFeather[] {
  const n = 8;
  return Array.from({ length: n }, (_, i) => {
    const s = i / (n - 1);
    const a = ((-58 + 94 * s) * Math.PI) / 180;
    const len = 132 + 14 * Math.sin(Math.PI * s) - 28 * s;
    return feather(HAND, add(HAND, [Math.cos(a), Math.sin(a)], len), 8.6);
  });
}

/** The trailing edge the secondaries' tips lie along, from the last primary in to the flank. */
const TRAIL: TPt[] = [
  [502, 192],
  [478, 240],
  [438, 272],
  [390, 292],
  [338, 294],
];
/** The arm the secondaries grow from, wrist to elbow-near-body. */
const ARM: [TPt, TPt] = [
  [438, 140],
  [342, 190],
];

/** The secondaries, outermost first: the notch before each tip and the tip itself. */
export function secondaries(): { f: TFeather; notch: TPt; next: TPt }[] {
  const n = 8;
  const edge = through(TRAIL, 24);
  const at = (t: number) => edge[Math.round(t * (edge.length - 1))];
  return Array.from({ length: n }, (_, i) => {
    const tip = at((i + 0.5) / n);
    const root = lerp(ARM[0], ARM[1], (i + 0.5) / n);
    return { f: feather(root, tip, 9), notch: at(i / n), next: at((i + 1) / n) };
  });
}

/** A point on a primary at distance r from the hand, on its leading (+1) or trailing (-1) side. */
const side = (f: TFeather, r: number, s: number, k = 1): TPt =>
  add(add(f.root, f.u, r), f.n, s * f.hw * k);

/** Where the trailing side of primary f crosses the leading side of the next one: the notch
 *  where their tips part (nearer the hand they overlap). */
function notch(f: TFeather, g: TFeather): TPt {
  const p = side(f, 0, -1);
  const q = side(g, 0, 1);
  // p + f.u a = q + g.u b, solved for a
  const det = f.u[0] * -g.u[1] + g.u[0] * f.u[1];
  const a = ((q[0] - p[0]) * -g.u[1] + g.u[0] * (q[1] - p[1])) / det;
  return add(p, f.u, a);
}

/** How far from the hand primary f parts from the next. */
const notchR = (f: TFeather, g: TFeather) => {
  const p = notch(f, g);
  return Math.hypot(p[0] - f.root[0], p[1] - f.root[1]);
};

/** The wing's outline from the shoulder (leading edge) round the fingered primaries and the
 *  scalloped secondaries to the flank, as points. */
export function wingOutline(shoulder: TPt): TPt[] {
  const ps = primaries();
  const wrist: TPt = [420, 106];
  const out: TPt[] = through(
    [shoulder, [364, 168], [394, 140], wrist, side(ps[0], ps[0].len * 0.42, 1)],
    6,
  );
  ps.forEach((f, i) => {
    const r0 = i === 0 ? f.len * 0.42 : notchR(ps[i - 1], f);
    // up the leading side, round the narrow rounded tip, back down the trailing side
    out.push(
      ...through(
        [
          side(f, r0, 1),
          side(f, f.len * 0.84, 1, 0.9),
          side(f, f.len * 0.97, 1, 0.4),
          add(f.root, f.u, f.len + 1),
          side(f, f.len * 0.96, -1, 0.75),
          side(f, f.len * 0.84, -1, 1),
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

/** Lines inked inside the wing: each primary's trailing edge lying over the next one and its
 *  shaft, the secondaries' edges and shafts, and rows of coverts over their roots. */
export function wingLines(): string {
  const ps = primaries();
  let s = '';
  ps.forEach((f, i) => {
    if (i < ps.length - 1) {
      // the edge where this primary lies over the next, from the notch in toward the hand
      // (it and the shaft start beyond the coverts' tips: crossing cuts would cancel out)
      const r = notchR(f, ps[i + 1]);
      s += taper(
        side(f, r - 1, -1),
        side(f, (r + f.len * 0.56) / 2, -0.9),
        side(f, f.len * 0.56, -0.7),
        1.2,
      );
    }
    s += taper(
      add(f.root, f.u, f.len * 0.58),
      add(f.root, f.u, f.len * 0.76),
      add(f.root, f.u, f.len * 0.93),
      0.5,
    );
  });
  for (const { f, notch } of secondaries().slice(1)) {
    const into: TPt = [f.root[0] - notch[0], f.root[1] - notch[1]];
    s += taper(add(notch, into, 0.03), add(notch, into, 0.2), add(notch, into, 0.38), 1.2);
  }
  for (const { f } of secondaries()) {
    s += taper(
      lerp(f.root, f.tip, 0.62),
      lerp(f.root, f.tip, 0.76),
      lerp(f.root, f.tip, 0.9),
      0.45,
    );
  }
  return s + coverts() + marginals();
}

/** Small marginal coverts packed along the leading edge, lying down the wing. */
function marginals(): string {
  const edge = through(
    [
      [340, 186],
      [364, 172],
      [392, 146],
      [414, 116],
    ],
    10,
  );
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
    covertRow(rowAt(0.42, 0.4), 12, 1.2) +
    covertRow(rowAt(0.24, 0.26), 8, 1, 1) +
    covertRow(rowAt(0.1, 0.16), 5, 0.8, 3)
  );
}

/** The strip between the leading edge and the arm (lesser coverts): the wing's lit edge. */
export function leadingStrip(): string {
  const pts: TPt[] = [[334, 184], [364, 168], [394, 140], [420, 106], [436, 112], ARM[0], ARM[1]];
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
    [0.34, 0.34, 3.6],
    [0.18, 0.22, 2.8],
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
