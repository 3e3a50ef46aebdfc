// Authored neo-traditional portrait: a woman's face from the front under a lace veil. The first drawing hid a small flat face inside a blob of veil; this one makes the
// face the piece: it fills the middle of the drawing, heavy-lidded eyes with lashes and a
// coloured iris, full two-tone lips, brows and nose lines; hair parted in the middle frames it
// and falls to the shoulders; the veil's scalloped lace edge (dots and small arcs) runs over the
// hair from the crown to the shoulders; a jewel hangs on the forehead. Flowers asked with her
// are laid over the veil by the layout (relations.ts), each drawn whole on top. Same 512 x 512 box and
// TGenShape contract as creatures.ts: body in skin, the hair as the second ink, the rest inks.
import { ellipse, mirrorD, mirrored, P, taper } from './creatures';
import type { TPt } from './creatures';
import { oneWinding } from './flash-flowers';
import type { TGenShape } from './gen-shape';
import { faceTones, hairLocks, turn } from './veiled-woman-shade';

type TSeg = [TPt, TPt, TPt];
const both = (d: string) => d + mirrorD(d);

/** The veil's front edge, crown to shoulder (right half), a cubic: where the lace meets the hair. */
const EDGE: [TPt, TPt, TPt, TPt] = [
  [256, 70],
  [372, 62],
  [410, 160],
  [400, 468],
];
function onEdge(t: number, inset = 0): TPt {
  const [a, b, c, d] = EDGE;
  const u = 1 - t;
  const k = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  const x = k[0] * a[0] + k[1] * b[0] + k[2] * c[0] + k[3] * d[0];
  const y = k[0] * a[1] + k[1] * b[1] + k[2] * c[1] + k[3] * d[1];
  const dx = 3 * u * u * (b[0] - a[0]) + 6 * u * t * (c[0] - b[0]) + 3 * t * t * (d[0] - c[0]);
  const dy = 3 * u * u * (b[1] - a[1]) + 6 * u * t * (c[1] - b[1]) + 3 * t * t * (d[1] - c[1]);
  const len = Math.hypot(dx, dy) || 1;
  // positive inset steps outward, into the lace (the normal away from the face)
  return [x + (-dy / len) * -inset, y + (dx / len) * -inset];
}

/** The lace border: the front edge from the shoulder back up to the crown as scallops bulging
 *  toward the face. */
function scallopRun(n: number): TSeg[] {
  const segs: TSeg[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const t0 = (i + 1) / n;
    const t1 = i / n;
    const s0 = onEdge(t0);
    const e = i === 0 ? EDGE[0] : onEdge(t1);
    const m0 = onEdge(t0 - 0.3 / n, -16);
    const m1 = onEdge(t1 + 0.3 / n, -16);
    segs.push([m0, m1, e]);
    void s0;
  }
  return segs;
}

/** The veil's outer fall from the crown to its scalloped hem (right half). */
const VEIL_FALL: TSeg[] = [
  [
    [332, 22],
    [398, 50],
    [420, 120],
  ],
  [
    [440, 184],
    [446, 280],
    [450, 350],
  ],
  [
    [470, 360],
    [478, 384],
    [462, 398],
  ],
  [
    [482, 410],
    [484, 438],
    [466, 448],
  ],
  [
    [484, 462],
    [478, 490],
    [452, 492],
  ],
];

/** The face, hairline to chin (right half). */
const FACE: TSeg[] = [
  [
    [304, 116],
    [338, 140],
    [346, 188],
  ],
  // widest at the cheekbones, then narrowing to a soft pointed chin (an oval, not a U)
  [
    [354, 240],
    [346, 300],
    [322, 340],
  ],
  [
    [300, 372],
    [280, 392],
    [256, 394],
  ],
];
const back = (segs: TSeg[], start: TPt): TSeg[] => {
  const ends = [start, ...segs.map((s) => s[2])];
  return segs.map((s, i): TSeg => [s[1], s[0], ends[i]]).reverse();
};

/** Hair parted in the middle: from under the veil round the face and down over the shoulders
 *  in loose ends (right half, closed on the face's outline). */
function hair(): string {
  return mirrored(
    [256, 58],
    [
      [
        [376, 50],
        [422, 160],
        [416, 300],
      ],
      [
        [412, 400],
        [420, 456],
        [410, 480],
      ],
      // the ends: two locks over the shoulder
      [
        [398, 496],
        [378, 490],
        [368, 476],
      ],
      [
        [356, 490],
        [336, 482],
        [332, 464],
      ],
      [
        [322, 430],
        [312, 390],
        [322, 340],
      ],
      ...back(FACE.slice(0, 2), [256, 118]),
    ],
  );
}

