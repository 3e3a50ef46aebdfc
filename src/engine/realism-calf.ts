// Realism's elephant calf: not the adult drawn small but a calf's own build, side on facing
// left as its mother does, drawn in her frame (realism-elephant.ts) where it walks a step ahead
// of her, its rump pressed to her foreleg and her trunk resting over its neck: a big domed head
// for its body, a round back, a small ear, a short trunk and no tusks. Same contract and tones.
import type { TGenShape } from './gen-shape';
import { V, legFolds, toenail, trunkRings } from './realism-elephant-skin';
import { FRAME, elephantSide } from './realism-elephant';
import { applyMatrix, bbox, parsePath, toD, translate, type TBox } from './path';
import {
  dotField,
  hideMesh,
  irisLit,
  line,
  mapShape,
  ribbon,
  smoothLoop,
  tubeEdges,
  type TPt,
} from './realism-kit';

/** The calf is drawn a step ahead of where its points sit: shifted by DX in her frame. */
const DX = -28;
const shD = (d: string, dx = DX, dy = 0) => toD(applyMatrix(parsePath(d), translate(dx, dy)));

/** Her trunk where it lies over the calf's shoulder, in her frame: from the ring where it meets
 *  the calf's neck it drapes over the back and its tip curls down on the calf's near side
 *  (drawn with the calf, in front, so the trunk reads as over it and not behind). */
const DRAPE: TPt[] = [
  [84, 304],
  [96, 328],
  [116, 342],
  [134, 352],
  [144, 366],
  [142, 382],
  [134, 390],
];
const DRAPE_W = [33, 27, 22, 18, 14, 11, 8];

const TRUNK: TPt[] = [
  [36, 390],
  [30, 412],
  [27, 432],
  [27, 448],
  [21, 460],
];
const TRUNK_W = [30, 24, 19, 15, 12];

/** Clockwise from the dome: the neck's dip where her trunk rests, the round back and rump,
 *  the near and far hind legs, the belly, the far and near front legs, the chest and chin. */
const BODY: TPt[] = [
  [60, 320],
  [82, 325],
  [98, 337],
  [124, 336],
  [156, 340],
  [180, 352],
  [194, 374],
  [198, 400],
  [194, 426],
  [190, 452],
  [190, 474],
  [194, 484],
  [184, 490],
  [166, 490],
  [160, 484],
  [162, 462],
  [164, 442],
  [158, 432],
  [154, 452],
  [154, 478],
  [148, 489],
  [134, 489],
  [130, 482],
  [134, 456],
  [138, 436],
  [126, 432],
  [118, 438],
  [116, 460],
  [116, 482],
  [110, 489],
  [98, 489],
  [96, 482],
  [98, 460],
  [98, 446],
  [94, 456],
  [92, 472],
  [94, 483],
  [86, 490],
  [64, 490],
  [60, 484],
  [62, 462],
  [64, 440],
  [68, 422],
  [62, 410],
  [54, 404],
];

/** The calf's own points shifted into place, with her draped trunk spliced into its top line
 *  between the neck and the back: the seam across her trunk reads as one of its rings. */
function outline(): string {
  const sh = (pts: TPt[]): TPt[] => pts.map(([x, y]) => [x + DX, y]);
  const [front, back] = tubeEdges(TRUNK, TRUNK_W);
  const [low, up] = tubeEdges(DRAPE, DRAPE_W);
  const seam: TPt = [(low[1][0] + up[1][0]) / 2, (low[1][1] + up[1][1]) / 2];
  const body = sh(BODY);
  const tail =
    line(
      [
        [190, 362],
        [200, 384],
        [200, 408],
        [196, 424],
      ],
      3,
    ) +
    line(
      [
        [194, 414],
        [198, 424],
        [194, 434],
      ],
      5,
    );
  return (
    smoothLoop([
      ...body.slice(0, 3),
      low[1],
      seam,
      up[1],
      up[2],
      ...body.slice(4),
      ...sh(back.slice(1)),
      [16 + DX, 466],
      ...sh(front.slice(1).reverse()),
      ...sh([
        [14, 378],
        [20, 352],
        [36, 330],
      ]),
    ]) + shD(tail)
  );
}

