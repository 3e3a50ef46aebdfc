// Realism's elephant calf: not the adult drawn small but a calf's own build, side on facing
// left as its mother does: a big domed head for its body, a round back, short thick legs, a
// small ear, a short trunk and no tusks. Same contract and tones as realism-elephant.ts.
import type { TGenShape } from './generated-motifs';
import { creases, pathOf, toneBlob } from './realism-elephant';
import { hideMesh, strands, taper, type THidePatch, type TPt } from './realism-kit';

type TSeg = [TPt, TPt, TPt];
const S = (a: number, b: number, c: number, d: number, e: number, g: number): TSeg => [
  [a, b],
  [c, d],
  [e, g],
];

function outline(): string {
  return pathOf(
    [140, 84],
    [
      // the dome standing highest, a shallow dip, the back sloping down to a rump that rounds
      // over into the thigh (a level back and a square rump read as a box)
      S(182, 80, 210, 98, 224, 120),
      S(262, 104, 320, 100, 370, 108),
      S(430, 118, 466, 150, 476, 200),
      // the near hind leg narrowing to the ankle and its foot flaring
      S(484, 250, 474, 320, 466, 390),
      S(462, 420, 464, 440, 462, 452),
      S(462, 460, 472, 466, 468, 468),
      S(450, 471, 428, 471, 410, 468),
      S(412, 450, 414, 436, 410, 420),
      S(406, 400, 404, 390, 400, 376),
      // the far hind leg forward of it
      S(394, 410, 388, 440, 386, 468),
      S(372, 471, 358, 471, 344, 468),
      S(348, 430, 352, 396, 356, 364),
      // the belly, round and low
      S(320, 392, 270, 392, 244, 370),
      // the far front leg
      S(250, 410, 256, 440, 262, 468),
      S(248, 471, 232, 471, 220, 468),
      S(218, 432, 214, 404, 210, 384),
      // the near front leg
      S(200, 420, 196, 440, 196, 452),
      S(196, 460, 200, 466, 194, 468),
      S(176, 471, 156, 471, 140, 468),
      S(140, 460, 146, 452, 146, 440),
      S(148, 410, 156, 380, 160, 330),
      // chest and chin to the mouth
      S(160, 304, 152, 284, 138, 270),
      // the short trunk down to its tip, curled forward a little, and back up to the brow
      S(122, 300, 112, 330, 108, 356),
      S(104, 372, 84, 376, 74, 362),
      S(70, 340, 76, 300, 70, 260),
      S(62, 230, 50, 180, 62, 140),
      S(74, 98, 104, 82, 140, 84),
    ],
  );
}

function detail(): string {
  const ear =
    taper([176, 126], [160, 190], [178, 262], 3.4) +
    taper([190, 124], [252, 140], [250, 206], 3.6) +
    taper([250, 206], [246, 262], [190, 272], 3.6) +
    strands([S(184, 150, 216, 162, 236, 196), S(182, 196, 210, 214, 224, 250)], 1.2);
  const face =
    taper([100, 186], [112, 178], [126, 186], 2.8) +
    taper([102, 190], [114, 196], [124, 188], 2) +
    taper([96, 174], [114, 164], [134, 174], 1.4) +
    taper([124, 266], [134, 274], [146, 272], 2);
  const trunk = creases(
    [66, 220, 78, 350],
    [124, 270, 108, 350],
    [0.15, 0.3, 0.44, 0.56, 0.68, 0.8, 0.9],
    3,
    1.4,
  );
  const legs =
    creases([160, 360, 140, 468], [206, 384, 194, 468], [0.5, 0.85], 3, 1.4) +
    creases([404, 380, 410, 468], [470, 330, 468, 468], [0.4, 0.55, 0.88], 3, 1.4);
  // a few folds on the flank and over the shoulder, softer than the adult's
  const folds = strands(
    [
      S(300, 130, 310, 200, 300, 270),
      S(348, 220, 356, 260, 346, 320),
      S(280, 340, 316, 354, 350, 346),
    ],
    1,
  );
  const lines =
    taper([204, 340], [208, 362], [210, 384], 2.2) +
    taper([392, 320], [398, 350], [400, 376], 2.2) +
    taper([400, 140], [446, 240], [404, 332], 2.4) +
    taper([146, 466], [153, 458], [160, 466], 1.4) +
    taper([166, 468], [173, 460], [180, 468], 1.4) +
    taper([416, 468], [422, 460], [430, 468], 1.4) +
    taper([436, 468], [442, 460], [450, 468], 1.4) +
    // the little tail
    taper([468, 190], [484, 240], [476, 290], 2.6);
  // a calf's hide is finer and smoother than its mother's: fewer, shorter creases
  const mesh = hideMesh(HIDE);
  return ear + face + trunk + legs + folds + lines + mesh;
}

function tones(): { t: number; d: string }[] {
  const T = (t: number, pts: number[]) => {
    const p: TPt[] = [];
    for (let i = 0; i < pts.length; i += 2) p.push([pts[i], pts[i + 1]]);
    return { t, d: toneBlob(p) };
  };
  return [
    // the flank grey, rounding under into shade along the belly
    T(0.36, [280, 130, 430, 126, 462, 220, 444, 320, 300, 350, 270, 300]),
    T(0.64, [270, 290, 380, 290, 470, 290, 440, 360, 330, 380, 260, 366]),
    T(0.86, [250, 150, 274, 220, 252, 286, 196, 290, 246, 240]),
    T(0.82, [214, 384, 256, 370, 262, 466, 220, 466]),
    T(0.8, [352, 364, 400, 376, 386, 466, 344, 466]),
    T(0.78, [250, 366, 320, 384, 356, 370, 300, 360]),
    T(0.8, [130, 270, 160, 290, 160, 330, 124, 300]),
    T(0.02, [90, 110, 150, 100, 170, 130, 110, 150]),
    T(0.06, [300, 112, 400, 116, 430, 140, 340, 140]),
    T(0.05, [186, 146, 230, 160, 236, 210, 196, 220]),
    T(0.08, [70, 230, 80, 250, 80, 340, 72, 300]),
  ];
}

/** The calf's crease mesh: its flank and two legs (see hideMesh in realism-kit.ts). */
const HIDE: THidePatch[] = [
  [[[280, 130], [430, 126], [462, 220], [444, 320], [300, 350], [270, 300]], 50, 12, 0.5, 0.2, 0.9],
  [[[162, 360], [204, 380], [196, 452], [144, 452]], 12, 10, 0.5, 0, 0.35],
  [[[408, 340], [468, 320], [468, 452], [414, 452]], 14, 10, 0.5, 0, 0.35],
];

/** An elephant calf walking, side on, facing left (see the file's head comment). */
export function elephantCalf(): TGenShape {
  return { d: outline(), holes: detail(), tones: tones(), toneBlur: 1.8 };
}
