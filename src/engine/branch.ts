// Authored flowering branch (a sakura bough): the icon set's branch was a leafy sprig that read
// as a brown leaf under one huge blossom. A bough in Japanese work is a long gnarled limb
// crossing the piece on a diagonal, tapering to its tip, with side twigs, bark lines across it,
// blossoms set along it (relation-ground.ts places them at BRANCH_SPOTS). Same 512 box and
// TGenShape contract as creatures.ts: the limb in brown, bark lines an ink of their own.
import { f, taper } from './creatures';
import type { TPt } from './creatures';
import { oneWinding } from './flash-flowers';
import type { TGenShape } from './gen-shape';

type TLimb = { p: [TPt, TPt, TPt, TPt]; w0: number; w1: number };

// the main limb from the lower left to the upper right, then its twigs
const LIMBS: TLimb[] = [
  {
    p: [
      [8, 446],
      [150, 384],
      [260, 300],
      [504, 100],
    ],
    w0: 76,
    w1: 10,
  },
  {
    p: [
      [170, 372],
      [196, 290],
      [214, 220],
      [258, 140],
    ],
    w0: 34,
    w1: 7,
  },
  {
    p: [
      [318, 254],
      [370, 262],
      [410, 300],
      [462, 322],
    ],
    w0: 26,
    w1: 6,
  },
  {
    p: [
      [424, 176],
      [420, 130],
      [400, 100],
      [380, 56],
    ],
    w0: 18,
    w1: 5,
  },
];

/** Where blossoms sit along the bough (source box), biggest first: [x, y, size share]; they
 *  leave the limb showing between them. */
export const BRANCH_SPOTS: [number, number, number][] = [
  [300, 272, 0.25],
  [258, 142, 0.21],
  [462, 322, 0.2],
  [412, 178, 0.19],
  [120, 398, 0.18],
  [380, 58, 0.14],
  [500, 104, 0.12],
];

const cubic = ([a, b, c, d]: TLimb['p'], t: number): TPt => {
  const u = 1 - t;
  const k = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [
    k[0] * a[0] + k[1] * b[0] + k[2] * c[0] + k[3] * d[0],
    k[0] * a[1] + k[1] * b[1] + k[2] * c[1] + k[3] * d[1],
  ];
};

/** A limb as a tapered outline, with knots: the width swells a little at two places. */
function limb({ p, w0, w1 }: TLimb): { d: string; bark: string } {
  const n = 40;
  const left: TPt[] = [];
  const right: TPt[] = [];
  let bark = '';
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const a = cubic(p, Math.max(0, t - 0.01));
    const b = cubic(p, Math.min(1, t + 0.01));
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const nx = -(b[1] - a[1]) / len;
    const ny = (b[0] - a[0]) / len;
    const knot =
      1 + 0.12 * Math.exp(-(((t - 0.3) / 0.05) ** 2)) + 0.1 * Math.exp(-(((t - 0.62) / 0.05) ** 2));
    const w = ((w0 + (w1 - w0) * t ** 0.8) / 2) * knot;
    const c = cubic(p, t);
    left.push([c[0] + nx * w, c[1] + ny * w]);
    right.push([c[0] - nx * w, c[1] - ny * w]);
    // bark: short curved lines across the limb, every few steps, where it is thick enough
    if (i % 5 === 2 && w > 7) {
      const s: TPt = [c[0] + nx * w * 0.7, c[1] + ny * w * 0.7];
      const e: TPt = [c[0] - nx * w * 0.5, c[1] - ny * w * 0.5];
      const m: TPt = [c[0] + (b[0] - a[0]) * 6, c[1] + (b[1] - a[1]) * 6];
      bark += taper(s, m, e, Math.max(1.6, w * 0.12));
    }
  }
  const pts = [...left, ...right.reverse()];
  const d = pts.map((q, i) => `${i ? 'L' : 'M'}${f(q[0])} ${f(q[1])}`).join('') + 'Z';
  return { d, bark };
}

export function bough(): TGenShape {
  const parts = LIMBS.map(limb);
  return {
    d: parts.map((q) => q.d).join(''),
    inks: [{ role: 'black', d: oneWinding(parts.map((q) => q.bark).join('')) }],
  };
}

/** The perch's limb (relation-perch.ts stands a bird on it): nearly level and little tapered, so
 *  where it comes out past the bird's tail it still reads as the same branch, not a loose twig.
 *  The bough's rising, fast-thinning limb (and its twigs standing up past the tail) read as a
 *  branch broken in pieces under a perched bird. */
export const PERCH_LIMB: TLimb = {
  p: [
    [8, 276],
    [170, 262],
    [340, 246],
    [504, 214],
  ],
  w0: 62,
  w1: 26,
};

/** A bare perch: the level limb and one short twig hanging below it near its butt end, away
 *  from the bird standing on its top. */
export function perchBough(): TGenShape {
  const parts = [
    PERCH_LIMB,
    {
      p: [
        [110, 280],
        [96, 318],
        [70, 344],
        [40, 372],
      ],
      w0: 22,
      w1: 6,
    } satisfies TLimb,
  ].map(limb);
  return {
    d: parts.map((q) => q.d).join(''),
    inks: [{ role: 'black', d: oneWinding(parts.map((q) => q.bark).join('')) }],
  };
}
