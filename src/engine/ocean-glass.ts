// Authored "hourglass with the ocean inside": the icon hourglass with a wave icon laid over it
// left a tiny curl in the lower bulb. Here the sea is the glass's content and fills it: a night
// sea in the upper bulb, its surface drawn down into a whirlpool over the neck, pours through
// the neck as a falling stream into the lower bulb, where a wave crest curls over with claws
// of foam and a small ship rides the swell; a crescent moon hangs over the upper sea. The frame
// (plates and turned posts) is solid ink, the glass clear with bare-skin glints, so the water
// carries the grey. Same TGenShape contract as creatures.ts (512 box).
import { ellipse, P, taper, type TPt } from './creatures';
import { oneWinding } from './flash-flowers';
import type { TGenShape } from './gen-shape';
import type { TMotifDef } from './motifs';
import type { TRelationEnv } from './relations';

const NECK = 256;
const TOP = 60;
const BOT = 452;

/** The glass's half width at height y: round bulbs narrowing into a short neck. */
export function halfWidth(y: number): number {
  const u = Math.min(1, Math.abs(y - NECK) / (NECK - TOP));
  const rise = Math.sin((Math.PI / 2) * Math.min(1, u / 0.78)) ** 0.6;
  // the bulbs round in again where they meet the plates
  const shoulder = u > 0.78 ? 1 - 0.32 * ((u - 0.78) / 0.22) ** 2 : 1;
  return 10 + 98 * rise * shoulder;
}

const poly = (pts: TPt[]) => `M${pts.map(P).join('L')}Z`;
const range = (a: number, b: number, step: number) => {
  const out: number[] = [];
  const n = Math.max(1, Math.round(Math.abs(b - a) / step));
  for (let i = 0; i <= n; i++) out.push(a + ((b - a) * i) / n);
  return out;
};
/** The glass's wall from y0 to y1 on one side (-1 left, 1 right). */
const wall = (y0: number, y1: number, side: number): TPt[] =>
  range(y0, y1, 4).map((y) => [256 + side * halfWidth(y), y]);

/** Plates, lips and the two turned posts. */
function frame(): string {
  // a slab from its outer edge yo to its inner edge yi, and a narrower lip stepped in under it
  const plate = (yo: number, yi: number) => {
    const dir = Math.sign(yi - yo);
    return (
      `M${P([96, yo])}C${P([84, yo])} ${P([84, yi])} ${P([100, yi])}L${P([412, yi])}` +
      `C${P([428, yi])} ${P([428, yo])} ${P([416, yo])}Z` +
      poly([
        [118, yi - dir * 2],
        [394, yi - dir * 2],
        [384, yi + dir * 12],
        [128, yi + dir * 12],
      ])
    );
  };
  const post = (x: number) => {
    const l: TPt[] = [];
    const r: TPt[] = [];
    for (const y of range(66, 446, 4)) {
      // beads at both ends and at the waist, a slim shaft between
      const bead = (c: number, s: number) => Math.exp(-(((y - c) / s) ** 2));
      const w = 6 + 6 * bead(NECK, 12) + 5 * bead(84, 10) + 5 * bead(428, 10);
      l.push([x - w, y]);
      r.push([x + w, y]);
    }
    return poly([...l, ...r.reverse()]);
  };
  return plate(16, 52) + plate(496, 460) + post(126) + post(386);
}

/** The glass: both bulbs and the neck as one outline. */
function glass(): string {
  return poly([...wall(TOP, BOT, -1), ...wall(BOT, TOP, 1)]);
}

/** The upper sea's surface: a low chop drawn down into a whirlpool over the neck. */
const upperSea = (x: number) =>
  150 + 4 * Math.sin((x - 150) * 0.11) + 20 * Math.exp(-(((x - 256) / 24) ** 2));

