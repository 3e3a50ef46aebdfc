// Authored feather: the icon set's feather read as "a pickle" at tattoo size, a fat leaf with no
// shaft or barbs. A flash feather is a long slender shaft (rachis) tapering to the tip, a vane
// each side whose barbs run up and out at an angle, a few splits where the barbs have parted,
// and downy afterfeather wisps at the base of the quill. Drawn tip up in the 512 box, then laid
// on the diagonal as the icon was (axis -45), so every pose that turned the icon turns it alike.
import { type TPt } from './creatures';
import { poly, whip, whipPts, wound } from './curve-kit';
import type { TGenShape } from './gen-shape';
import { diagonal } from './arrow';

/** The shaft's centre line, s = 0 at the quill's end to 1 at the tip, bowing gently right. */
const spine = (s: number): TPt => [244 + 24 * s + 20 * Math.sin(Math.PI * s), 502 - 490 * s];

/** Where the vane starts up the shaft; below it is the bare quill (calamus). */
const VANE0 = 0.2;
/** Barbs leave the shaft every BARB up it, from just above the vane's root. */
const BARB = 0.024;
const ROOT0 = VANE0 + 0.03;
/** How far up the shaft a barb's end lies past its root, across a full vane's width. */
const SLANT = 0.1;
/** How a feather is cut for its size: the vane's widest right and left of the shaft (a flight
 *  feather is a little lopsided), which barbs are drawn and how wide, the wisps and the shaft.
 *  Drawn small (under about 6 cm) the vane is broader, only every third barb is cut, wider, and
 *  the quill is bare, or the lines close up into a black blot. */
interface TCut {
  wide: { right: number; left: number };
  every: number;
  barb: number;
  wisp: number;
  shaft: number;
}
// the whole feather is about 4.5 times as long as wide, the trailing vane about two thirds of
// the leading one: broader and evener, it read as a leaf or a corn cob in flash
const FINE: TCut = { wide: { right: 64, left: 42 }, every: 1, barb: 2.6, wisp: 6, shaft: 3.6 };
const BOLD: TCut = { wide: { right: 72, left: 48 }, every: 3, barb: 6, wisp: 0, shaft: 7 };

/** The point d across from the shaft at s (d > 0 to the right of the tip-up feather). */
function at(s: number, d: number): TPt {
  const e = 0.002;
  const a = spine(Math.max(0, s - e));
  const b = spine(Math.min(1, s + e));
  const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const p = spine(s);
  // right of the direction of travel (toward the tip)
  return [p[0] - ((b[1] - a[1]) / l) * d, p[1] + ((b[0] - a[0]) / l) * d];
}

/** The vane's half-width at s as a share of its widest: a quick swell from the quill, widest a
 *  third of the way up, then a long narrowing to a rounded tip. */
function profile(s: number): number {
  if (s <= VANE0) return 0;
  const u = (s - VANE0) / (1 - VANE0);
  const v = u ** 0.8;
  // the barbs' tips: a soft scallop along the edge, one per barb, so it reads as barbs, not a leaf
  const k = (Math.PI * (s - ROOT0)) / BARB;
  const tips = 1 - 0.03 * (1 + Math.sin(k * 0.7) * Math.sin(k * 0.31 + 1));
  return Math.sin(Math.PI * v) ** 0.6 * tips;
}

/** A barb's offset up the shaft at d across (barbs curve a little as they leave the shaft). */
const lean = (d: number, wide: number) => SLANT * (d / wide) ** 0.85;

/** The quill's half-width at s (the calamus, below the vane). */
const quill = (s: number) => 5 + 2.5 * Math.min(1, s / VANE0);

/** A split: where the barbs have parted, at `s` on the edge, `gap` wide, running in to `depth`
 *  of the vane's width. */
interface TSplit {
  s: number;
  gap: number;
  depth: number;
}

// wide and deep enough to stay open under a flash outline (about 3 mm on a 10 cm feather)
const SPLITS: Record<'right' | 'left', TSplit[]> = {
  right: [
    { s: 0.44, gap: 0.085, depth: 0.78 },
    { s: 0.72, gap: 0.065, depth: 0.66 },
  ],
  left: [
    { s: 0.33, gap: 0.065, depth: 0.7 },
    { s: 0.6, gap: 0.08, depth: 0.78 },
  ],
};

