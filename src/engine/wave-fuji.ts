// Mount Fuji as it stands in the great wave's trough (relation-ground.ts): a broad cone with
// concave slopes and a notched, flat crater top, a white snow cap whose lower edge runs down the
// gullies in jagged fingers, and a few dark gullies below it. Small in the piece, so few, bold
// shapes: the stock mountain icon read as a box at that size. Same 512 box and TGenShape contract
// as creatures.ts.
import { f, type TPt } from './creatures';
import type { TGenShape } from './gen-shape';
import { sample, type TSeg } from './wave-geom';

const P = (p: TPt) => `${f(p[0])} ${f(p[1])}`;

// the crater rim, left to right: a flat top with two shallow notches
const RIM: TPt[] = [
  [222, 196],
  [240, 190],
  [257, 195],
  [274, 190],
  [292, 194],
];

/** The snow line, right to left: fingers running down the gullies, the longest in the middle. */
const SNOW: TPt[] = [
  [352, 266],
  [340, 300],
  [322, 270],
  [300, 318],
  [284, 272],
  [258, 326],
  [236, 274],
  [214, 314],
  [196, 268],
  [178, 296],
  [162, 266],
];

// the slopes: concave, flaring to a wide foot (the print's silhouette)
const RIGHT: TSeg = [
  [332, 240],
  [400, 330],
  [488, 392],
];
const LEFT: TSeg = [
  [112, 330],
  [180, 240],
  [222, 196],
];

const line = (pts: TPt[]) => pts.map((p) => `L${P(p)}`).join('');

export function waveFuji(): TGenShape {
  const [l, r] = [RIM[0], RIM[RIM.length - 1]];
  const rim = line(RIM.slice(1));
  const right = sample(r, [RIGHT], 25);
  const left = sample([24, 392], [LEFT], 25);
  // the foot left flat: the trough's water hides it
  const d = `M${P(l)}${rim}${line(right.slice(1))}L488 404L24 404${line(left)}Z`;
  // the cap follows the slopes exactly down to the snow line (t = 0.4 from the top), so no
  // sliver of blue shows along its edge
  const snow = `M${P(l)}${rim}${line(right.slice(1, 11))}${line(SNOW)}${line(left.slice(15))}Z`;
  // dark gullies on the blue below the fingers, tapering down the slope
  const gully = (x: number, y: number, dx: number, len: number) =>
    `M${P([x - 3, y])}L${P([x + 3, y])}L${P([x + dx, y + len])}Z`;
  const gullies = gully(300, 330, 10, 44) + gully(258, 338, -2, 50) + gully(214, 326, -12, 40);
  return {
    d,
    inks: [
      { role: 'bone', d: snow, lit: true },
      { role: 'black', d: gullies },
    ],
  };
}
