// Authored portrait: a woman's face under a lace veil. The icon set's only woman's face was an
// elf, with pointed ears and no veil. Same 512 x 512 box and TGenShape contract as creatures.ts.
import { ellipse, mirrorD, mirrored, taper } from './creatures';
import type { TPt } from './creatures';
import type { TGenShape } from './generated-motifs';

const both = (d: string) => d + mirrorD(d);

/** The veil's front edge, crown to shoulder (right half): the line where the lace meets the
 *  hair, a quadratic so the lace border and dots can follow it. */
const EDGE: [TPt, TPt, TPt] = [
  [256, 96],
  [392, 104],
  [386, 440],
];
const onEdge = (t: number, inset: number): TPt => {
  const [a, c, b] = EDGE;
  const x = (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0];
  const y = (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1];
  // the outward normal (away from the face), to step into the lace
  const dx = 2 * (1 - t) * (c[0] - a[0]) + 2 * t * (b[0] - c[0]);
  const dy = 2 * (1 - t) * (c[1] - a[1]) + 2 * t * (b[1] - c[1]);
  const len = Math.hypot(dx, dy) || 1;
  return [x + (dy / len) * inset, y - (dx / len) * inset];
};

/** The lace border: the front edge from shoulder back up to the crown as a row of scallops
 *  bulging toward the face. */
function scallopRun(): [TPt, TPt, TPt][] {
  const n = 11;
  const segs: [TPt, TPt, TPt][] = [];
  for (let i = n - 1; i >= 0; i--) {
    const t1 = i / n;
    const t0 = (i + 1) / n;
    const mid = onEdge((t0 + t1) / 2, -14);
    const e = onEdge(t1, 0);
    const s0 = onEdge(t0, 0);
    segs.push([
      [s0[0] + (mid[0] - s0[0]) * 1.1, s0[1] + (mid[1] - s0[1]) * 1.1],
      [e[0] + (mid[0] - e[0]) * 1.1, e[1] + (mid[1] - e[1]) * 1.1],
      i === 0 ? [256, EDGE[0][1]] : e,
    ]);
  }
  return segs;
}

/** The veil's outer fall from the crown down the right side to its scalloped hem (right half;
 *  the figure and the lace both start with it). */
const VEIL_FALL: [TPt, TPt, TPt][] = [
  [
    [330, 30],
    [404, 64],
    [430, 150],
  ],
  [
    [448, 220],
    [450, 300],
    [456, 372],
  ],
  // scalloped hem of the veil at the bottom of its fall
  [
    [470, 392],
    [468, 410],
    [476, 420],
  ],
  [
    [480, 436],
    [474, 450],
    [482, 462],
  ],
  [
    [472, 480],
    [452, 486],
    [432, 480],
  ],
];

/** A woman's face from the front under a lace veil: the veil over the crown and down past the
 *  shoulders in the second ink, its scalloped lace border and dotted lace; hair parted in the
 *  middle framing an oval face (the ears under the hair), closed-lid eyes, brows, nose, lips. */
