// Authored neo-tribal scorpion (tattoo-domain §4, tribal: flowing solid-black shapes, spikes and
// curves). In tribal flash every part is a bold black blade ending in a sharp point, parted from
// the next by skin. Judged before: legs of thin spikes (and spikes off every back plate) read as
// a centipede, blocky tail lumps. Now: a pointed head shield, back plates carved by skin cuts
// rather than fringed with spikes, two big pincers each a swollen palm with an open jaw of two
// hooked fingers, four sweeping leg blades a side with hooked tips, and a tail of overlapping
// barbed segments in one S, down from the body and up beside it, to a hooked stinger.
// Symmetric but for the tail. Same 512 box and TGenShape contract as creatures.ts; `carved`:
// its skin gaps and cuts are its detail, so tribal work inks it as drawn.
import { mirrorD, type TPt } from './creatures';
import { poly, ribbon, ribbonPts, stationsAlong, type TStation } from './curve-kit';
import type { TGenShape } from './gen-shape';

const both = (d: string) => d + mirrorD(d);

/** A blade along the curve through `pts`: `w` wide at its root, narrowing to a sharp point. */
const blade = (pts: TPt[], w: number, keep = 0.25) =>
  ribbon(pts, (t) => (t < keep ? w : w * (1 - (t - keep) / (1 - keep))) + 0.01, 10);

/** A pointed lens a..b, `w` wide at its middle: the tribal skin cut. */
const lens = (a: TPt, b: TPt, w: number) => ribbon([a, b], (t) => w * Math.sin(Math.PI * t), 8);

/** The head shield: a notched brow in front, pointed back to the first plate. */
function head(): string {
  return poly([
    [256, 130],
    [272, 116],
    [296, 122],
    [312, 146],
    [312, 178],
    [298, 202],
    [256, 216],
    [214, 202],
    [200, 178],
    [200, 146],
    [216, 122],
    [240, 116],
  ]);
}

/** The head's cuts: a spearhead down its middle and a slit for each eye. */
function headCuts(): string {
  const spear = poly([
    [256, 140],
    [264, 164],
    [258, 200],
    [254, 200],
    [248, 164],
  ]);
  return spear + both(lens([272, 134], [296, 150], 6));
}

/** The abdomen: one smooth solid teardrop from behind the head shield to the tail's root. */
const ABDOMEN_TOP = 224;
const ABDOMEN_END = 378;
const abdomenHalf = (t: number) => 24 + 44 * Math.sin(Math.PI * (0.32 + 0.68 * t)) ** 0.9 - 10 * t;
function abdomen(): string {
  const pts = ribbonPts(
    [
      [256, ABDOMEN_TOP],
      [256, ABDOMEN_END],
    ],
    (t) => 2 * abdomenHalf(t),
    24,
  );
  // its front edge notched to follow the head shield's pointed back across an even skin gap
  return poly([...pts, [256, ABDOMEN_TOP + 12]]);
}

/** The plates: V-shaped skin cuts across the abdomen, pointing forward like stacked arrowheads,
 *  tapering to points short of its edge so its outline stays one confident silhouette. */
function plateCuts(): string {
  let d = '';
  for (let k = 1; k <= 6; k++) {
    const t = k / 7.2;
    const y = ABDOMEN_TOP + t * (ABDOMEN_END - ABDOMEN_TOP);
    const w = abdomenHalf(t) * 0.86;
    const dv = w * 0.34;
    d += ribbon(
      [
        [256 - w, y + dv],
        [256, y - 2],
        [256 + w, y + dv],
      ],
      (u) => (7 - k * 0.4) * Math.sin(Math.PI * u) ** 0.7,
      12,
    );
  }
  return d;
}

/** The right pincer: an arm out from the head, a swollen palm, and the open jaw of two hooked
 *  fingers curling in toward the middle, the outer one long and over the top. */
function pincer(): string {
  const arm = blade(
    [
      [300, 132],
      [324, 128],
      [346, 118],
    ],
    22,
    0.7,
  );
  const palm = lens([334, 138], [398, 52], 58);
  const outer = blade(
    [
      [380, 84],
      [402, 40],
      [390, 8],
      [356, 4],
      [328, 22],
    ],
    36,
    0.2,
  );
  const inner = blade(
    [
      [360, 84],
      [338, 74],
      [316, 64],
      [298, 48],
    ],
    30,
    0.25,
  );
  return arm + palm + outer + inner;
}

/** The right palm's cut: a lens along it. */
const pincerCut = () => lens([352, 122], [386, 74], 10);

/** A leg: `w` at its fullest a third of the way out, thinner at its root (so the legs part from
 *  each other and the head), tapering to the hooked point. */
