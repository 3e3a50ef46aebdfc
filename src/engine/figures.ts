// Authored figure: a rosary. Same 512 x 512 box and TGenShape contract as creatures.ts.
import { ellipse, taper } from './creatures';
import type { TPt } from './creatures';
import type { TGenShape } from './gen-shape';

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

/** A point on a quadratic from a through control c to b. */
const quad = (a: TPt, c: TPt, b: TPt, t: number): TPt => [
  (1 - t) * (1 - t) * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0],
  (1 - t) * (1 - t) * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1],
];

/** A rosary wrapped round praying hands, in praying-hands.ts's frame, as flash draws it: one
 *  strand across the front of both hands in a shallow U below the thumbs' tips (the fingers and
 *  thumbnails stay bare, so the hands still read at a glance), its ends straddling each hand's
 *  outer edge where it turns away behind them; from the medal at the bottom of the U a short
 *  tail falls over the heels of the hands into the notch between the wrists, the crucifix
 *  hanging below the cuffs. Beads are few and spaced wide: traditional's heavy outline runs
 *  round each one, and beads set closer than that outline merge into one black rope. */
export function rosaryDraped(): TGenShape {
  let d = '';
  // plain round beads: a glint or a line cut into one is stroked in flash's line too and
  // swallows the bead's colour
  const bead = (p: TPt, r: number) => {
    d += ellipse(p[0], p[1], r, r);
  };
  const medal: TPt = [256, 372];
  // the U across the hands: its ends on the outer edges, its bottom at the medal
  const a: TPt = [146, 306];
  const c: TPt = [256, 432];
  const b: TPt = [366, 306];
  // evenly spaced along the curve (a quadratic's own parameter crowds its middle)
  const pts = Array.from({ length: 61 }, (_v, k) => quad(a, c, b, k / 60));
  const run = pts.map((_p, k) =>
    pts.slice(1, k + 1).reduce((s, q, j) => s + Math.hypot(q[0] - pts[j][0], q[1] - pts[j][1]), 0),
  );
  const along = (f: number) => pts[run.findIndex((l) => l >= f * run[60] - 1e-6)];
  const n = 6;
  let prev: [TPt, number] | null = null;
  for (let i = 0; i <= n; i++) {
    if (i === n / 2) {
      // the medal takes the bottom bead's place; the chain runs on through it
      if (prev) d += link(prev[0], prev[1], medal, 17, 3.4);
      prev = [medal, 17];
      continue;
    }
    const p = along(i / n);
    // an Our Father bead, larger, between the Hail Marys
    const r = i === 1 || i === n - 1 ? 15.5 : 13;
    bead(p, r);
    if (prev) d += link(prev[0], prev[1], p, r, 3.4);
    prev = [p, r];
  }
  d += ellipse(medal[0], medal[1], 16, 20);
  prev = [medal, 20];
  for (const y of [428, 474]) {
    const p: TPt = [256, y];
    bead(p, 13);
    d += link(prev[0], prev[1], p, 13, 3.4);
    prev = [p, 13];
  }
  d += link(prev[0], prev[1], [256, 502], 2, 3.4);
  const cross =
    'M244 498L268 498L268 522L296 522L296 545L268 545L268 600L244 600L244 545L216 545L216 522L244 522Z';
  // the medal and the crucifix in the second ink (gold), the beads in the first
  const medalD = ellipse(medal[0], medal[1], 16, 20);
  return { d: d + cross, alt: medalD + cross };
}
