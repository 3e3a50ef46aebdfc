// Authored Japanese dragon (ryu): the icon set has only a spiked head, and a head alone does not
// read as the long serpent of an irezumi piece. Here the whole beast winds down a tall box in
// S-curves: a scaled body (rows of scallop cuts on the back, belly plates in the second ink along
// one side), a ridge of flame fins along the back, four short legs with three-clawed feet (the
// front one holding the pearl), a flame tuft at the tail and the head (dragon-head.ts) at the top.
// Same TGenShape contract as creatures.ts; the box is taller than wide (about 0.62 : 1).
import { ellipse, P, taper } from './creatures';
import type { TPt } from './creatures';
import { stationsAlong, type TStation } from './curve-kit';
import { dragonHead, tuft } from './dragon-head';
import { ribbon } from './beasts';
import type { TGenShape } from './gen-shape';
import { applyMatrix, compose, parsePath, scale, toD, translate } from './path';

/** The body's centre line from behind the head to the tail tip: right, back left, right again. */
const SPINE: TPt[] = [
  [200, 122],
  [272, 128],
  [334, 158],
  [362, 218],
  [336, 280],
  [256, 308],
  [156, 320],
  [80, 352],
  [50, 414],
  [84, 472],
  [176, 498],
  [276, 506],
  [344, 536],
  [360, 588],
  [330, 630],
];


/** Body half-width: full through the chest and belly, tapering through the tail. */
const halfWidth = (u: number) =>
  40 * (1 - 0.9 * Math.pow(u, 1.8)) - (u < 0.1 ? 7 * (1 - u / 0.1) : 0);

/** Stations along the body, spaced evenly along its length. */
export function stations(stretch = 1, n = 120, girth = 1): TStation[] {
  // a long limb's canvas draws the curves drawn out along the body's length and swinging less
  // wide, the head unchanged
  const swing = stretch > 1 ? 0.85 : 1;
  const spine = SPINE.map(([x, y]): TPt => [205 + (x - 205) * swing, 122 + (y - 122) * stretch]);
  // the belly is on the right hand of the direction of travel: below the neck as it heads right
  return stationsAlong(spine, 24, n, halfWidth, girth);
}

/** A point across the body at station s: v = -1 on the back edge, +1 on the belly edge. */
const across = (s: TStation, v: number, along = 0): TPt => [
  s.p[0] + s.n[0] * s.w * v + s.t[0] * along,
  s.p[1] + s.n[1] * s.w * v + s.t[1] * along,
];

/** A smooth closed outline through points: quadratics through the midpoints. */
export function smoothRing(pts: TPt[]): string {
  const mid = (a: TPt, b: TPt): TPt => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  let d = `M${P(mid(pts[pts.length - 1], pts[0]))}`;
  for (let i = 0; i < pts.length; i++)
    d += `Q${P(pts[i])} ${P(mid(pts[i], pts[(i + 1) % pts.length]))}`;
  return d + 'Z';
}

/** The body: back edge from neck to tail, belly edge back to the neck. */
function bodyOutline(st: TStation[]): string {
  const back = st.map((s) => across(s, -1));
  const belly = st.map((s) => across(s, 1)).reverse();
  return smoothRing([...back, ...belly.slice(1)]);
}

/** Belly plates: a band along the belly edge cut into plates, in the second ink. */
function bellyPlates(st: TStation[], bold: boolean): string {
  let d = '';
  const step = bold ? 6 : 4;
  for (let i = 9; i + step < st.length - 14; i += step) {
    const a = st[i];
    const b = st[i + step];
    const m = st[i + step / 2];
    // each plate bows toward the tail, as overlapping scutes do
    d +=
      `M${P(across(a, 0.12))}Q${P(across(m, 0.1))} ${P(across(b, 0.12))}` +
      `Q${P(across(b, 0.6, b.w * 0.35))} ${P(across(b, 1))}` +
      `Q${P(across(m, 1))} ${P(across(a, 1))}` +
      `Q${P(across(a, 0.6, a.w * 0.35))} ${P(across(a, 0.12))}Z`;
  }
  return d;
}

