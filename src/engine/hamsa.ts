// Authored hamsa: the emoji outline drew a hollow clip-art hand. A flash hamsa is a symmetric hand,
// three fingers up and a thumb each side curling out, an evil eye (almond, lashes, iris) in the
// palm, a scalloped band across the finger roots, a row of dots round the palm and a banded cuff.
// Body gold, bands red (alt), eye white with a teal iris (inks). Same 512 box and TGenShape
// contract as hibiscus.ts; the right half is authored and mirrored so the hand stays symmetric.
import { ellipse, P, polar, taper } from './creatures';
import type { TPt } from './creatures';
import type { TGenShape } from './gen-shape';

/** Where the eye sits in the palm (source box). */
export const HAMSA_EYE: TPt = [256, 300];

// right half of the outline, from the middle finger's top down to the cuff's bottom centre:
// each step is a line to a point, or a cubic [c1, c2, end]
type TStep = TPt | [TPt, TPt, TPt];
const RIGHT: TStep[] = [
  [
    [278, 34],
    [292, 50],
    [292, 76],
  ],
  [292, 152],
  [296, 152],
  [296, 104],
  [
    [296, 80],
    [310, 70],
    [324, 70],
  ],
  [
    [338, 70],
    [352, 80],
    [352, 104],
  ],
  [352, 272],
  // the thumb: inner edge up and out, a rounded tip curling outward, outer edge back to the wrist
  [
    [366, 290],
    [394, 286],
    [410, 262],
  ],
  [
    [422, 244],
    [450, 240],
    [458, 262],
  ],
  [
    [468, 296],
    [446, 352],
    [404, 378],
  ],
  [
    [374, 396],
    [344, 402],
    [334, 420],
  ],
  [334, 480],
  [
    [312, 488],
    [284, 490],
    [256, 490],
  ],
];

const isCubic = (s: TStep): s is [TPt, TPt, TPt] => Array.isArray(s[0]);
const mx = (p: TPt): TPt => [512 - p[0], p[1]];
const endOf = (s: TStep): TPt => (isCubic(s) ? s[2] : s);

/** The hand's outline: the right half, then the same steps mirrored and run back up. */
function outline(): string {
  let d = 'M256 34';
  for (const s of RIGHT) d += isCubic(s) ? `C${P(s[0])} ${P(s[1])} ${P(s[2])}` : `L${P(s)}`;
  for (let i = RIGHT.length - 1; i >= 0; i--) {
    const s = RIGHT[i];
    const to = i ? mx(endOf(RIGHT[i - 1])) : ([256, 34] as TPt);
    d += isCubic(s) ? `C${P(mx(s[1]))} ${P(mx(s[0]))} ${P(to)}` : `L${P(to)}`;
  }
  return d + 'Z';
}

const dot = (c: TPt, r: number) => ellipse(c[0], c[1], r, r);

/** Red bands: a scalloped band across the finger roots, and the cuff at the wrist. */
function bands(): string {
  // finger-root band: straight top, five scallops hanging below
  let root = 'M162 176L350 176L350 206';
  for (let k = 0; k < 5; k++) {
    const x0 = 350 - k * 37.6;
    const x1 = x0 - 37.6;
    root += `Q${P([(x0 + x1) / 2, 238])} ${P([x1, 206])}`;
  }
  root += 'Z';
  const cuff = 'M178 424L334 424L334 480C312 488 284 490 256 490C228 490 200 488 178 480Z';
  return root + cuff;
}

/** Black work cut into the gold: finger slits, the eye's lashes, dot rows, cuff lines. */
function cuts(): string {
  let d = '';
  // the slit between touching fingers runs on down to the band
  for (const x of [218, 294]) d += taper([x, 150], [x, 164], [x, 178], 2.4);
  // a line each side of the cuff band
  d += 'M178 430L334 430L334 436L178 436Z' + 'M178 468L334 468L334 474L178 474Z';
  // the lashes fanning above the eye
  for (let k = -3; k <= 3; k++) {
    const a = -Math.PI / 2 + k * 0.32;
    const from = polar(HAMSA_EYE, 44 - Math.abs(k) * 3, a);
    d += taper(
      from,
      polar(HAMSA_EYE, 56 - Math.abs(k) * 2, a + 0.04),
      polar(HAMSA_EYE, 68 - Math.abs(k) * 3, a + 0.1),
      2.6,
    );
  }
  // the eye's almond, as a black rim the white sits in
  d += almond(84, 46);
  // a spiral curl in each thumb's tip
  for (const s of [1, -1]) {
    const c: TPt = [256 + s * 178, 272];
    d += taper(
      [c[0] - s * 22, c[1] + 30],
      [c[0] + s * 4, c[1] + 8],
      [c[0] - s * 4, c[1] - 10],
      2.2,
    );
  }
  return d;
}

/** Solid dots: a row hanging under the eye like a necklace (black, as an ink: cut out, each dot
 *  picked up a shading crescent that doubled it) and a row along the cuff (white on the red). */
function dots(): { black: string; white: string } {
  let black = '';
  for (let k = 0; k <= 8; k++)
    black += dot(polar(HAMSA_EYE, 92, Math.PI * (0.16 + (0.68 * k) / 8)), 5);
  let white = '';
  for (let k = 0; k < 6; k++) white += dot([196 + k * 24, 452], 5.5);
  return { black, white };
}

/** The almond eye's outline, centred in the palm. */
function almond(w: number, h: number): string {
  const [x, y] = HAMSA_EYE;
  return `M${P([x - w, y])}C${P([x - w * 0.5, y - h])} ${P([x + w * 0.5, y - h])} ${P([x + w, y])}C${P([x + w * 0.5, y + h])} ${P([x - w * 0.5, y + h])} ${P([x - w, y])}Z`;
}

/** A traditional hamsa: gold hand, red bands (alt), the evil eye in its own inks. */
export function hamsa(): TGenShape {
  const [x, y] = HAMSA_EYE;
  const spots = dots();
  const shine =
    'M232 52C222 60 218 74 218 90L226 90C226 76 230 64 238 56Z' +
    'M306 86C300 92 298 102 298 112L304 112C304 104 306 96 310 90Z';
  return {
    d: outline(),
    holes: cuts(),
    alt: bands(),
    inks: [
      { role: 'bone', d: almond(74, 38) },
      { role: 'blue', d: dot([x, y], 30) },
      { role: 'black', d: dot([x, y], 13) + spots.black },
      { role: 'bone', d: dot([x + 9, y - 10], 6) + shine + spots.white, lit: true },
    ],
  };
}