/** One side's vane edge in (s, d) from the vane's root to the tip, with its splits cut in. */
function edge(side: 'right' | 'left', cut: TCut): [number, number][] {
  const wide = cut.wide[side];
  const out: [number, number][] = [];
  const splits = SPLITS[side];
  const n = 160;
  for (let i = 0; i <= n; i++) {
    const s = VANE0 + ((1 - VANE0) * i) / n;
    const inSplit = splits.find((k) => s > k.s && s < k.s + k.gap);
    if (inSplit) continue;
    out.push([s, Math.max(quill(VANE0), wide * profile(s))]);
    const k = splits.find((q) => s <= q.s && VANE0 + ((1 - VANE0) * (i + 1)) / n > q.s);
    if (k) {
      // the notch runs in along the barbs to its apex, then back out on the far side
      const w0 = wide * profile(k.s);
      const dIn = w0 * (1 - k.depth);
      const root = k.s - lean(w0, wide);
      out.push([root + lean(dIn, wide) + k.gap * 0.35, dIn]);
      const s1 = k.s + k.gap;
      out.push([s1, wide * profile(s1)]);
    }
  }
  out.push([1, 0]);
  return out;
}

const toXY = (pts: [number, number][], sign: 1 | -1) => pts.map(([s, d]) => at(s, sign * d));

/** The outline: up the quill's right side, the right vane to the tip, down the left, the quill's
 *  left side back to its rounded end. */
function outline(cut: TCut): string {
  const right = toXY(edge('right', cut), 1);
  const left = toXY(edge('left', cut), -1).reverse();
  const qr: TPt[] = [];
  const ql: TPt[] = [];
  for (let i = 0; i <= 10; i++) {
    const s = 0.012 + ((VANE0 - 0.012) * i) / 10;
    qr.push(at(s, quill(s)));
    ql.push(at(s, -quill(s)));
  }
  return poly([spine(0), ...qr, ...right.slice(1), ...left.slice(0, -1), ...ql.reverse()]);
}

/** Barbs as fine lines up and out from the shaft, stopping short of the edge and of the splits. */
function barbs(side: 'right' | 'left', cut: TCut): { root: number; pts: TPt[] }[] {
  const wide = cut.wide[side];
  const sign = side === 'right' ? 1 : -1;
  const splits = SPLITS[side];
  const out: { root: number; pts: TPt[] }[] = [];
  for (let i = 0, root = ROOT0; root < 0.9; i++, root += BARB) {
    let reach = wide * profile(root + SLANT * 0.7) * 0.86;
    if (reach < 14) continue;
    // a barb that would run out into a split stops short of its apex, so the cut stays clean
    // and the vane keeps its barbs either side of it
    const split = splits.find((k) => {
      const lo = k.s - lean(wide * profile(k.s), wide) - 0.012;
      const hi = k.s + k.gap - lean(wide * profile(k.s + k.gap), wide) + 0.012;
      return root > lo && root < hi;
    });
    if (split) reach = Math.min(reach, wide * profile(split.s) * (1 - split.depth) * 0.75);
    // every other barb is drawn from mid-vane out only, so the lines thin out toward the shaft
    if (i % cut.every) continue;
    const from = i % 2 && cut.every === 1 ? reach * 0.4 : 7;
    // a short one would be a dash, not a line
    if (reach - from < 14) continue;
    const line: TPt[] = [0.1, 0.5, 1].map((q) => {
      const d = from + (reach - from) * q;
      return at(root + lean(d, wide), sign * d);
    });
    out.push({ root, pts: whipPts(line, cut.barb, 0.35) });
  }
  return out;
}

/** The rachis down the vane as a cut, from s0 to s1: widest at the quill, fine at the tip. */
function rachis(s0: number, s1: number, cut: TCut): TPt[] {
  const w = (s: number) => cut.shaft * (1 - s) ** 0.7 * Math.min(1, (s - 0.02) / 0.06);
  const n = Math.max(2, Math.ceil((s1 - s0) * 60));
  const ss = Array.from({ length: n + 1 }, (_, i) => s0 + ((s1 - s0) * i) / n);
  return [...ss.map((s) => at(s, w(s))), ...ss.reverse().map((s) => at(s, -w(s)))];
}

