// Generated emblems no icon set draws the way tattooers do: the compass rose (eight star points
// inside a double ring, each point split light and dark) and a cherry pair (two cherries on
// joined stems under one leaf). Shapes live in a 512 box like the icons.
import type { TGenShape } from './gen-shape';

const f = (n: number) => Math.round(n * 10) / 10;
const P = (x: number, y: number) => `${f(x)} ${f(y)}`;
const circle = (cx: number, cy: number, r: number, clockwise = true) => {
  const s = clockwise ? 1 : 0;
  return `M${P(cx - r, cy)}A${f(r)} ${f(r)} 0 1 ${s} ${P(cx + r, cy)}A${f(r)} ${f(r)} 0 1 ${s} ${P(cx - r, cy)}Z`;
};
const polar = (cx: number, cy: number, r: number, a: number): [number, number] => [
  cx + r * Math.cos(a),
  cy + r * Math.sin(a),
];

/** Compass rose: long N/E/S/W points, short diagonals, a double ring and a hub; the alt ink
 *  paints one half of every point, so the points read as ridged in any style. */
export function compassRose(): TGenShape {
  const c = 256;
  let d = '';
  let alt = '';
  // outer ring (the points cross it) and a thin inner ring: filled discs with cut-outs, so the
  // points, drawn over both, stay whole
  d += circle(c, c, 200) + circle(c, c, 176);
  for (let i = 0; i < 8; i++) {
    const main = i % 2 === 0;
    const a = -Math.PI / 2 + (i * Math.PI) / 4;
    const tip = polar(c, c, main ? 250 : 150, a);
    const w = main ? 44 : 30;
    const l = polar(c, c, w, a - Math.PI / 4);
    const r = polar(c, c, w, a + Math.PI / 4);
    d += `M${P(c, c)}L${P(...l)}L${P(...tip)}L${P(...r)}Z`;
    // the half on the clockwise side takes the second ink
    alt += `M${P(c, c)}L${P(...tip)}L${P(...r)}Z`;
  }
  const holes = circle(c, c, 186, false) + circle(c, c, 168, false);
  return { d, holes, alt };
}

/** Two cherries hanging from stems joined at a twig, one leaf. Alt: stems and leaf. */
export function cherryPair(): TGenShape {
  const fruit = (x: number, y: number, r: number) =>
    // a cherry is a little wider than tall, with a dimple where the stem goes in
    `M${P(x, y - r * 0.78)}C${P(x + r * 0.35, y - r * 1.02)} ${P(x + r * 1.02, y - r * 0.9)} ${P(x + r * 1.02, y - r * 0.05)}C${P(x + r * 1.02, y + r * 0.62)} ${P(x + r * 0.55, y + r)} ${P(x, y + r)}C${P(x - r * 0.55, y + r)} ${P(x - r * 1.02, y + r * 0.62)} ${P(x - r * 1.02, y - r * 0.05)}C${P(x - r * 1.02, y - r * 0.9)} ${P(x - r * 0.35, y - r * 1.02)} ${P(x, y - r * 0.78)}Z`;
  const left = fruit(160, 372, 100);
  const right = fruit(352, 400, 96);
  // stems: tapered curves from each dimple up to the joint at the top
  const stems =
    'M154 284C170 210 214 120 276 58L290 66C232 128 188 214 172 286Z' +
    'M344 314C340 230 316 140 282 66L296 60C334 138 358 230 362 316Z';
  // the leaf off the joint, pointing right, in two halves either side of its midrib
  const leaf =
    'M288 60C326 18 410 12 470 46C420 50 350 56 288 60Z' +
    'M290 68C352 64 420 56 466 54C430 98 350 112 290 68Z';
  // highlights: a sheen on each fruit, the flash way
  const shine = 'M104 330C110 304 130 290 150 288C136 300 126 316 122 336Z';
  const shine2 = 'M298 356C304 330 324 318 344 316C330 328 320 344 316 362Z';
  return {
    d: left + right + stems + leaf,
    holes: shine + shine2,
    alt: stems + leaf,
  };
}

/** A round clock face: rim, twelve hour marks (the quarters longer), two tapered hands and a
 *  bow on top. The face itself is cut out, so marks and hands read on paper. */
export function clockFace(): TGenShape {
  const c = 270;
  let d = circle(c - 14, c, 226);
  const holes = circle(c - 14, c, 194, false);
  const x0 = c - 14;
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    const q = i % 3 === 0;
    const [r0, r1, w] = q ? [138, 180, 13] : [156, 180, 7];
    const [ax, ay] = [Math.sin(a), -Math.cos(a)];
    const [nx, ny] = [-ay * w, ax * w];
    const p = (r: number, s: number): [number, number] => [
      x0 + ax * r + nx * s,
      c + ay * r + ny * s,
    ];
    d += `M${P(...p(r0, -1))}L${P(...p(r1, -1))}L${P(...p(r1, 1))}L${P(...p(r0, 1))}Z`;
  }
  // hands: ten past ten, tapered from a hub
  const hand = (deg: number, len: number, w: number) => {
    const a = (deg * Math.PI) / 180;
    const [ax, ay] = [Math.sin(a), -Math.cos(a)];
    const [nx, ny] = [-ay, ax];
    return `M${P(x0 - ax * 24 + nx * w, c - ay * 24 + ny * w)}L${P(x0 + ax * len, c + ay * len)}L${P(x0 - ax * 24 - nx * w, c - ay * 24 - ny * w)}Z`;
  };
  d += hand(-60, 100, 14) + hand(60, 150, 10) + circle(x0, c, 18);
  // the bow and crown on top
  d += `M${P(x0 - 16, 52)}L${P(x0 + 16, 52)}L${P(x0 + 16, 30)}L${P(x0 - 16, 30)}Z`;
  d += circle(x0, 20, 20);
  return { d, holes: holes + circle(x0, 20, 10, false) };
}