// the lower sea: a wave rising from the left wall, arching over to a lip that curls back under,
// its hollow face falling to the trough where the stream lands, a swell under the ship
const LOWER_Y = 386;
const CREST: TPt[] = [
  [158, 390],
  [162, 370],
  [170, 350],
  [182, 332],
  [196, 318],
  [212, 310],
  [228, 312],
  [238, 320],
  [243, 331],
  // the lip hooks down and back under, round a pocket of air
  [239, 342],
  [232, 339],
  [226, 333],
  [220, 337],
  // the hollow face, down into the trough
  [218, 349],
  [224, 364],
  [236, 378],
  [250, 387],
  [286, 388],
  [304, 380],
  [322, 376],
  [340, 380],
  [356, LOWER_Y],
];

/** All the water as one body: upper sea, the stream through the neck, the lower sea. */
function water(): string {
  const ux0 = 256 - halfWidth(150) + 2;
  const ux1 = 256 + halfWidth(150) - 2;
  const surface = range(ux0, ux1, 4).map((x): TPt => [x, upperSea(x)]);
  // the stream: the neck's width, thinning as it falls and swelling where it lands
  const sw = (y: number) => 7 - 2 * Math.sin((Math.PI * (y - NECK)) / (384 - NECK));
  const fall = range(NECK + 6, 380, 6);
  const streamR = fall.map((y): TPt => [258 + (y - NECK) * 0.04 + sw(y), y]);
  const streamL = fall.map((y): TPt => [258 + (y - NECK) * 0.04 - sw(y), y]).reverse();
  // the stream's foot bridges the trough: the crest runs up to it on the left, on from it right
  const leftEnd = CREST.findIndex((p) => p[0] >= 250);
  const rightStart = CREST.findIndex((p) => p[0] > 270);
  const lowerR = wall(LOWER_Y, BOT - 2, 1);
  const lowerL = wall(BOT - 2, 372, -1);
  return poly([
    ...surface,
    ...wall(upperSea(ux1), NECK + 6, 1),
    ...streamR,
    ...CREST.slice(rightStart),
    ...lowerR,
    ...lowerL,
    ...CREST.slice(0, leftEnd),
    ...streamL,
    ...wall(NECK + 6, upperSea(ux0), -1),
  ]);
}

/** White water: foam on the crest and its claws, wave lines, the splash, the upper chop. */
function foam(): string {
  let d =
    // the cap riding the crest, scalloped on its inner edge
    'M172 346C184 326 202 310 222 309C236 310 244 322 243 331C238 324 232 320 226 322' +
    'C220 318 212 322 206 326C200 324 194 330 188 336C184 334 178 340 172 346Z';
  // claws of foam off the lip, reaching forward and down
  for (const [x, y, l] of [
    [232, 312, 15],
    [240, 320, 14],
    [221, 309, 12],
  ] as const)
    d += taper([x, y], [x + l * 0.9, y - l * 0.35], [x + l, y + l * 0.45], 3.2);
  // the curl's lines following the crest down into the body of the wave
  d += taper([166, 384], [184, 330], [222, 326], 3);
  d += taper([176, 404], [194, 352], [214, 348], 2.6);
  d += taper([190, 424], [208, 376], [234, 390], 2.2);
  // swell lines on the far side and foam under the ship
  d += taper([292, 400], [318, 388], [348, 398], 2.2);
  d += taper([272, 420], [302, 410], [336, 420], 2);
  // the splash where the stream lands: a crown of spray and drops
  d +=
    taper([256, 388], [252, 376], [246, 370], 2.4) + taper([272, 388], [278, 376], [286, 372], 2.4);
  d += ellipse(248, 360, 2.6, 2.6) + ellipse(288, 362, 2.4, 2.4) + ellipse(270, 366, 2, 2);
  // the upper sea: caps on the chop and the whirlpool's spiral over the neck
  for (const x of [170, 200, 312, 340])
    d += taper([x - 9, upperSea(x) + 3], [x, upperSea(x) - 4], [x + 9, upperSea(x) + 3], 2.2);
  d +=
    taper([214, 170], [256, 190], [296, 168], 2.4) + taper([228, 196], [256, 212], [280, 194], 2);
  // the falling stream's highlight
  d += taper([258, 262], [258, 320], [263, 380], 1.6);
  return d;
}

