// The owl's body plumage for realism-owl.ts and the tone that models the whole bird: soft breast
// feathers with dark streaks high and fine bars low (not rows of scallops), feathered legs over
// a fanned tail; the wings' flight feathers mid grey with dark bars, their coverts and leading
// edges lit, black at the wing roots, a lit facial disc in a dark ruff, dark sockets round lit eyes.
import { ellipse } from './creatures';
import { poly } from './curve-kit';
import { toneBlob } from './realism-elephant';
import { both, insidePoly, type TPt } from './realism-kit';
import { covertSpots, featherShadows, leadingStrip, taper, wingBand } from './realism-owl-wing';

const strands = (list: [TPt, TPt, TPt][], w: number) =>
  list.map(([a, c, b]) => taper(a, c, b, w)).join('');

type TTone = { t: number; d: string; blur?: number };

/** The facial disc's edge (right half), from the brow notch over the eye, round the cheek and
 *  in under the chin to the middle. */
export const DISC: TPt[] = [
  [258, 114],
  [278, 106],
  [300, 107],
  [314, 118],
  [320, 138],
  [321, 162],
  [314, 184],
  [296, 200],
  [274, 208],
  [258, 211],
];

/** The breast and belly between the wing roots, chin to the legs. */
export const BREAST: TPt[] = [
  [256, 208],
  [292, 204],
  [318, 194],
  [332, 226],
  [334, 276],
  [320, 314],
  [300, 334],
  [256, 344],
  [212, 334],
  [192, 314],
  [178, 276],
  [180, 226],
  [194, 194],
  [220, 204],
];

/** Evenly spread points over the breast (the R2 sequence: no grid, same points each time). */
function scatter(n: number, y0: number, y1: number): TPt[] {
  const out: TPt[] = [];
  for (let i = 0; out.length < n && i < n * 10; i++) {
    const p: TPt = [
      176 + ((i * 0.7548776662 + 0.5) % 1) * 160,
      y0 + ((i * 0.569840291 + 0.2) % 1) * (y1 - y0),
    ];
    if (insidePoly(BREAST, p[0], p[1]) && insidePoly(BREAST, p[0], p[1] + 14)) out.push(p);
  }
  return out;
}

/** Dark tear-drop streaks down the upper breast and fine wavy bars across the belly, and soft
 *  feather strands between the streaks (kept clear of them: crossing cuts cancel out). */
function markings(bold: boolean): string {
  const heads = scatter(30, 214, 284);
  const streaks = heads.map(([x, y], i): [TPt, TPt, TPt] => {
    const l = 15 + (i % 3) * 4;
    const lean = (x - 256) * 0.05;
    return [
      [x, y],
      [x + lean * 0.5, y + l * 0.55],
      [x + lean, y + l],
    ];
  });
  const bars = scatter(22, 286, 326).map(([x, y]) =>
    taper([x - 7, y + 1], [x, y - 1.5], [x + 7, y + 1.5], 0.9),
  );
  const near = (p: TPt) =>
    streaks.some((st) => st.some((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) < 9));
  const fur: [TPt, TPt, TPt][] = [];
  for (const [x, y] of scatter(220, 206, 300)) {
    const a = lie([x, y]);
    const [dx, dy] = [Math.cos(a) * 5.5, Math.sin(a) * 5.5];
    const seg: [TPt, TPt, TPt] = [
      [x - dx, y - dy],
      [x + dy * 0.3, y - dx * 0.3],
      [x + dx, y + dy],
    ];
    if (!seg.some(near) && fur.length < 90) fur.push(seg);
  }
  return strands(streaks, 1.45) + bars.join('') + (bold ? '' : strands(fur, 0.45));
}

/** The lie of the breast feathers: down and a little outward from the middle. */
const lie = ([x]: TPt) => Math.PI / 2 - (x - 256) * 0.006;

/** The body's lines: soft feather strands and markings on the breast, the wing roots' edge,
 *  the legs' feathering, the tail feathers' edges and the ridge down the middle of the tail. */
export function bodyLines(bold = false): string {
  const legs = both(
    taper([299, 344], [305, 370], [302, 398], 1) +
      // the belly's lower edge lying over the legs and the tail
      taper([314, 330], [304, 342], [288, 344], 0.9) +
      taper([272, 342], [266, 376], [269, 404], 1) +
      strands(
        [
          [
            [280, 352],
            [282, 364],
            [281, 378],
          ],
          [
            [290, 360],
            [293, 372],
            [292, 386],
          ],
          [
            [277, 380],
            [279, 390],
            [279, 402],
          ],
          [
            [286, 388],
            [288, 396],
            [288, 406],
          ],
        ],
        0.6,
      ) +
      // the tail feathers' edges fanning out beside the legs
      taper([319, 388], [316, 366], [310, 346], 0.8) +
      taper([310, 391], [307, 372], [302, 352], 0.8) +
      // where the wing's underside meets the flank
      taper([330, 186], [340, 240], [336, 290], 1.1) +
      '',
  );
  return markings(bold) + legs + taper([256, 416], [257, 404], [256, 392], 0.7);
}