export function veiledWoman(): TGenShape {
  // the whole figure: the veil's outer fall, then the shoulders and neckline
  const d = mirrored(
    [256, 30],
    [
      ...VEIL_FALL,
      // the shoulder line and neckline
      [
        [380, 486],
        [320, 490],
        [256, 494],
      ],
    ],
  );
  // the lace itself (second ink): the outer fall back up along the front edge to the crown
  const b = EDGE[2];
  const lace = mirrored(
    [256, 30],
    [
      ...VEIL_FALL,
      [[420, 470], [400, 456], b],
      // back up the front edge as a row of scallops, the lace border
      ...scallopRun(),
    ],
  );
  // rows of dots in the lace, cut from the lace ink on both sides (each drawn against the
  // lace's winding, so they open it rather than add to it)
  let dots = '';
  let laceDots = '';
  for (let i = 0; i < 11; i++) {
    const t = 0.07 + i * 0.088;
    const pts = [onEdge(t, 26), ...(i % 2 === 0 ? [onEdge(t + 0.04, 46)] : [])];
    for (const [x, y] of pts) {
      dots += ellipse(x, y, 3.5, 3.5, false);
      laceDots += ellipse(x, y, 3.5, 3.5, false) + ellipse(512 - x, y, 3.5, 3.5, false);
    }
  }
  // hair parted in the middle: strands from the part round the face and down to the shoulder
  const hair =
    taper([258, 100], [330, 110], [352, 260], 4) +
    taper([262, 104], [318, 118], [334, 200], 3) +
    taper([340, 250], [360, 330], [370, 430], 4) +
    taper([330, 330], [344, 380], [352, 440], 3);
  // the face: cheek to chin, the jaw into the neck, the neck down to the collarbone
  const face =
    taper([310, 150], [350, 230], [318, 320], 6) +
    taper([318, 318], [296, 352], [256, 360], 6) +
    taper([296, 350], [300, 400], [312, 436], 5) +
    taper([270, 452], [300, 450], [330, 458], 4);
  // the features: closed lids with lashes, brows, the nose, lips
  const features =
    taper([272, 226], [294, 240], [318, 226], 5) +
    taper([306, 236], [312, 244], [316, 250], 2) +
    taper([296, 238], [298, 247], [298, 252], 2) +
    taper([268, 204], [296, 190], [326, 202], 5) +
    taper([264, 250], [270, 280], [272, 292], 3) +
    taper([260, 298], [268, 302], [278, 296], 3) +
    'M256 316C266 310 282 312 292 320C280 324 268 326 256 326Z' +
    taper([256, 332], [276, 342], [288, 326], 4);
  const holes = both(dots + hair + face + features);
  return { d, holes, alt: lace + laceDots };
}

/** A link of chain between two beads: a thin bar from one bead's edge to the next one's. */
function link(a: TPt, ra: number, b: TPt, rb: number, w = 4): string {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const u: TPt = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
  // overlap each bead a little so the chain is one with them, not floating
  const s: TPt = [a[0] + u[0] * (ra - 2), a[1] + u[1] * (ra - 2)];
  const e: TPt = [b[0] - u[0] * (rb - 2), b[1] - u[1] * (rb - 2)];
  const n: TPt = [(-u[1] * w) / 2, (u[0] * w) / 2];
  const p = (q: TPt) => `${Math.round(q[0] * 10) / 10} ${Math.round(q[1] * 10) / 10}`;
  return `M${p([s[0] + n[0], s[1] + n[1]])}L${p([e[0] + n[0], e[1] + n[1]])}L${p([e[0] - n[0], e[1] - n[1]])}L${p([s[0] - n[0], s[1] - n[1]])}Z`;
}

/** A rosary hanging: a loop of beads (the larger ones marking the decades) joined at a medal,
 *  a short strand of beads below it and the crucifix at the end. */
export function rosary(): TGenShape {
  const beads: [TPt, number][] = [];
  // the loop: round the top of an ellipse, open at the bottom where both ends meet the medal
  const n = 18;
  for (let i = 0; i <= n; i++) {
    const a = ((120 + (i * 300) / n) * Math.PI) / 180;
    beads.push([[256 + 176 * Math.cos(a), 180 + 150 * Math.sin(a)], i % 6 === 3 ? 19 : 14]);
  }
  const medal: TPt = [256, 352];
  const strand: [TPt, number][] = [
    [[256, 396], 13],
    [[256, 426], 13],
  ];
  let d = '';
  let chain = '';
  beads.forEach(([c, r], i) => {
    d += ellipse(c[0], c[1], r, r);
    if (i > 0) chain += link(beads[i - 1][0], beads[i - 1][1], c, r);
  });
  // both ends of the loop to the medal, the medal to the strand, the strand to the cross
  chain += link(beads[0][0], beads[0][1], medal, 24) + link(beads[n][0], beads[n][1], medal, 24);
  d += ellipse(medal[0], medal[1], 20, 26);
  let prev: [TPt, number] = [medal, 26];
  for (const b of strand) {
    d += ellipse(b[0][0], b[0][1], b[1], b[1]);
    chain += link(prev[0], prev[1], b[0], b[1]);
    prev = b;
  }
  const cross =
    'M244 442L268 442L268 462L302 462L302 484L268 484L268 510L244 510L244 484L210 484L210 462L244 462Z';
  chain += link(prev[0], prev[1], [256, 444], 2);
  const holes =
    ellipse(medal[0], medal[1], 12, 17, false) +
    taper([256, 450], [254, 476], [256, 502], 3) +
    taper([220, 473], [256, 471], [292, 473], 3);
  return { d: d + chain + cross, holes };
}