/** Scales on the back: staggered rows of scallop cuts, each cup opening toward the head; a
 *  bold drawing (small on the skin) has fewer, larger ones so they stay open under heavy lines. */
function scales(st: TStation[], bold: boolean): string {
  let d = '';
  const step = bold ? 5 : 3;
  const half = bold ? 0.34 : 0.24;
  for (let i = 7, row = 0; i < st.length - 10; i += step, row++) {
    const s = st[i];
    const size = Math.max(4, s.w * (bold ? 0.6 : 0.42));
    const rows = bold
      ? [[-0.42], [-0.72, -0.05]]
      : [
          [-0.62, -0.12],
          [-0.86, -0.37],
        ];
    for (const v of rows[row % 2]) {
      if (s.w < 9 && v < -0.7) continue;
      const a = across(s, v - half);
      const b = across(s, v + half);
      const c = across(s, v, size * 0.9);
      d += taper(a, c, b, Math.max(1.4, s.w * (bold ? 0.1 : 0.075)));
    }
  }
  return d;
}

/** A flame fin standing off the back edge, leaning toward the tail, with a curl cut in it. */
function fin(s: TStation, h: number, lean: number): { d: string; cut: string } {
  const base0 = across(s, -0.82, -h * 0.5);
  const base1 = across(s, -0.82, h * 0.55);
  const tip = across(s, -1 - h / s.w, h * lean);
  const ctl0 = across(s, -1 - (h * 0.7) / s.w, -h * 0.25);
  const ctl1 = across(s, -1 - (h * 0.25) / s.w, h * 0.55);
  const d = `M${P(base0)}Q${P(ctl0)} ${P(tip)}Q${P(ctl1)} ${P(base1)}Z`;
  const cut = taper(
    across(s, -1.05, -h * 0.1),
    across(s, -1 - (h * 0.35) / s.w, h * 0.05),
    across(s, -1 - (h * 0.7) / s.w, h * 0.4),
    1.4,
  );
  return { d, cut };
}

function spineFins(st: TStation[], bold: boolean): { d: string; cuts: string } {
  let d = '';
  let cuts = '';
  for (let i = 5; i < st.length - 12; i += bold ? 8 : 5) {
    const s = st[i];
    const h = Math.max(bold ? 12 : 6, s.w * (bold ? 1.15 : 0.75));
    const fn = fin(s, h, 0.9);
    d += fn.d;
    cuts += fn.cut;
  }
  return { d, cuts };
}

/** A short, thick leg off one side of the body (side +1 belly, -1 back): the thigh out to the
 *  elbow, the forearm down to the foot, a flame tuft at the elbow and three claws. The elbow and
 *  foot are given in the body's frame at the root: [out from the edge, along toward the tail]. */
function leg(
  s: TStation,
  side: 1 | -1,
  elbowAt: TPt,
  footAt: TPt,
  w: number,
  tufted = true,
): { d: string; alt: string; cuts: string; foot: TPt; dir: number } {
  const root = across(s, side * 0.55);
  const el = across(s, side * (1 + elbowAt[0] / s.w), elbowAt[1]);
  const foot = across(s, side * (1 + footAt[0] / s.w), footAt[1]);
  const mid = (a: TPt, b: TPt, k = 0.5): TPt => [
    a[0] + (b[0] - a[0]) * k,
    a[1] + (b[1] - a[1]) * k,
  ];
  // one limb bending round the elbow, so no joint line crosses it
  const limb = ribbon(root, mid(root, el, 1.15), mid(foot, el, 1.1), foot, w * 1.8, w * 0.95, 24);
  const dir = Math.atan2(foot[1] - el[1], foot[0] - el[0]);
  let claws = '';
  for (const k of [-1, 0, 1]) {
    const a = dir + k * 0.7;
    const knuckle: TPt = [foot[0] + Math.cos(a) * w * 0.7, foot[1] + Math.sin(a) * w * 0.7];
    const bend = a + 0.9 * (k === 0 ? 1 : k);
    const tip: TPt = [knuckle[0] + Math.cos(bend) * w * 1.2, knuckle[1] + Math.sin(bend) * w * 1.2];
    const ctl: TPt = [knuckle[0] + Math.cos(a) * w * 0.7, knuckle[1] + Math.sin(a) * w * 0.7];
    claws += ribbon(foot, knuckle, ctl, tip, w * 0.75, 0, 8);
  }
  const back = Math.atan2(el[1] - foot[1], el[0] - foot[0]) + 0.35 * side;
  const alt = tufted ? tuft(el, back, w * 1.7, 3, 0.8) : '';
  const cuts =
    taper(
      mid(root, el, 0.15),
      mid(mid(root, el), across(s, side * 0.6)),
      mid(root, el, 0.85),
      1.8,
    ) + taper(mid(el, foot, 0.2), mid(el, foot, 0.5), mid(el, foot, 0.85), 1.4);
  return { d: limb + claws + alt, alt: claws + alt, cuts, foot, dir };
}

