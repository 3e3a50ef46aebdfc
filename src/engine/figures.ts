// Authored figure: a rosary. Same 512 x 512 box and TGenShape contract as creatures.ts.
import { ellipse, taper } from './creatures';
import type { TPt } from './creatures';
import type { TGenShape } from './generated-motifs';

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

/** A rosary hung over praying hands' fingers, in praying-hands.ts's frame: its loop passes behind
 *  the fingers, comes round each outer edge of the hands and falls in front of them in a V to the
 *  medal in the notch between the wrists; the tail and crucifix hang below, between the cuffs. */
export function rosaryDraped(): TGenShape {
  let d = '';
  // a glint on each bead, so a strand in bold black still reads bead by bead
  let glints = '';
  const medal: TPt = [256, 444];
  for (const side of [1, -1]) {
    const x = (v: number) => 256 + side * v;
    const a: TPt = [x(84), 150];
    const c: TPt = [x(76), 344];
    const b: TPt = [x(14), 424];
    const n = 11;
    let prev: [TPt, number] | null = null;
    for (let i = 0; i < n; i++) {
      const p = quad(a, c, b, i / (n - 1));
      // one bead larger than the rest: an Our Father between the Hail Marys
      const r = i === 4 ? 13 : 10;
      d += ellipse(p[0], p[1], r, r);
      glints += ellipse(p[0] - r * 0.32, p[1] - r * 0.32, r * 0.3, r * 0.3, false);
      if (prev) d += link(prev[0], prev[1], p, r, 3.4);
      prev = [p, r];
    }
    d += link(prev![0], prev![1], medal, 18, 3.4);
  }
  d += ellipse(medal[0], medal[1], 15, 19);
  const tail: [TPt, number][] = [
    [[256, 486], 10],
    [[256, 514], 10],
  ];
  let prev: [TPt, number] = [medal, 19];
  for (const [p, r] of tail) {
    d += ellipse(p[0], p[1], r, r) + link(prev[0], prev[1], p, r, 3.4);
    glints += ellipse(p[0] - r * 0.32, p[1] - r * 0.32, r * 0.3, r * 0.3, false);
    prev = [p, r];
  }
  d += link(prev[0], prev[1], [256, 534], 2, 3.4);
  const cross = 'M247 530L265 530L265 552L290 552L290 569L265 569L265 616L247 616L247 569L222 569L222 552L247 552Z';
  const holes =
    glints +
    ellipse(medal[0], medal[1], 8, 11, false) +
    taper([256, 538], [255, 574], [256, 608], 2.4) +
    taper([230, 560.5], [256, 559], [282, 560.5], 2.4);
  return { d: d + cross, holes };
}