const blobs = (t: number, ...ps: TPt[][]): TTone => ({
  t,
  d: ps.map((p) => both(toneBlob(p))).join(''),
});

/** The wings' tone: lit coverts and leading edge, mid-grey flight feathers barred darker, black
 *  at the roots where the wing turns under beside the body. */
function wingTones(): TTone[] {
  const bars = [0.55, 0.71, 0.87].map((a) => wingBand(a, a + 0.06)).join('');
  return [
    { t: 0.34, d: both(wingBand(0.02, 0.42, 0.1, 0.4)) },
    { t: 0.42, d: both(wingBand(0.42, 1.06, 0.4, 1.05)) },
    // the shadow under each row of coverts and each flight feather's overlapping edge
    { t: 0.66, d: both(wingBand(0.42, 0.5, 0.4, 0.48) + wingBand(0.24, 0.3, 0.26, 0.31)) },
    { t: 0.06, d: both(covertSpots()) },
    { t: 0.72, d: both(featherShadows()) },
    { t: 0.86, d: both(bars) },
    { t: 0, d: both(leadingStrip() + wingBand(0, 0.06, 0, 0.12)) },
    blobs(0.9, [
      [326, 178],
      [348, 192],
      [352, 282],
      [334, 300],
      [320, 240],
    ]),
  ];
}

/** The body's and head's tone, painted in order over the wash. */
function bodyTones(eye: TPt, iris: number): TTone[] {
  const [x, y] = eye;
  return [
    // the breast lit down the middle, shading to the flanks, dark under the chin and the belly
    blobs(0.62, [
      [300, 206],
      [330, 232],
      [332, 286],
      [312, 322],
      [298, 262],
    ]),
    { t: 0.05, d: ellipse(256, 252, 44, 42) },
    { t: 0.72, d: ellipse(256, 212, 54, 9) },
    // the tail dark behind and between the legs, the belly's edge casting a shadow on the
    // legs, the feathered legs lit down their fronts, the toes mid grey
    {
      t: 0.86,
      d:
        both(
          toneBlob([
            [304, 334],
            [322, 342],
            [332, 390],
            [300, 400],
          ]),
        ) + ellipse(256, 382, 13, 34),
    },
    { t: 0.3, d: both(ellipse(284, 372, 13, 30)) },
    { t: 0.04, d: both(ellipse(283, 376, 5, 18)) },
    { t: 0.78, d: ellipse(256, 344, 52, 8) },
    { t: 0.4, d: both(ellipse(300, 438, 22, 14)) },
    // the head: crown mid grey, the disc's ruff dark, the disc lit, pale brows
    { t: 0.5, d: ellipse(256, 126, 70, 30) },
    { t: 0.8, d: ellipse(256, 158, 76, 56) },
    // the disc lit inside its dark rim, brightest below the eyes
    {
      t: 0.18,
      d: both(
        poly(DISC.map(([px, py]): TPt => [256 + (px - 256) * 0.86, 160 + (py - 160) * 0.86])),
      ),
    },
    { t: 0.04, d: both(ellipse(x - 2, y + 14, 22, 24)) },
    {
      t: 0,
      d: blobs(0, [
        [260, 122],
        [296, 112],
        [312, 124],
        [266, 138],
      ]).d,
    },
    // the pale ridge of feathers down between the eyes to the beak, dark beside it
    { t: 0.55, d: ellipse(256, 148, 15, 20) },
    { t: 0.02, d: ellipse(256, 140, 5, 22) },
    // the eyes sunk in dark sockets, the irises lit inside them
    { t: 0.95, d: both(ellipse(x, y - 1, iris + 8, iris + 7)) },
    { t: 0.02, d: both(ellipse(x, y, iris + 3, iris + 3)) },
    // finer blur for the eye itself: black close round the ring, the lid's shadow across the
    // iris's top grading down to its lit lower rim (the glow a lit eye has)
    { t: 0.97, d: both(ellipse(x, y - 0.5, iris + 6, iris + 5)), blur: 0.22 },
    { t: 0.3, d: both(ellipse(x, y + 1, iris + 1, iris + 1)), blur: 0.22 },
    { t: 0.02, d: both(ellipse(x + 1, y + iris * 0.5, iris * 0.75, iris * 0.4)), blur: 0.22 },
    { t: 0.75, d: both(ellipse(x, y - iris * 0.55, iris * 1.05, iris * 0.45)), blur: 0.22 },
  ];
}

/** The owl's tone (painted in order, each over the last). */
export function owlTones(eye: TPt, iris: number): TTone[] {
  return [...wingTones(), ...bodyTones(eye, iris)];
}
