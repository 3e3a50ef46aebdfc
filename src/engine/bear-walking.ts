// A bear walking side on, for "a bear and a cub": two front-on heads read as cartoon faces, a
// strict artist wants the animal — the shoulder hump over the front legs, the dished face with a
// long muzzle, small round ears, heavy legs in a walking stride, fur given by tapered strokes.
// The cub is the same bear with a cub's build: a bigger head, shorter legs, a lower hump.
// Same 512 box and TGenShape contract as creatures.ts.
import { ellipse, taper, type TPt } from './creatures';
import { poly, through } from './curve-kit';
import type { TGenShape } from './generated-motifs';

// the adult's outline, facing left, from the nose tip over the head, hump and rump, down the
// legs (near hind back, far hind, far fore, near fore forward) and back along the chin
const OUTLINE: TPt[] = [
  [50, 236],
  [52, 214],
  [76, 206],
  [96, 204],
  [112, 194],
  [126, 176],
  [136, 162],
  [134, 146],
  [148, 134],
  [164, 140],
  [168, 154],
  [190, 160],
  [222, 150],
  [262, 126],
  [300, 118],
  [334, 134],
  [372, 148],
  [416, 150],
  [456, 164],
  [480, 192],
  [488, 222],
  [480, 256],
  [474, 290],
  [482, 330],
  [494, 366],
  [500, 392],
  [480, 400],
  [446, 398],
  [448, 382],
  [444, 350],
  [430, 318],
  [414, 304],
  [402, 322],
  [396, 354],
  [388, 386],
  [388, 400],
  [350, 400],
  [354, 386],
  [362, 352],
  [362, 324],
  [350, 322],
  [340, 330],
  [330, 320],
  [318, 330],
  [306, 320],
  [294, 330],
  [282, 322],
  [276, 356],
  [280, 388],
  [284, 400],
  [244, 402],
  [248, 388],
  [246, 356],
  [236, 330],
  [224, 334],
  [210, 358],
  [184, 382],
  [172, 396],
  [126, 402],
  [124, 390],
  [146, 376],
  [170, 346],
  [184, 306],
  [176, 286],
  [166, 292],
  [158, 276],
  [146, 282],
  [138, 266],
  [120, 262],
  [90, 256],
  [70, 252],
  [56, 246],
];

/** The cub's build from the adult's: the head and muzzle a third larger about the neck, the
 *  legs shorter, the hump and back lower and the body rounder. */
function cubPoint([x, y]: TPt): TPt {
  let px = x;
  let py = y;
  if (x < 200) {
    // the head grows about the neck, the muzzle shortens
    px = 196 + (x - 196) * (x < 110 ? 1.05 : 1.2);
    py = 200 + (y - 200) * 1.3;
  }
  // the back settles: the hump is only a rise
  if (y < 200 && x >= 200) py = y + (200 - y) * 0.25;
  // short legs: everything below the belly line is pulled up
  if (py > 318) py = 318 + (py - 318) * 0.7;
  return [px, py];
}

/** Fur strokes, each a tapered cut pulled with the lie of the coat (back to front, down the
 *  legs), as `[start, bend, end, width]`. */
const FUR: [TPt, TPt, TPt, number][] = [
  // the hump and shoulder
  [[296, 134], [284, 142], [270, 150], 3.4],
  [[318, 148], [306, 156], [292, 162], 3.4],
  [[340, 160], [328, 170], [316, 176], 3],
  // the flank and rump
  [[404, 168], [392, 176], [380, 182], 3],
  [[430, 178], [418, 186], [406, 192], 3],
  [[374, 286], [366, 296], [360, 306], 2.8],
  [[332, 290], [324, 300], [318, 310], 2.8],
  // the legs' backs
  [[470, 304], [470, 320], [474, 336], 2.8],
  [[214, 300], [210, 316], [204, 330], 2.8],
  // the cheek ruff
  [[150, 236], [142, 248], [134, 256], 3],
];

/** A bear walking to the left; `cub` gives it a cub's build. */
export function bearWalking(cub = false): TGenShape {
  const map = (p: TPt): TPt => (cub ? cubPoint(p) : p);
  const outline = OUTLINE.map(map);
  const d = poly(through([...outline, outline[0], outline[1]], 6).slice(0, -6));
  const cut = (a: TPt, c: TPt, b: TPt, w: number) => taper(map(a), map(c), map(b), w);
  let holes = '';
  // the near legs stand clear of the far ones: the near thigh and shoulder blade drawn over the
  // body as long curved lines, the far legs' edges where the near legs pass in front
  holes += cut([432, 196], [462, 262], [446, 318], 4.4);
  holes += cut([246, 190], [236, 262], [214, 322], 4.4);
  holes += cut([372, 326], [370, 356], [362, 386], 2.6);
  holes += cut([272, 330], [270, 358], [274, 388], 2.6);
  // the jaw line under the cheek, the brow over the eye
  holes += cut([84, 236], [118, 246], [150, 226], 2.6);
  for (const [a, c, b, w] of FUR) holes += cut(a, c, b, w * (cub ? 0.9 : 1));
  // toes: short cuts at the near paws' fronts
  for (const [x, y] of [
    [140, 394],
    [154, 394],
    [456, 392],
    [470, 392],
  ] as TPt[])
    holes += cut([x, y - 12], [x + 1, y - 6], [x + 2, y], 1.8);
  // the face: the small eye under the brow, the mouth line, the ear's inside
  const eye = map([118, 200]);
  holes += ellipse(eye[0], eye[1], cub ? 7 : 6, cub ? 6 : 5);
  holes += cut([66, 240], [82, 238], [100, 234], 2.4);
  holes += cut([144, 148], [152, 142], [160, 148], 3);
  // the nose: solid black at the muzzle's tip
  const nose = map([56, 226]);
  return {
    d,
    holes,
    inks: [{ role: 'black', d: ellipse(nose[0], nose[1], 14, 11) }],
  };
}
