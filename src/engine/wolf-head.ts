// Authored wolf head, front on, for "a wolf head" in flash, neo-traditional and blackwork: the
// icon set's wolf is a snarling profile of jagged spikes that reads as clip art. Upright pointed
// ears with fur tufts inside, a ruff of S-curved locks framing the cheeks and closing under the
// chin, almond eyes set at a slant, a long muzzle down to a black nose. The coat is the first ink
// with a darker saddle (the second) down the forehead, the muzzle and brow are bone. Same 512 box
// and TGenShape contract as stag-head.ts; the realism 'howling-wolf' is realism-wolf.ts.
import { ellipse, mirrorD, mirrored, taper, type TPt } from './creatures';
import type { TGenShape } from './gen-shape';

type TSeg = [TPt, TPt, TPt];
const both = (d: string) => d + mirrorD(d);
const lerp = (a: TPt, b: TPt, t: number): TPt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
const CENTRE: TPt = [256, 300];

/** Outward unit normal of the chord a -> b (pointing away from the head's centre). */
function outward(a: TPt, b: TPt): TPt {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  let n: TPt = [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
  const m = lerp(a, b, 0.5);
  if (n[0] * (m[0] - CENTRE[0]) + n[1] * (m[1] - CENTRE[1]) < 0) n = [-n[0], -n[1]];
  return n;
}

/** One lock of the ruff as two curves: its leading edge swells out and sweeps into the tip
 *  (an S, not a straight spike), its trailing edge hooks back in to the next valley. */
function lock(v0: TPt, tip: TPt, v1: TPt, swell: number): TSeg[] {
  const n = outward(v0, tip);
  const m = outward(tip, v1);
  return [
    [
      [lerp(v0, tip, 0.3)[0] + n[0] * swell, lerp(v0, tip, 0.3)[1] + n[1] * swell],
      [lerp(v0, tip, 0.75)[0] - n[0] * swell * 0.25, lerp(v0, tip, 0.75)[1] - n[1] * swell * 0.25],
      tip,
    ],
    [
      [lerp(tip, v1, 0.35)[0] - m[0] * swell * 0.6, lerp(tip, v1, 0.35)[1] - m[1] * swell * 0.6],
      [lerp(tip, v1, 0.8)[0] - m[0] * swell * 0.3, lerp(tip, v1, 0.8)[1] - m[1] * swell * 0.3],
      v1,
    ],
  ];
}

/** The ruff's locks, top (behind the ear) to bottom (under the chin): [tip, valley after it]. */
const LOCKS: [TPt, TPt][] = [
  [[464, 190], [420, 212]],
  [[490, 276], [434, 276]],
  [[478, 360], [428, 346]],
  [[446, 432], [398, 404]],
  [[392, 484], [346, 446]],
  [[318, 504], [290, 476]],
];

/** The head's silhouette: brow, the right ear, the ruff down to the chin point, mirrored. */
function outline(): string {
  const segs: TSeg[] = [
    [[272, 150], [288, 142], [300, 138]],
    // the ear: inner edge up to the tip, outer edge down, a little convex, to the ruff
    [[314, 100], [336, 56], [356, 24]],
    [[380, 62], [402, 112], [410, 160]],
  ];
  let from: TPt = [410, 160];
  for (const [tip, valley] of LOCKS) {
    segs.push(...lock(from, tip, valley, 20));
    from = valley;
  }
  // the last lock closes on the axis under the chin
  segs.push([[280, 490], [266, 502], [256, 508]]);
  return mirrored([256, 150], segs);
}

// four curves, not two: the engine sets a subpath's winding from its end points' polygon
const EYE = both(
  'M280 228C286 214 300 204 318 198C332 193 346 191 358 192C352 208 340 220 324 226C310 231 294 232 280 228Z',
);
const IRIS = both(ellipse(322, 211, 15, 13));
const PUPIL = both(ellipse(323, 211, 7.5, 8.5));
const GLINT = both(ellipse(316, 205, 3.4, 3.4));
const NOSE =
  'M222 338C224 316 288 316 290 338C292 356 270 372 256 374C242 372 220 356 222 338Z';
const NOSE_SHINE = 'M236 334C238 326 250 322 258 324C252 328 244 332 236 334Z';
const MOUTH = both(taper([254, 370], [262, 392], [288, 398], 3.5));
const INNER_EAR = both('M308 140C322 102 340 70 354 48C364 84 372 120 378 156C356 146 332 140 308 140Z');

/** The light muzzle (long, narrowing to the nose, swelling at the whisker pads and chin) and the
 *  brow marks over the eyes: bone, as a wolf's face is pale under a dark saddle. */
function muzzle(): string {
  const face = mirrored(
    [256, 232],
    [
      [[268, 234], [278, 242], [282, 256]],
      [[288, 282], [292, 306], [302, 330]],
      // the whisker pad bulging out at the nose, then the chin tucked under
      [[322, 346], [322, 384], [298, 402]],
      [[284, 412], [270, 414], [256, 414]],
    ],
  );
  const brows = both(taper([286, 186], [318, 164], [356, 176], 9));
  return face + brows;
}

/** The darker saddle: a wedge down the forehead between the ears to the stop between the eyes,
 *  and the dark outer edge of each ear. */
function saddle(): string {
  const wedge = mirrored(
    [256, 152],
    [
      [[274, 150], [290, 144], [300, 140]],
      [[300, 164], [288, 196], [270, 216]],
      [[264, 224], [260, 230], [256, 234]],
    ],
  );
  return wedge + both('M356 28C378 66 400 114 408 160C396 150 386 142 380 136C376 100 366 62 356 28Z');
}

/** Fur breaks cut into the coat: strokes curving with each lock of the ruff, along the cheeks
 *  beside the muzzle and over the forehead, and the mouth's line from the nose. */
function furCuts(): string {
  let d = '';
  let from: TPt = [410, 160];
  for (const [tip, valley] of LOCKS) {
    // from inside the lock's root, curving with it toward (not onto) the tip
    const root = lerp(from, valley, 0.5);
    const inner = lerp(root, CENTRE, 0.28);
    const end = lerp(inner, tip, 0.72);
    const n = outward(inner, end);
    const mid = lerp(inner, end, 0.5);
    d += taper(inner, [mid[0] + n[0] * 10, mid[1] + n[1] * 10], end, 4.5);
    from = valley;
  }
  d += taper([344, 246], [360, 276], [352, 310], 4);
  d += taper([340, 326], [362, 356], [352, 392], 4);
  // the muzzle's edge, which the pale ink covers in colour and solid blackwork keeps as a line
  d += taper([280, 250], [290, 296], [306, 334], 3);
  d += taper([300, 170], [294, 182], [282, 196], 3);
  return both(d);
}

/** Tufts of pale fur rising from the inner ear's base. */
function earTufts(): string {
  return both(
    taper([314, 150], [326, 112], [346, 80], 13) + taper([346, 154], [360, 130], [362, 104], 11),
  );
}

export function wolfHead(): TGenShape {
  return {
    // the nose, mouth, pupils and ear tufts are islands of coat inside the cuts round them: in
    // colour the inks paint over them; in solid blackwork they stay black in the open muzzle,
    // eyes and ears, so the face still reads when the pale and gold inks are dropped
    d: outline() + NOSE + MOUTH + PUPIL + earTufts(),
    // the eyes, inner ears and pale muzzle and brows are cut: black under their inks in colour,
    // open skin in blackwork
    holes: EYE + INNER_EAR + muzzle() + furCuts(),
    cuts: EYE,
    alt: saddle(),
    inks: [
      { role: 'bone', d: muzzle() },
      { role: 'bone', d: earTufts(), lit: true },
      // the nose and mouth line over the pale muzzle, over the shading too: a sheen laid across
      // the face would turn a black nose grey
      { role: 'black', d: NOSE + MOUTH, lit: true },
      { role: 'gold', d: IRIS },
      { role: 'black', d: PUPIL },
      { role: 'bone', d: GLINT + NOSE_SHINE, lit: true },
    ],
  };
}

/** The same head for black-and-grey realism, whose wash paints every cut solid black: the pale
 *  muzzle and brows become light patches of tone instead of cuts, and the nose and mouth are
 *  the cuts (the flash drawing's cut muzzle would print as a black mask there). */
export function wolfHeadGrey(): TGenShape {
  return {
    d: outline(),
    holes: EYE + INNER_EAR + NOSE + MOUTH + furCuts(),
    cuts: EYE,
    tones: [
      { t: 0.04, d: muzzle() },
      { t: 0.7, d: saddle() },
    ],
  };
}
