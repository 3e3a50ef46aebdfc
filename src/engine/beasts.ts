// Authored flash drawings of subjects whose icon-set drawings read as something else: a bull
// skull without horns read as a human skull, a sabre-tooth cat head as a panther, a bear head
// cut off by straight edges. Same 512 x 512 box and TGenShape contract as creatures.ts.
import { f, mirrorD, mirrored, taper } from './creatures';
import type { TPt } from './creatures';
import type { TGenShape } from './generated-motifs';

const both = (d: string) => d + mirrorD(d);

/** The point and unit tangent of a cubic at t. */
function cubicAt(p: TPt[], t: number): { pt: TPt; tan: TPt } {
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

/** Snarling panther head from the front, as old-school flash draws it: round ears laid back,
 *  slanted eyes under a heavy brow, wrinkled nose, whisker pads, the mouth open on four fangs. */
export function pantherHead(): TGenShape {
  const head = mirrored(
    [256, 96],
    [
      // crown to the ear: a round ear laid out to the side
      [
        [290, 96],
        [318, 100],
        [336, 110],
      ],
      [
        [348, 84],
        [392, 76],
        [404, 106],
      ],
      [
        [412, 130],
        [408, 150],
        [398, 162],
      ],
      // the cheek ruff, flaring out in three tufts
      [
        [420, 180],
        [440, 196],
        [452, 206],
      ],
      [
        [440, 214],
        [436, 222],
        [446, 240],
      ],
      [
        [432, 246],
        [428, 256],
        [436, 278],
      ],
      [
        [420, 284],
        [408, 296],
        [396, 312],
      ],
      // the jaw hinge and the open lower jaw down to the chin
      [
        [384, 356],
        [356, 400],
        [326, 430],
      ],
      [
        [304, 450],
        [282, 458],
        [256, 458],
      ],
    ],
  );
  // the open mouth: upper lip curling up from the corners, notched round the two upper fangs
  const mouth = mirrored(
    [256, 318],
    [
      [
        [270, 318],
        [282, 316],
        [290, 314],
      ],
      // the upper fang, pointing down
      [
        [292, 340],
        [294, 364],
        [298, 384],
      ],
      [
        [304, 362],
        [310, 336],
        [314, 316],
      ],
      [
        [332, 314],
        [348, 316],
        [362, 322],
      ],
      // the corner of the mouth and the lower lip, notched round the lower fang
      [
        [356, 352],
        [340, 388],
        [320, 404],
      ],
      [
        [316, 386],
        [312, 370],
        [308, 358],
      ],
      [
        [304, 376],
        [300, 396],
        [296, 414],
      ],
      [
        [284, 420],
        [270, 422],
        [256, 422],
      ],
    ],
  );
  const holes = both(
    // slanted eye under the brow, the pupil a slit drawn back in `d`
    'M286 214C300 196 330 186 354 190C346 212 324 228 300 228C292 228 286 222 286 214Z' +
      // the heavy brow pulled down in the snarl, and the wrinkles of the nose bridge
      taper([272, 196], [310, 168], [364, 176], 7) +
      taper([266, 236], [274, 228], [286, 236], 3) +
      taper([264, 250], [274, 242], [288, 250], 3) +
      // inner ear
      taper([350, 110], [380, 90], [396, 120], 7) +
      // the cheek line from the eye round the whisker pad
      taper([330, 236], [360, 262], [362, 312], 6) +
      // the whisker pad's rounded edge under the nose
      taper([266, 296], [300, 280], [334, 300], 4) +
      // fur strokes on the forehead and cheeks
      taper([286, 110], [296, 136], [290, 162], 5) +
      taper([380, 190], [400, 214], [408, 240], 5) +
      taper([372, 330], [366, 360], [352, 384], 4),
  );
  // the nose pad and the split of the upper lip under it, cut to print solid black
  const nose = 'M232 262C244 256 268 256 280 262C276 278 266 288 256 290C246 288 236 278 232 262Z';
  const pupils = both('M318 196C322 204 322 216 318 224C314 216 314 204 318 196Z');
  return {
    d: head + pupils,
    holes: holes + nose + taper([256, 288], [254, 302], [256, 316], 4),
    alt: mouth,
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
