// Realism's elephant, seen side on walking left as a black-and-grey artist draws it: the domed
// head, a great fan ear hanging over the shoulder with its folds and veins, the trunk tapering
// in rings to a tip curled forward, a tusk, legs like columns that taper to the foot with their
// toenails, in stride (the far pair set back and in shadow), and skin creased everywhere. The
// tones hang the ear's shadow on the neck, sink the belly and the far legs and light the dome,
// the back and the tusk. Same contract as realism-lion.ts.
import type { TGenShape } from './generated-motifs';
import { hideMesh, strands, taper, type THidePatch, type TPt } from './realism-kit';

type TSeg = [TPt, TPt, TPt];
const f = (n: number) => Math.round(n * 10) / 10;
const P = (p: TPt) => `${f(p[0])} ${f(p[1])}`;
export const pathOf = (start: TPt, segs: TSeg[]) =>
  `M${P(start)}` + segs.map(([a, b, c]) => `C${P(a)} ${P(b)} ${P(c)}`).join('') + 'Z';
const S = (a: number, b: number, c: number, d: number, e: number, g: number): TSeg => [
  [a, b],
  [c, d],
  [e, g],
];

/** Creases across a limb or the trunk: short arcs from its `a` edge to its `b` edge (each
 *  [x0, y0, x1, y1], top to bottom) at each of `ts` (0 top .. 1 bottom), bowed down, `w` wide. */
export function creases(a: number[], b: number[], ts: number[], bow: number, w: number) {
  const lerp = (p: TPt, q: TPt, t: number): TPt => [
    p[0] + (q[0] - p[0]) * t,
    p[1] + (q[1] - p[1]) * t,
  ];
  return ts
    .map((t) => {
      const l = lerp([a[0], a[1]], [a[2], a[3]], t);
      const r = lerp([b[0], b[1]], [b[2], b[3]], t);
      const m: TPt = [(l[0] + r[0]) / 2, (l[1] + r[1]) / 2 + bow];
      // held in from both edges, so the crease sits on the form rather than cutting it
      return taper(lerp(l, r, 0.12), m, lerp(l, r, 0.88), w);
    })
    .join('');
}

/** The silhouette: dome, back and rump, the hind legs, belly, front legs, chest, trunk down to
 *  its curled tip and back up its front edge to the brow; the tusk and the tail apart. */
function outline(): string {
  const body = pathOf(
    [130, 70],
    [
      // the dome standing highest, the dip behind the head, the withers, then the back sloping
      // down to a rump that rounds over into the thigh (a level back and a square rump read as a box)
      S(170, 58, 198, 74, 216, 96),
      S(232, 86, 252, 80, 276, 82),
      S(320, 86, 360, 96, 400, 104),
      S(440, 110, 470, 126, 486, 154),
      S(500, 184, 504, 220, 498, 256),
      // the near hind leg, set back in its stride: the thigh narrowing to the ankle, the foot flaring
      S(494, 310, 486, 370, 482, 420),
      S(480, 440, 492, 456, 488, 468),
      S(466, 471, 440, 471, 420, 468),
      S(416, 452, 422, 440, 420, 424),
      S(418, 410, 414, 396, 412, 372),
      // the far hind leg reaching forward
      S(404, 400, 398, 440, 394, 468),
      S(380, 470, 360, 470, 344, 468),
      S(350, 430, 360, 390, 368, 348),
      // the belly, sagging low between the legs
      S(336, 372, 290, 374, 262, 350),
      // the far front leg, set back
      S(268, 390, 276, 440, 284, 468),
      S(268, 471, 250, 471, 236, 468),
      S(234, 440, 228, 400, 222, 372),
      // the near front leg reaching forward: the forearm narrowing to the wrist, the foot flaring
      S(212, 400, 204, 426, 202, 442),
      S(200, 454, 206, 464, 200, 468),
      S(178, 471, 152, 471, 132, 468),
      S(132, 458, 142, 450, 142, 436),
      S(144, 410, 150, 380, 154, 330),
      // the chest up to the mouth, under the head
      S(152, 304, 150, 284, 142, 270),
      S(136, 266, 132, 262, 126, 258),
      // the trunk's back edge down to the curled tip and up its inner curl
      S(122, 320, 120, 380, 112, 420),
      S(106, 450, 84, 468, 62, 456),
      S(48, 448, 46, 430, 58, 428),
      S(68, 430, 72, 442, 80, 436),
      // the trunk's front edge back up to the brow
      S(90, 420, 90, 360, 84, 300),
      S(78, 250, 62, 220, 62, 180),
      S(62, 120, 90, 78, 130, 70),
    ],
  );
  // the tusk, curving forward from the lip past the trunk
  const tusk = pathOf([128, 254], [S(104, 292, 70, 308, 32, 288), S(64, 282, 96, 262, 122, 238)]);
  // the tail hanging from the rump, with its tuft
  const tail =
    taper([494, 150], [510, 240], [500, 330], 3) + taper([496, 312], [504, 330], [500, 348], 5);
  return body + tusk + tail;
}

