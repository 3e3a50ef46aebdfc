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
  [138, 146],
  [150, 128],
  [170, 124],
  [186, 136],
  [190, 154],
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
  [132, 158],
  [146, 142],
  [166, 142],
  [178, 156],
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

interface TBearDraw {
  outline: TPt[];
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
  lines: ADULT_LINES,
  eye: [116, 196, 8],
  nose: [32, 232, 17, 13],
  muzzle: 'M44 216Q80 208 100 204Q118 222 114 250Q80 262 44 254Z',
  ear: ellipse(166, 140, 9, 9),
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
  lines: CUB_LINES,
  eye: [114, 220, 9],
  nose: [40, 256, 17, 13],
  muzzle: 'M52 240Q86 230 102 222Q120 246 112 276Q84 290 52 278Z',
  ear: ellipse(158, 160, 9, 9),
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

/** A bear walking to the left; `cub` draws the cub. */
export function bearWalking(cub = false): TGenShape {
  const b = cub ? CUB_DRAW : ADULT_DRAW;
  const d = poly(through([...b.outline, b.outline[0]], 6).slice(0, -1));
  let lines = '';
  for (const [a, c, e, w] of b.lines) lines += taper(a, c, e, w);
  for (const p of b.paws) lines += toes(p, cub ? 1.2 : 1);
  const [ex, ey, er] = b.eye;
  const [nx, ny, nrx, nry] = b.nose;
  return {
    d,
    inks: [
      { role: 'skin', d: b.muzzle + b.ear },
      { role: 'black', d: lines + b.far.map((f) => run(b.outline, f)).join('') },
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
