// Praying hands as classic flash draws them (after Dürer's study): two hands pressed palm to
// palm, pointing up, seen from the thumb side at a three-quarter turn. The near hand shows its
// back: four jointed fingers of different lengths with their nails, knuckles and creases, its
// thumb lying up along the side. The far hand's index and middle fingertips show beyond the near
// index, a little apart at the top, so it reads as two hands and not one mitten. Wrists and shirt
// cuffs at the foot. Same 512 x 512 box and TGenShape contract as creatures.ts.
import { f, taper } from './creatures';
import type { TPt } from './creatures';
import type { TGenShape } from './generated-motifs';

// the whole drawing leans a little, tips to the right, as the hands are usually inked
const LEAN = (5 * Math.PI) / 180;
const PIVOT: TPt = [280, 320];
/** A point of the upright drawing, turned by the lean. */
const R = ([x, y]: TPt): TPt => {
  const dx = x - PIVOT[0];
  const dy = y - PIVOT[1];
  const c = Math.cos(LEAN);
  const s = Math.sin(LEAN);
  return [PIVOT[0] + dx * c - dy * s, PIVOT[1] + dx * s + dy * c];
};
const Q = (p: TPt) => {
  const [x, y] = R(p);
  return `${f(x)} ${f(y)}`;
};
/** A tapered line in the upright drawing's coordinates. */
const line = (a: TPt, c: TPt, b: TPt, w: number) => taper(R(a), R(c), R(b), w);

interface TFinger {
  base: TPt;
  tip: TPt;
  w: number;
  /** how much narrower the tip is than the base (a thumb tapers more than a finger) */
  narrow?: number;
}

// the near hand's fingers seen obliquely across its back, front to back: the index whole, each
// finger behind it showing as a strip to its right (the middle the longest); then the far
// hand's index and middle, seen from the side beyond the near index
const NEAR: TFinger[] = [
  { base: [254, 262], tip: [250, 100], w: 42 },
  { base: [270, 262], tip: [276, 62], w: 38 },
  { base: [288, 266], tip: [298, 96], w: 34 },
  { base: [302, 278], tip: [316, 152], w: 28 },
];
const FAR: TFinger[] = [
  { base: [232, 266], tip: [228, 104], w: 32 },
  { base: [218, 264], tip: [208, 72], w: 32 },
  { base: [204, 274], tip: [188, 124], w: 28 },
];

/** Along a finger from its base (s = 0) to its tip (s = 1), `o` widths across (-0.5 left edge). */
function at(g: TFinger, s: number, o = 0): TPt {
  const dx = g.tip[0] - g.base[0];
  const dy = g.tip[1] - g.base[1];
  const len = Math.hypot(dx, dy);
  // a finger narrows a little toward the tip
  const w = g.w * (1 - (g.narrow ?? 0.14) * s);
  return [g.base[0] + dx * s + (-dy / len) * w * o, g.base[1] + dy * s + (dx / len) * w * o];
}

/** How far past its tip a finger's padded cap reaches, as a share of its length. */
const over = (g: TFinger) =>
  (g.w * (1 - (g.narrow ?? 0.14)) * 0.72) / Math.hypot(g.tip[0] - g.base[0], g.tip[1] - g.base[1]);

/** Whether p lies inside finger g (its cap taken as a half disc). */
function inside(g: TFinger, p: TPt): boolean {
  const dx = g.tip[0] - g.base[0];
  const dy = g.tip[1] - g.base[1];
  const len = Math.hypot(dx, dy);
  const t = ((p[0] - g.base[0]) * dx + (p[1] - g.base[1]) * dy) / (len * len);
  if (t < 0) return false;
  const c = at(g, Math.min(t, 1));
  const hw = (g.w * (1 - (g.narrow ?? 0.14) * Math.min(t, 1))) / 2;
  return Math.hypot(p[0] - c[0], p[1] - c[1]) <= hw;
}

/** Where the outline leaves finger a's right edge for finger b beside it: the highest point of
 *  a's right edge inside b, and how far up b that is. */
function valley(a: TFinger, b: TFinger, o = 0.5): { sa: number; sb: number } {
  let sa = 0;
  for (let k = 100; k >= 0; k--)
    if (inside(b, at(a, k / 100, o))) {
      sa = k / 100;
      break;
    }
  const p = at(a, sa, o);
  const dx = b.tip[0] - b.base[0];
  const dy = b.tip[1] - b.base[1];
  const sb = ((p[0] - b.base[0]) * dx + (p[1] - b.base[1]) * dy) / (dx * dx + dy * dy);
  return { sa, sb: Math.min(1, sb) };
}

