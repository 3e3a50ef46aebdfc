// Metatron's cube as geometric work draws it: the thirteen circles of the fruit of life and a
// straight line joining every pair of their centres, all in clean fine line with the skin open
// between them. The bold contour runs round the outside only (the hexagon through the outer
// centres and the outer circles' rims); everything inside is the fine interior weight, so the
// lines never close up into a black mass. Same TGenShape contract as creatures.ts (512 box).
import type { TGenShape } from './gen-shape';

type TPt = [number, number];

const f = (n: number) => Math.round(n * 10) / 10;
const P = (p: TPt) => `${f(p[0])} ${f(p[1])}`;
const polar = (c: TPt, r: number, a: number): TPt => [
  c[0] + r * Math.cos(a),
  c[1] + r * Math.sin(a),
];

/** A ring of width w round centre c at radius r, as two opposite-wound circles. */
function ring(c: TPt, r: number, w: number): string {
  const circ = (rr: number, s: 0 | 1) =>
    `M${P([c[0] - rr, c[1]])}A${f(rr)} ${f(rr)} 0 1 ${s} ${P([c[0] + rr, c[1]])}A${f(rr)} ${f(rr)} 0 1 ${s} ${P([c[0] - rr, c[1]])}Z`;
  return circ(r + w / 2, 1) + circ(r - w / 2, 0);
}

/** A thin band of width t from a to b. */
function bar(a: TPt, b: TPt, t: number): string {
  const n = Math.atan2(b[1] - a[1], b[0] - a[0]) + Math.PI / 2;
  const d: TPt = [(Math.cos(n) * t) / 2, (Math.sin(n) * t) / 2];
  return `M${P([a[0] + d[0], a[1] + d[1]])}L${P([b[0] + d[0], b[1] + d[1]])}L${P([b[0] - d[0], b[1] - d[1]])}L${P([a[0] - d[0], a[1] - d[1]])}Z`;
}

/** The outside of the figure: the outer hexagon, bulging round each outer circle's rim. */
function contour(c: TPt, outer: TPt[], r: number): string {
  let d = '';
  outer.forEach((v, k) => {
    const prev = outer[(k + 5) % 6];
    const next = outer[(k + 1) % 6];
    const a0 = Math.atan2(prev[1] - v[1], prev[0] - v[0]);
    let a1 = Math.atan2(next[1] - v[1], next[0] - v[0]);
    // the long way round, through the side facing away from the centre
    const out = Math.atan2(v[1] - c[1], v[0] - c[0]);
    while (a1 < a0) a1 += Math.PI * 2;
    const through = (out - a0 + Math.PI * 4) % (Math.PI * 2);
    const span = a1 - a0;
    const [from, to] = through < span ? [a0, a1] : [a0, a1 - Math.PI * 2];
    for (let i = 0; i <= 16; i++)
      d += (d ? 'L' : 'M') + P(polar(v, r, from + ((to - from) * i) / 16));
  });
  return d + 'Z';
}

export function metatronCube(): TGenShape {
  const c: TPt = [256, 256];
  const step = 84;
  const r = 40;
  const inner: TPt[] = [];
  const outer: TPt[] = [];
  for (let k = 0; k < 6; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 3;
    inner.push(polar(c, step, a));
    outer.push(polar(c, step * 2, a));
  }
  const centres = [c, ...inner, ...outer];
  let lines = '';
  for (let i = 0; i < centres.length; i++)
    for (let j = i + 1; j < centres.length; j++) lines += bar(centres[i], centres[j], 1.4);
  let rings = '';
  for (const p of centres) rings += ring(p, r, 1.6);
  // the centre of every circle pricked with a dot, as the construction is drawn
  let dots = '';
  for (const p of centres) dots += ring(p, 2.4, 4.8);
  return {
    d: contour(c, outer, r),
    fine: true,
    inks: [
      { role: 'black', d: lines },
      { role: 'black', d: rings },
      { role: 'black', d: dots },
    ],
  };
}
