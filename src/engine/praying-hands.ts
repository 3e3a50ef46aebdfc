// Praying hands as classic flash draws them: two hands pressed palm to palm, pointing up, seen
// from the thumb side. The palms meet on a seam down the middle; on each side the index finger
// lies in front and the middle, ring and little fingers step out behind it, each a little
// shorter than the middle, bare strips (a nail or crease on a strip that narrow closes up into
// a black tick in flash's line); knuckle creases only on the index. The two
// thumbs lie side by side up the front, nails out. Below the heels of the hands the wrists part
// in a V into two shirt cuffs, so it reads as two hands and never as one mitten. The right hand
// is authored and mirrored for the left. Same 512 x 512 box and TGenShape contract as creatures.ts.
import { P, taper } from './creatures';
import type { TPt } from './creatures';
import type { TGenShape } from './gen-shape';
import { bbox, closeSubpaths, parsePath, splitSubpaths } from './path';
import { rosaryDraped } from './figures';
import { flatten } from './weight-line';

interface TFinger {
  base: TPt;
  tip: TPt;
  w: number;
  /** how much narrower the tip is than the base (a thumb tapers more than a finger) */
  narrow?: number;
}

/** The right hand's fingers front to back: the index against the seam, the middle the longest,
 *  each one behind stepping out from the seam; their tips lean in, pressed to the other hand's. */
const FINGERS: TFinger[] = [
  { base: [280, 262], tip: [274, 100], w: 38 },
  { base: [302, 262], tip: [280, 64], w: 34 },
  { base: [320, 272], tip: [298, 96], w: 30 },
  { base: [336, 290], tip: [318, 152], w: 26 },
];
/** The right thumb up the front beside the left one, its tip short of the index's knuckle. */
const THUMB: TFinger = { base: [284, 398], tip: [270, 250], w: 34, narrow: 0.22 };

/** Along a finger from its base (s = 0) to its tip (s = 1), `o` widths across (+0.5 the side
 *  away from the seam). */
function at(g: TFinger, s: number, o = 0): TPt {
  const dx = g.tip[0] - g.base[0];
  const dy = g.tip[1] - g.base[1];
  const len = Math.hypot(dx, dy);
  const w = g.w * (1 - (g.narrow ?? 0.14) * Math.min(s, 1));
  // the normal pointing away from the seam (to the right for a finger pointing up)
  return [g.base[0] + dx * s + (-dy / len) * w * o, g.base[1] + dy * s + (dx / len) * w * o];
}

/** A finger as a closed capsule: up one side, round the padded tip, down the other. */
function capsule(g: TFinger): string {
  const len = Math.hypot(g.tip[0] - g.base[0], g.tip[1] - g.base[1]);
  const o = (g.w * (1 - (g.narrow ?? 0.14)) * 0.7) / len;
  return (
    `M${P(at(g, -0.05, -0.5))}L${P(at(g, 1, -0.5))}` +
    `C${P(at(g, 1 + o, -0.5))} ${P(at(g, 1 + o, 0.5))} ${P(at(g, 1, 0.5))}` +
    `L${P(at(g, -0.05, 0.5))}Z`
  );
}

/** The right hand's body: the palm against the seam, the back of the hand bowing out behind
 *  the little finger, the heel, and the wrist running down and out into the cuff. */
const PALM =
  'M256 248L318 252C340 268 356 292 358 322C360 352 350 376 344 396' +
  'C352 412 366 428 378 446L300 478C288 452 272 430 256 418Z';
/** The right shirt cuff across the wrist, a little wider than it, square to the forearm. */
const CUFF = 'M286 452C318 444 356 430 384 414L420 486C390 502 350 512 318 516Z';

const mirror = (d: string) =>
  d.replace(
    /(-?[\d.]+) (-?[\d.]+)/g,
    (_m, x: string, y: string) => `${P([512 - Number(x), Number(y)])}`,
  );

const line = (a: TPt, c: TPt, b: TPt, w: number) => taper(a, c, b, w);
/** An edge of finger g from s0 to s1 (o = -0.5 the seam side, 0.5 the outer side). */
const edge = (g: TFinger, o: number, s0: number, s1 = 0.97, w = 3.2) =>
  line(at(g, s0, o), at(g, (s0 + s1) / 2, o * 1.06), at(g, s1, o), w);
/** Finger g's rounded tip as a line, where it lies over a finger behind it. */
const cap = (g: TFinger, w = 3) => line(at(g, 0.96, -0.5), at(g, 1.22, 0), at(g, 0.96, 0.5), w);
/** A joint crease across finger g at s over o0 .. o1. */
const crease = (g: TFinger, s: number, o0: number, o1: number, w = 1.8) =>
  line(at(g, s, o0), at(g, s + 0.035, (o0 + o1) / 2), at(g, s, o1), w);
/** The nail on the back of a tip over o0 .. o1, seen edge on: a U opening toward the joint. */
const nail = (g: TFinger, o0: number, o1: number, from = 0.83) => {
  const m = (o0 + o1) / 2;
  return (
    line(at(g, from, o0), at(g, 0.97, o0 - 0.03), at(g, 0.98, m), 2) +
    line(at(g, 0.98, m), at(g, 0.97, o1 + 0.03), at(g, from, o1), 2) +
    line(at(g, from, o0), at(g, from - 0.02, m), at(g, from, o1), 1.8)
  );
};
/** The knuckle over a middle joint: two short wrinkles on the back of the finger. */
const wrinkles = (g: TFinger, s: number, o0: number, o1: number) =>
  crease(g, s, o0, o1, 1.6) + crease(g, s + 0.05, o0 + 0.06, o1 - 0.04, 1.1);

