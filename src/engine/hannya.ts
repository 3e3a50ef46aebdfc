// Authored hannya mask, front on, as irezumi draws it. The icon set's oni read as a red shield
// with small eyes and a closed mouth (#31 scored 2): a hannya is known at a glance by two long
// horns rising from the hairline, brows knotted down over wide glaring eyes with metallic
// (gold) whites, and a huge grin split from cheek to cheek with fangs above and below, framed
// by loose black hair falling in waves down both sides. Same 512 x 512 box and TGenShape
// contract as dragonfly.ts; the face is the body colour (red), every other part an ink.
import { ellipse, mirrorD, mirrored, P, taper, type TPt } from './creatures';
import type { TGenShape } from './gen-shape';

const both = (d: string) => d + mirrorD(d);
const poly = (pts: TPt[]) => `M${pts.map(P).join('L')}Z`;

/** A band along the smooth curve through `pts`, `w` wide at the root, drawn to a point:
 *  a lock of hair (Catmull-Rom through the points, so the wave passes through each one). */
export function strand(pts: TPt[], w: number): string {
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
  const left: TPt[] = [];
  const right: TPt[] = [];
  path.forEach((p, i) => {
    const a = path[Math.max(0, i - 1)];
    const b = path[Math.min(path.length - 1, i + 1)];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const t = i / (path.length - 1);
    // full width for the first third, then drawn out to the tip
    const half = (w / 2) * Math.min(1, 1.4 * (1 - t)) ** 0.9;
    const nx = (-(b[1] - a[1]) / len) * half;
    const ny = ((b[0] - a[0]) / len) * half;
    left.push([p[0] + nx, p[1] + ny]);
    right.push([p[0] - nx, p[1] - ny]);
  });
  return poly([...left, ...right.reverse()]);
}

/** The right horn: a crescent from the hairline, sweeping out then up to a point (two
 *  edges drawn apart, so the tight bend at the root never folds over itself). */
const horn =
  'M306 132C352 126 392 112 408 82C418 62 420 36 424 10' +
  'C446 48 456 98 440 132C422 168 380 178 334 176Z';

/** The face, right half mirrored: a narrow brow, cheekbones flaring wide beside the grin and a
 *  jaw drawn in to a pointed chin. */
const face = mirrored(
  [256, 130],
  [
    [
      [292, 128],
      [324, 136],
      [344, 154],
    ],
    [
      [360, 172],
      [366, 196],
      [368, 222],
    ],
    [
      [372, 250],
      [392, 272],
      [388, 304],
    ],
    [
      [386, 334],
      [378, 360],
      [364, 384],
    ],
    [
      [348, 414],
      [336, 448],
      [314, 470],
    ],
    [
      [296, 490],
      [276, 502],
      [256, 502],
    ],
  ],
);

/** The hair: a cap parted in the middle over the brow, and locks falling in waves down the
 *  right side outside the cheek, each ending in a flick. */
function hair(): { d: string; sheen: string } {
  const cap =
    'M256 104C300 98 350 110 380 146C392 164 396 190 392 214' +
    'C380 196 368 178 350 164C328 150 296 146 270 158L256 170Z';
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
  return { d: cap + locks, sheen };
}

/** The grin: the black of the open mouth from corner to corner, the rows of teeth along its
 *  rims and the four fangs, the tongue low in it. */
function mouth(): { open: string; teeth: string; tongue: string; gaps: string } {
  const open = mirrored(
    [256, 352],
    [
      [
        [296, 352],
        [336, 344],
        [362, 326],
      ],
      [
        [358, 376],
        [318, 448],
        [256, 458],
      ],
    ],
  );
  // upper row: a band of teeth hanging from the upper lip, a long fang at the eye tooth
  const upper = 'M256 352C290 352 318 348 344 338C338 352 326 364 312 370C292 378 272 380 256 380Z';
  const upperFang = 'M296 364L326 352C324 380 316 404 304 428C302 406 300 384 296 364Z';
  // lower row standing on the lower lip, a fang rising from it
  const lower = 'M256 458C286 456 310 446 330 428C322 420 306 420 292 426C280 430 268 432 256 432Z';
  const lowerFang = 'M306 440L336 424C336 404 332 384 324 364C316 388 310 414 306 440Z';
  const teeth = both(upper + upperFang + lower + lowerFang);
  const tongue = 'M216 430C230 410 282 410 296 430C282 444 230 444 216 430Z';
  // the splits between the teeth, whip lines from the lip into each row
  const gaps =
    taper([276, 352], [276, 366], [274, 380], 2.4) +
    taper([322, 347], [320, 358], [318, 368], 2.4) +
    taper([276, 456], [276, 444], [276, 432], 2.4) +
    taper([292, 452], [292, 440], [292, 427], 2.4);
  return { open, teeth, tongue, gaps: both(gaps) };
}

/** Brows knotted down toward the nose, the glaring eyes under them, the furrows between. */
function brows(): { brow: string; whites: string; pupils: string; lid: string; lines: string } {
  const brow =
    'M262 232C270 214 300 196 334 182C352 174 370 166 384 160C376 182 358 196 336 206C312 216 290 226 272 244Z';
  const whites =
    'M280 262C292 240 322 226 356 226C350 250 330 270 300 274C292 274 284 270 280 262Z';
  const pupils = ellipse(316, 250, 14, 14);
  const glint = ellipse(312, 245, 4, 4, false);
  // the heavy upper lid over the eye and its outer flick
  const lid = taper([276, 262], [310, 226], [364, 222], 6);
  const lines =
    // furrows: up from the knotted brows, and a bulge over each brow
    taper([262, 236], [270, 212], [262, 186], 4) +
    taper([282, 178], [316, 160], [344, 172], 4) +
    // nose bridge and the wing of each nostril
    taper([266, 250], [278, 286], [282, 312], 4) +
    taper([296, 300], [312, 318], [290, 334], 5) +
    // the snarl's fold from nostril to the mouth corner, and its curl past the corner
    taper([300, 330], [330, 312], [358, 318], 4.5) +
    taper([366, 336], [382, 362], [360, 392], 4.5);
  return { brow, whites, pupils: pupils + glint, lid, lines };
}

export function hannya(): TGenShape {
  const horns = both(horn);
  const hr = hair();
  const locks = both(hr.d);
  const m = mouth();
  const b = brows();
  const nostrils = both('M266 322C274 312 290 314 292 324C284 330 272 330 266 322Z');
  const chin = taper([232, 480], [256, 488], [280, 480], 3.5);
  const lines = both(b.lines) + chin;
  return {
    d: face + horns + locks,
    alt: horns,
    // the rim would run round the horns and locks a shade darker, as a ghost second outline
    noRim: true,
    inks: [
      { role: 'black', d: locks },
      { role: 'metal', d: both(hr.sheen), lit: true },
      { role: 'bone', d: horns },
      { role: 'black', d: both(b.brow) + nostrils + m.open + lines },
      { role: 'gold', d: both(b.whites), lit: true },
      // pupils and lids over the lit whites, or the whites would paint over them
      { role: 'black', d: both(b.pupils + b.lid), lit: true },
      { role: 'red', d: m.tongue },
      { role: 'bone', d: m.teeth, lit: true },
      { role: 'black', d: m.gaps, lit: true },
    ],
  };
}