/** Her trunk's edges and rings over the calf, its light along the top, the shadow it casts. */
function drape(): { lines: string; tones: { t: number; d: string; blur?: number }[] } {
  const [low, up] = tubeEdges(DRAPE, DRAPE_W);
  const tip: TPt = [128, 394];
  const lines =
    ribbon(
      [...up.slice(2), tip, ...low.slice(1).reverse()],
      [2, 2.4, 2.6, 2.6, 2.2, 1.2, 2, 3, 3.4, 3.4, 2.8, 0.6],
    ) + trunkRings(DRAPE, DRAPE_W, 0.2, 0.66, 5);
  const [shadeLow] = tubeEdges(
    DRAPE.slice(1),
    DRAPE_W.slice(1).map((w) => w + 16),
  );
  return {
    lines,
    tones: [
      { t: 0.9, d: smoothLoop([...shadeLow, ...low.slice(1).reverse()]), blur: 0.7 },
      { t: 0.42, d: smoothLoop([...low.slice(1), tip, ...up.slice(1).reverse()]), blur: 0.6 },
      { t: 0.06, d: smoothLoop([...up.slice(1, 5), [134, 348], [112, 336]]), blur: 0.7 },
    ],
  };
}

/** The ear: small and round, its rim ragged a little and heavier below, a vein or two. */
function ear(): string {
  // a calf's ear is small, soft and whole: a flap narrowing down to its lobe, its top turned
  // over, heavier along its back and lobe
  const rim: TPt[] = [
    [88, 344],
    [104, 338],
    [119, 345],
    [125, 362],
    [121, 382],
    [111, 400],
    [100, 414],
    [91, 410],
    [87, 398],
  ];
  return (
    V([88, 346, 82, 366, 83, 386, 88, 400], 3) +
    ribbon(rim, [0.6, 1.4, 2, 3, 3.6, 3.8, 3.4, 2.4, 0.6]) +
    V([92, 350, 106, 345, 118, 352], 1) +
    V([94, 366, 104, 370, 114, 382], 0.8) +
    V([92, 384, 100, 392, 104, 404], 0.8)
  );
}

function detail(): string {
  const face =
    irisLit(44, 368, 4.2) +
    V([34, 368, 40, 362, 50, 362, 56, 368], 2.4) +
    V([34, 358, 44, 352, 56, 356], 1.1) +
    V([36, 378, 46, 382, 56, 378], 1) +
    V([50, 402, 58, 404, 64, 408], 2) +
    V([64, 376, 68, 390, 62, 402], 1.4) +
    // the fuzz of hair a calf still has on its dome
    V([44, 326, 42, 320, 44, 314], 0.8) +
    V([56, 322, 56, 316, 60, 311], 0.8) +
    V([70, 322, 72, 316, 76, 312], 0.8) +
    V([34, 334, 30, 328, 30, 322], 0.7);
  const body =
    V([126, 380, 134, 400, 130, 424], 1.1) +
    V([160, 350, 172, 380, 168, 420], 1.6) +
    V([70, 420, 84, 428, 96, 436], 1.6) +
    V([112, 424, 126, 428, 140, 426], 1.2) +
    legFolds([62, 0], [94, 0], [462, 472], 2) +
    legFolds([160, 0], [192, 0], [446, 468], 2) +
    legFolds([98, 0], [116, 0], [468], 2) +
    legFolds([132, 0], [154, 0], [466], 2) +
    toenail(72, 488, 8) +
    toenail(84, 488, 7) +
    toenail(170, 488, 8) +
    toenail(182, 487, 7);
  const hide = hideMesh([
    [
      [
        [110, 390],
        [186, 390],
        [186, 424],
        [110, 428],
      ],
      10,
      9,
      0.4,
      0.1,
      0.9,
    ],
  ]);
  const dots = dotField(
    [
      [96, 396],
      [192, 396],
      [188, 426],
      [98, 428],
    ],
    180,
    1,
    (p) => (p[1] - 396) / 50,
  );
  return shD(
    shD(ear(), -4, 12) + face + trunkRings(TRUNK, TRUNK_W, 0.06, 0.86, 9) + body + hide + dots,
  );
}

