// Realism's moon: the full disc as a black-and-grey artist shades it behind a subject, not the
// flash crescent. The seas are soft grey wash, the craters pale rings with a thin shadow under
// their rims, and the limb dims on the side away from the light. Same contract as realism-lion.ts.
import { ellipse } from './creatures';
import type { TGenShape } from './gen-shape';

const R = 240;

/** Craters [x, y, r]: pale floors in a darker ring of wash, thickest toward the light. */
const CRATERS: [number, number, number][] = [
  [150, 140, 20],
  [318, 92, 16],
  [96, 250, 14],
  [176, 402, 18],
  [258, 60, 10],
  [414, 150, 12],
  [120, 330, 10],
  [210, 230, 12],
];

/** The seas: broad soft patches of grey [cx, cy, rx, ry, t], darker where they pool; laid
 *  round the rim as much as the middle, since a subject in front hides the middle. */
const SEAS: [number, number, number, number, number][] = [
  [196, 160, 66, 44, 0.26],
  [300, 150, 42, 36, 0.31],
  [110, 200, 36, 50, 0.22],
  [140, 310, 44, 40, 0.29],
  [230, 90, 42, 22, 0.21],
  [380, 110, 36, 28, 0.24],
  [250, 390, 50, 30, 0.19],
  [370, 300, 40, 40, 0.25],
];

/** A full moon (see the file's head comment). */
export function fullMoon(): TGenShape {
  const d = ellipse(256, 256, R, R);
  const tones = [
    // the disc lit as one even glow, the light falling off only at the far limb
    { t: 0.12, d: ellipse(240, 240, R * 0.9, R * 0.9) },
    ...SEAS.map(([x, y, rx, ry, t]) => ({ t, d: ellipse(x, y, rx, ry) })),
    ...CRATERS.flatMap(([x, y, r]) => [
      { t: 0.34, d: ellipse(x - r * 0.2, y - r * 0.2, r * 1.1, r * 1.1) },
      { t: 0.04, d: ellipse(x + r * 0.1, y + r * 0.1, r * 0.75, r * 0.75) },
    ]),
  ];
  return { d, tones };
}