/** Downy wisps of the afterfeather from the quill below the vane: fine, wavy, fanned out and
 *  up toward the vane, each curling at its end, so the base reads soft. */
function afterfeather(cut: TCut): string {
  let out = '';
  // drawn small, wisps and quill run together into a blot: the quill goes bare
  if (!cut.wisp) return out;
  // [s up the quill, length, angle from square across (+ toward the tip), curl]
  const wisps: [number, number, number, number][] = [[0.19, 46, -0.3, 1]];
  for (const sign of [1, -1] as const)
    wisps.forEach(([s, len, ang, curl], i) => {
      const q = quill(s);
      const l = len * (sign > 0 ? 1 : 0.88 + 0.05 * (i % 2));
      // in (along, across) units: along is shaft length, 490 to the whole shaft
      const step = (t: number, wob: number): TPt => {
        const a = ang + wob;
        return at(s + (Math.sin(a) * l * t) / 490, sign * (q - 1 + Math.cos(a) * l * t));
      };
      const pts: TPt[] = [
        step(0, 0),
        step(0.4, 0.14 * curl),
        step(0.75, -0.1 * curl),
        step(1, 0.16 * curl),
      ];
      out += whip(pts, cut.wisp, 0.14);
    });
  return out;
}

/** One band across the vane between the barb lines rooted at `from` and `to` (to >= 1: on to the
 *  tip), so its edges run as the barbs do. */
function band(from: number, to: number, cut: TCut): TPt[] {
  const pts: TPt[] = [];
  for (const side of ['right', 'left'] as const) {
    const wide = cut.wide[side];
    const sign = side === 'right' ? 1 : -1;
    const e = edge(side, cut).filter(([s, d]) => {
      const root = s - lean(d, wide);
      return root > from && root < to;
    });
    // a barb line from the shaft out to where it meets the edge
    const line = (root: number, reach: number) =>
      [0, 0.25, 0.5, 0.75, 1].map((q) => at(root + lean(reach * q, wide), sign * reach * q));
    const part = [
      ...line(from, e[0][1]),
      ...toXY(e, sign),
      ...(to < 1 ? line(to, e[e.length - 1][1]).reverse() : []),
    ];
    pts.push(...(side === 'right' ? part : part.reverse()));
  }
  return pts;
}

/** A point of the feather as drawn: `d` across from the shaft at `s` up it (0 the quill's end,
 *  1 the tip), turned onto the diagonal with the rest (for tests and for anything set on it). */
export function featherAt(s: number, d: number): TPt {
  const [x, y] = at(s, d);
  const [u, v] = diagonal(`M${x} ${y}`).slice(1).split(' ').map(Number);
  return [u, v];
}

/** A feather, laid on the diagonal tip to the upper right: the vane in the first ink, a band
 *  through its middle and its tip in the second (traditional flash bands its feathers). */
export function quillFeather(bold = false): TGenShape {
  const cut = bold ? BOLD : FINE;
  const cuts = [...barbs('right', cut), ...barbs('left', cut)];
  // bands bounded half way between barbs, so no barb straddles a band's edge
  const bands: [number, number][] = [
    [ROOT0 + BARB * 10.5, ROOT0 + BARB * 14.5],
    [ROOT0 + BARB * 23.5, 1.01],
  ];
  let alt = '';
  for (const [from, to] of bands) {
    alt += wound(band(from, to, cut), 1);
    // the band is painted over the vane: it keeps its own barbs and shaft cut out of it
    for (const c of cuts) if (c.root > from && c.root < to) alt += wound(c.pts, -1);
    alt += wound(rachis(from, Math.min(to, 0.97), cut), -1);
  }
  return {
    d: diagonal(outline(cut) + afterfeather(cut)),
    holes: diagonal(poly(rachis(0.03, 0.97, cut)) + cuts.map((c) => poly(c.pts)).join('')),
    alt: diagonal(alt),
  };
}
