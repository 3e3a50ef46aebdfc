// Authored lotus: the icon set's lotus is a flat crown of pointed petals. Flash lotuses are
// layered: a front petal with two side petals hugging it (second ink, sharing its edges so no
// outline runs through another petal), a back row peeking between their tips, outer petals
// curling out low, all sitting on a lily pad. Same 512 box and TGenShape contract as creatures.ts.
import { ellipse, mirrorD, P, taper } from './creatures';
import type { TPt } from './creatures';
import type { TGenShape } from './generated-motifs';

const both = (d: string) => d + mirrorD(d);

/** A pointed petal from its base to its tip, `w` half-wide, bellied low and sharp at the tip. */
function petal(base: TPt, tip: TPt, w: number): string {
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
