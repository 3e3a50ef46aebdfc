// A bear walking side on, for "a bear and a cub": two front-on heads read as cartoon faces, a
// strict artist wants the animal. The first drawing was a lumpy box on stubby legs (judged
// crude): this one is drawn as flash draws a grizzly — the shoulder hump the highest point, the
// head carried low on a thick neck, a dished face with a long tan muzzle and a big black nose,
// round ears with a tan inside, four heavy legs in a walking stride with the gaps between them
// wide enough to survive a bold outline, a shaggy fringe under the belly and split toes.
// The cub has its own drawing, not the adult squashed: a round body, a big head with big ears,
// short chunky legs with only two gaps (at half the size, the outline would fill four).
// Same 512 box and TGenShape contract as creatures.ts.
import { ellipse, taper, type TPt } from './creatures';
import { poly, through } from './curve-kit';
import type { TGenShape } from './gen-shape';

// the adult's outline, facing left, from the nose tip over the head, hump and rump, down the
// legs (near hind back, far hind, far fore, near fore forward) and back along the throat
const ADULT: TPt[] = [
  [22, 238],
  [30, 220],
  [60, 212],
  [96, 200],
  [112, 182],
  [130, 166],
  [136, 146],
  [142, 128],
  [164, 118],
  [186, 128],
  [192, 152],
  [206, 156],
  [230, 136],
  [266, 108],
  [300, 96],
  [334, 104],
  [372, 126],
  [420, 136],
  [462, 146],
  [490, 172],
  [504, 210],
  [500, 256],
  [490, 292],
  [486, 330],
  [494, 368],
  [506, 396],
  [504, 414],
  [446, 414],
  [442, 398],
  [444, 370],
  [438, 340],
  [424, 326],
  [414, 350],
  [412, 384],
  [416, 410],
  [374, 410],
  [378, 384],
  [380, 352],
  [374, 338],
  // the shaggy fringe under the belly, hanging in points
  [360, 350],
  [348, 336],
  [332, 352],
  [318, 338],
  [302, 354],
  [288, 340],
  [272, 352],
  [260, 342],
  [254, 372],
  [258, 410],
  [216, 410],
  [220, 380],
  [222, 352],
  [212, 342],
  [204, 350],
  [196, 378],
  [192, 414],
  [124, 414],
  [122, 398],
  [140, 386],
  [154, 358],
  [160, 320],
  [158, 292],
  [150, 284],
  [146, 272],
  [138, 280],
  [128, 266],
  [118, 274],
  [108, 264],
  [94, 262],
  [60, 258],
  [32, 252],
];

// the cub's own outline, facing left: a big round head, a round body low on short legs
const CUB: TPt[] = [
  [30, 262],
  [40, 242],
  [72, 232],
  [98, 224],
  [110, 204],
  [124, 180],
  [128, 152],
  [144, 132],
  [168, 132],
  [180, 150],
  [182, 174],
  [196, 184],
  [216, 180],
  [264, 172],
  [312, 174],
  [355, 186],
  [387, 212],
  [405, 250],
  [405, 292],
  [398, 326],
  [402, 360],
  [413, 392],
  [410, 412],
  [350, 412],
  [349, 396],
  [354, 370],
  [350, 344],
  [338, 336],
  [331, 352],
  [330, 382],
  [333, 404],
  [301, 404],
  [304, 380],
  [304, 352],
  [288, 346],
  [272, 352],
  [256, 346],
  [251, 360],
  [251, 386],
  [254, 404],
  [224, 404],
  [226, 380],
  [226, 358],
  [218, 358],
  [213, 390],
  [213, 412],
  [146, 412],
  [144, 396],
  [160, 380],
  [172, 350],
  [170, 318],
  [150, 302],
  [120, 294],
  [80, 286],
  [44, 278],
];

type TCut = [TPt, TPt, TPt, number];

