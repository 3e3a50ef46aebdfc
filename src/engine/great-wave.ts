// Authored great wave, after Hokusai: the icon's wave drew as a fan of vertical slabs. Here one
// mass of water rises from the lower left, its crest arches over to the right and hangs as a lip
// of claw-like foam fingers over the hollow, the concave face runs down under it to a low trough
// (where a small Mount Fuji sits before a pale sky disc, relation-ground.ts). Two smaller waves
// roll in front (great-wave-front.ts), so the water ends in swells, not a flat slab. Inside the
// body, bands of lighter blue follow the curl, edged with white foam lines and fine black hatching;
// a foam cap rides the crest. Same 512 box and TGenShape contract as creatures.ts: body in blue,
// the light band the second ink, the front waves, hatching and foam inks laid over both.
import { ellipse } from './creatures';
import type { TPt } from './creatures';
import { oneWinding } from './flash-flowers';
import type { TGenShape } from './gen-shape';
import { frontWave } from './great-wave-front';
import { band, claw, edge, foamCap, inset, poly, type TSeg } from './wave-geom';

/** Mount Fuji in the trough under the curl (source box): its centre and size (its width), so
 *  it stands about a quarter of the wave's height, its foot hidden behind the front wave. */
export const WAVE_FUJI = { cx: 384, cy: 392, size: 270 };
/** A pale disc of sky behind the barrel, framing the mountain (the background's clouds and bars
 *  cut through the hollow and cluttered it). */
export const WAVE_SKY = { cx: 376, cy: 324, r: 118 };

/** The wave's outline from the foot of its back up over the crest, round the lip, back under it
 *  and down the face to the trough (clockwise: the body is on the right of travel). */
const START: TPt = [24, 500];
const BACK: TSeg[] = [
  // the back of the wave, rising in a long concave sweep (a steep back read as an arch)
  [
    [60, 430],
    [80, 280],
    [150, 180],
  ],
  // the crest's top, thrown forward
  [
    [210, 96],
    [300, 44],
    [380, 50],
  ],
  // over the curl and down the front
  [
    [450, 56],
    [496, 116],
    [480, 196],
  ],
  // the lip curling back under
  [
    [472, 250],
    [432, 284],
    [398, 268],
  ],
];
const FACE: TSeg[] = [
  // under the lip, back into the hollow
  [
    [378, 258],
    [372, 228],
    [350, 218],
  ],
  [
    [308, 204],
    [262, 236],
    [258, 290],
  ],
  // the concave face down to the trough
  [
    [254, 350],
    [290, 404],
    [350, 424],
  ],
  [
    [400, 440],
    [452, 446],
    [500, 444],
  ],
];

// under the trough the water rounds down and back to the foot of the wave's back
const BOTTOM: TSeg[] = [
  [
    [510, 470],
    [500, 490],
    [480, 494],
  ],
  // rising between the front waves into a swell, so the water's lower edge flows
  [
    [420, 482],
    [340, 462],
    [280, 468],
  ],
  [
    [200, 474],
    [100, 500],
    [24, 500],
  ],
];

const O = edge(START, BACK);
// the face, from the lip's tip under the crest and down to the trough (the body on its right)
const F = edge(O.pts[O.pts.length - 1], FACE);

/** The big wave's foam: the cap over the crest, the claws off the lip, foam lines following the
 *  curl (kept above the front waves, which are painted over the body) and spray. */
function bigFoam(): string {
  // segment boundaries on O: 0 foot, 24 crest start, 48 crest top end, 72 front, 96 lip tip;
  // fewer, bigger fingers than a comb: a bold outline would close small ones up
  const SIZES = [0.7, 1, 0.8, 1.15, 0.9, 0.85, 0.6];
  const claws = SIZES.map((k, j) => claw(O, 58 + j * 6, 62 * k, 12)).join('');
  // spray flung off the claws: small white drops out past their tips
  const spray = [
    [63, 64, 7],
    [70, 82, 6],
    [76, 58, 8],
    [83, 76, 6],
  ]
    .map(([i, out, r]) => {
      const [x, y] = inset(O, i, -out);
      return ellipse(x, y, r, r);
    })
    .join('');
  return (
    foamCap(O, 30, 96, 30) +
    claws +
    band(O, 8, 72, 50, 15) +
    band(O, 10, 58, 86, 13) +
    band(O, 14, 36, 118, 11) +
    // and down the hollow face, running out along the trough
    band(F, 42, 74, 26, 13) +
    band(F, 48, 70, 56, 10) +
    spray
  );
}

export function greatWave(): TGenShape {
  const bottom = edge(F.pts[F.pts.length - 1], BOTTOM).pts.slice(1);
  const big = poly([...O.pts, ...F.pts.slice(1), ...bottom]);
  // smaller waves rolling in front: one at the foot of the back, one across the trough before
  // the mountain's foot
  const fronts = [frontWave(-14, 512, 1.2), frontWave(336, 494, 0.88)];
  // hatching between the foam lines (the print's fine lines down the wall) and the barrel's dark
  // inner wall under the lip, solid black for contrast
  const hatch =
    band(O, 16, 64, 72, 2.6) +
    band(O, 18, 56, 104, 2.6) +
    band(O, 20, 50, 110, 2.2) +
    band(F, 2, 56, 7, 12) +
    fronts.map((w) => w.hatch).join('');
  return {
    d: big + fronts.map((w) => w.body).join(''),
    // the lighter band of water between the first two foam lines, as the print shades the wall
    alt: oneWinding(band(O, 12, 60, 68, 26)),
    inks: [
      { role: 'blue', d: oneWinding(fronts.map((w) => w.body).join('')) },
      { role: 'black', d: oneWinding(hatch) },
      {
        role: 'bone',
        d: oneWinding(bigFoam() + fronts.map((w) => w.foam).join('')),
        lit: true,
      },
    ],
  };
}
