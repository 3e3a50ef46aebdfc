// The petals of realism's rose (realism-rose.ts), drawn the way a black-and-grey artist builds a
// rose at three-quarters: a tight spiral in the cup's opening, a deep cup (taller than wide) of
// two petals overlapping in a notch at the front, and round it separate outer petals laid like
// scales, their tips curled out, so the bloom never reads as a bud on a flat band (a mushroom).
// Each petal is its rim (left to right, the edge the light catches) and the curve it tucks back
// along toward the calyx; the rims are what make a rose read as a rose, so each is authored.
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

/** Back to front, in painter's order: the two back petals, their inner faces standing up
 *  behind the bud, each rim a lobe rolled back at its crest, dipping to a notch where they
 *  meet. */
export const ROSE_PETALS: TRosePetal[] = [
  petal(
    cub([164, 156], [140, 92], [196, 52], [254, 92]),
    cub([254, 92], [244, 126], [212, 150], [164, 156]).slice(1, -1),
    [226, 142],
    false,
    0.42,
    [0.15, 0.6],
  ),
  petal(
    cub([246, 86], [298, 62], [370, 96], [348, 156]),
    cub([348, 156], [300, 150], [260, 122], [246, 86]).slice(1, -1),
    [292, 142],
    false,
    0.5,
    [0.3, 0.75],
  ),
];

/** The bud at the heart, seen into from above: the cup's opening, its inner petals spiralling
 *  tight into the dark centre. */
export const BUD = {
  face: [
    ...cub([196, 132], [192, 98], [238, 86], [260, 88], 8),
    ...cub([260, 88], [298, 90], [326, 108], [318, 134], 8).slice(1),
    ...cub([318, 134], [292, 154], [222, 154], [196, 132], 8).slice(1, -1),
  ],
  spiral: [
    cub([208, 134], [202, 102], [250, 92], [282, 102], 10),
    cub([282, 102], [306, 112], [300, 136], [270, 136], 8),
    cub([270, 136], [248, 134], [250, 112], [268, 112], 6),
    // the lip of the next petal out, wrapped across the front of the opening
    cub([214, 140], [246, 154], [292, 152], [310, 124], 10),
  ],
  heart: [266, 122] as TPt,
  lit: [230, 110] as TPt,
};

/** Front of the bloom, back to front: the two cup petals wrapped round the bud, overlapping in a
 *  notch at the front, their lips rolled out; a petal each side wrapping the cup, its top
 *  flaring out to a curled tip; the low front petal cradling the cup's foot. Each is a separate
 *  sheet: its lit rim stands over the black gap to the petal behind it. */
export const ROSE_FRONT: TRosePetal[] = [
  // the outermost petals, opened wide and low at each side behind the rest, tips curled out
  petal(
    cub([66, 262], [98, 210], [146, 190], [188, 198]),
    [
      ...cub([188, 198], [204, 250], [212, 300], [206, 328]).slice(1),
      ...cub([206, 328], [146, 326], [90, 304], [66, 262]).slice(1, -1),
    ],
    [200, 306],
    true,
    0.5,
    [0, 0.42],
  ),
  petal(
    cub([324, 198], [366, 188], [414, 206], [446, 258]),
    [
      ...cub([446, 258], [420, 300], [366, 326], [306, 328]).slice(1),
      ...cub([306, 328], [300, 300], [308, 250], [324, 198]).slice(1, -1),
    ],
    [312, 306],
    true,
    0.58,
    [0.58, 1],
  ),
  // the cup, left: the front lip of the opening, rolled out, running down across the front
  petal(
    cub([192, 126], [204, 158], [250, 168], [298, 152]),
    [
      ...cub([298, 152], [304, 214], [286, 270], [248, 294]).slice(1),
      ...cub([248, 294], [200, 284], [180, 206], [192, 126]).slice(1, -1),
    ],
    [236, 288],
    true,
    0.36,
    [0.25, 0.95],
  ),
  // the cup, right: over the left one, its rim climbing from the notch to the opening's side
  petal(
    cub([236, 170], [272, 172], [314, 156], [322, 120]),
    [
      ...cub([322, 120], [338, 196], [318, 264], [272, 296]).slice(1),
      ...cub([272, 296], [248, 276], [234, 220], [236, 170]).slice(1, -1),
    ],
    [284, 290],
    true,
    0.48,
    [0.1, 0.75],
  ),
  // a petal each side, wrapping the cup: the rim runs from the curled tip, flared out at the
  // top, down and in to where it tucks under the front
  petal(
    [
      ...cub([74, 174], [88, 132], [146, 112], [172, 148], 6),
      ...cub([170, 150], [196, 176], [210, 226], [220, 276], 8).slice(1),
    ],
    [
      ...cub([220, 276], [224, 306], [216, 328], [198, 334]).slice(1),
      ...cub([198, 334], [136, 320], [104, 214], [74, 174]).slice(1, -1),
    ],
    [192, 320],
    true,
    0.32,
    [0, 0.45],
  ),
  petal(
    [
      ...cub([292, 276], [304, 226], [322, 190], [348, 170], 8),
      ...cub([348, 170], [368, 132], [424, 134], [438, 180], 6).slice(1),
    ],
    [
      ...cub([438, 180], [410, 206], [388, 312], [314, 334]).slice(1),
      ...cub([314, 334], [296, 328], [288, 306], [292, 276]).slice(1, -1),
    ],
    [318, 320],
    true,
    0.5,
    [0.55, 1],
  ),
  // the low front petal cradling the cup's foot, its lip rolled out in a lazy S (a symmetric
  // arc under the cup's notch reads as a mouth)
  petal(
    cub([184, 294], [224, 258], [272, 292], [328, 276]),
    [
      ...cub([326, 290], [316, 332], [286, 356], [256, 358]).slice(1),
      ...cub([256, 358], [226, 356], [198, 332], [188, 290]).slice(1, -1),
    ],
    [256, 354],
    true,
    0.42,
    [0.2, 0.8],
  ),
];