/** The ear: its root along the head, the rim round its back and lobe, folds and veins spread
 *  from the root, the top edge turned over. */
function ear(): string {
  const edges =
    // root, where the ear meets the head, a dark crease
    taper([170, 104], [150, 190], [170, 286], 4) +
    // the rim down the back and round the lobe
    taper([226, 100], [300, 130], [294, 230], 4.5) +
    taper([294, 230], [284, 300], [206, 326], 4.5) +
    taper([206, 326], [180, 318], [170, 290], 3) +
    // the top edge turned over
    taper([176, 108], [220, 94], [272, 118], 2.6);
  const folds = strands(
    [
      S(178, 130, 230, 140, 276, 170),
      S(176, 170, 226, 190, 272, 230),
      S(176, 214, 214, 240, 240, 294),
      S(180, 250, 200, 276, 204, 312),
      S(200, 150, 232, 170, 250, 200),
      S(220, 200, 246, 236, 262, 270),
    ],
    1.4,
  );
  return edges + folds;
}

/** The face: a small eye under a heavy lid with its creases, the mouth, the tusk's edges over
 *  the trunk. */
function face(): string {
  return (
    taper([104, 176], [116, 168], [130, 176], 3) +
    taper([106, 180], [118, 186], [128, 178], 2.2) +
    taper([98, 166], [118, 152], [140, 164], 1.6) +
    taper([100, 192], [118, 204], [138, 196], 1.4) +
    taper([96, 206], [120, 222], [144, 212], 1.2) +
    // the mouth behind the tusk, and the lip's fold
    taper([128, 262], [140, 270], [150, 268], 2.2) +
    // the tusk's lower edge where it crosses the trunk
    taper([120, 256], [96, 286], [60, 292], 1.8)
  );
}

/** Folds round each leg at the knee and the ankle, more on the near legs. */
function legFolds(): string {
  return (
    creases([154, 340, 132, 468], [214, 340, 198, 468], [0.36, 0.45, 0.54, 0.82, 0.9], 3, 1.6) +
    creases([226, 352, 236, 468], [264, 352, 284, 468], [0.4, 0.5, 0.84], 3, 1.4) +
    creases([366, 340, 344, 468], [404, 334, 394, 468], [0.42, 0.52, 0.84], 3, 1.4) +
    creases([412, 330, 420, 468], [494, 300, 488, 468], [0.36, 0.46, 0.56, 0.84, 0.92], 3, 1.6)
  );
}

/** Creases: rings down the trunk, folds at the knees and ankles, the lines where the legs join
 *  the body, toenails, and the crazed skin of the flank. */
function skin(): string {
  const trunk = creases(
    [64, 200, 88, 420],
    [128, 240, 112, 420],
    [0.2, 0.3, 0.38, 0.46, 0.53, 0.6, 0.66, 0.72, 0.78, 0.84, 0.9],
    4,
    1.6,
  );
  const lines =
    // the near front leg's back edge and the near hind leg's front edge, down to where the legs part
    taper([212, 320], [216, 350], [222, 374], 2.6) +
    taper([402, 300], [408, 340], [412, 374], 2.6) +
    // the shoulder's and the thigh's rounds
    taper([292, 150], [300, 260], [262, 334], 2.4) +
    taper([420, 120], [460, 230], [414, 318], 2.8) +
    // the belly's fold
    taper([270, 336], [320, 352], [362, 336], 1.8) +
    // toenails
    taper([136, 466], [143, 458], [150, 466], 1.6) +
    taper([156, 468], [163, 460], [170, 468], 1.6) +
    taper([176, 468], [183, 460], [190, 468], 1.6) +
    taper([244, 468], [250, 461], [258, 468], 1.4) +
    taper([352, 468], [358, 461], [366, 468], 1.4) +
    taper([426, 468], [432, 460], [440, 468], 1.6) +
    taper([446, 468], [452, 460], [460, 468], 1.6);
  // the flank's skin hangs in long loose folds, behind the shoulder and over the belly
  const folds = strands(
    [
      // (staggered and of different lengths: evenly spaced full-height folds read as barrel staves)
      S(316, 150, 326, 220, 312, 292),
      S(352, 214, 362, 260, 352, 322),
      S(304, 310, 330, 324, 360, 320),
      S(330, 110, 380, 116, 420, 110),
      S(440, 260, 470, 300, 476, 360),
    ],
    1.2,
  );
  // the hide itself: a mesh of fine creases over the flank, the legs and the brow, crossing
  // each other as thick wrinkled skin does (folds alone read as a smooth rubber toy)
  const mesh = hideMesh(HIDE);
  return trunk + legFolds() + lines + folds + mesh;
}

