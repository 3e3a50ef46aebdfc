// Realism's owl in flight, seen from the front with its wings spread (the flash owl perches).
// Same contract as every drawing in realism-motifs.ts.
import { ellipse, mirrored } from './creatures';
import type { TGenShape } from './generated-motifs';
import { both, irisLit, strands, taper, type TPt } from './realism-kit';
import { breastFeathers, coverts, owlTones, shafts } from './realism-owl-feathers';

/** An owl in flight, seen from the front: round head with ear tufts and a facial disc, big
 *  eyes, wings spread wide with fingered primaries, a scalloped trailing edge and a fanned tail. */
export function owlInFlight(): TGenShape {
  const d =
    mirrored(
      [256, 112],
      [
        // the crown up into a feathered ear tuft (two points) and down the cheek to the shoulder
        [
          [272, 110],
          [290, 104],
          [302, 92],
        ],
        [
          [306, 82],
          [312, 70],
          [320, 60],
        ],
        [
          [320, 70],
          [318, 78],
          [318, 86],
        ],
        [
          [324, 82],
          [330, 76],
          [336, 72],
        ],
        [
          [334, 90],
          [332, 104],
          [334, 118],
        ],
        [
          [338, 134],
          [338, 148],
          [336, 160],
        ],
        [
          [338, 180],
          [334, 196],
          [336, 210],
        ],
        // leading edge raised to the wrist and the first primary
        [
          [372, 160],
          [410, 118],
          [448, 96],
        ],
        [
          [474, 82],
          [496, 72],
          [510, 66],
        ],
        // fingered primaries down the outer edge: notch, tip, notch, tip...
        [
          [506, 78],
          [500, 88],
          [496, 96],
        ],
        [
          [504, 104],
          [508, 112],
          [508, 118],
        ],
        [
          [502, 124],
          [496, 130],
          [490, 134],
        ],
        [
          [498, 144],
          [502, 154],
          [502, 160],
        ],
        [
          [494, 166],
          [488, 170],
          [482, 172],
        ],
        [
          [490, 184],
          [492, 196],
          [492, 204],
        ],
        [
          [482, 206],
          [476, 208],
          [470, 210],
        ],
        [
          [476, 224],
          [478, 238],
          [476, 246],
        ],
        [
          [466, 246],
          [460, 246],
          [454, 246],
        ],
        [
          [458, 260],
          [458, 272],
          [456, 282],
        ],
        // the secondaries' scalloped trailing edge back to the body
        [
          [448, 290],
          [442, 292],
          [436, 288],
        ],
        [
          [428, 300],
          [420, 302],
          [414, 300],
        ],
        [
          [406, 308],
          [398, 308],
          [392, 304],
        ],
        [
          [384, 316],
          [376, 318],
          [370, 314],
        ],
        [
          [362, 320],
          [356, 320],
          [350, 316],
        ],
        [
          [344, 320],
          [338, 320],
          [334, 318],
        ],
        // the belly rounding in over the tucked feet to a short fanned tail with rounded tips
        [
          [340, 338],
          [336, 364],
          [318, 380],
        ],
        [
          [312, 392],
          [306, 406],
          [296, 414],
        ],
        [
          [290, 424],
          [280, 428],
          [274, 422],
        ],
        [
          [270, 430],
          [262, 432],
          [256, 428],
        ],
      ],
    ) +
    // the irises (inside the eye cuts below)
    ellipse(290, 166, 16, 16) +
    ellipse(222, 166, 16, 16);
  // a big dark pupil with a catch-light in the lit iris, not a target of rings
  const eyes =
    both(ellipse(290, 166, 22, 21, false)) + irisLit(290, 166, 11.5) + irisLit(222, 166, 11.5);
  const face =
    beak() +
    both(
      // the heart-shaped facial disc's rim from the brow notch round the cheek to the chin, the
      // brow over each eye, the ear tuft's inner edge, fine feathers radiating in the disc
      taper([258, 128], [312, 104], [326, 160], 3.2) +
        taper([326, 160], [330, 214], [264, 236], 3.2) +
        taper([262, 140], [290, 128], [318, 142], 2.6) +
        taper([314, 82], [320, 102], [312, 124], 2.6) +
        strands(
          [
            [[314, 176], [320, 188], [318, 200]],
            [[302, 190], [304, 204], [300, 216]],
            [[286, 194], [284, 206], [278, 218]],
            [[270, 184], [268, 198], [266, 212]],
          ],
          0.9,
        ),
    );
  const wings = both(
    strandsD([
      // primary and secondary shafts from the notches in toward the wrist
      [
        [496, 96],
        [468, 106],
        [444, 120],
      ],
      [
        [490, 134],
        [460, 140],
        [434, 146],
      ],
      [
        [482, 172],
        [452, 170],
        [424, 172],
      ],
      [
        [470, 210],
        [444, 202],
        [414, 198],
      ],
      [
        [454, 246],
        [428, 234],
        [404, 222],
      ],
      [
        [436, 288],
        [414, 262],
        [394, 240],
      ],
      [
        [414, 300],
        [394, 276],
        [378, 252],
      ],
      [
        [392, 304],
        [376, 284],
        [364, 262],
      ],
      [
        [370, 314],
        [358, 294],
        [350, 272],
      ],
      [
        [350, 316],
        [344, 300],
        [340, 282],
      ],
    ]),
  );
  const holes = eyes + face + wings + coverts() + shafts() + breastFeathers() + talons();
  return { d: d + beakRidge(), holes, tones: owlTones(), toneBlur: 0.55 };
}

function strandsD(list: [TPt, TPt, TPt][], w = 3): string {
  return strands(list, w);
}

/** A hooked beak between the eyes: broad at the cere, curving down to a point that hooks in. */
function beak(): string {
  return 'M247 180C250 175 262 175 265 180C266 194 263 206 256 216C253 212 250 206 249 198Z';
}

/** The light down the beak's ridge (left in skin inside the inked beak). */
function beakRidge(): string {
  return taper([254, 182], [255, 194], [254, 204], 0.9);
}

/** The feet tucked up under the belly: curled talons showing below the breast feathers. */
function talons(): string {
  return both(
    strands(
      [
        [[262, 392], [260, 404], [266, 412]],
        [[270, 394], [270, 406], [276, 412]],
        [[279, 392], [282, 402], [287, 408]],
      ],
      1.3,
    ),
  );
}
