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
  // the two back petals: their inner faces stand up behind the cup, lit at the rim, each rim a
  // lobe that dips to a notch where they meet
  petal(
    [
      ...cub([104, 214], [94, 164], [126, 122], [180, 114]),
      ...cub([180, 114], [218, 108], [240, 110], [256, 122]).slice(1),
    ],
    cub([256, 122], [236, 170], [190, 214], [104, 214]).slice(1, -1),
    [220, 200],
    false,
    0.4,
  ),
  petal(
    [
      ...cub([246, 118], [272, 100], [304, 98], [334, 108]),
      ...cub([334, 108], [390, 118], [422, 160], [410, 214]).slice(1),
    ],
    cub([410, 214], [330, 210], [276, 170], [246, 118]).slice(1, -1),
    [300, 200],
    false,
    0.46,
  ),
  // the inner wall behind the bud
  petal(
    cub([194, 156], [188, 116], [236, 104], [266, 114]),
    cub([266, 114], [250, 146], [230, 166], [194, 156]).slice(1, -1),
    [240, 166],
    false,
    0.55,
  ),
  petal(
    cub([248, 112], [290, 98], [330, 118], [322, 160]),
    cub([322, 160], [296, 164], [270, 146], [248, 112]).slice(1, -1),
    [280, 166],
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

/** Front of the bloom, back to front: the flared outer petals rolling back at their tips (only
 *  their sides show past the rest), the cup wrapped round the bud, the second layer of petals
 *  round the cup, the broad front petal. */
export const ROSE_FRONT: TRosePetal[] = [
  // the flared outer petals, opened right back, their tips rolled into points at the sides
  petal(
    cub([208, 252], [160, 236], [110, 216], [76, 238]),
    [
      ...cub([76, 238], [100, 292], [170, 322], [252, 322]).slice(1),
      ...cub([252, 322], [240, 290], [228, 266], [208, 250]).slice(1, -1),
    ],
    [222, 310],
    true,
    0.38,
    [0.55, 1],
  ),
  petal(
    cub([438, 234], [404, 212], [356, 234], [306, 252]),
    [
      ...cub([306, 250], [286, 266], [274, 290], [262, 322]).slice(1),
      ...cub([262, 322], [344, 322], [414, 292], [438, 234]).slice(1, -1),
    ],
    [292, 310],
    true,
    0.52,
    [0, 0.45],
  ),
  // the cup: a petal wrapped across the bud's foot, its rim a smile rolled out in the middle
  petal(
    cub([204, 136], [210, 192], [304, 198], [316, 136]),
    [
      ...cub([316, 136], [330, 200], [300, 246], [256, 248]).slice(1),
      ...cub([256, 248], [212, 246], [190, 200], [204, 136]).slice(1, -1),
    ],
    [258, 246],
    true,
    0.35,
    [0.3, 0.7],
  ),
  // the second layer: a petal each side wrapping round the cup, its rim a deeper smile that
  // climbs to a rolled-back corner at the side
  petal(
    cub([170, 158], [170, 212], [216, 238], [272, 230]),
    [
      ...cub([272, 226], [262, 270], [220, 290], [186, 270]).slice(1),
      ...cub([186, 270], [158, 244], [154, 196], [170, 158]).slice(1, -1),
    ],
    [214, 268],
    true,
    0.42,
    [0.02, 0.3],
  ),
  petal(
    cub([346, 156], [346, 212], [302, 240], [246, 232]),
    [
      ...cub([246, 228], [256, 272], [298, 290], [332, 270]).slice(1),
      ...cub([332, 270], [362, 244], [364, 196], [346, 156]).slice(1, -1),
    ],
    [300, 268],
    true,
    0.5,
    [0.02, 0.3],
  ),
  // the broad front petal, its rim rolled back through the middle over the bloom's foot
  petal(
    cub([168, 262], [206, 234], [306, 234], [346, 262]),
    [
      ...cub([346, 262], [330, 310], [296, 338], [256, 340]).slice(1),
      ...cub([256, 340], [216, 338], [184, 310], [168, 262]).slice(1, -1),
    ],
    [256, 336],
    true,
    0.4,
    [0.25, 0.75],
  ),
];