/** Up finger g's left edge from s0, round its padded tip, down its right edge to s1. */
function fingerRun(g: TFinger, s0: number, s1: number): string {
  const o = over(g);
  const up = (s0 + 1) / 2;
  const down = (s1 + 1) / 2;
  return (
    `L${Q(at(g, s0, -0.5))}` +
    `C${Q(at(g, up, -0.52))} ${Q(at(g, (up + 1) / 2, -0.5))} ${Q(at(g, 1, -0.5))}` +
    `C${Q(at(g, 1 + o, -0.5))} ${Q(at(g, 1 + o, 0.5))} ${Q(at(g, 1, 0.5))}` +
    (s1 < 0.98 ? `C${Q(at(g, (down + 1) / 2, 0.5))} ${Q(at(g, down, 0.52))} ${Q(at(g, s1, 0.5))}` : '')
  );
}

/** The silhouette as one contour: up the far thumb, over every fingertip left to right, down the
 *  little finger and the edge of the hand, the wrist and the cuffs. The fingers overlap, so each
 *  run ends where the next finger's edge takes over. */
function outlineD(): string {
  const row = [FAR[2], FAR[1], FAR[0], ...NEAR];
  // up the far thumb's outer edge until the far ring finger's edge takes over (the thumb's tip
  // lies inside the silhouette, drawn as a line)
  const ft = FAR_THUMB;
  const v0 = valley(ft, row[0], -0.5);
  let d =
    `M${Q([160, 504])}L${Q([166, 440])}L${Q(at(ft, -0.4, -0.5))}` +
    `C${Q(at(ft, v0.sa * 0.3, -0.52))} ${Q(at(ft, v0.sa * 0.7, -0.52))} ${Q(at(ft, v0.sa, -0.5))}`;
  let s0 = v0.sb;
  row.forEach((g, i) => {
    const next = row[i + 1];
    const v = next ? valley(g, next) : { sa: 0, sb: 0 };
    d += fingerRun(g, s0, v.sa);
    s0 = v.sb;
  });
  return (
    d +
    // the little-finger edge of the hand bows out, then the wrist narrows to the cuff
    `C${Q([328, 306])} ${Q([332, 346])} ${Q([322, 384])}` +
    `C${Q([318, 404])} ${Q([316, 424])} ${Q([332, 440])}` +
    `L${Q([338, 504])}C${Q([290, 510])} ${Q([210, 510])} ${Q([160, 504])}Z`
  );
}

// the near thumb lying up the side over the index fingers, its tip short of the index's joint,
// and the far thumb's edge showing beyond it
const THUMB: TFinger = { base: [230, 380], tip: [248, 246], w: 52, narrow: 0.3 };
const FAR_THUMB: TFinger = { base: [200, 376], tip: [206, 254], w: 42, narrow: 0.3 };

/** The shirt cuffs round both wrists, a little wider than them. */
function cuffD(): string {
  return (
    `M${Q([166, 440])}C${Q([210, 430])} ${Q([290, 430])} ${Q([332, 440])}` +
    `L${Q([338, 504])}C${Q([290, 510])} ${Q([210, 510])} ${Q([160, 504])}Z`
  );
}

/** An edge of finger g from s0 to s1 (o = -0.5 its left, 0.5 its right) as a tapered line. */
const edge = (g: TFinger, o: number, s0: number, s1 = 0.97, w = 3.2) =>
  line(at(g, s0, o), at(g, (s0 + s1) / 2, o * 1.08), at(g, s1, o), w);
/** Finger g's rounded tip as a line, where it lies over a finger behind it. */
const cap = (g: TFinger, w = 3) => line(at(g, 0.95, -0.5), at(g, 1.2, 0), at(g, 0.95, 0.5), w);
/** A joint crease across finger g at s over the part of it that shows (o0 .. o1). */
const crease = (g: TFinger, s: number, o0: number, o1: number, w = 1.8) =>
  line(at(g, s, o0), at(g, s + 0.04, (o0 + o1) / 2), at(g, s, o1), w);
