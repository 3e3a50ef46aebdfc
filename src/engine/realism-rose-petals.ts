// The petals of realism's rose (realism-rose.ts), drawn the way a black-and-grey artist builds a
// rose at three-quarters: a tight spiralled bud, a cup of petals wrapped round it, side petals
// opening out and a broad front petal, with the outermost ones flaring and rolling back at their
// tips. Each petal is its rim (left to right, the edge the light catches) and the curve it tucks
// back along toward the calyx; the rim is what makes a rose read as a rose rather than a
// cabbage, so each one is authored, not generated round an ellipse.
import { cubicAt, type TPt } from './realism-kit';

/** A cubic sampled to n + 1 points. */
export function cub(p0: TPt, p1: TPt, p2: TPt, p3: TPt, n = 12): TPt[] {
  return Array.from({ length: n + 1 }, (_, i) => cubicAt(p0, p1, p2, p3, i / n));
}

/** One petal: its rim, the way back to the rim's start (tucked toward the calyx), where its
 *  shade gathers, whether its outer face shows (front) or its inner face (back, seen over the
 *  cup), its base grey, and where along the rim it rolls back (a lit lip over a black curl). */
export interface TRosePetal {
  rim: TPt[];
  back: TPt[];
  into: TPt;
  front: boolean;
  t: number;
  roll?: [number, number];
}

const petal = (
  rim: TPt[],
  back: TPt[],
  into: TPt,
  front: boolean,
  t: number,
  roll?: [number, number],
): TRosePetal => ({ rim, back, into, front, t, roll });

/** Back to front, in painter's order. */
export const ROSE_PETALS: TRosePetal[] = [
  // the two tall back petals: their inner faces stand up behind the cup, lit at the rim, each
  // rim a lobe that dips to a notch where they meet
  petal(
    [
      ...cub([126, 206], [104, 150], [128, 96], [178, 88]),
      ...cub([178, 88], [214, 82], [238, 92], [256, 108]).slice(1),
    ],
    cub([256, 108], [236, 160], [200, 204], [126, 206]).slice(1, -1),
    [220, 190],
    false,
    0.4,
  ),
  petal(
    [
      ...cub([244, 104], [270, 74], [306, 68], [334, 78]),
      ...cub([334, 78], [392, 98], [414, 150], [392, 210]).slice(1),
    ],
    cub([392, 210], [320, 200], [270, 160], [244, 104]).slice(1, -1),
    [300, 190],
    false,
    0.46,
  ),
  // the inner wall behind the bud
  petal(
    cub([190, 150], [184, 104], [238, 92], [266, 104]),
    cub([266, 104], [250, 140], [230, 160], [190, 150]).slice(1, -1),
    [240, 160],
    false,
    0.55,
  ),
  petal(
    cub([246, 102], [290, 88], [330, 110], [324, 156]),
    cub([324, 156], [296, 160], [270, 140], [246, 102]).slice(1, -1),
    [280, 160],
    false,
    0.6,
  ),
];

/** The bud at the heart: a tight cone whose top spirals into the dark centre. */
export const BUD = {
  face: [
    ...cub([214, 156], [206, 114], [240, 100], [262, 104], 8),
    ...cub([262, 104], [292, 108], [306, 132], [300, 158], 8).slice(1),
    ...cub([300, 158], [284, 178], [232, 180], [214, 156], 8).slice(1, -1),
  ],
  spiral: [
    cub([226, 150], [218, 118], [246, 108], [270, 116], 10),
    cub([270, 116], [290, 124], [286, 146], [262, 144], 8),
    cub([262, 144], [246, 142], [246, 126], [260, 124], 6),
  ],
  heart: [262, 132] as TPt,
};

/** Front of the bloom, back to front: the cup wrapped round the bud, the side petals opening
 *  out, the broad front petal and the flared outer petals rolling back at their tips. */
export const ROSE_FRONT: TRosePetal[] = [
  // the cup: a petal wrapped across the bud's foot, its rim a smile rolled out in the middle
  petal(
    cub([200, 128], [204, 186], [300, 196], [318, 128]),
    cub([318, 128], [330, 200], [300, 250], [256, 252])
      .slice(1)
      .concat(cub([256, 252], [212, 250], [188, 200], [200, 128]).slice(1, -1)),
    [258, 250],
    true,
    0.35,
    [0.3, 0.7],
  ),
  // side petals wrapping the cup, their rims curling out and down
  petal(
    cub([214, 96], [150, 96], [136, 160], [170, 226]),
    cub([170, 226], [210, 262], [250, 250], [236, 200])
      .slice(1)
      .concat(cub([236, 200], [210, 170], [200, 130], [214, 96]).slice(1, -1)),
    [222, 232],
    true,
    0.42,
    [0.1, 0.45],
  ),
  petal(
    cub([300, 94], [372, 100], [382, 170], [340, 232]),
    cub([340, 232], [300, 262], [262, 250], [278, 200])
      .slice(1)
      .concat(cub([278, 200], [306, 168], [314, 130], [300, 94]).slice(1, -1)),
    [292, 232],
    true,
    0.5,
    [0.1, 0.45],
  ),
  // the flared outer petals, opened right back, their tips rolled into points
  petal(
    cub([188, 206], [140, 186], [104, 192], [82, 224]),
    cub([82, 224], [112, 300], [200, 326], [252, 318])
      .slice(1)
      .concat(cub([252, 318], [236, 270], [214, 226], [184, 204]).slice(1, -1)),
    [232, 306],
    true,
    0.38,
    [0.05, 0.4],
  ),
  petal(
    cub([324, 206], [372, 186], [408, 192], [430, 224]),
    cub([430, 224], [400, 300], [312, 326], [260, 318])
      .slice(1)
      .concat(cub([260, 318], [276, 270], [298, 226], [328, 204]).slice(1, -1)),
    [280, 306],
    true,
    0.52,
    [0.05, 0.4],
  ),
  // the broad front petal, its rim rolled back through the middle over the bloom's foot
  petal(
    cub([166, 236], [200, 212], [312, 212], [346, 236]),
    cub([346, 236], [330, 300], [296, 330], [256, 334])
      .slice(1)
      .concat(cub([256, 334], [216, 330], [182, 300], [166, 236]).slice(1, -1)),
    [256, 330],
    true,
    0.4,
    [0.25, 0.75],
  ),
];