/** The eye's upper lid (right eye) as a quadratic: inner corner, control, outer corner. */
// low and heavy: the eyes half closed, the lid covering the top of the iris
const LID: [TPt, TPt, TPt] = [
  [270, 252],
  [300, 232],
  [338, 246],
];
const lidY = (x: number) => {
  // solve the quadratic's x for t (x is monotone along the lid), then its y
  const [a, c, b] = LID;
  let t = 0.5;
  for (let i = 0; i < 20; i++) {
    const xt = (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0];
    const dx = 2 * (1 - t) * (c[0] - a[0]) + 2 * t * (b[0] - c[0]);
    t = Math.min(1, Math.max(0, t - (xt - x) / (dx || 1)));
  }
  return (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1];
};

/** A disc cut off at the top by the lid (the iris and pupil under a heavy lid). */
function underLid(c: TPt, r: number): string {
  let d = '';
  for (let i = 0; i <= 32; i++) {
    const a = (i / 32) * Math.PI * 2;
    const x = c[0] + r * Math.cos(a);
    const y = Math.max(c[1] + r * Math.sin(a), lidY(x) + 2);
    d += `${i ? 'L' : 'M'}${P([x, y])}`;
  }
  return d + 'Z';
}

/** The right eye's coloured parts, the iris shifted by `look` (she looks aside, both eyes the
 *  same way, so the left eye is drawn with the opposite shift and mirrored), its catchlight on
 *  the side the light comes from. */
function eyeBall(look: number, glintSide: number) {
  const white = `M${P(LID[0])}Q${P([300, 242])} ${P(LID[2])}Q${P([304, 284])} ${P(LID[0])}Z`;
  const c: TPt = [302 + look, 257];
  const gx = c[0] + 6 * glintSide;
  return {
    white,
    iris: underLid(c, 16.5),
    pupil: underLid([c[0], c[1] + 1], 7.5),
    glint: ellipse(gx, lidY(gx) + 11, 5.5, 5.5),
  };
}

/** The eye's lines, cut as ink on the skin: a heavy winged lash line, lashes, the lid crease,
 *  a fine lower lid and a defined brow, heavy at its head and tapering out. */
function eyeLines(): string {
  return (
    // (solid shapes: a taper this wide on so short a curve folds over itself and fills as a hole)
    'M262 258Q296 210 364 228L342 246Q300 232 268 258Z' +
    taper([336, 240], [352, 234], [362, 220], 3) +
    taper([344, 244], [362, 242], [372, 232], 2.6) +
    taper([326, 238], [336, 228], [340, 216], 2.2) +
    // the crease of the heavy lid, well above it
    taper([272, 234], [302, 208], [342, 226], 2.4) +
    // the lower lid: short and fine toward the outer corner
    taper([300, 280], [324, 278], [338, 258], 1.4) +
    'M262 214Q268 190 300 182Q332 178 356 198Q328 190 300 194Q278 198 262 214Z'
  );
}

/** Full lips: the upper with its bow, the lower fuller, each an ink region (so the parting
 *  line is where their edges meet). No light dash on the lower lip: at this size its ink line
 *  closed it up into a black stroke across the lip. */
function lips() {
  const upper = mirrored(
    [256, 342],
    [
      [
        [260, 336],
        [264, 333],
        [269, 333],
      ],
      [
        [280, 334],
        [290, 344],
        [296, 352],
      ],
      [
        [284, 352],
        [270, 354],
        [256, 352],
      ],
    ],
  );
  const lower = mirrored(
    [256, 352],
    [
      [
        [270, 354],
        [284, 352],
        [296, 352],
      ],
      [
        [290, 366],
        [276, 376],
        [256, 376],
      ],
    ],
  );
  return { upper, lower };
}

/** The shadow the veil casts on the hair: a solid black band inside its front edge, widest at
 *  the temples, so the scalloped lace stands off the hair instead of lying flat on it. */
function veilShadow(): string {
  const n = 24;
  const out: TPt[] = [];
  const inn: TPt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = 0.04 + (0.92 * i) / n;
    out.push(onEdge(t, 2));
    inn.push(onEdge(t, -16 - 14 * Math.sin(Math.PI * t)));
  }
  return both(`M${[...out, ...inn.reverse()].map(P).join('L')}Z`);
}

/** Lace along the veil's front edge: a row of dots just inside the scallops, small arcs between
 *  them, and further out a net of open rings with a dot between each pair. Drawn bold enough to
 *  survive the piece's size: finer, the band printed as plain colour, not lace. */