/** The nail on the back of a tip over o0 .. o1: a U opening toward the knuckle. */
const nail = (g: TFinger, o0: number, o1: number, from = 0.84) => {
  const m = (o0 + o1) / 2;
  return (
    line(at(g, from, o0), at(g, 0.97, o0 - 0.04), at(g, 0.97, m), 2.2) +
    line(at(g, 0.97, m), at(g, 0.97, o1 + 0.04), at(g, from, o1), 2.2) +
    line(at(g, from, o0), at(g, from - 0.02, m), at(g, from, o1), 2)
  );
};

/** The interior lines: where one finger lies over the next, the joint creases and nails, the
 *  knuckles and tendons on the back of the hand, the thumbs' edges and nail, the cuffs' fold. */
function linesD(): string {
  const [ni, nm, nr, nl] = NEAR;
  const [fi, fm, fr] = FAR;
  const [t, ft] = [THUMB, FAR_THUMB];
  // each near finger's right edge lies over the one behind it; the index's left over the far hand
  let s = edge(ni, -0.5, 0.2) + edge(ni, 0.5, 0.02) + edge(nm, 0.5, 0) + edge(nr, 0.5, 0);
  s += cap(ni) + cap(nr, 2.6) + cap(fi, 2.6) + cap(fr, 2.4);
  s += edge(fi, -0.5, 0.3, 0.97, 2.6) + edge(fr, 0.5, 0.3, 0.95, 2.4);
  // joint creases across the index, a tick at each joint of the strips behind it, two nails
  s += crease(ni, 0.4, -0.34, 0.34, 2) + crease(ni, 0.7, -0.3, 0.3) + nail(ni, -0.28, 0.28);
  for (const g of [nm, nr, nl]) s += crease(g, 0.42, 0.14, 0.44, 1.5) + crease(g, 0.72, 0.16, 0.44, 1.4);
  // the knuckles at the fingers' roots
  s += line(at(ni, -0.02, -0.36), at(ni, 0.06, 0), at(ni, -0.02, 0.36), 2.2);
  s += line(at(nm, -0.02, 0.16), at(nm, 0.05, 0.34), at(nm, -0.02, 0.5), 1.8);
  // the far fingers from the side: pad creases at the joints, no nails
  for (const [g, k] of [
    [fi, 0.66],
    [fm, 0.78],
    [fr, 0.6],
  ] as const)
    s += line(at(g, k, -0.5), at(g, k + 0.02, -0.25), at(g, k + 0.05, 0), 1.6);
  // the far thumb beside the near one: its cap over the fingers, its nail and joint
  s += cap(ft, 3) + crease(ft, 0.5, -0.3, 0.1);
  // the near thumb: both edges (over the hand, over the far thumb), its cap over the fingers,
  // its nail along the outer side of the tip, its joint crease
  s += edge(t, 0.5, 0.06, 0.96, 4) + edge(t, -0.5, 0.1, 0.96, 4) + cap(t, 3.6);
  s += nail(t, -0.32, 0.12, 0.74) + crease(t, 0.5, -0.34, 0.34, 2);
  // the back of the hand: two tendons fanning to the knuckles, the wrist bone on the far edge
  s +=
    line([276, 380], [282, 330], [280, 286], 2) +
    line([308, 392], [320, 400], [314, 420], 2.4);
  // the cuffs' top edge over the wrists, and a fold in the cuff
  s += line([168, 441], [250, 426], [330, 441], 5) + line([250, 452], [254, 478], [250, 502], 3.5);
  return s;
}

/** White highlight strokes where light falls on the knuckles, finger backs and thumb. */
function shineD(): string {
  let s = '';
  NEAR.forEach((g, i) => {
    const o = i === 0 ? -0.12 : 0.2;
    s += line(at(g, 0.06, o), at(g, 0.2, o - 0.08), at(g, 0.36, o), 3.6);
    s += line(at(g, 0.46, o), at(g, 0.56, o - 0.08), at(g, 0.66, o), 3);
  });
  s += line(at(THUMB, 0.15, -0.1), at(THUMB, 0.35, -0.22), at(THUMB, 0.48, -0.12), 3.4);
  s += line([282, 300], [290, 330], [288, 370], 3.4);
  return s;
}

/** Praying hands pressed palm to palm, from the thumb side, pointing up, with shirt cuffs. */
export function prayingHands(): TGenShape {
  const d = outlineD();
  return {
    d,
    holes: linesD(),
    alt: cuffD(),
    inks: [{ role: 'bone', d: shineD(), lit: true }],
  };
}