/** The ship: a small hull and two sails riding the swell right of the landing stream. */
function ship(): string {
  const at = (dx: number, dy: number): TPt => [322 + dx * 1.25, 375 + dy * 1.25];
  return (
    `M${P(at(-17, -1))}L${P(at(17, -3))}C${P(at(13, 6))} ${P(at(8, 8))} ${P(at(0, 8))}` +
    `C${P(at(-8, 8))} ${P(at(-13, 6))} ${P(at(-17, -1))}Z` +
    // a mainsail bellied forward and a small jib, the mast between them left as skin
    `M${P(at(-2, -4))}L${P(at(-2, -32))}C${P(at(-10, -24))} ${P(at(-16, -12))} ${P(at(-15, -4))}Z` +
    `M${P(at(2, -5))}L${P(at(2, -25))}C${P(at(7, -18))} ${P(at(11, -10))} ${P(at(12, -5))}Z`
  );
}

/** The crescent moon and two small stars in the dark over the upper sea. */
function sky(): { moon: string; stars: string } {
  const c: TPt = [300, 104];
  const moon =
    `M${P([c[0] + 4, c[1] - 18])}C${P([c[0] - 18, c[1] - 16])} ${P([c[0] - 20, c[1] + 14])} ${P([c[0] + 4, c[1] + 18])}` +
    `C${P([c[0] - 8, c[1] + 8])} ${P([c[0] - 8, c[1] - 8])} ${P([c[0] + 4, c[1] - 18])}Z`;
  const star = (x: number, y: number, r: number) =>
    poly([
      [x, y - r],
      [x + r * 0.22, y - r * 0.22],
      [x + r, y],
      [x + r * 0.22, y + r * 0.22],
      [x, y + r],
      [x - r * 0.22, y + r * 0.22],
      [x - r, y],
      [x - r * 0.22, y - r * 0.22],
    ]);
  return { moon, stars: star(214, 98, 9) + star(246, 118, 5) + star(340, 130, 4) };
}

export function oceanGlass(): TGenShape {
  const { moon, stars } = sky();
  // the glass's light: one long whip line down the left of each bulb
  const glints =
    taper([178, 84], [154, 120], [160, 176], 4) + taper([160, 396], [154, 420], [172, 438], 3.5);
  return {
    d: oneWinding(glass() + frame()),
    holes: glints,
    inks: [
      { role: 'blue', d: water() },
      { role: 'black', d: oneWinding(frame()) },
      { role: 'black', d: ship() },
      { role: 'bone', d: oneWinding(foam()), lit: true },
      { role: 'yellow', d: oneWinding(moon + stars), lit: true },
    ],
    tones: [
      // deep water darkest at the bottom and under the lip; the upper sea deepening to the neck
      { t: 0.7, d: ellipse(256, 436, 96, 26) },
      { t: 0.85, d: ellipse(226, 346, 10, 9) },
      { t: 0.5, d: ellipse(256, 232, 40, 26) },
    ],
  };
}

// what the sea in an hourglass is asked for as
const SEAS = new Set(['wave', 'ocean', 'sea']);

/** "An hourglass with the ocean inside": the authored hourglass with its sea, as one drawing;
 *  false unless one is the hourglass and the other the sea. */
export function seaInGlass(env: TRelationEnv, a: TMotifDef, b: TMotifDef): boolean {
  const [glassDef, sea] = a.id === 'hourglass' ? [a, b] : [b, a];
  if (glassDef.id !== 'hourglass' || !SEAS.has(sea.id)) return false;
  const def: TMotifDef = {
    ...glassDef,
    id: `hourglass:${sea.id}`,
    gen: 'ocean-glass',
    roles: ['bone', 'black'],
  };
  // the glass is clear: no band of shadow dragged across the sea inside it
  env.draw(def, { cx: env.cx, cy: env.cy, size: env.S * 1.1 }, 'front', { shading: 'none' });
  return true;
}
