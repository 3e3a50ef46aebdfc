// Watercolour's elephant: the animal side on, facing left, in a few confident lines for the
// washes to bleed under (motifs.ts `wash`). Authored for the line, not traced from realism's
// mother (realism-elephant.ts), whose outline carries her calf's frame and whose ear root,
// drawn alone, ran down the body as a stray line. The domed head with its forehead, the fan
// ear behind the eye closed off at the jaw, the trunk hanging long and curling forward at its
// tip, a small tusk, the back rounding up and sloping to the rump and a thin tufted tail, four
// legs with knees and flat round feet (the far pair set back and a little higher, as they
// stand further off), and a few creases on the trunk and knees. Every outline is points a
// smooth curve runs through; every inner line is a tapered ribbon cut out of the silhouette,
// which the style's outline stroke then inks.
import type { TGenShape } from './gen-shape';
import { insidePoly, line, smoothLoop, taper, tubeEdges, type TPt } from './realism-kit';

/** The trunk's centre line from its root on the face down past the chin, turning forward at
 *  the bottom and curling up at the tip; its width at each point. */
export const SKETCH_TRUNK: TPt[] = [
  [104, 196],
  [90, 244],
  [80, 292],
  [76, 336],
  [70, 372],
  [56, 398],
  [36, 408],
  [20, 398],
  [18, 378],
  [30, 368],
];
const TRUNK_W = [66, 52, 42, 35, 29, 24, 20, 16, 13, 10];

/** The silhouette clockwise from the forehead to the chin (the trunk is spliced in after):
 *  the dome, the dip behind the head, the back rising and sloping away to the rump, then the
 *  legs from the near hind to the near front, with the belly between them. */
const BODY: TPt[] = [
  [76, 128],
  [96, 98],
  [126, 80],
  [160, 80],
  [188, 94],
  // the dip where the head meets the neck
  [206, 104],
  [240, 98],
  [286, 84],
  [336, 80],
  [386, 88],
  [426, 106],
  [456, 134],
  [474, 170],
  [480, 212],
  [476, 254],
  // the near hind leg: its back edge down past the hock to a flat round foot
  [468, 300],
  [464, 350],
  [466, 400],
  [470, 432],
  [476, 452],
  [470, 461],
  [444, 463],
  [420, 462],
  [410, 454],
  // its front edge up to where the far hind leg, stepping forward behind it, comes out
  [413, 430],
  [415, 404],
  // the far hind leg: its back edge out from behind the near one, its foot a little higher
  [404, 414],
  [398, 432],
  [400, 446],
  [394, 454],
  [370, 455],
  [356, 450],
  [360, 426],
  [360, 390],
  [356, 350],
  [350, 316],
  // the belly sagging between the legs
  [330, 302],
  [296, 306],
  [262, 300],
  // the far front leg, stepping back behind the near one, its foot a little higher
  [258, 326],
  [264, 372],
  [272, 416],
  [282, 444],
  [276, 454],
  [252, 455],
  [238, 450],
  [238, 428],
  [226, 402],
  // the near front leg, from where the far one goes behind it: its back edge down past the
  // knee to the heel, the flat round foot, the front edge back up past the knee
  [208, 394],
  [206, 426],
  [212, 452],
  [204, 462],
  [178, 464],
  [152, 463],
  [144, 455],
  [150, 432],
  [148, 400],
  [150, 360],
  [152, 324],
  // the chest swelling forward of the leg, the throat in under the jaw and the chin
  [150, 296],
  [156, 278],
  [156, 264],
];

/** The tusk's centre line from under the lip, down and forward across the trunk, its point
 *  turned up in front of it; its width at each point. */
const TUSK: TPt[] = [
  [142, 250],
  [128, 268],
  [112, 281],
  [96, 287],
  [83, 284],
  [75, 274],
];
const TUSK_W = [28, 22, 17, 12, 7, 1];

/** The tusk's two edges, and the part of its lower edge that runs in the open under the head
 *  before it crosses the trunk (the rest of its outline lies over the trunk). */
function tuskEdges() {
  const [upper, lower] = tubeEdges(TUSK, TUSK_W);
  const [front, back] = tubeEdges(SKETCH_TRUNK, TRUNK_W);
  const trunk = [...front, ...back.reverse()];
  const open = lower.filter((p) => !insidePoly(trunk, p[0], p[1]));
  return { upper, lower, open };
}

function silhouette(): string {
  const [front, back] = tubeEdges(SKETCH_TRUNK, TRUNK_W);
  const n = SKETCH_TRUNK.length - 1;
  const tip: TPt = [
    SKETCH_TRUNK[n][0] + (SKETCH_TRUNK[n][0] - SKETCH_TRUNK[n - 1][0]) * 0.35,
    SKETCH_TRUNK[n][1] + (SKETCH_TRUNK[n][1] - SKETCH_TRUNK[n - 1][1]) * 0.35,
  ];
  // from the chin along the tusk's underside to the trunk, down the trunk's back edge from
  // there (above the tusk, the trunk's root and the cheek are one face), the tip rounding
  // off, the front edge up to the face, whose profile rises over the eye to the forehead
  const { open } = tuskEdges();
  const below = back.filter((p) => p[1] > open[open.length - 1][1] + 2);
  return smoothLoop([
    ...BODY,
    ...open.slice(1),
    ...below,
    tip,
    ...front.slice(1).reverse(),
    [68, 176],
    [68, 150],
  ]);
}

