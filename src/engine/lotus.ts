// Authored lotus: the icon set's lotus is a flat crown of pointed petals. Flash lotuses are
// layered: a front petal with two side petals hugging it (second ink, sharing its edges so no
// outline runs through another petal), a back row peeking between their tips, outer petals
// curling out low, all sitting on a lily pad. Same 512 box and TGenShape contract as creatures.ts.
import { ellipse, mirrorD, P, taper } from './creatures';
import type { TPt } from './creatures';
import type { TGenShape } from './gen-shape';
import { ribbon } from './curve-kit';
import { applyMatrix, compose, parsePath, scale, toD, translate } from './path';

const both = (d: string) => d + mirrorD(d);

/** A pointed petal from its base to its tip, `w` half-wide, bellied low and sharp at the tip. */
export function petal(base: TPt, tip: TPt, w: number): string {
  const ux = (tip[0] - base[0]) / 1;
  const uy = (tip[1] - base[1]) / 1;
  const len = Math.hypot(ux, uy);
  const nx = -uy / len;
  const ny = ux / len;
  // a local point: s along the axis (0 base, 1 tip), across the axis in widths
  const at = (s: number, a: number): TPt => [
    base[0] + ux * s + nx * w * a,
    base[1] + uy * s + ny * w * a,
  ];
  return (
    `M${P(tip)}C${P(at(0.8, 0.35))} ${P(at(0.55, 1))} ${P(at(0.3, 0.95))}` +
    `C${P(at(0.08, 0.9))} ${P(at(0, 0.4))} ${P(base)}` +
    `C${P(at(0, -0.4))} ${P(at(0.08, -0.9))} ${P(at(0.3, -0.95))}` +
    `C${P(at(0.55, -1))} ${P(at(0.8, -0.35))} ${P(tip)}Z`
  );
}

/** A lotus in bloom on a lily pad, front petals in the second ink. */
export function lotus(): TGenShape {
  // the front petal's right edge in two parts, so a side petal can share the lower part
  const tip: TPt = [256, 48];
  const q: TPt = [318, 172];
  const base: TPt = [256, 382];
  const up = `C276 82 304 128 ${P(q)}`;
  const down = `C334 228 328 332 ${P(base)}`;
  const downBack = `C328 332 334 228 ${P(q)}`;
  const front =
    `M${P(tip)}${up}${down}` + mirrorD(`C328 332 334 228 ${P(q)}C304 128 276 82 ${P(tip)}`) + 'Z';
  // right side petal: out from the notch to its tip, down its outer belly to the base, and back
  // up the front petal's edge
  const side = `M${P(q)}C340 130 372 104 406 94C424 186 364 330 ${P(base)}${downBack}Z`;
  // back row: peeking through the notches between the front and side petals
  const back = petal([276, 300], [340, 56], 52);
  // outer petals curling out low, under the side petals
  const outer = 'M256 388C200 396 118 372 70 304C62 292 60 282 66 276C104 300 170 312 236 318Z';
  const pad = ellipse(256, 414, 214, 50);
  const d = pad + both(outer) + both(back) + front + both(side);
  // cuts: the pad's notch and veins, the curl line of the outer petals, shading at the back tips
  let cuts = 'M244 466L256 426L268 466Z';
  for (const [x, y] of [
    [120, 438],
    [180, 456],
    [392, 438],
    [332, 456],
  ] as TPt[])
    cuts += taper([256, 428], [(256 + x) / 2, (428 + y) / 2 + 4], [x, y], 3);
  const outerCuts = taper([96, 300], [150, 326], [214, 336], 3.4);
  const tipShade =
    taper([336, 72], [328, 96], [326, 124], 3) + taper([346, 80], [346, 100], [350, 118], 2.4);
  // vein lines on the front petals ride on the second ink (it is outlined in the line ink)
  const veins =
    taper([256, 120], [252, 220], [256, 310], 3) +
    both(taper([382, 130], [372, 200], [340, 270], 2.6));
  return {
    d,
    holes: cuts + both(outerCuts + tipShade),
    alt: front + both(side) + veins,
  };
}

// the spine lotus's drop from the plain lotus's box: the flower sits below the middle
const SPINE_DY = 600;
const shift = (d: string) =>
  toD(applyMatrix(parsePath(d), compose(translate(0, SPINE_DY), scale(1))));

/** The unalome rising from the lotus's tip: a spiral, three loops narrowing as they climb (the
 *  winding path), then the straight line of clarity with dots above it. Drawn as short bands so
 *  no band crosses itself (a crossing band would leave its loop's middle unfilled or filled). */
function unalome(): string {
  const w = 6.5;
  let d = '';
  // the spiral seated on the flower's tip
  const c: TPt = [256, 604];
  const spiral: TPt[] = [];
  for (let k = 0; k <= 24; k++) {
    const a = (k / 24) * Math.PI * 3 + Math.PI / 2;
    spiral.push([c[0] + Math.cos(a) * (6 + k * 1.3), c[1] + Math.sin(a) * (6 + k * 1.3)]);
  }
  d += ribbon(spiral, () => w, 2);
  // the loops: a trochoid whose swing narrows as it climbs
  const loop = (t: number): TPt => {
    const fade = 1 - t / (Math.PI * 8);
    return [256 + 58 * fade * Math.sin(t), 566 - 22 * t + 58 * fade * (Math.cos(t) - 1)];
  };
  for (let i = 0; i < 6; i++) {
    const pts: TPt[] = [];
    for (let k = 0; k <= 10; k++) pts.push(loop(i * Math.PI + (k / 10) * Math.PI * 1.04));
    d += ribbon(pts, () => w, 2);
  }
  const top = loop(6 * Math.PI);
  // the straight line, thinning to its end, and the three dots over it
  d += ribbon([top, [256, top[1] - 150], [256, top[1] - 300]], (t) => w * (1 - 0.3 * t));
  for (const [y, r] of [
    [top[1] - 340, 12],
    [top[1] - 382, 10],
    [top[1] - 418, 8],
  ])
    d += ellipse(256, y, r, r);
  return d;
}

/** A lotus for the spine: the flower below the middle, the unalome rising over it and a
 *  trail of dots falling from the pad, one tall narrow piece that runs the spine's length. */
export function lotusSpine(): TGenShape {
  const flower = lotus();
  let dots = '';
  let y = SPINE_DY + 500;
  for (const r of [14, 12.5, 11, 10, 9, 8, 7, 6, 5.5]) {
    dots += ellipse(256, y, r, r);
    y += r * 2 + 22;
  }
  // the line work and dots are solid black, as dotwork ornament is, not outlined colour (painted
  // after the sheen, which would hollow them out)
  const line = unalome() + dots;
  return {
    d: shift(flower.d) + line,
    holes: shift(flower.holes ?? ''),
    alt: shift(flower.alt ?? ''),
    inks: [{ role: 'black', d: line, lit: true }],
  };
}