/** The whole ryu; `stretch` > 1 draws its curves out for a long, narrow placement, and `bold`
 *  coarsens the detail (fewer, larger scales, fins and plates; thicker legs) for a small one. */
export function dragon(stretch = 1, bold = false): TGenShape {
  const st = stations(stretch, Math.round(120 * (0.4 + 0.6 * stretch)), bold ? 1.15 : 1);
  const at = (u: number) => st[Math.round(u * (st.length - 1))];
  const fins = spineFins(st, bold);
  const plates = bellyPlates(st, bold);
  const lw = bold ? 1.45 : 1;
  // legs: the near foreleg reaches out holding the pearl, the far one tucks back; the hind legs
  // push off the lower curves
  const fore = leg(at(0.1), 1, [34, -14], [62, -64], 19 * lw, !bold);
  const foreFar = leg(at(0.2), -1, [30, 20], [60, -14], 16 * lw, !bold);
  const hind = leg(at(0.58), 1, [26, 18], [56, -14], 18 * lw, !bold);
  const hindFar = leg(at(0.74), 1, [26, 10], [50, -26], 16 * lw, !bold);
  // the pearl sits in the near forefoot's claws
  const pc: TPt = [fore.foot[0] + Math.cos(fore.dir) * 30, fore.foot[1] + Math.sin(fore.dir) * 30];
  const pearl = ellipse(pc[0], pc[1], 25, 25);
  // the tail ends in a flame tuft
  const tailRoot = st[st.length - 6];
  const tailTuft = tuft(
    tailRoot.p,
    Math.atan2(tailRoot.t[1], tailRoot.t[0]) - 0.2,
    84,
    3,
    0.8,
    tailRoot.w * 1.1,
  );
  // the head a little larger than drawn (more so small), grown from where the neck joins it
  const grow = compose(translate(-226, -124), scale(bold ? 1.25 : 1.12), translate(226, 124));
  const big = (d = '') => toD(applyMatrix(parsePath(d), grow));
  const drawn = dragonHead(bold);
  const head = { d: big(drawn.d), holes: big(drawn.holes), alt: big(drawn.alt) };
  const legs = [foreFar, hindFar, hind, fore];
  const d =
    fins.d +
    legs
      .slice(0, 2)
      .map((l) => l.d)
      .join('') +
    bodyOutline(st) +
    tailTuft +
    pearl +
    legs
      .slice(2)
      .map((l) => l.d)
      .join('') +
    head.d;
  // the pearl's shine and a swirl
  const pearlLines =
    taper([pc[0] - 14, pc[1] - 8], [pc[0] - 4, pc[1] - 17], [pc[0] + 8, pc[1] - 14], 2.4) +
    taper([pc[0] - 12, pc[1] + 10], [pc[0] + 2, pc[1] + 20], [pc[0] + 16, pc[1] + 8], 2);
  return {
    d,
    holes: scales(st, bold) + fins.cuts + legs.map((l) => l.cuts).join('') + (head.holes ?? ''),
    alt:
      fins.d +
      plates +
      tailTuft +
      pearl +
      pearlLines +
      legs.map((l) => l.alt).join('') +
      (head.alt ?? ''),
  };
}