const leg = (pts: TPt[], w: number) =>
  ribbon(
    pts,
    (t) => (t < 0.3 ? w * (0.6 + (0.4 * t) / 0.3) : w * (1 - (t - 0.3) / 0.7)) + 0.01,
    10,
  );

/** The four right legs: blades sweeping out from beside the head shield, each ending in a point
 *  that hooks back, the front pair reaching forward, the rear pair back. */
function legs(): string {
  const spec: TPt[][] = [
    [
      [316, 146],
      [356, 132],
      [398, 138],
      [426, 160],
      [426, 180],
      [414, 194],
    ],
    [
      [318, 170],
      [366, 170],
      [412, 196],
      [438, 230],
      [436, 252],
      [422, 266],
    ],
    [
      [314, 194],
      [356, 206],
      [394, 240],
      [412, 276],
      [408, 298],
      [392, 308],
    ],
    [
      [306, 214],
      [336, 234],
      [356, 266],
      [362, 292],
      [356, 312],
      [340, 320],
    ],
  ];
  return spec.map((pts) => leg(pts, 30)).join('');
}

/** The tail's centre line: from the abdomen's point down, bending once each way (an S) and
 *  curling up beside the body. */
export const TAIL: TPt[] = [
  [256, 372],
  [242, 408],
  [244, 446],
  [274, 476],
  [330, 490],
  [390, 474],
  [426, 434],
  [436, 396],
];

/** One tail segment over stations `seg`: narrow at its front, flaring to a rim at its back; the
 *  front a hollow arc, the back a bulging one that sits in the next segment's hollow across a
 *  skin gap (so they read overlapping, each rim over the next), and a barb swept back off the
 *  rim on the side away from the body. */
function segment(seg: TStation[]): string {
  const m = seg.length - 1;
  const half = (j: number) => seg[j].w * (0.72 + 0.42 * (j / m) ** 1.4);
  const side = (sign: 1 | -1) =>
    seg.map((s, j): TPt => [s.p[0] + sign * s.n[0] * half(j), s.p[1] + sign * s.n[1] * half(j)]);
  // an arc across the segment at station s, half-width w, bulging `k` toward the tail's end
  const arc = (s: TStation, w: number, k: number, a0: number, a1: number): TPt[] =>
    Array.from({ length: 7 }, (_v, i) => {
      const a = a0 + ((a1 - a0) * i) / 6;
      const off = k * (1 - a * a);
      return [s.p[0] + s.n[0] * a * w + s.t[0] * off, s.p[1] + s.n[1] * a * w + s.t[1] * off];
    });
  const [s0, s1] = [seg[0], seg[m]];
  const w0 = half(0);
  const w1 = half(m);
  const barb: TPt = [
    s1.p[0] + s1.n[0] * (w1 + s1.w * 0.45) + s1.t[0] * s1.w * 1.1,
    s1.p[1] + s1.n[1] * (w1 + s1.w * 0.45) + s1.t[1] * s1.w * 1.1,
  ];
  return poly([
    ...arc(s0, w0, s0.w * 0.55, -1, 1),
    ...side(1).slice(1, m + 1),
    barb,
    ...arc(s1, w1, s1.w * 0.55, 0.75, -1),
    ...side(-1).slice(1, m).reverse(),
  ]);
}

/** The tail: six overlapping barbed segments narrowing toward the end, then the bulb and the
 *  stinger hooking back over toward the body. */
function tail(): string {
  const st = stationsAlong(TAIL, 12, 120, (u) => 24 - 12 * u);
  const n = 6;
  const per = Math.floor(st.length / n);
  let d = '';
  for (let i = 0; i < n; i++) d += segment(st.slice(i * per + 4, (i + 1) * per + 1));
  const end = st[st.length - 1];
  const [x, y] = end.p;
  // the bulb, clear of the last segment's rim, swells wider than it, then draws out into the
  // hook curling over toward the body
  const sting = ribbon(
    [
      [x, y - 14],
      [x - 1, y - 42],
      [x - 14, y - 70],
      [x - 42, y - 84],
      [x - 68, y - 74],
      [x - 78, y - 50],
    ],
    (t) =>
      (t < 0.24 ? 20 + 22 * Math.sin((Math.PI * t) / 0.48) : 42 * (1 - (t - 0.24) / 0.76) ** 0.85) +
      0.01,
    12,
  );
  return d + sting;
}

export function scorpionTribal(): TGenShape {
  const body = head() + abdomen() + both(pincer()) + both(legs()) + tail();
  const holes = headCuts() + plateCuts() + both(pincerCut());
  return { d: body, holes, carved: true };
}