function tones(): { t: number; d: string; blur?: number }[] {
  const T = (t: number, pts: number[], blur?: number) => {
    const p: TPt[] = [];
    for (let i = 0; i < pts.length; i += 2) p.push([pts[i], pts[i + 1]]);
    return { t, d: smoothLoop(p), ...(blur ? { blur } : {}) };
  };
  return [
    // the body a soft grey, rounding under into shade along the belly
    T(0.34, [96, 344, 190, 352, 196, 420, 100, 430]),
    T(0.7, [96, 400, 192, 400, 186, 436, 100, 440], 1.2),
    // the ear's shadow on the neck behind its rim
    T(0.9, [114, 358, 128, 382, 120, 416, 100, 426, 116, 400], 1.1),
    T(1, [122, 370, 130, 396, 116, 420, 104, 424, 116, 398], 0.4),
    T(1, [108, 424, 150, 426, 182, 420, 150, 440, 114, 440], 0.4),
    // the far legs, under the chin, the trunk's back
    T(0.84, [98, 440, 118, 440, 116, 488, 96, 488]),
    T(0.84, [134, 436, 156, 436, 154, 488, 130, 488]),
    T(0.8, [50, 398, 68, 408, 66, 430, 48, 416]),
    T(0.58, [40, 396, 46, 420, 40, 446, 34, 420]),
    // lights: the dome, the back, the ear's face, the trunk's front, the near legs' fronts
    T(0, [30, 344, 56, 324, 78, 330, 60, 352, 38, 360], 0.8),
    T(0.08, [110, 340, 170, 344, 180, 360, 120, 356]),
    T(0.1, [88, 356, 108, 352, 116, 378, 100, 400, 90, 384]),
    T(0.08, [18, 380, 26, 390, 24, 430, 18, 410]),
    T(0.12, [64, 440, 74, 440, 72, 482, 64, 480]),
    T(0.12, [164, 440, 174, 440, 172, 482, 164, 480]),
  ];
}

/** An elephant calf walking, side on, facing left (see the file's head comment). Modelled by
 *  its tones alone: lit as a relief at its small size, its forms came out embossed, plastic. */
export function elephantCalf(): TGenShape {
  const over = drape();
  return mapShape(
    {
      d: outline(),
      holes: detail() + over.lines,
      tones: [...tones().map((k) => ({ ...k, d: shD(k.d) })), ...over.tones],
      toneBlur: 1.5,
    },
    FRAME,
  );
}

let boxes: [TBox, TBox] | undefined;
/** Where the mother and her calf go so they stand as drawn together, the pair filling `size`
 *  round (cx, cy): the shapes are fitted by their boxes, so the calf's place and size come
 *  from the two boxes in their shared frame. */
export function elephantFamilyAt(cx: number, cy: number, size: number) {
  if (!boxes) {
    const box = (g: TGenShape) => bbox(parsePath(g.d + (g.holes ?? '')));
    boxes = [box(elephantSide()), box(elephantCalf())];
  }
  const [m, c] = boxes;
  const x0 = Math.min(m.x, c.x);
  const y0 = Math.min(m.y, c.y);
  const x1 = Math.max(m.x + m.w, c.x + c.w);
  const y1 = Math.max(m.y + m.h, c.y + c.h);
  const k = size / Math.max(x1 - x0, y1 - y0);
  const place = (b: TBox) => ({
    cx: cx + k * (b.x + b.w / 2 - (x0 + x1) / 2),
    cy: cy + k * (b.y + b.h / 2 - (y0 + y1) / 2),
    size: k * Math.max(b.w, b.h),
  });
  return { mother: place(m), calf: place(c) };
}
