// Realism's howling wolf, as a black-and-grey artist draws it: sitting in profile facing right,
// head thrown back with the muzzle pointed at the sky and the jaw open, ears laid back, a thick
// ruff of layered fur down the throat and chest, straight front legs on their paws, the haunch
// folded under and a bushy tail along the ground. Fur is pulled as whip strands that follow the
// lie of the coat; the tones sink the ear, throat and the far legs into shadow and leave the
// crown, the muzzle and the haunch's crown as bare skin. Same contract as realism-lion.ts.
import type { TGenShape } from './gen-shape';
import { furField, reversed, strands, tufts, taper, type TPt } from './realism-kit';

type TSeg = [TPt, TPt, TPt];
const f = (n: number) => Math.round(n * 10) / 10;
const P = (p: TPt) => `${f(p[0])} ${f(p[1])}`;
const S = (a: number, b: number, c: number, d: number, e: number, g: number): TSeg => [
  [a, b],
  [c, d],
  [e, g],
];
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
  // the nape's and the throat's ruff, and the tail's top: pointed tufts swept down the coat
  const nape = tufts([301, 146], [238, 234], 5, 12, -1);
  const ruff = reversed([406, 132], tufts([406, 132], [398, 300], 8, 15, 1));
  const segs: TSeg[] = [
    [H(-4, 6), H(14, 12), H(40, 14)],
    [H(58, 16), H(70, 22), H(82, 28)],
    [H(94, 36), H(108, 44), H(122, 48)],
    // the ear laid back, its tip pointing down the neck
    [H(138, 64), H(160, 76), H(182, 76)],
    [H(172, 58), H(160, 38), H(152, 28)],
    ...nape,
    // the back falls steeply to the rump of a sitting dog, then the haunch rounds to the ground
    ...tufts([238, 234], [196, 282], 2, 8, -1),
    S(182, 298, 168, 314, 160, 334),
    S(140, 372, 132, 420, 146, 448),
    // the bushy tail out along the ground, its edge in locks
    S(124, 420, 96, 400, 62, 402),
    ...tufts([62, 402], [12, 458], 4, 11, -1),
    S(30, 490, 110, 494, 168, 478),
    // the hind foot flat on the ground, its toes under the elbow
    S(210, 478, 260, 478, 296, 478),
    S(310, 476, 312, 462, 298, 456),
    // up the stifle to the belly, round the far front leg and along the ground to the near paw
    S(284, 452, 278, 440, 284, 420),
    S(290, 398, 312, 380, 336, 372),
    S(334, 410, 336, 446, 330, 478),
    S(360, 478, 400, 478, 428, 478),
    S(434, 466, 424, 454, 408, 450),
    // the near front leg's front edge up to the chest
    S(396, 440, 392, 380, 398, 300),
    ...ruff,
    // under the chin to the lower jaw's tip
    S(416, 118, 434, 108, 442, 100),
    [[444, 94], JAW, JAW],
    // across the open mouth to the nose
    [[JAW[0] - 10, JAW[1] - 18], H(10, -14), H(2, -8)],
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
  const eye = blob([H(80, 9), H(91, 18), H(106, 16), H(94, 6)]);
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

/** Regions of the coat and the way the fur lies in each (angle in radians, screen axes). */
const DOWN = Math.PI / 2;
const COAT: { region: TPt[]; lie: (p: TPt) => number; n: number; len: number }[] = [
  // the nape and back: falling from the head down toward the rump
  {
    region: [
      [300, 150],
      [330, 170],
      [320, 260],
      [260, 300],
      [176, 330],
      [240, 236],
    ],
    lie: () => DOWN + 0.75,
    n: 34,
    len: 20,
  },
  // the ruff: down the throat and over the chest, tips forward
  {
    region: [
      [336, 150],
      [404, 136],
      [414, 200],
      [408, 290],
      [352, 300],
      [334, 220],
    ],
    lie: ([x]) => DOWN - 0.15 - (x - 340) / 300,
    n: 30,
    len: 24,
  },
  // the shoulder and flank between the back and the front leg: down and a little back
  {
    region: [
      [322, 262],
      [350, 300],
      [344, 372],
      [292, 392],
      [266, 330],
    ],
    lie: ([x, y]) => DOWN + 0.35 - (y - 260) / 500 + (340 - x) / 600,
    n: 22,
    len: 18,
  },
  // the thigh: round the haunch's crown
  {
    region: [
      [172, 338],
      [250, 320],
      [290, 380],
      [280, 446],
      [168, 456],
      [150, 400],
    ],
    // swept down and back over the thigh (a whorl round its crown read as a target)
    lie: ([x, y]) => DOWN - 1.1 + (y - 330) / 260 - (x - 220) / 400,
    n: 30,
    len: 18,
  },
  // the front leg: short and straight down
  {
    region: [
      [362, 310],
      [396, 304],
      [394, 440],
      [366, 446],
    ],
    lie: () => DOWN + 0.05,
    n: 10,
    len: 16,
  },
  // the tail: along its length
  {
    region: [
      [150, 448],
      [80, 418],
      [16, 456],
      [80, 484],
      [160, 474],
    ],
    lie: ([x]) => Math.PI - 0.1 - (150 - x) / 600,
    n: 24,
    len: 26,
  },
];

/** The body's fur: the coat's regions strand by strand, the ruff's layered edges, the thigh's
 *  round, the near leg drawn over the far one, and the toes. */
function body(): string {
  // dense enough to read as a pelt rather than a few marks on a smooth toy
  const coat = COAT.map((c) => furField(c.region, c.lie, Math.round(c.n * 1.7), c.len, 1)).join('');
  const ruff: TSeg[] = [
    // the ruff's layers: each row's edge hangs over the next
    S(352, 176, 378, 196, 406, 200),
    S(346, 214, 372, 236, 404, 244),
    S(348, 252, 370, 272, 398, 282),
    S(356, 150, 380, 168, 404, 168),
    // the tail's locks parting down its length
    S(140, 452, 100, 444, 60, 452),
    // the thigh's round, from the rump down to the stifle
    S(182, 330, 254, 316, 284, 376),
  ];
  const lines =
    // the near front leg's back edge, over the far leg, from the elbow to the paw
    taper([350, 326], [356, 400], [362, 476], 3.2) +
    // the elbow
    taper([338, 300], [344, 320], [352, 336], 2.5) +
    // toes
    taper([414, 478], [412, 470], [408, 462], 1.8) +
    taper([398, 478], [398, 470], [394, 464], 1.8) +
    taper([346, 478], [346, 470], [343, 462], 1.8) +
    taper([284, 478], [284, 470], [280, 462], 1.8);
  return coat + strands(ruff, 2) + lines;
}

/** Patches of tone [t, points] over the wash, as a wolf's coat is marked and lit: the dark
 *  saddle down the nape and back, the ear, the far leg, under the jaw and the haunch and the
 *  tail's tip in shadow; the pale muzzle, throat, chest and legs, and the haunch's crown where
 *  it turns to the light, left as bare skin. */
function tones(): { t: number; d: string }[] {
  const T = (t: number, pts: TPt[]) => ({ t, d: blob(pts) });
  return [
    // the grey coat all over before its marks and lights, so the wolf is not left as skin
    T(0.42, [
      [240, 236],
      [330, 160],
      [404, 300],
      [398, 440],
      [290, 476],
      [150, 452],
      [150, 360],
    ]),
    // the saddle, from behind the ear down the back to the rump
    T(0.9, [
      [300, 150],
      [250, 212],
      [172, 322],
      [226, 300],
      [292, 230],
      [318, 176],
    ]),
    T(0.6, [H(110, 40), H(140, 40), [296, 168], H(120, 30)]),
    // shadows: in the ear, under the jaw, the far leg, the stifle, under the haunch, the tail
    T(0.95, [H(128, 50), H(160, 68), H(180, 74), H(156, 42)]),
    T(0.82, [H(100, -22), H(120, -34), [372, 160], [356, 146]]),
    T(0.8, [
      [334, 380],
      [352, 380],
      [356, 470],
      [334, 470],
    ]),
    T(0.72, [
      [290, 420],
      [320, 390],
      [334, 410],
      [300, 450],
    ]),
    T(0.85, [
      [150, 440],
      [220, 452],
      [280, 470],
      [170, 474],
    ]),
    T(0.7, [
      [10, 458],
      [60, 446],
      [70, 470],
      [20, 474],
    ]),
    T(0.55, [
      [326, 190],
      [346, 230],
      [340, 290],
      [318, 250],
    ]),
    // lights: the muzzle and brow, the throat and chest, the haunch's crown, the front leg
    T(0.02, [H(10, 6), H(50, 12), H(90, 20), H(50, 2)]),
    T(0.1, [H(80, 30), H(110, 40), H(120, 30), H(96, 20)]),
    T(0.0, [H(76, 4), H(90, 24), H(110, 22), H(96, 0)]),
    T(0.03, [
      [370, 150],
      [408, 160],
      [408, 260],
      [376, 230],
    ]),
    T(0.05, [
      [200, 340],
      [246, 336],
      [256, 390],
      [204, 404],
    ]),
    T(0.06, [
      [380, 310],
      [394, 320],
      [392, 430],
      [378, 410],
    ]),
  ];
}

/** A wolf sitting in profile, howling (see the file's head comment). */
export function wolfHowling(): TGenShape {
  return { d: outline(), holes: head() + body(), tones: tones(), toneBlur: 1.6 };
}
