// Authored hands for the subjects icon sets draw as a mitten or a glove: praying hands pressed
// palm to palm, an open hand with jointed fingers. Same 512 x 512 box and TGenShape contract as
// creatures.ts: `d` the body, `holes` the tapered cuts that read as interior lines.
import { mirrorD, mirrored, taper } from './creatures';
import type { TGenShape } from './generated-motifs';

const both = (d: string) => d + mirrorD(d);

/** Praying hands from the front: fingertips pressed together at the top, the fingers fanned
 *  so each tip steps out below the last, both thumbs side by side down the middle, shirt cuffs. */
export function prayingHands(): TGenShape {
  const d = mirrored(
    [256, 36],
    [
      // index fingertip and its outer edge
      [
        [268, 30],
        [284, 40],
        [286, 58],
      ],
      [
        [290, 80],
        [294, 96],
        [296, 108],
      ],
      // middle finger tip stepping out, and its edge
      [
        [304, 94],
        [324, 98],
        [324, 118],
      ],
      [
        [328, 138],
        [330, 156],
        [332, 168],
      ],
      // ring finger
      [
        [340, 156],
        [356, 164],
        [354, 182],
      ],
      [
        [356, 200],
        [356, 214],
        [356, 224],
      ],
      // little finger
      [
        [364, 218],
        [374, 230],
        [370, 248],
      ],
      // the edge of the hand down to the heel and the wrist
      [
        [366, 282],
        [356, 318],
        [342, 342],
      ],
      [
        [334, 360],
        [328, 376],
        [326, 394],
      ],
      // the cuff: out along its top, down its side, across its foot
      [
        [332, 394],
        [338, 396],
        [342, 398],
      ],
      [
        [344, 424],
        [344, 450],
        [340, 476],
      ],
      [
        [320, 482],
        [288, 484],
        [256, 484],
      ],
    ],
  );
  const holes = both(
    // the seams between fanned fingers, running in from each step
    taper([296, 112], [292, 150], [282, 196], 5) +
      taper([332, 172], [326, 200], [314, 232], 5) +
      taper([356, 228], [352, 250], [340, 272], 4) +
      // knuckle creases across the index finger
      taper([262, 100], [274, 104], [286, 98], 3) +
      taper([262, 156], [276, 162], [290, 156], 3) +
      // the thumb's outer edge from its tip down into the palm, its nail and joint crease
      taper([258, 226], [296, 232], [300, 356], 6) +
      taper([262, 244], [270, 262], [284, 246], 3) +
      taper([262, 300], [276, 306], [292, 300], 3) +
      // the cuff's top edge and a fold in it
      taper([258, 404], [296, 396], [340, 404], 6) +
      taper([306, 420], [310, 446], [306, 474], 4),
  );
  // the line where the palms meet, from the fingertips down between the thumbs
  const seam =
    taper([256, 48], [252, 140], [256, 236], 4) + taper([256, 250], [253, 320], [256, 392], 4);
  // the shirt cuffs take the second ink
  const cuff = mirrored(
    [256, 402],
    [
      [
        [290, 396],
        [320, 396],
        [342, 398],
      ],
      [
        [344, 424],
        [344, 450],
        [340, 476],
      ],
      [
        [320, 482],
        [288, 484],
        [256, 484],
      ],
    ],
  );
  return { d, holes: holes + seam, alt: cuff };
}
