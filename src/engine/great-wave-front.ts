// The smaller waves rolling in front of the great wave (great-wave.ts): each a back rising from a
// tapered tail, a crest hooking over with its own foam cap and claws, a short hollow face. They
// break the water's lower edge into swells, where one straight base read as a slab of blue.
import type { TPt } from './creatures';
import { band, edge, foamCap, poly, type TEdge, type TSeg } from './wave-geom';

/** One front wave in local units (200 wide, its base at y = 100): the top edge from the tail
 *  over the crest and round the lip, then the face down and the underside back to the tail. */
const TOP: TSeg[] = [
  [
    [40, 96],
    [80, 40],
    [130, 30],
  ],
  [
    [165, 24],
    [198, 40],
    [196, 64],
  ],
  [
    [194, 80],
    [178, 86],
    [170, 76],
  ],
  [
    [162, 66],
    [150, 72],
    [150, 86],
  ],
  [
    [150, 96],
    [165, 102],
    [185, 104],
  ],
  [
    [130, 116],
    [50, 112],
    [0, 100],
  ],
];

export interface TFrontWave {
  /** the wave's water */
  body: string;
  /** its foam: cap, a curl rolled in the lip and a foam line along the back */
  foam: string;
  /** thin hatching lines down its back */
  hatch: string;
}

/** A front wave with its tail at (x, y), `s` times the local size. */
export function frontWave(x: number, y: number, s: number): TFrontWave {
  // a little taller than wide-drawn, so the crest stands up out of the sea
  const at = ([px, py]: TPt): TPt => [x + px * s, y + (py - 100) * s * 1.3];
  const segs = TOP.map((g) => g.map(at) as TSeg);
  const e: TEdge = edge(at([0, 100]), segs, 16);
  // index landmarks: 16 back top, 32 crest front, 48 lip tip, 80 face foot
  const body = poly(e.pts);
  // a curl of foam rolled up in the lip instead of claws: claws this small tangle into a knot
  const curl = band(e, 30, 50, 9 * s, 11 * s);
  const foam =
    foamCap(e, 8, 36, 24 * s, 0.9) + curl + band(e, 6, 30, 30 * s, 7 * s);
  // and the dark of the small barrel under the lip
  const hatch =
    band(e, 9, 30, 42 * s, 2.4 * s) + band(e, 11, 28, 50 * s, 2.2 * s) + band(e, 50, 70, 4 * s, 7 * s);
  return { body, foam, hatch };
}