/** The tusk's outline where it lies over the trunk and the cheek: its top from the lip to the
 *  point and its underside back to the trunk's back edge, two lines tapering into the point
 *  (one line turning round it closed up into a blot). */
function tuskLine(): string {
  const { upper, lower, open } = tuskEdges();
  const k = upper.length - 1;
  const point: TPt = [
    TUSK[k][0] + (TUSK[k][0] - TUSK[k - 1][0]) * 0.3,
    TUSK[k][1] + (TUSK[k][1] - TUSK[k - 1][1]) * 0.3,
  ];
  return (
    line([...upper.slice(1, k), point], 2.8) +
    line([point, ...lower.slice(open.length - 1, k).reverse()], 2.4)
  );
}

/** The thin tail hanging from the rump, and its tuft: a few hairs close together, which the
 *  line closes up into one small brush. */
function tail(): string {
  return (
    taper([470, 160], [500, 196], [494, 292], 2.2) +
    taper([494, 286], [490, 306], [486, 326], 2.4) +
    taper([494, 286], [496, 308], [494, 330], 2.6) +
    taper([494, 286], [502, 304], [502, 322], 2.2)
  );
}

/** The ear: one line from the top of the head back round the wavy outer edge and the lobe,
 *  then up its root to end at the jaw, so the fan closes on the head and no edge runs on
 *  across the body. */
function ear(): string {
  const rim: TPt[] = [
    [190, 110],
    [226, 104],
    [264, 110],
    [292, 128],
    [306, 156],
    [298, 180],
    [308, 206],
    [298, 236],
    [284, 262],
    [262, 288],
    [236, 304],
    [212, 302],
    [196, 286],
    [186, 260],
    [178, 232],
  ];
  return line(rim, 4.2);
}

/** The small eye under its lid (a crease over the brow read as a cartoon's eyebrow). */
function face(): string {
  const eye = smoothLoop([
    [112, 160],
    [120, 154],
    [130, 158],
    [122, 164],
  ]);
  return (
    eye +
    line(
      [
        [108, 152],
        [118, 146],
        [132, 150],
      ],
      2.4,
    )
  );
}

/** The near legs' edges where each crosses in front of its far leg, and the near thigh's
 *  front swelling up out of the flank: inner lines, as the silhouette cannot show them. */
function nearLegs(): string {
  return (
    line(
      [
        [226, 312],
        [214, 340],
        [209, 368],
        [208, 392],
      ],
      3.4,
    ) +
    line(
      [
        [415, 402],
        [418, 374],
        [412, 344],
        [402, 312],
        [398, 282],
        [404, 252],
        [418, 228],
      ],
      3.4,
    )
  );
}

/** A crease from `a` to `b`, sagging by `bow` in the middle. */
const crease = (a: TPt, b: TPt, bow: number, w: number) =>
  line([a, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + bow], b], w);

/** A toenail: a shallow open arch on the foot's rim. */
const nail = (x: number, y: number) =>
  line(
    [
      [x - 8, y],
      [x - 5, y - 6],
      [x + 5, y - 6],
      [x + 8, y],
    ],
    1.6,
  );

/** Folds of skin at the near legs' knees, longer at the front where the joint bends, and the
 *  toenails along their feet. */
function legs(): string {
  return (
    crease([151, 394], [188, 402], 5, 2.2) +
    crease([153, 410], [172, 412], 3, 1.5) +
    crease([419, 360], [454, 368], 5, 2.2) +
    crease([420, 376], [440, 378], 3, 1.5) +
    nail(162, 460) +
    nail(184, 461) +
    nail(428, 459) +
    nail(450, 460)
  );
}

/** Wrinkles across the trunk: short arcs sagging toward the tip, closer as it narrows, each
 *  crossing most of its width but never touching its edges. */
function trunkWrinkles(): string {
  const ts = [0.3, 0.38, 0.45, 0.51, 0.56];
  return ts
    .map((t, i) => {
      const u = t * (SKETCH_TRUNK.length - 1);
      const k = Math.floor(u);
      const f = u - k;
      const [p, q] = [SKETCH_TRUNK[k], SKETCH_TRUNK[k + 1]];
      const c: TPt = [p[0] + (q[0] - p[0]) * f, p[1] + (q[1] - p[1]) * f];
      const l = Math.hypot(q[0] - p[0], q[1] - p[1]);
      const [tx, ty] = [(q[0] - p[0]) / l, (q[1] - p[1]) / l];
      const h = (TRUNK_W[k] + (TRUNK_W[k + 1] - TRUNK_W[k]) * f) / 2;
      // alternately longer from the front edge and from the back
      const [k0, k1] = i % 2 ? [-0.38, 0.5] : [-0.5, 0.38];
      const at = (s: number, bow: number): TPt => [
        c[0] - ty * h * s + tx * bow,
        c[1] + tx * h * s + ty * bow,
      ];
      return line([at(k0, 0), at((k0 + k1) / 2, h * 0.2), at(k1, 0)], 2 - i * 0.15);
    })
    .join('');
}

/** The watercolour elephant (see the head comment). */
export function elephantSketch(): TGenShape {
  return {
    d: silhouette() + tail(),
    holes: ear() + face() + tuskLine() + trunkWrinkles() + nearLegs() + legs(),
  };
}
