// The elephant's inked detail, in the frames of realism-elephant.ts and realism-calf.ts: the ear
// (its rim ragged and heavier on the shadow side, the top turned over, veins branching from the
// root), the small eye under heavy folds, rings down the trunk that vary in length and weight,
// folds of loose skin gathered at the joints, toenails, and the hide's cracks and stipple only
// where the form turns into shadow (an even net of ticks over the whole body reads as carpet).
import {
  dotField,
  hash01,
  hideMesh,
  insidePoly,
  irisLit,
  line,
  ribbon,
  type THidePatch,
  type TPt,
} from './realism-kit';

/** A tapered line through the points given flat: [x0, y0, x1, y1, ...]. */
export const V = (pts: number[], w: number): string => {
  const p: TPt[] = [];
  for (let i = 0; i < pts.length; i += 2) p.push([pts[i], pts[i + 1]]);
  return line(p, w);
};

const at = (pts: TPt[], t: number): TPt => {
  const u = Math.min(0.9999, Math.max(0, t)) * (pts.length - 1);
  const i = Math.floor(u);
  const k = u - i;
  return [pts[i][0] + (pts[i + 1][0] - pts[i][0]) * k, pts[i][1] + (pts[i + 1][1] - pts[i][1]) * k];
};
const wAt = (ws: number[], t: number): number => {
  const u = Math.min(0.9999, Math.max(0, t)) * (ws.length - 1);
  const i = Math.floor(u);
  return ws[i] + (ws[i + 1] - ws[i]) * (u - i);
};

/** Rings across a trunk between `t0` and `t1` along its centre line: each a shallow arc bowed
 *  toward the tip, crossing 45-85% of the trunk (alternately from the front and the back edge)
 *  at a weight that varies, closer together toward the tip as the trunk narrows. */
export function trunkRings(centre: TPt[], widths: number[], t0: number, t1: number, n: number) {
  let s = '';
  for (let i = 0; i < n; i++) {
    const t = t0 + (t1 - t0) * Math.pow(i / (n - 1), 0.85);
    const c = at(centre, t);
    const ahead = at(centre, t + 0.02);
    const l = Math.hypot(ahead[0] - c[0], ahead[1] - c[1]) || 1;
    const [tx, ty] = [(ahead[0] - c[0]) / l, (ahead[1] - c[1]) / l];
    const h = wAt(widths, t) / 2;
    const u = hash01(c[0], c[1] + i);
    const span = 0.45 + u * 0.4;
    const shift = (i % 2 ? 1 : -1) * (1 - span) * 0.8;
    const a = (k: number, bow: number): TPt => [
      c[0] - ty * h * k + tx * bow,
      c[1] + tx * h * k + ty * bow,
    ];
    const bow = h * 0.22;
    s += line([a(shift - span, 0), a(shift, bow), a(shift + span, 0)], 1.1 + u * 1.3);
  }
  return s;
}

/** Folds across a leg at a joint: wavy lines from its front edge `a` to its back edge `b` at
 *  the heights `ys`, each of its own length and weight. */
export function legFolds(a: [number, number], b: [number, number], ys: number[], bow = 3) {
  return ys
    .map((y, i) => {
      const u = hash01(a[0] + y, b[0] - i);
      const x0 = a[0] + (b[0] - a[0]) * (0.08 + u * 0.18);
      const x1 = b[0] - (b[0] - a[0]) * (0.06 + (1 - u) * 0.2);
      const m = (x0 + x1) / 2;
      return line(
        [
          [x0, y],
          [(x0 + m) / 2, y + bow * 0.7],
          [m, y + bow * (0.4 + u)],
          [(m + x1) / 2, y + bow * 0.8],
          [x1, y + (u - 0.5) * 3],
        ],
        1 + u * 1.2,
      );
    })
    .join('');
}

/** A toenail: a small lit arch on the foot's rim with a dark crescent round it. */
export const toenail = (x: number, y: number, w: number): string =>
  line(
    [
      [x - w / 2, y],
      [x - w / 3, y - w * 0.42],
      [x + w / 3, y - w * 0.42],
      [x + w / 2, y],
    ],
    1.6,
  );

/** A ragged rim: the points with small notches bitten in toward `c` where the hash says, as an
 *  old elephant's ear is torn and frayed along its edge. */