/** The adult's lines on the body, each `[start, bend, end, width]`: the near legs stand clear of
 *  the body (the shoulder blade and thigh drawn down over it), the brow and mouth on the head,
 *  the hair lying back along the hump and down the legs. */
const ADULT_LINES: TCut[] = [
  [[238, 150], [250, 262], [212, 344], 5],
  [[428, 166], [474, 258], [442, 336], 5],
  [[100, 188], [116, 178], [132, 182], 3],
  [[30, 252], [76, 264], [112, 252], 3],
  // the hair: ticks lying back along the hump and the rump, down the backs of the legs
  [[272, 124], [286, 116], [300, 116], 2.6],
  [[310, 118], [324, 118], [338, 126], 2.6],
  [[404, 152], [418, 154], [432, 160], 2.4],
  [[474, 302], [478, 320], [484, 338], 2.4],
  [[196, 250], [190, 270], [178, 288], 2.6],
  [[146, 226], [156, 244], [156, 262], 2.6],
];

const CUB_LINES: TCut[] = [
  [[211, 196], [224, 282], [205, 352], 5],
  [[363, 208], [397, 280], [373, 342], 5],
  [[98, 208], [114, 200], [130, 206], 3],
  [[36, 274], [76, 286], [112, 274], 3],
  [[266, 188], [277, 184], [288, 188], 2.6],
  [[150, 244], [160, 262], [160, 280], 2.6],
];

/** Fur flicks, each `[x, y, angle°]`: a short hooked black stroke lying back from (x, y), the
 *  bold hair traditional flash lays along the back, the belly and down the legs instead of a
 *  plain fill. The angle is the way the hair lies (0 = right, 90 = down). */
type TFlick = [number, number, number];

const ADULT_FUR: TFlick[] = [
  // under the tan band along the back, lying back toward the rump
  [244, 170, 35],
  [272, 146, 20],
  [306, 138, 10],
  [340, 144, 15],
  [376, 156, 15],
  [412, 166, 20],
  [446, 178, 35],
  // the belly, above the fringe
  [290, 312, 80],
  [322, 314, 80],
  [354, 310, 75],
  // down the near fore and hind legs
  [176, 330, 95],
  [186, 364, 95],
  [458, 356, 95],
  [470, 386, 95],
  // the cheek ruff behind the jaw
  [142, 236, 70],
];

const CUB_FUR: TFlick[] = [
  [232, 200, 20],
  [276, 194, 10],
  [318, 198, 15],
  [356, 214, 35],
  [286, 322, 80],
  [186, 360, 95],
  [380, 360, 95],
  [146, 270, 70],
];

interface TBearDraw {
  outline: TPt[];
  fur: TFlick[];
  /** the lighter band along the back, where the light from the upper left lands */
  band: string;
  /** the brow over the eye and the mouth line back from the nose */
  face: TCut[];
  lines: TCut[];
  eye: [number, number, number];
  nose: [number, number, number, number];
  /** the tan muzzle, from the nose back to under the eye */
  muzzle: string;
  /** the ear's tan inside */
  ear: string;
  /** paws' front bottom corners, where the toes are split */
  paws: TPt[];
  /** the far legs, each as the outline's run from its back edge's top to its front edge's top:
   *  inked black, as flash shades the far side, so they sit behind the near legs and the bold
   *  outline filling the narrow gaps beside them reads as shadow, not as a blot */
  far: [TPt, TPt][];
}

const ADULT_DRAW: TBearDraw = {
  outline: ADULT,
  fur: ADULT_FUR,
  band: 'M206 176Q262 116 302 114Q360 118 420 146Q462 156 484 190Q452 170 418 162Q360 140 304 132Q262 136 206 176Z',
  face: [
    [[98, 184], [116, 174], [136, 184], 3.4],
    [[48, 246], [74, 240], [98, 232], 2.6],
  ],
  lines: ADULT_LINES,
  eye: [118, 198, 12],
  nose: [32, 232, 17, 13],
  muzzle: 'M44 216Q80 208 100 204Q118 222 114 250Q80 262 44 254Z',
  ear: ellipse(165, 140, 12, 11),
  paws: [
    [124, 414],
    [216, 410],
    [374, 410],
    [446, 414],
  ],
  far: [
    [
      [424, 326],
      [374, 338],
    ],
    [
      [260, 342],
      [212, 342],
    ],
  ],
};