/** Where the hide's crease mesh lies: [region, creases, length, weight, lie, spread] for the
 *  flank, the four legs and the brow (see hide in realism-kit.ts). */
const HIDE: THidePatch[] = [
  [[[306, 124], [456, 118], [486, 200], [482, 296], [420, 326], [330, 336], [304, 300], [300, 200]], 90, 15, 0.55, 0.2, 0.9],
  [[[156, 300], [210, 300], [204, 452], [140, 452]], 26, 12, 0.55, 0, 0.35],
  [[[420, 320], [492, 300], [486, 452], [424, 452]], 26, 12, 0.55, 0, 0.35],
  [[[230, 360], [264, 360], [280, 452], [240, 452]], 10, 10, 0.5, 0, 0.35],
  [[[370, 346], [402, 340], [392, 452], [350, 452]], 10, 10, 0.5, 0, 0.35],
  [[[72, 130], [130, 92], [160, 110], [156, 250], [90, 236], [70, 190]], 26, 11, 0.5, -0.3, 0.8],
];

const blob = (pts: TPt[]): string => {
  const n = pts.length;
  let d = `M${P(pts[0])}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [0, 1, 2, 3].map((k) => pts[(i - 1 + k + n) % n]);
    d += `C${P([p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6])} ${P([p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6])} ${P(p2)}`;
  }
  return d + 'Z';
};
export { blob as toneBlob };

/** Patches of tone [t, points] over the wash: the ear's shadow on the neck and shoulder, the
 *  belly, the far legs, under the head, the trunk's curl in shadow; the dome, the back, the
 *  ear's face, the trunk's front and the tusk lit. */
function tones(): { t: number; d: string }[] {
  const T = (t: number, pts: number[]) => {
    const p: TPt[] = [];
    for (let i = 0; i < pts.length; i += 2) p.push([pts[i], pts[i + 1]]);
    return { t, d: blob(p) };
  };
  return [
    // grey skin: the flank and the haunch a mid grey of their own before the light and shade
    T(0.34, [300, 110, 460, 110, 490, 250, 420, 330, 300, 330]),
    // weight: the flank rounds under into deep shade along the belly and the haunch's back
    T(0.62, [296, 250, 420, 236, 496, 250, 480, 330, 400, 350, 300, 346]),
    T(0.8, [290, 318, 400, 326, 470, 316, 420, 356, 330, 362]),
    T(0.58, [150, 250, 210, 260, 214, 350, 156, 352]),
    // the ear's cast shadow behind its rim, and the neck in its shade
    T(0.9, [290, 120, 320, 200, 300, 310, 220, 340, 292, 240]),
    T(0.8, [250, 330, 330, 350, 360, 340, 300, 330]),
    T(0.82, [226, 352, 264, 352, 284, 466, 236, 466]),
    T(0.8, [366, 340, 404, 334, 394, 466, 344, 466]),
    T(0.86, [130, 262, 152, 280, 156, 330, 126, 300]),
    T(0.7, [56, 436, 82, 440, 100, 456, 64, 460]),
    T(0.6, [160, 110, 172, 200, 168, 280, 160, 190]),
    // lights
    T(0.02, [96, 100, 140, 86, 170, 110, 110, 140]),
    T(0.08, [290, 96, 400, 100, 440, 110, 340, 120]),
    T(0.06, [188, 120, 250, 130, 260, 200, 200, 200]),
    T(0.08, [66, 200, 80, 220, 88, 380, 78, 300]),
    T(0.0, [38, 286, 70, 294, 114, 266, 70, 282]),
    T(0.1, [154, 350, 172, 350, 156, 440, 138, 440]),
    T(0.06, [430, 140, 470, 170, 470, 240, 436, 200]),
  ];
}

/** An adult elephant walking, side on, facing left (see the file's head comment). */
export function elephantSide(): TGenShape {
  return { d: outline(), holes: ear() + face() + skin(), tones: tones(), toneBlur: 1.8 };
}

/** The same elephant as a few clean lines (watercolour's drawing under its washes): the
 *  outline, the ear, the eye, the tusk and a few rings down the trunk. */
export function elephantSketch(): TGenShape {
  const lines =
    taper([170, 104], [150, 190], [170, 286], 3) +
    taper([226, 100], [300, 130], [294, 230], 3.4) +
    taper([294, 230], [284, 300], [206, 326], 3.4) +
    taper([104, 176], [116, 168], [130, 176], 3) +
    taper([106, 180], [118, 186], [128, 178], 2.2) +
    taper([120, 256], [96, 286], [60, 292], 1.8) +
    taper([212, 320], [216, 350], [222, 374], 2.6) +
    taper([402, 300], [408, 340], [412, 374], 2.6) +
    creases([64, 200, 88, 420], [128, 240, 112, 420], [0.45, 0.6, 0.72, 0.84], 4, 1.6);
  return { d: outline(), holes: lines };
}
