// Realism's moon: the full disc as a black-and-grey artist shades it behind a subject, not the
// flash crescent. The seas are soft grey wash, the craters pale rings with a thin shadow under
// their rims, and the limb dims on the side away from the light. Same contract as realism-lion.ts.
import { ellipse } from './creatures';
import type { TGenShape } from './generated-motifs';
import { taper } from './realism-kit';

const R = 240;

/** Craters [x, y, r]: each a pale floor with a thin dark crescent under its upper rim. */
const CRATERS: [number, number, number][] = [
  [170, 150, 22],
  [318, 112, 14],
  [360, 250, 26],
  [214, 318, 16],
  [300, 382, 20],
  [130, 262, 12],
  [388, 340, 12],
  [250, 210, 10],
  [160, 382, 14],
];

/** The seas: broad soft patches of grey [cx, cy, rx, ry, t], darker where they pool. */
const SEAS: [number, number, number, number, number][] = [
  [214, 190, 70, 50, 0.38],
  [310, 180, 46, 40, 0.45],
  [186, 286, 40, 56, 0.32],
  [330, 300, 54, 36, 0.4],
  [262, 262, 26, 24, 0.5],
  [250, 366, 40, 26, 0.28],
];

/** A full moon (see the file's head comment). */
export function fullMoon(): TGenShape {
  const d = ellipse(256, 256, R, R);
  // the shadow a rim casts lies on the floor's side toward the light: the crater's upper left
  const rims = CRATERS.map(([x, y, r]) =>
    taper([x - r * 0.9, y + r * 0.1], [x - r * 0.5, y - r * 1.1], [x + r * 0.7, y - r * 0.6], 1.4),
  ).join('');
  const tones = [
    // the disc lit as one even glow, the light falling off only at the far limb
    { t: 0.12, d: ellipse(240, 240, R * 0.9, R * 0.9) },
    ...SEAS.map(([x, y, rx, ry, t]) => ({ t, d: ellipse(x, y, rx, ry) })),
    ...CRATERS.map(([x, y, r]) => ({ t: 0.02, d: ellipse(x, y, r * 0.8, r * 0.8) })),
  ];
  return { d, holes: rims, tones };
}