const CUB_DRAW: TBearDraw = {
  outline: CUB,
  fur: CUB_FUR,
  band: 'M200 204Q260 186 312 190Q356 196 384 228Q350 210 312 206Q262 202 200 204Z',
  face: [
    [[96, 206], [114, 196], [134, 206], 3.4],
    [[56, 270], [80, 266], [100, 258], 2.6],
  ],
  lines: CUB_LINES,
  eye: [116, 222, 12],
  nose: [40, 256, 17, 13],
  muzzle: 'M52 240Q86 230 102 222Q120 246 112 276Q84 290 52 278Z',
  ear: ellipse(155, 154, 11, 11),
  paws: [
    [146, 412],
    [350, 412],
  ],
  far: [
    [
      [338, 336],
      [304, 352],
    ],
    [
      [256, 346],
      [226, 358],
    ],
  ],
};

/** The outline's run between two of its points, closed across the top. */
function run(outline: TPt[], [a, b]: [TPt, TPt]): string {
  const at = (p: TPt) => outline.findIndex((q) => q[0] === p[0] && q[1] === p[1]);
  return poly(outline.slice(at(a), at(b) + 1));
}

/** Toes: two short cuts up from the sole at a paw's front, splitting it into three. */
function toes([x, y]: TPt, s: number): string {
  return [14, 28]
    .map((dx) =>
      taper(
        [x + dx * s, y - 2 * s],
        [x + (dx + 1) * s, y - 9 * s],
        [x + (dx + 2) * s, y - 18 * s],
        2.4 * s,
      ),
    )
    .join('');
}

/** A fur flick: a short stroke bent as hair falls, from its root along `deg`. */
function flick([x, y, deg]: TFlick, s: number): string {
  const r = (deg * Math.PI) / 180;
  const u: TPt = [Math.cos(r), Math.sin(r)];
  const len = 24 * s;
  return taper(
    [x, y],
    [x + u[0] * len * 0.5 - u[1] * 6 * s, y + u[1] * len * 0.5 + u[0] * 6 * s],
    [x + u[0] * len, y + u[1] * len],
    2.8 * s,
  );
}

/** A bear walking to the left; `cub` draws the cub. */
export function bearWalking(cub = false): TGenShape {
  const b = cub ? CUB_DRAW : ADULT_DRAW;
  const d = poly(through([...b.outline, b.outline[0]], 6).slice(0, -1));
  let lines = '';
  for (const [a, c, e, w] of b.lines) lines += taper(a, c, e, w);
  for (const p of b.paws) lines += toes(p, cub ? 1.2 : 1);
  for (const [a, c, e, w] of b.face) lines += taper(a, c, e, w);
  const s = cub ? 0.85 : 1;
  const fur = b.fur.map((f) => flick(f, s)).join('');
  const [ex, ey, er] = b.eye;
  const [nx, ny, nrx, nry] = b.nose;
  return {
    d,
    inks: [
      { role: 'skin', d: b.muzzle + b.ear + b.band },
      { role: 'black', d: lines + fur + b.far.map((f) => run(b.outline, f)).join('') },
      { role: 'black', d: ellipse(ex, ey, er, er * 0.9) + ellipse(nx, ny, nrx, nry) },
      // the catchlights on the eye and the nose, where the light from the upper left lands
      {
        role: 'bone',
        d:
          ellipse(ex - er * 0.35, ey - er * 0.35, er * 0.3, er * 0.3) +
          ellipse(nx - 3, ny - 5, 4, 2.6),
        lit: true,
      },
    ],
  };
}
