// Authored flash drawings of subjects whose icon-set drawings read as something else: a bull
// skull without horns read as a human skull, a bear head
// cut off by straight edges. Same 512 x 512 box and TGenShape contract as creatures.ts.
import { f, mirrorD, mirrored, taper } from './creatures';
import type { TPt } from './creatures';
import type { TGenShape } from './gen-shape';

const both = (d: string) => d + mirrorD(d);

/** The point and unit tangent of a cubic at t. */
export function cubicAt(p: TPt[], t: number): { pt: TPt; tan: TPt } {
  const u = 1 - t;
  const pt: TPt = [
    u * u * u * p[0][0] + 3 * u * u * t * p[1][0] + 3 * u * t * t * p[2][0] + t * t * t * p[3][0],
    u * u * u * p[0][1] + 3 * u * u * t * p[1][1] + 3 * u * t * t * p[2][1] + t * t * t * p[3][1],
  ];
  const dx =
    3 * u * u * (p[1][0] - p[0][0]) +
    6 * u * t * (p[2][0] - p[1][0]) +
    3 * t * t * (p[3][0] - p[2][0]);
  const dy =
    3 * u * u * (p[1][1] - p[0][1]) +
    6 * u * t * (p[2][1] - p[1][1]) +
    3 * t * t * (p[3][1] - p[2][1]);
  const len = Math.hypot(dx, dy) || 1;
  return { pt, tan: [dx / len, dy / len] };
}

/**
 * A band along the cubic a -> b (controls c1, c2), `w0` wide at a narrowing to `w1` at b, with a
 * round cap at b when w1 > 0: a horn or tail when w1 is 0, a finger or a limb otherwise.
 */
export function ribbon(a: TPt, c1: TPt, c2: TPt, b: TPt, w0: number, w1 = 0, n = 22): string {
  const pts = [a, c1, c2, b];
  const left: TPt[] = [];
  const right: TPt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const { pt, tan } = cubicAt(pts, t);
    // a slight swell before the taper reads as a muscle or horn, not a cone
    const w = (w0 + (w1 - w0) * t ** 1.3) / 2;
    left.push([pt[0] - tan[1] * w, pt[1] + tan[0] * w]);
    right.push([pt[0] + tan[1] * w, pt[1] - tan[0] * w]);
  }
  const cap: TPt[] = [];
  if (w1 > 0) {
    const { pt, tan } = cubicAt(pts, 1);
    const r = w1 / 2;
    for (let k = 1; k < 6; k++) {
      const ang = Math.PI / 2 - (k * Math.PI) / 6;
      // from the left side round the tip to the right side
      cap.push([
        pt[0] + tan[0] * r * Math.cos(ang) - tan[1] * r * Math.sin(ang),
        pt[1] + tan[1] * r * Math.cos(ang) + tan[0] * r * Math.sin(ang),
      ]);
    }
  }
  const ring = [...left, ...cap, ...right.reverse()];
  return 'M' + ring.map(([x, y]) => `${f(x)} ${f(y)}`).join('L') + 'Z';
}

/** Bull skull from the front: broad poll with the horn bosses, long curved horns sweeping out
 *  and up, eye sockets at the sides, the long face narrowing to the nasal bones and nostrils. */
export function bullSkull(): TGenShape {
  const skull = mirrored(
    [256, 150],
    [
      // the poll, a low ridge out to the horn boss
      [
        [290, 146],
        [330, 146],
        [360, 160],
      ],
      [
        [372, 170],
        [372, 188],
        [360, 200],
      ],
      // the temple down to the eye socket rim, which stands out at the sides
      [
        [350, 214],
        [352, 236],
        [356, 252],
      ],
      [
        [358, 272],
        [344, 290],
        [326, 298],
      ],
      // the long face narrowing to the muzzle
      [
        [312, 340],
        [300, 390],
        [296, 420],
      ],
      // the flared nasal end and the rounded muzzle
      [
        [306, 440],
        [304, 470],
        [284, 484],
      ],
      [
        [274, 490],
        [264, 492],
        [256, 492],
      ],
    ],
  );
  // the right horn: out from the boss, sweeping wide and turning up at the tip
  const horn = ribbon([352, 178], [420, 196], [486, 180], [496, 70], 54);
  const holes = both(
    // eye socket, deep and slanted at the side of the skull
    'M312 240C320 226 340 226 348 236C354 246 350 266 338 276C326 284 310 280 306 268C302 258 306 248 312 240Z' +
      // brow ridge above it and the cheek line under it
      taper([290, 222], [322, 206], [352, 214], 5) +
      taper([300, 296], [304, 330], [290, 380], 5) +
      // growth rings round the horn near its base
      taper([384, 176], [392, 190], [388, 206], 5) +
      taper([410, 176], [418, 190], [414, 206], 4) +
      taper([434, 170], [444, 182], [442, 198], 3) +
      // the nostril, a teardrop at the end of the nasal bone
      'M270 452C276 440 288 442 290 454C292 466 282 476 274 472C268 468 266 460 270 452Z' +
      // the suture lines either side of the nasal bones
      taper([264, 300], [276, 370], [268, 436], 5),
  );
  // the forehead: a central crack and the dark hollow between the eyes
  const brow =
    'M256 190C270 196 278 214 272 236C266 256 260 266 256 272C252 266 246 256 240 236C234 214 242 196 256 190Z';
  return {
    d: skull + both(horn),
    holes: holes + brow + taper([256, 160], [248, 176], [256, 188], 3),
  };
}

/** Bear head from the front, whole (no neck cut): round ears, a broad furred head, small eyes,
 *  the muzzle standing out with its black nose and mouth line. */
export function bearHead(): TGenShape {
  const head = mirrored(
    [256, 112],
    [
      // crown to the round ear
      [
        [292, 110],
        [320, 114],
        [340, 124],
      ],
      [
        [340, 82],
        [392, 64],
        [418, 96],
      ],
      [
        [438, 120],
        [428, 156],
        [404, 172],
      ],
      // the broad cheek with a tuft of fur, down to the jaw
      [
        [428, 206],
        [442, 246],
        [440, 284],
      ],
      [
        [448, 292],
        [456, 300],
        [462, 304],
      ],
      [
        [452, 306],
        [444, 308],
        [438, 312],
      ],
      [
        [430, 362],
        [394, 404],
        [340, 426],
      ],
      // the chin under the muzzle
      [
        [312, 438],
        [284, 442],
        [256, 442],
      ],
    ],
  );
  // the muzzle's edge, the nose (cut to print black) and the mouth line under it
  const holes = both(
    taper([256, 290], [320, 282], [330, 350], 6) +
      taper([330, 350], [318, 400], [256, 408], 6) +
      // small dark eye and the brow over it
      'M300 236C300 226 308 220 316 222C324 224 328 232 326 242C324 250 316 254 308 252C302 250 300 244 300 236Z' +
      taper([292, 214], [314, 198], [340, 210], 4) +
      // inner ear
      taper([354, 126], [384, 90], [412, 124], 9) +
      // fur strokes on the crown and cheeks
      taper([300, 132], [306, 152], [300, 172], 4) +
      taper([392, 220], [410, 246], [414, 276], 5) +
      taper([398, 332], [384, 362], [360, 384], 5) +
      // the mouth from the nose out to each side
      taper([256, 352], [272, 372], [298, 364], 4),
  );
  const nose =
    'M222 316C230 300 282 300 290 316C294 330 276 344 256 348C236 344 218 330 222 316Z' +
    taper([256, 340], [254, 352], [256, 364], 4);
  return { d: head, holes: holes + nose };
}
