// Authored hannya mask, front on, as irezumi draws it. The icon set's oni read as a red shield
// with small eyes and a closed mouth (#31 scored 2), and a first drawing still read as an oni
// (stubby horns, teeth in a grill): a hannya is known at a glance by two long ringed horns
// sweeping up from the hairline, brows knotted in anguish and swept up, large almond eyes with
// gilded irises, a flaring nose creased down to the mouth corners, and a grin split nearly ear
// to ear (hannya-mouth.ts), framed by loose black hair falling in waves down both sides. Same
// 512 x 512 box and TGenShape contract as dragonfly.ts; the face is the body colour (red),
// every other part an ink.
import { ellipse, mirrorD, mirrored, P, taper, type TPt } from './creatures';
import type { TGenShape } from './gen-shape';
import { hannyaMouth } from './hannya-mouth';

const both = (d: string) => d + mirrorD(d);
const poly = (pts: TPt[]) => `M${pts.map(P).join('L')}Z`;

/** The smooth curve through `pts` (Catmull-Rom, so it passes through each one), 8 samples a
 *  span. */
export function spline(pts: TPt[]): TPt[] {
  const path: TPt[] = [];
  const at = (i: number) => pts[Math.max(0, Math.min(pts.length - 1, i))];
  for (let i = 0; i < pts.length - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    for (let s = 0; s < 8; s++) {
      const t = s / 8;
      const t2 = t * t;
      const t3 = t2 * t;
      const c = (k: 0 | 1) =>
        0.5 *
        (2 * p1[k] +
          (-p0[k] + p2[k]) * t +
          (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2 +
          (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3);
      path.push([c(0), c(1)]);
    }
  }
  path.push(pts[pts.length - 1]);
  return path;
}

/** The two edges of a band along `path`, `half(t)` each side of it at t = 0..1. */
function edges(path: TPt[], half: (t: number) => number): { left: TPt[]; right: TPt[] } {
  const left: TPt[] = [];
  const right: TPt[] = [];
  path.forEach((p, i) => {
    const a = path[Math.max(0, i - 1)];
    const b = path[Math.min(path.length - 1, i + 1)];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const h = half(i / (path.length - 1));
    left.push([p[0] - ((b[1] - a[1]) / len) * h, p[1] + ((b[0] - a[0]) / len) * h]);
    right.push([p[0] + ((b[1] - a[1]) / len) * h, p[1] - ((b[0] - a[0]) / len) * h]);
  });
  return { left, right };
}

/** A band along the smooth curve through `pts`, `w` wide at the root, drawn to a point:
 *  a lock of hair. */
export function strand(pts: TPt[], w: number): string {
  // full width for the first third, then drawn out to the tip
  const { left, right } = edges(spline(pts), (t) => (w / 2) * Math.min(1, 1.4 * (1 - t)) ** 0.9);
  return poly([...left, ...right.reverse()]);
}

/** The right horn: long, rising from the hairline, sweeping out and up and curling in at
 *  the point, tapering all the way; ring ridges across it and a darkened tip, as a hannya's
 *  horns are carved (stubby cones read as a devil's). */
function horn(): { d: string; tip: string; rings: string } {
  const path = spline([
    [300, 152],
    [340, 126],
    [382, 100],
    [414, 66],
    [430, 30],
    [422, 4],
  ]);
  const W = 25;
  const half = (t: number) => W * (1 - t) ** 0.75 + 0.6;
  const { left, right } = edges(path, half);
  const d = poly([...left, ...right.slice().reverse()]);
  const from = Math.round((path.length - 1) * 0.64);
  const tip = poly([...left.slice(from), ...right.slice(from).reverse()]);
  // each ridge bows toward the root, so it reads as a ring round a round horn
  const rings = [0.14, 0.25, 0.36, 0.47, 0.57]
    .map((t) => {
      const i = Math.round((path.length - 1) * t);
      const [a, b] = [path[Math.max(0, i - 1)], path[Math.min(path.length - 1, i + 1)]];
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
      const back = half(t) * 0.5;
      const c: TPt = [
        path[i][0] - ((b[0] - a[0]) / len) * back,
        path[i][1] - ((b[1] - a[1]) / len) * back,
      ];
      return taper(left[i], c, right[i], 2.6 * (1 - t * 0.6));
    })
    .join('');
  return { d, tip, rings };
}

/** The face, right half mirrored: a high forehead, cheekbones flaring wide round the grin
 *  and a jaw drawn in to a pointed chin. */
const face = mirrored(
  [256, 112],
  [
    [
      [296, 110],
      [330, 120],
      [352, 146],
    ],
    [
      [372, 170],
      [380, 200],
      [384, 226],
    ],
    [
      [390, 252],
      [410, 276],
      [406, 314],
    ],
    [
      [402, 352],
      [386, 384],
      [364, 414],
    ],
    [
      [342, 444],
      [292, 484],
      [256, 512],
    ],
  ],
);

/** The hair: a cap parted in the middle over the brow, and locks falling in waves down the
 *  right side outside the cheek, each ending in a flick. */
function hair(): { d: string; cap: string; sheen: string } {
  const cap =
    'M256 94C300 88 352 100 382 138C394 158 400 190 394 216' +
    'C384 196 368 174 346 160C322 148 290 142 268 146L256 154Z';
  const locks =
    strand(
      [
        [360, 150],
        [398, 206],
        [384, 270],
        [414, 336],
        [398, 404],
        [430, 458],
      ],
      30,
    ) +
    strand(
      [
        [378, 150],
        [428, 196],
        [430, 262],
        [462, 318],
        [452, 384],
        [486, 432],
      ],
      28,
    ) +
    strand(
      [
        [372, 124],
        [426, 144],
        [466, 196],
        [470, 250],
        [500, 292],
      ],
      24,
    ) +
    strand(
      [
        [368, 200],
        [392, 256],
        [374, 320],
        [392, 378],
        [372, 440],
      ],
      18,
    );
  // the sheen: a thin light line down the middle of each lock, so the locks read as hair on
  // a black ground and not as one black mass
  const sheen =
    taper([380, 190], [396, 250], [390, 300], 10) +
    taper([404, 310], [414, 350], [404, 390], 10) +
    taper([412, 200], [436, 250], [442, 290], 10) +
    taper([452, 320], [462, 360], [456, 396], 10) +
    taper([430, 160], [458, 190], [468, 232], 10) +
    taper([290, 118], [330, 116], [364, 140], 10);
  return { d: cap + locks, cap, sheen };
}

/** Brows knotted at the root of the nose and swept up and out into the hair, the furrows
 *  of the forehead over them: the hannya's anguish, where an oni only glowers. */
function brows(): { brow: string; lines: string } {
  const brow =
    'M260 218C262 200 284 186 312 178C340 170 368 156 394 130' +
    'C392 158 372 180 346 192C320 204 290 206 270 226Z';
  const lines =
    // the knot: the inner end curling up over the nose
    taper([262, 214], [254, 196], [268, 184], 3.6) +
    // hairs flicking up off the brow's outer sweep
    taper([324, 180], [356, 160], [376, 130], 3.2) +
    taper([300, 186], [322, 166], [330, 146], 2.8) +
    // furrows: pinched up between the brows, rippling over each one
    taper([250, 204], [244, 186], [250, 166], 3.4) +
    taper([272, 176], [300, 160], [336, 160], 3.4) +
    taper([266, 164], [288, 154], [312, 152], 2.6);
  return { brow, lines };
}

/** Large almond eyes slanting up to the temples: whites, a gold iris in a dark ring (the
 *  gilded eyes of the noh mask), a heavy upper lid with a flick. */
function eyes(): { whites: string; irises: string; pupils: string; lid: string } {
  const whites = 'M272 248C290 222 334 204 370 212C356 242 316 262 272 248Z';
  return {
    whites,
    // the iris's own contour is the dark ring round it
    irises: ellipse(318, 233, 17, 17),
    pupils: ellipse(318, 233, 5, 5) + ellipse(311, 226, 3.4, 3.4),
    lid:
      taper([268, 252], [316, 196], [372, 211], 7) +
      taper([358, 212], [376, 206], [392, 196], 3.6) +
      // the lower lid's crease, the eye's bulge
      taper([306, 262], [336, 258], [352, 244], 2.4),
  };
}

/** The flaring nose and the deep creases from its wings to the corners of the grin. */
function nose(): { nostrils: string; lines: string } {
  const nostrils = 'M262 300C270 290 290 292 292 302C284 308 268 308 262 300Z';
  const lines =
    taper([266, 236], [276, 266], [278, 288], 3.4) +
    // the wing flaring out round the nostril
    taper([280, 280], [314, 288], [294, 312], 5) +
    // the crease from wing to mouth corner, and the cheek's fold outside it
    taper([298, 294], [344, 258], [384, 284], 5.5) +
    // past the corner down the cheek, and the lip lifting under the nose
    taper([388, 300], [404, 338], [384, 378], 4.2);
  return { nostrils, lines };
}

export function hannya(): TGenShape {
  const h = horn();
  const horns = both(h.d);
  const hr = hair();
  const locks = both(hr.d);
  const m = hannyaMouth();
  const b = brows();
  const e = eyes();
  const n = nose();
  const chin =
    taper([238, 492], [256, 500], [274, 492], 3.2) + taper([226, 470], [256, 480], [286, 470], 2.6);
  return {
    d: face + horns + locks,
    alt: horns,
    // the rim would run round the horns and locks a shade darker, as a ghost second outline
    noRim: true,
    inks: [
      { role: 'black', d: locks },
      { role: 'bone', d: horns, lit: true },
      { role: 'brown', d: both(h.tip), lit: true },
      { role: 'black', d: both(h.rings), lit: true },
      // the horns lit (the shading blacked out the one on the shadow side), so the hair
      // cap is painted again over their roots: they grow out of the hair
      { role: 'black', d: both(hr.cap), lit: true },
      { role: 'metal', d: both(hr.sheen), lit: true },
      { role: 'black', d: both(b.brow + b.lines + n.nostrils + n.lines) + m.open + chin },
      { role: 'red', d: m.tongue },
      { role: 'pink', d: m.gums },
      { role: 'bone', d: m.teeth + m.fangs, lit: true },
      { role: 'bone', d: both(e.whites), lit: true },
      // iris, pupil and lid over the lit whites, or the whites would paint over them
      { role: 'gold', d: both(e.irises), lit: true },
      { role: 'black', d: both(e.pupils.slice(0, e.pupils.indexOf('M', 1)) + e.lid), lit: true },
      { role: 'bone', d: both(e.pupils.slice(e.pupils.indexOf('M', 1))), lit: true },
    ],
  };
}