export function ragged(pts: TPt[], c: TPt, depth: number): TPt[] {
  const out: TPt[] = [];
  pts.forEach((p, i) => {
    out.push(p);
    const q = pts[i + 1];
    if (!q || hash01(p[0], q[1]) < 0.45) return;
    const m: TPt = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
    const l = Math.hypot(c[0] - m[0], c[1] - m[1]) || 1;
    const k = depth * (0.5 + hash01(q[0], p[1]));
    out.push([m[0] + ((c[0] - m[0]) / l) * k, m[1] + ((c[1] - m[1]) / l) * k]);
  });
  return out;
}

/** Weights along a rim, thin at the top (lit) and heavy round the lobe (shadow side). */
const rimWeights = (pts: TPt[], top: number, low: number, w0: number, w1: number) =>
  pts.map((p, i) => {
    const k = Math.min(1, Math.max(0, (p[1] - top) / (low - top)));
    const end = i === 0 || i === pts.length - 1 ? 0.3 : 1;
    return Math.max(0.5, (w0 + (w1 - w0) * k) * end);
  });

const EAR_RIM: TPt[] = [
  [314, 96],
  [320, 132],
  [320, 176],
  [312, 222],
  [296, 262],
  [274, 296],
  [252, 324],
  [232, 342],
  [214, 338],
  [204, 318],
  [198, 296],
];

/** A vein from `p` along the angle `a`, bending a little, forking at its middle and its end
 *  into thinner, shorter branches `depth` times; a branch that would leave the ear (`region`)
 *  is not drawn. */
function veinTree(region: TPt[], p: TPt, a: number, len: number, w: number, depth: number): string {
  const u = hash01(p[0] * 1.7, p[1] * 0.9);
  const bend = (u - 0.5) * 0.6;
  const step = (q: TPt, t: number): TPt => [
    q[0] + Math.cos(t) * len * 0.5,
    q[1] + Math.sin(t) * len * 0.5,
  ];
  const mid = step(p, a + bend);
  const end = step(mid, a - bend * 0.6);
  if (!insidePoly(region, ...end)) return '';
  let s = line([p, mid, end], w);
  if (depth > 0) {
    s += veinTree(region, mid, a + 0.55 + u * 0.25, len * 0.6, w * 0.68, depth - 1);
    s += veinTree(region, end, a - 0.3 - u * 0.2, len * 0.62, w * 0.7, depth - 1);
    s += veinTree(region, end, a + 0.35, len * 0.5, w * 0.6, depth - 1);
  }
  return s;
}

/** The mother's ear: the root along the head, the ragged rim heavier round the lobe, the top
 *  turned over, veins branching across its face. */
function motherEar(): string {
  const rim = ragged(EAR_RIM, [236, 200], 5);
  const root = line(
    [
      [188, 74],
      [174, 120],
      [170, 180],
      [176, 240],
      [190, 284],
      [198, 298],
    ],
    4.4,
  );
  const edge = ribbon(rim, rimWeights(rim, 96, 330, 2.6, 5.6));
  const fold =
    line(
      [
        [190, 84],
        [226, 74],
        [266, 76],
        [296, 92],
        [310, 118],
      ],
      1.8,
    ) +
    line(
      [
        [252, 82],
        [280, 88],
        [300, 104],
      ],
      1.1,
    );
  // veins fan out from the root and fork toward the rim, as they stand out on the ear's face
  const ear: TPt[] = [...EAR_RIM, [178, 240], [172, 160], [184, 96], [250, 80]];
  const veins =
    veinTree(ear, [176, 128], -0.08, 70, 2.2, 2) +
    veinTree(ear, [172, 172], 0.16, 76, 2.4, 2) +
    veinTree(ear, [176, 216], 0.5, 72, 2.2, 2) +
    veinTree(ear, [186, 258], 0.95, 52, 1.8, 1);
  return root + edge + fold + veins;
}

/** The eye under its heavy lid, the folds round it, the mouth, the cheek's fold to the trunk. */
function motherFace(): string {
  const eye = irisLit(118, 150, 5.2);
  const lid = line(
    [
      [104, 150],
      [112, 142],
      [124, 142],
      [132, 150],
    ],
    3,
  );
  const mouth = line(
    [
      [120, 258],
      [132, 262],
      [146, 268],
    ],
    2.6,
  );
  return (
    eye +
    lid +
    mouth +
    V([100, 138, 114, 128, 132, 130, 142, 140], 1.6) +
    V([104, 162, 118, 166, 134, 160], 1.5) +
    V([100, 174, 118, 182, 140, 174], 1.2) +
    V([136, 150, 146, 146, 156, 150], 1.1) +
    V([136, 158, 148, 160, 158, 168], 1) +
    // the cheek's fold down to where the trunk leaves the face
    V([146, 176, 150, 210, 142, 240], 2) +
    V([88, 100, 104, 92, 118, 96], 1) +
    V([86, 116, 100, 110, 112, 114], 0.9)
  );
}

