// Realism's howling wolf, as a black-and-grey artist draws it: sitting in profile facing right,
// head thrown back with the muzzle pointed at the sky and the jaw open, ears laid back, a thick
// ruff of layered fur down the throat and chest, straight front legs on their paws, the haunch
// folded under and a bushy tail along the ground. Fur is pulled as whip strands that follow the
// lie of the coat; the tones sink the ear, throat and the far legs into shadow and leave the
// crown, the muzzle and the haunch's crown as bare skin. Same contract as realism-lion.ts.
import type { TGenShape } from './generated-motifs';
import { locks, strands, taper, type TPt } from './realism-kit';

type TSeg = [TPt, TPt, TPt];
const f = (n: number) => Math.round(n * 10) / 10;
const P = (p: TPt) => `${f(p[0])} ${f(p[1])}`;
const path = (start: TPt, segs: TSeg[]) =>
  `M${P(start)}` + segs.map(([a, b, c]) => `C${P(a)} ${P(b)} ${P(c)}`).join('');

/** The nose tip and the head's tilt: the head is drawn along its own axis, so how far it is
 *  thrown back is one number. */
const NOSE: TPt = [410, 36];
const TILT = (56 * Math.PI) / 180;
const AX: TPt = [Math.cos(TILT), -Math.sin(TILT)];
const UP: TPt = [-Math.sin(TILT), -Math.cos(TILT)];

/** A point `t` back from the nose along the head's axis and `o` off it (plus: the brow side). */
function H(t: number, o: number): TPt {
  return [NOSE[0] - t * AX[0] + o * UP[0], NOSE[1] - t * AX[1] + o * UP[1]];
}

