// Authored chrysanthemum (kiku), as Japanese tattooing draws it: rings of many narrow petals
// with rounded tips radiating from a raised heart, each petal split from the next by a line
// and creased down its middle, black depth under each front ring, two leaves behind. The icon
// it replaces was a flat rosette with a white centre. Built on the peony's layered bloom.
import type { TGenShape } from './gen-shape';
import { layeredBloom } from './peony';

export const chrysanthemum = (): TGenShape =>
  layeredBloom({
    rings: [
      [18, 204, 0, 0],
      [15, 152, 16, 8],
      [12, 104, 30, 3],
      [9, 58, 42, 10],
    ],
    // deep notches between narrow petals, smooth tips
    dome: 0.3,
    ruffle: 0,
    creases: [0.48],
    leaves: [
      [148, 11, 1.5, 10],
      [32, 11, 1.5, -10],
    ],
    depth: 0.07,
  });