const HIDE: THidePatch[] = [
  // cracks fine and few over the lit flank, more where the barrel turns under, on the thigh's
  // back and down the legs
  [
    [
      [334, 112],
      [450, 112],
      [482, 200],
      [420, 226],
      [336, 216],
    ],
    26,
    10,
    0.35,
    0.3,
    1,
  ],
  [
    [
      [312, 240],
      [420, 236],
      [470, 290],
      [420, 304],
      [290, 308],
      [302, 270],
    ],
    30,
    13,
    0.45,
    0.1,
    0.9,
  ],
  [
    [
      [440, 190],
      [498, 230],
      [490, 320],
      [450, 310],
    ],
    16,
    12,
    0.45,
    1.4,
    0.8,
  ],
  [
    [
      [156, 320],
      [212, 330],
      [210, 400],
      [154, 400],
    ],
    9,
    11,
    0.45,
    0,
    0.5,
  ],
  [
    [
      [426, 370],
      [478, 370],
      [478, 420],
      [426, 420],
    ],
    9,
    11,
    0.45,
    0,
    0.5,
  ],
];

/** The mother's body and legs: loose folds at the joints, creases at knees and ankles, the
 *  belly's folds, the toenails, the cracks and the stipple in the shadows. */
function motherBody(): string {
  const folds =
    // the armpit's loose skin and the back of the upper arm
    V([162, 300, 184, 312, 208, 318, 226, 330], 2.2) +
    V([216, 290, 222, 314, 220, 344], 1.6) +
    // the flank's long loose folds behind the shoulder, of different lengths
    V([330, 126, 337, 160, 334, 196], 1.1) +
    V([346, 212, 354, 236, 350, 262], 0.9) +
    V([382, 100, 394, 140, 396, 166], 0.9) +
    // the stifle: the thigh's front swelling out of the flank, and the fold behind the knee
    V([398, 160, 420, 220, 420, 280, 414, 326], 2.4) +
    V([472, 150, 490, 200, 488, 250], 1.3) +
    // the belly's folds
    V([262, 286, 300, 298, 344, 298, 372, 290], 1.8) +
    V([284, 266, 320, 276, 356, 272], 1.1);
  const joints =
    legFolds([154, 0], [214, 0], [404, 416, 430, 446, 456]) +
    legFolds([158, 0], [218, 0], [336, 348]) +
    legFolds([232, 0], [272, 0], [414, 432, 450]) +
    legFolds([362, 0], [402, 0], [408, 428, 448]) +
    legFolds([420, 0], [484, 0], [344, 358, 372]) +
    legFolds([422, 0], [480, 0], [420, 434, 448, 458]);
  const nails =
    toenail(162, 470, 12) +
    toenail(180, 471, 13) +
    toenail(198, 469, 11) +
    toenail(248, 470, 10) +
    toenail(264, 469, 8) +
    toenail(374, 470, 10) +
    toenail(390, 469, 8) +
    toenail(434, 470, 12) +
    toenail(452, 471, 12);
  // stipple thickening into the shadows under the barrel, behind the ear and on the far legs
  const dots =
    dotField(
      [
        [312, 220],
        [470, 220],
        [480, 312],
        [372, 312],
        [352, 304],
        [316, 310],
        [284, 298],
        [272, 304],
        [280, 290],
        [300, 262],
        [310, 230],
      ],
      520,
      0.95,
      (p) => ((p[1] - 220) / 92) ** 1.6,
    ) +
    dotField(
      [
        [318, 110],
        [336, 130],
        [324, 270],
        [306, 260],
      ],
      120,
      1.2,
      () => 0.45,
    ) +
    dotField(
      [
        [237, 320],
        [267, 320],
        [268, 466],
        [237, 466],
      ],
      120,
      1.2,
      () => 0.35,
    ) +
    dotField(
      [
        [368, 322],
        [398, 340],
        [396, 466],
        [366, 466],
      ],
      120,
      1.2,
      () => 0.35,
    );
  return folds + joints + nails + hideMesh(HIDE) + dots;
}

/** All the mother's inked detail. */
export function motherSkin(): string {
  return motherEar() + motherFace() + motherBody();
}