/** A smooth closed blob through four head points (nose pad, eye). */
function blob(pts: TPt[]): string {
  const n = pts.length;
  let d = `M${P(pts[0])}`;
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % n];
    const p3 = pts[(i + 2) % n];
    const c1: TPt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: TPt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${P(c1)} ${P(c2)} ${P(p2)}`;
  }
  return d + 'Z';
}

/** Where the open jaw's corner is, and the lower jaw's tip (opened 30 degrees off the upper). */
const CORNER = H(82, -16);
const JAW: TPt = [CORNER[0] + 64 * Math.cos(TILT - 0.52), CORNER[1] - 64 * Math.sin(TILT - 0.52)];

/** The silhouette: over the head and the laid-back ear, down the shaggy nape and the back to
 *  the haunch and the tail, along the ground under the paws, up the front leg and the ruffed
 *  chest and throat to the chin, across the open mouth to the nose. */
function outline(): string {
  const nape = locks(
    [301, 146],
    [
      [292, 168],
      [288, 174],
      [276, 192],
      [271, 198],
      [258, 214],
      [253, 220],
      [238, 234],
    ],
    [330, 260],
  );
  const ruff = locks(
    [398, 300],
    [
      [414, 276],
      [408, 262],
      [418, 236],
      [410, 222],
      [420, 196],
      [410, 184],
      [416, 160],
      [404, 150],
      [406, 132],
    ],
    [330, 220],
  );
  const segs: TSeg[] = [
    [H(-4, 6), H(14, 12), H(40, 13)],
    [H(58, 14), H(70, 20), H(80, 24)],
    [H(92, 30), H(106, 36), H(122, 40)],
    // the ear laid back, its tip pointing down the neck
    [H(136, 50), H(154, 62), [257, 138]],
    [
      [272, 142],
      [288, 146],
      [301, 146],
    ],
    ...nape,
    // the back falls steeply to the rump of a sitting dog, then the haunch rounds to the ground
    [
      [206, 258],
      [176, 292],
      [160, 334],
    ],
    [
      [140, 372],
      [132, 420],
      [146, 448],
    ],
    // the bushy tail out along the ground, its tip lifting
    [
      [112, 432],
      [58, 440],
      [14, 470],
    ],
    [
      [56, 484],
      [116, 484],
      [168, 478],
    ],
    // the hind foot flat on the ground, its toes under the elbow
    [
      [210, 478],
      [260, 478],
      [296, 478],
    ],
    [
      [310, 476],
      [312, 462],
      [298, 456],
    ],
    // up the stifle to the belly, round the far front leg and along the ground to the near paw
    [
      [284, 452],
      [278, 440],
      [284, 420],
    ],
    [
      [290, 398],
      [312, 380],
      [336, 372],
    ],
    [
      [334, 410],
      [336, 446],
      [330, 478],
    ],
    [
      [360, 478],
      [400, 478],
      [428, 478],
    ],
    [
      [434, 466],
      [424, 454],
      [408, 450],
    ],
    // the near front leg's front edge up to the chest
    [
      [396, 440],
      [392, 380],
      [398, 300],
    ],
    ...ruff,
    // under the chin to the lower jaw's tip
    [
      [416, 118],
      [434, 108],
      [442, 100],
    ],
    [
      [444, 94],
      JAW,
      JAW,
    ],
    // across the open mouth to the nose
    [
      [JAW[0] - 10, JAW[1] - 18],
      H(10, -14),
      H(2, -8),
    ],
    [H(-4, -6), H(-5, 2), H(-4, 6)],
  ];
  return path(H(-4, 6), segs) + 'Z';
}

/** The open mouth as one black wedge, with the upper fang and the lower one left standing in
 *  skin: the jaws meet at the corner and open toward the front. */
function mouth(): string {
  const lip = (k: number): TPt => [
    CORNER[0] + (H(4, -10)[0] - CORNER[0]) * k,
    CORNER[1] + (H(4, -10)[1] - CORNER[1]) * k,
  ];
  const jaw = (k: number): TPt => [
    CORNER[0] + (JAW[0] - 3 - CORNER[0]) * k,
    CORNER[1] + (JAW[1] + 2 - CORNER[1]) * k,
  ];
  const toward = (p: TPt, q: TPt, len: number): TPt => {
    const dx = q[0] - p[0];
    const dy = q[1] - p[1];
    const l = Math.hypot(dx, dy) || 1;
    return [p[0] + (dx / l) * len, p[1] + (dy / l) * len];
  };
  const pts: TPt[] = [
    CORNER,
    lip(0.62),
    toward(lip(0.7), jaw(0.7), 11),
    lip(0.78),
    lip(1),
    jaw(1),
    jaw(0.86),
    toward(jaw(0.8), lip(0.8), 8),
    jaw(0.74),
  ];
  return 'M' + pts.map(P).join('L') + 'Z';
}

/** The head's detail: nose pad, mouth, squinting eye and its dark mask, the ear's shadowed
 *  inside, the lie of the fur on the muzzle, cheek and brow. */
function head(): string {
  const nose = blob([H(-3, 2), H(4, 9), H(14, 4), H(10, -6), H(2, -7)]);
  const eye = blob([H(84, 10), H(92, 14), H(102, 13), H(95, 8)]);
  const ear = taper(H(126, 44), H(146, 54), [266, 140], 5);
  const lines =
    // the eye's dark mask sweeping back, the brow over it, the stop
    taper(H(98, 12), H(112, 14), H(128, 10), 3) +
    taper(H(80, 18), H(92, 22), H(104, 24), 2) +
    taper(H(66, 16), H(74, 20), H(82, 22), 2) +
    // the lips' line past the corner, and the jaw's underside
    taper(CORNER, H(92, -20), H(100, -18), 2.5) +
    taper(H(98, -28), H(110, -32), H(124, -28), 2.5);
  const fur = strands(
    [
      // along the muzzle, nose to stop
      [H(22, 4), H(34, 6), H(48, 6)],
      [H(30, -4), H(44, -4), H(60, -2)],
      [H(46, 8), H(58, 10), H(70, 12)],
      // the cheek swept back toward the ear, and the ruff starting under it
      [H(104, -4), H(118, 0), H(134, 2)],
      [H(112, -14), H(126, -12), H(142, -8)],
      [H(120, -26), H(134, -22), H(150, -16)],
      [H(110, 28), H(122, 32), H(134, 32)],
    ],
    1.6,
  );
  return nose + mouth() + eye + ear + lines + fur;
}

/** The body's fur: the ruff's layered locks down the throat and chest, the coat from the nape
 *  over the shoulder and back, the thigh's round, the legs, tail and toes. */
function body(): string {
  const ruff: TSeg[] = [
    // layered locks over the throat and chest, each row's tips pointing down and forward
    [
      [360, 150],
      [380, 170],
      [404, 176],
    ],
    [
      [350, 182],
      [374, 204],
      [402, 210],
    ],
    [
      [344, 214],
      [370, 238],
      [404, 246],
    ],
    [
      [346, 250],
      [368, 272],
      [396, 282],
    ],
    [
      [372, 138],
      [388, 148],
      [400, 150],
    ],
    [
      [336, 160],
      [342, 184],
      [338, 206],
    ],
    [
      [326, 196],
      [330, 224],
      [326, 248],
    ],
  ];
  const coat: TSeg[] = [
    // nape and shoulder, falling down and back
    [
      [294, 178],
      [290, 204],
      [276, 226],
    ],
    [
      [310, 190],
      [306, 224],
      [292, 252],
    ],
    [
      [268, 232],
      [252, 250],
      [232, 262],
    ],
    [
      [300, 262],
      [298, 292],
      [288, 320],
    ],
    [
      [236, 280],
      [216, 298],
      [196, 312],
    ],
    // the thigh's round, from the rump down to the stifle
    [
      [180, 330],
      [250, 318],
      [282, 372],
    ],
    [
      [200, 372],
      [232, 360],
      [258, 382],
    ],
    [
      [176, 410],
      [210, 396],
      [236, 414],
    ],
    [
      [184, 448],
      [214, 436],
      [240, 446],
    ],
    // tail strands
    [
      [140, 458],
      [100, 454],
      [62, 466],
    ],
    [
      [130, 472],
      [96, 470],
      [54, 476],
    ],
    // front legs
    [
      [380, 330],
      [378, 380],
      [382, 428],
    ],
  ];
  const lines =
    // the near front leg's back edge, over the far leg, from the elbow to the paw
    taper([350, 326], [356, 400], [362, 476], 3.2) +
    // the elbow, and the belly's shadow line
    taper([338, 300], [344, 320], [352, 336], 2.5) +
    // toes
    taper([414, 478], [412, 470], [408, 462], 1.8) +
    taper([398, 478], [398, 470], [394, 464], 1.8) +
    taper([346, 478], [346, 470], [343, 462], 1.8) +
    taper([284, 478], [284, 470], [280, 462], 1.8);
  return strands(ruff, 2.2) + strands(coat, 2) + lines;
}

/** Patches of tone [t, points]: the wash alone lights the whole back evenly. Shadow in the ear,
 *  under the jaw, down the throat's side, on the far leg and under the haunch; bare skin on the
 *  crown, the muzzle's bridge, the ruff's front locks and the haunch's crown. */
function tones(): { t: number; d: string }[] {
  const T = (t: number, pts: TPt[]) => ({ t, d: blob(pts) });
  return [
    // shadows
    T(0.92, [H(124, 44), H(150, 56), [262, 140], H(150, 40)]),
    T(0.8, [H(100, -22), H(120, -34), [372, 160], [356, 146]]),
    T(0.75, [
      [336, 380],
      [352, 380],
      [356, 470],
      [336, 470],
    ]),
    T(0.7, [
      [290, 420],
      [320, 390],
      [334, 410],
      [300, 450],
    ]),
    T(0.82, [
      [150, 440],
      [220, 452],
      [280, 470],
      [170, 474],
    ]),
    T(0.6, [
      [330, 190],
      [350, 230],
      [340, 290],
      [320, 240],
    ]),
    // lights
    T(0.02, [H(70, 20), H(100, 30), H(120, 34), H(100, 18)]),
    T(0.05, [H(16, 8), H(40, 10), H(60, 12), H(40, 4)]),
    T(0.06, [
      [384, 180],
      [408, 200],
      [404, 250],
      [380, 226],
    ]),
    T(0.04, [
      [196, 330],
      [240, 330],
      [250, 380],
      [200, 400],
    ]),
    T(0.08, [
      [384, 320],
      [392, 330],
      [390, 420],
      [380, 400],
    ]),
  ];
}

/** A wolf sitting in profile, howling (see the file's head comment). */
export function wolfHowling(): TGenShape {
  return { d: outline(), holes: head() + body(), tones: tones() };
}