function lace(): string {
  let d = '';
  const n = 18;
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const [x, y] = onEdge(t, 12);
    d += ellipse(x, y, 3.6, 3.6);
    const a = onEdge(t + 0.2 / n, 20);
    const b = onEdge(t + 0.8 / n, 20);
    const m = onEdge(t + 0.5 / n, 32);
    d += taper(a, m, b, 2.6);
  }
  const rings = 14;
  for (let i = 0; i < rings; i++) {
    const t = (i + 0.5) / rings;
    const [x, y] = onEdge(t, 40);
    d += ellipse(x, y, 7, 7) + ellipse(x, y, 4, 4, false);
    if (i < rings - 1) {
      const [px, py] = onEdge((i + 1) / rings, 44);
      d += ellipse(px, py, 2.6, 2.6);
    }
  }
  return both(d);
}

/** The choker round the neck, dipping a little at the front, and the drop hung from it. */
const CHOKER = 'M206 412Q256 432 306 412L307 426Q256 448 205 426Z';
const DROP = 'M256 446C266 456 268 470 256 482C244 470 246 456 256 446Z';

export function veiledWoman(): TGenShape {
  const body = mirrored(
    [256, 22],
    [
      ...VEIL_FALL,
      [
        [390, 500],
        [320, 504],
        [256, 504],
      ],
    ],
  );
  const veil = mirrored(
    [256, 22],
    [
      ...VEIL_FALL,
      [[436, 494], [414, 486], EDGE[3]],
      // back up the front edge as a row of scallops, the lace border
      ...scallopRun(12),
    ],
  );
  // she looks to her right (the viewer's left), the light from the upper left
  const right = eyeBall(-7, -1);
  const left = eyeBall(7, 1);
  const eye2 = (k: 'white' | 'iris' | 'pupil' | 'glint') => turn(right[k] + mirrorD(left[k]));
  const l = lips();
  // lines on the skin: the jaw, the neck and collarbones, the nose (lit on one side), the lid
  // lines and brows. Drawn as line inks, not cuts: a cut gets the body's inner rim echoed round
  // it, which doubles every feature of a face
  const skin = turn(
    both(
      // the jaw: one swelling line from the cheek into the chin
      taper([326, 332], [304, 384], [250, 394], 5) +
        taper([306, 366], [300, 410], [316, 456], 4) +
        taper([290, 476], [330, 464], [370, 476], 3) +
        eyeLines(),
    ) +
      // the nose: one line from the inner brow down the shaded side into the nostril's wing, a
      // soft line under the tip, two small dark nostrils
      taper([266, 212], [288, 262], [280, 298], 2.8) +
      taper([280, 298], [296, 308], [280, 318], 2.6) +
      taper([242, 316], [256, 324], [272, 318], 2.2) +
      ellipse(248, 315, 3.6, 2.2) +
      ellipse(268, 316, 3.4, 2) +
      // the dark line between the lips, heavier at the middle
      taper([296, 352], [276, 356], [256, 354], 3.2) +
      taper([216, 352], [236, 356], [256, 354], 3.2) +
      // solid shadow under the chin on the neck
      `M304 370Q256 430 208 370Q256 404 304 370Z`,
  );
  const jewel = turn(ellipse(256, 84, 11, 11));
  const stone = turn(`M256 96C266 108 268 124 256 136C244 124 246 108 256 96Z`);
  return {
    d: body,
    alt: hair(),
    tones: faceTones(),
    colourTones: true,
    // the features and lace paint over the body's shading glaze (lit), which greyed the lash
    // lines and brows; the hair locks stay under it, as the veil covers their ends
    inks: [
      { role: 'black', d: oneWinding(skin), lit: true },
      // the hair's flowing locks
      { role: 'black', d: oneWinding(hairLocks()) },
      { role: 'black', d: oneWinding(veilShadow()) },
      { role: 'bone', d: oneWinding(veil) },
      { role: 'black', d: oneWinding(lace()), lit: true },
      { role: 'bone', d: oneWinding(eye2('white')), lit: true },
      { role: 'green', d: oneWinding(eye2('iris')), lit: true },
      { role: 'black', d: oneWinding(eye2('pupil')), lit: true },
      { role: 'bone', d: oneWinding(eye2('glint')), lit: true },
      { role: 'red', d: oneWinding(turn(l.upper + l.lower)), lit: true },
      // a velvet choker with a gold-set red drop: the neck was bare skin running into the
      // drawing's flat foot, and a neo-traditional lady wears her jewels
      { role: 'black', d: oneWinding(turn(CHOKER)), lit: true },
      { role: 'gold', d: oneWinding(turn(ellipse(256, 442, 7, 6))), lit: true },
      { role: 'red', d: oneWinding(turn(DROP)), lit: true },
      { role: 'gold', d: jewel },
      { role: 'red', d: stone },
    ],
  };
}
