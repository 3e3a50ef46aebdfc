// Authored sea turtle seen from above, the way Polynesian and flash work draw the honu: the icon
// set's turtle is side on, a small wide shape that leaves a calf or a spine empty. The shell is a
// broad oval divided into plates, the head and neck reach forward, the front flippers sweep out
// like wings and the rear ones trail. Same 512 box and TGenShape contract as creatures.ts.
import { ellipse, mirrorD, mirrored, taper } from './creatures';
import type { TGenShape } from './gen-shape';

const both = (d: string) => d + mirrorD(d);

export function seaTurtle(): TGenShape {
  const body = mirrored(
    [256, 30],
    [
      // the head and neck
      [
        [288, 30],
        [304, 58],
        [302, 90],
      ],
      [
        [300, 112],
        [290, 128],
        [284, 142],
      ],
      // the shell's shoulder, then the front flipper swept forward and out, its tip up
      [
        [302, 148],
        [324, 154],
        [342, 164],
      ],
      [
        [392, 130],
        [452, 104],
        [500, 92],
      ],
      [
        [478, 140],
        [424, 198],
        [376, 218],
      ],
      // the shell's flank down to the rear flipper, which trails back
      [
        [392, 266],
        [392, 326],
        [374, 366],
      ],
      [
        [402, 376],
        [432, 404],
        [444, 438],
      ],
      [
        [412, 440],
        [380, 426],
        [354, 404],
      ],
      // the shell's tail end and the short tail
      [
        [330, 436],
        [298, 456],
        [274, 462],
      ],
      [
        [270, 478],
        [264, 492],
        [256, 500],
      ],
    ],
  );
  // the plates: a row of central plates down the spine, side plates either side of it, the
  // shell's rim; eyes; a fold line along each front flipper
  const plates =
    both(
      taper([282, 178], [300, 280], [282, 410], 3.5) +
        taper([282, 214], [330, 206], [372, 196], 3) +
        taper([282, 280], [334, 276], [386, 276], 3) +
        taper([282, 344], [326, 350], [368, 356], 3) +
        taper([350, 180], [380, 270], [356, 380], 3) +
        taper([356, 176], [420, 150], [474, 108], 3),
    ) +
    taper([236, 244], [256, 250], [276, 244], 3) +
    taper([236, 312], [256, 318], [276, 312], 3) +
    taper([240, 380], [256, 386], [272, 380], 3) +
    ellipse(232, 80, 7, 9, false) +
    ellipse(280, 80, 7, 9, false);
  return { d: body, holes: plates };
}