/** The right hand's interior lines: each finger's edge over the one behind it, the tips that lie
 *  inside the silhouette, the index's joints; the thumb's edge and nail; the crease
 *  round the base of the thumb; the wrist crease and the cuff's edge, fold and button. */
function handLines(): string {
  const [ni, nm, nr] = FINGERS;
  let s = edge(ni, 0.5, 0.05) + edge(nm, 0.5, 0.12, 0.96, 2.8) + edge(nr, 0.5, 0.2, 0.95, 2.4);
  s += cap(ni, 3.2) + cap(nr, 2.4);
  // the index from the side: knuckle wrinkles on its back and the last joint's crease, both
  // running in from its outer edge; no nail: seen edge on it is a sliver that reads as a mark
  s += wrinkles(ni, 0.47, 0.12, 0.5) + crease(ni, 0.74, 0.2, 0.5, 1.4);
  // the fingers behind are bare strips stepping out: a crease or nail on a strip that narrow
  // closes up in flash's line into a black tick; only the middle one, the widest, has a knuckle
  s += crease(nm, 0.5, 0.3, 0.5, 1.2);
  // the thumb: its outer edge over the index and palm, its cap, the nail on the front of the
  // tip
  s += edge(THUMB, 0.5, 0.08, 0.96, 3.6) + cap(THUMB, 3.4);
  // (no joint wrinkles: mirrored, the two pairs under the nails read as a face)
  s += nail(THUMB, -0.3, 0.26, 0.76);
  // the fleshy base of the thumb meeting the palm, the knuckles' bump on the back of the hand
  s += line([300, 300], [322, 350], [306, 404], 2.2);
  s += line([336, 300], [348, 316], [350, 336], 1.6);
  // the wrist crease above the cuff, the cuff's top edge, a fold and a button
  s += line([268, 426], [300, 420], [348, 404], 1.6);
  s += line([284, 452], [336, 440], [386, 412], 5);
  s += line([352, 446], [362, 468], [372, 494], 3) + line([330, 466], [338, 470], [332, 478], 3.4);
  return s;
}

/** The right hand's pieces (palm, fingers, thumb, cuff) merged into one contour, scan line by
 *  scan line, its left edge held to the seam: overlapping pieces would wind twice, and the
 *  interior lines cut over them would not open. Each row of the hand is one run of skin. */
function rightHandContour(pieces: string): string {
  const polys = splitSubpaths(closeSubpaths(parsePath(pieces))).map((sub) => flatten(sub, 2));
  const rows: { y: number; l: number; r: number }[] = [];
  for (let y = 40; y <= 530; y += 2) {
    let l = Infinity;
    let r = -Infinity;
    for (const pts of polys)
      pts.forEach((a, i) => {
        const b = pts[(i + 1) % pts.length];
        if ((a[1] - y) * (b[1] - y) > 0 || a[1] === b[1]) return;
        const x = a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]);
        l = Math.min(l, x);
        r = Math.max(r, x);
      });
    if (r > l) rows.push({ y, l: Math.max(256, l), r });
  }
  const down = rows.map((q) => P([q.r, q.y]));
  const up = rows.reverse().map((q) => P([q.l, q.y]));
  return `M${down.join('L')}L${up.join('L')}Z`;
}

/** Praying hands pressed palm to palm, from the thumb side, pointing up, with shirt cuffs. */
export function prayingHands(): TGenShape {
  const right = rightHandContour(PALM + FINGERS.map(capsule).join('') + capsule(THUMB) + CUFF);
  const lines = handLines();
  // the seam where the palms and then the thumbs meet, fading out at the fingertips
  const seam = line([256, 74], [255, 240], [256, 414], 2.4);
  return {
    d: right + mirror(right),
    holes: lines + mirror(lines) + seam,
    alt: CUFF + mirror(CUFF),
  };
}

/** Praying hands with a rosary hung on them (rosaryDraped, drawn in this frame), fitted
 *  together into `size` round (cx, cy): each drawing is placed by its own bounds, so both are
 *  put where this frame has them, the beads over the fingers and in the notch of the wrists. */
export function drapedPair(cx: number, cy: number, size: number, rot = 0) {
  const hands = bbox(parsePath(prayingHands().d));
  const beads = bbox(parsePath(rosaryDraped().d));
  const x0 = Math.min(hands.x, beads.x);
  const y0 = Math.min(hands.y, beads.y);
  const x1 = Math.max(hands.x + hands.w, beads.x + beads.w);
  const y1 = Math.max(hands.y + hands.h, beads.y + beads.h);
  const k = size / Math.max(x1 - x0, y1 - y0);
  // both turn by rot round the pair's centre, as placeMotif turns each round its own
  const r = (rot * Math.PI) / 180;
  const place = (b: typeof hands) => {
    const dx = (b.x + b.w / 2 - (x0 + x1) / 2) * k;
    const dy = (b.y + b.h / 2 - (y0 + y1) / 2) * k;
    return {
      cx: cx + dx * Math.cos(r) - dy * Math.sin(r),
      cy: cy + dx * Math.sin(r) + dy * Math.cos(r),
      size: Math.max(b.w, b.h) * k,
      rot,
    };
  };
  return { hands: place(hands), beads: place(beads) };
}
