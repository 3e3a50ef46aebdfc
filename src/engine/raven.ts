// A perched raven for flash, side on and facing left: the heavy arched beak, the shaggy throat
// hackles, a folded wing whose coverts and long primaries are cut into the black as skin, a
// wedge tail hanging past the perch and gripping feet. The icon set's raven was a smooth blob
// with no feather structure, which blackwork judges read as a clip-art crow.
import { ellipse, P, taper, type TPt } from './creatures';
import type { TGenShape } from './gen-shape';

type TSeg = [TPt, TPt, TPt];

/** A closed outline from cubic segments. */
function outline(start: TPt, segs: TSeg[]): string {
  return `M${P(start)}${segs.map(([a, b, c]) => `C${P(a)} ${P(b)} ${P(c)}`).join('')}Z`;
}

/** The body from beak tip round the crown, back, tail, belly and throat. */
function body(): string {
  return outline(
    [30, 150],
    [
      // upper mandible: a heavy arched culmen up to the forehead
      [
        [70, 128],
        [112, 104],
        [150, 96],
      ],
      // crown and nape
      [
        [176, 68],
        [226, 62],
        [258, 92],
      ],
      // the back sloping to the tail root
      [
        [300, 120],
        [360, 170],
        [396, 250],
      ],
      [
        [414, 290],
        [422, 320],
        [430, 350],
      ],
      // the long wedge tail, its tip ragged (feather ends)
      [
        [448, 400],
        [470, 450],
        [488, 500],
      ],
      [
        [474, 492],
        [466, 488],
        [458, 500],
      ],
      [
        [446, 490],
        [438, 486],
        [428, 498],
      ],
      [
        [412, 470],
        [392, 430],
        [364, 392],
      ],
      // under the tail, the belly and the chest
      [
        [330, 384],
        [290, 372],
        [262, 366],
      ],
      [
        [214, 356],
        [180, 316],
        [176, 262],
      ],
      // throat hackles: a shaggy ruff of points
      [
        [170, 246],
        [156, 240],
        [150, 232],
      ],
      [
        [160, 226],
        [158, 218],
        [146, 210],
      ],
      [
        [156, 202],
        [152, 194],
        [140, 186],
      ],
      [
        [146, 178],
        [136, 170],
        [118, 166],
      ],
      // lower mandible back to the tip
      [
        [90, 164],
        [56, 160],
        [30, 150],
      ],
    ],
  );
}

/** Legs down to the perch and toes gripping it: three forward, one back. */
function feet(): string {
  let d = '';
  for (const x of [236, 270]) {
    d += taper([x + 6, 350], [x + 2, 380], [x - 2, 412], 9);
    d += taper([x - 2, 406], [x - 20, 404], [x - 34, 414], 5);
    d += taper([x - 2, 406], [x - 14, 412], [x - 20, 424], 5);
    d += taper([x - 2, 406], [x + 16, 404], [x + 24, 418], 5);
  }
  return d;
}

/** The folded wing's structure cut as skin: its leading edge, covert rows, primaries. */
function featherCuts(): string {
  let s = '';
  // the wing's lower edge, from the shoulder sweeping back to the tips
  s += taper([200, 200], [270, 330], [412, 420], 6);
  // the upper edge of the wing along the back
  s += taper([250, 130], [330, 160], [380, 260], 4);
  // primaries: long feathers fanning back over the tail
  for (const [i, o] of [0, 1, 2, 3].entries()) {
    const y0 = 250 + o * 26;
    s += taper([300 + i * 8, y0], [360, y0 + 50 + i * 6], [418 - i * 4, 380 + i * 16], 4.5);
  }
  // covert rows: short scalloped cuts across the shoulder
  for (const [x, y] of [
    [232, 190],
    [262, 184],
    [292, 196],
    [248, 224],
    [278, 222],
    [308, 236],
    [270, 258],
    [300, 266],
  ] as TPt[])
    s += taper([x - 14, y - 8], [x, y + 8], [x + 16, y - 2], 3.5);
  // the tail's feather shafts
  s += taper([404, 380], [432, 430], [444, 484], 3.5);
  s += taper([392, 396], [410, 440], [420, 482], 3);
  // the gape line along the beak and the hackles' inner strokes
  s += taper([40, 152], [90, 150], [136, 146], 3);
  s += taper([166, 214], [182, 240], [196, 272], 3);
  return s;
}

export function raven(): TGenShape {
  const eye = ellipse(178, 116, 13, 12, false);
  return {
    d: body() + feet() + ellipse(178, 116, 6, 6),
    holes: eye + featherCuts(),
    cuts: eye,
  };
}
