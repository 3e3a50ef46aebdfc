// A bear walking side on, for "a bear and a cub": two front-on heads read as cartoon faces, a
// strict artist wants the animal. The first drawing was a lumpy box on stubby legs (judged
// crude): this one is drawn as flash draws a grizzly — the shoulder hump the highest point, the
// head carried low on a thick neck, a dished face with a long tan muzzle and a big black nose,
// round ears with a tan inside, four heavy legs in a walking stride with the gaps between them
// wide enough to survive a bold outline, a clean belly line and split toes. The claws are points
// of the outline itself: drawn as their own inks they each got a black outline and read as blobs.
// The cub has its own drawing, not the adult squashed: a round body, a big domed head on a short
// muzzle, short chunky legs with only two gaps (at half the size, the outline would fill four).
// Same 512 box and TGenShape contract as creatures.ts.
import { ellipse, taper, type TPt } from './creatures';
import { poly, through } from './curve-kit';
import type { TGenShape } from './gen-shape';

// the adult's outline, facing left, from the nose tip over the head, hump and rump, down the
// legs (near hind back, far hind, far fore, near fore forward) and back along the throat
const ADULT: TPt[] = [
  [18, 238],
  [22, 218],
  [52, 206],
  [84, 198],
  [98, 194],
  // the brow bump over the eye, then the broad forehead up to the ear
  [106, 176],
  [118, 164],
  [132, 158],
  [142, 138],
  [148, 116],
  [166, 96],
  [188, 104],
  [196, 130],
  [214, 138],
  [240, 112],
  [270, 86],
  [300, 76],
  [332, 86],
  [370, 120],
  [410, 132],
  [452, 134],
  [488, 160],
  [506, 202],
  [504, 250],
  [494, 290],
  [488, 330],
  [496, 366],
  [508, 392],
  [510, 414],
  // the near hind paw, its claws hooked forward off the toe as points of the outline itself
  [470, 416],
  [452, 418],
  [424, 428],
  [446, 414],
  [420, 412],
  [444, 400],
  [424, 396],
  [446, 386],
  [446, 364],
  [440, 342],
  [428, 328],
  // the far hind leg
  [412, 332],
  [404, 356],
  [402, 386],
  [406, 414],
  [378, 418],
  [354, 426],
  [372, 412],
  [350, 410],
  [372, 398],
  [354, 394],
  [374, 384],
  [374, 356],
  [364, 340],
  // the belly, a clean line with only a slight hang of hair, clear of the far legs
  [340, 352],
  [316, 360],
  [292, 358],
  [276, 350],
  // the far fore leg, its paw behind the near one
  [270, 346],
  [266, 376],
  [270, 414],
  [236, 416],
  [230, 404],
  [234, 384],
  [238, 356],
  [232, 346],
  // the near fore leg: thick, bent back at the wrist, a big paw with three claws
  [214, 350],
  [206, 378],
  [206, 404],
  [210, 416],
  [156, 418],
  [126, 428],
  [148, 414],
  [122, 412],
  [146, 400],
  [126, 396],
  [148, 386],
  [160, 372],
  [172, 344],
  [168, 314],
  [158, 290],
  [148, 286],
  [132, 284],
  [110, 280],
  [80, 270],
  [50, 262],
  [28, 252],
];

// the cub's own outline, facing left: a big round head, a round body low on short legs
const CUB: TPt[] = [
  [30, 264],
  [36, 244],
  [64, 236],
  [86, 226],
  // a short muzzle, then the domed forehead of a big round head
  [96, 204],
  [110, 176],
  [128, 152],
  [140, 128],
  [162, 116],
  [186, 126],
  [194, 150],
  [212, 166],
  [240, 164],
  [282, 156],
  [326, 160],
  [366, 178],
  [396, 214],
  [410, 256],
  [406, 298],
  [398, 330],
  [400, 362],
  [410, 392],
  [412, 412],
  [370, 414],
  [346, 422],
  [366, 408],
  [342, 404],
  [364, 394],
  [346, 388],
  [368, 380],
  [368, 362],
  [358, 344],
  [340, 346],
  [332, 372],
  [332, 404],
  [302, 406],
  [298, 386],
  [302, 362],
  [296, 350],
  [276, 356],
  [258, 354],
  [252, 352],
  [246, 380],
  [248, 404],
  [222, 406],
  [218, 384],
  [220, 360],
  [208, 360],
  [202, 392],
  [206, 412],
  [154, 414],
  [128, 422],
  [148, 408],
  [124, 404],
  [146, 394],
  [128, 388],
  [150, 380],
  [160, 366],
  [168, 340],
  [164, 318],
  [150, 306],
  [124, 298],
  [96, 292],
  [64, 284],
  [38, 276],
];

