// Realism's owl in flight, seen from the front with its wings spread (the flash owl perches).
// Same contract as every drawing in realism-motifs.ts.
import { ellipse, mirrored } from './creatures';
import type { TGenShape } from './generated-motifs';
import { both, irisLit, strands, taper, type TPt } from './realism-kit';

/** An owl in flight, seen from the front: round head with ear tufts and a facial disc, big
 *  eyes, wings spread wide with fingered primaries, a scalloped trailing edge and a fanned tail. */
export function owlInFlight(): TGenShape {
  const d =
    mirrored(
      [256, 112],
      [
        // head to the right ear tuft and down the cheek to the shoulder
        [
          [276, 110],
          [296, 100],
          [318, 76],
        ],
        [
          [324, 100],
          [334, 128],
          [336, 156],
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
        // the body down to the fanned tail
        [
          [330, 350],
          [320, 370],
          [306, 384],
        ],
        [
          [306, 398],
          [298, 410],
          [288, 418],
        ],
        [
          [278, 424],
          [266, 426],
          [256, 426],
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
    taper([256, 178], [264, 196], [256, 216], 7) +
    both(
      // the facial disc rim, the brow over each eye, the ear tuft's inner edge
      taper([258, 126], [344, 128], [300, 230], 3.5) +
        taper([262, 140], [290, 128], [318, 142], 3) +
        taper([314, 88], [318, 106], [310, 126], 3),
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
      // coverts: a row following the leading edge
      [
        [346, 206],
        [388, 160],
        [440, 128],
      ],
      [
        [352, 236],
        [398, 196],
        [452, 170],
      ],
    ]),
  );
  const streak = (x: number, y: number): [TPt, TPt, TPt] => [
    [x, y],
    [x + 2, y + 9],
    [x, y + 18],
  ];
  const breast = both(
    strandsD(
      [
        streak(270, 240),
        streak(294, 236),
        streak(316, 244),
        streak(282, 276),
        streak(306, 280),
        streak(268, 312),
        streak(292, 318),
        streak(312, 328),
        // tail feathers
        [
          [272, 388],
          [276, 404],
          [274, 420],
        ],
      ],
      2.5,
    ),
  );
  return { d, holes: eyes + face + wings + breast };
}

function strandsD(list: [TPt, TPt, TPt][], w = 3): string {
  return strands(list, w);
}