type TCut = [TPt, TPt, TPt, number];

/** The adult's lines on the body, each `[start, bend, end, width]`: the near legs stand clear of
 *  the body (the shoulder blade and thigh drawn down over it), the brow and mouth on the head,
 *  the hair lying back along the hump and down the legs. */
const ADULT_LINES: TCut[] = [
  [[238, 130], [252, 262], [214, 348], 5],
  [[428, 160], [474, 258], [440, 340], 5],
  [[104, 182], [120, 174], [136, 178], 3],
  [[34, 252], [76, 264], [114, 262], 3],
  // the hair: ticks lying back along the hump and the rump, down the backs of the legs
  [[272, 110], [286, 102], [300, 102], 2.6],
  [[310, 104], [324, 104], [338, 114], 2.6],
  [[404, 146], [418, 148], [432, 154], 2.4],
  [[474, 302], [478, 320], [484, 338], 2.4],
  [[196, 250], [190, 270], [178, 288], 2.6],
  [[146, 226], [156, 244], [156, 262], 2.6],
];

const CUB_LINES: TCut[] = [
  [[222, 182], [232, 282], [208, 356], 5],
  [[358, 196], [398, 280], [362, 346], 5],
  [[104, 206], [120, 198], [138, 204], 3],
  [[40, 276], [76, 286], [114, 288], 3],
  [[266, 178], [277, 174], [288, 178], 2.6],
  [[150, 244], [160, 262], [160, 280], 2.6],
];

/** Fur flicks, each `[x, y, angle°]`: a short hooked black stroke lying back from (x, y), the
 *  bold hair traditional flash lays along the back, the belly and down the legs instead of a
 *  plain fill. The angle is the way the hair lies (0 = right, 90 = down). */
type TFlick = [number, number, number];

const ADULT_FUR: TFlick[] = [
  // under the tan band along the back, lying back toward the rump
  [246, 164, 35],
  [272, 140, 20],
  [306, 132, 10],
  [340, 138, 15],
  [376, 150, 15],
  [412, 160, 20],
  [446, 172, 35],
  // the belly
  [290, 316, 80],
  [322, 318, 80],
  [350, 314, 75],
  // down the near fore and hind legs
  [182, 326, 95],
  [188, 362, 95],
  [458, 356, 95],
  [470, 386, 95],
  // the cheek ruff behind the jaw
  [142, 236, 70],
];

const CUB_FUR: TFlick[] = [
  [236, 188, 20],
  [276, 184, 10],
  [318, 188, 15],
  [358, 204, 35],
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
  band: 'M214 162Q262 100 302 96Q360 106 420 140Q462 150 484 184Q452 164 418 156Q360 134 304 126Q262 130 212 170Z',
  face: [
    [[102, 180], [120, 170], [142, 176], 3.4],
    [[48, 246], [74, 240], [98, 234], 2.6],
  ],
  lines: ADULT_LINES,
  eye: [122, 192, 12],
  nose: [30, 230, 17, 13],
  muzzle: 'M40 216Q76 204 100 196Q120 222 114 254Q80 262 40 252Z',
  ear: ellipse(172, 116, 14, 13),
  paws: [
    [156, 418],
    [236, 416],
    [378, 418],
    [452, 418],
  ],
  far: [
    [
      [412, 332],
      [364, 340],
    ],
    [
      [270, 346],
      [232, 346],
    ],
  ],
};

const CUB_DRAW: TBearDraw = {
  outline: CUB,
  fur: CUB_FUR,
  band: 'M214 186Q262 168 312 172Q358 180 388 214Q350 200 312 194Q262 192 214 186Z',
  face: [
    [[102, 206], [120, 196], [140, 204], 3.4],
    [[52, 272], [74, 270], [92, 262], 2.6],
  ],
  lines: CUB_LINES,
  eye: [120, 222, 12],
  nose: [40, 252, 17, 13],
  muzzle: 'M44 246Q72 236 90 230Q124 246 118 282Q84 294 46 282Z',
  ear: ellipse(168, 134, 12, 12),
  paws: [
    [154, 414],
    [370, 414],
  ],
  far: [
    [
      [340, 346],
      [296, 350],
    ],
    [
      [252, 352],
      [220, 360],
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
