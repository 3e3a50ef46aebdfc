// The roaring tiger head of American traditional flash, from the front: a broad skull with
// round ears, cheek ruffs flaring in pointed tufts, fierce brows pressed down over yellow slit
// eyes, a nose bridge running down to a wide black nose, white whisker pads over a wide-open
// mouth with four ivory fangs and a creased tongue. Same 512 x 512 box and TGenShape contract
// as creatures.ts: stripes on orange are cuts (solid black in colour, lines in line work);
// stripes over the white ruffs are black ink, painted over the white.
import { ellipse, mirrorD, mirrored, taper } from './creatures';
import type { TGenShape } from './gen-shape';
import type { TRole } from './palettes';
import { segs } from './big-cats';
import { blob } from './tiger-head';

const both = (d: string) => d + mirrorD(d);

// the outline, right half from the crown: the round ear, the temple, four ruff tufts flaring
// out and down the cheek, the jaw, and the chin's fur in two points
const HEAD = mirrored(
  [256, 100],
  segs(
    ...[286, 96, 308, 98, 326, 104],
    ...[330, 80, 348, 58, 372, 52],
    ...[400, 46, 426, 72, 420, 104],
    ...[436, 120, 448, 140, 448, 162],
    ...[468, 170, 486, 176, 498, 186],
    ...[484, 198, 470, 206, 462, 212],
    ...[482, 222, 498, 232, 506, 244],
    ...[494, 258, 478, 266, 466, 268],
    ...[484, 282, 496, 296, 500, 310],
    ...[484, 320, 468, 324, 458, 326],
    ...[470, 340, 478, 356, 480, 372],
    ...[466, 378, 446, 382, 432, 382],
    ...[426, 410, 414, 434, 398, 452],
    ...[382, 472, 360, 490, 340, 502],
    ...[330, 498, 318, 494, 308, 492],
    ...[302, 500, 292, 506, 284, 510],
    ...[272, 506, 264, 504, 256, 504],
  ),
);

// the roar: the upper lip drawn up under the whisker pads, the corners pulled back, the jaw
// dropped to a deep U
const MOUTH = mirrored(
  [256, 330],
  segs(
    ...[266, 338, 278, 344, 290, 344],
    ...[304, 344, 320, 340, 334, 342],
    ...[348, 344, 358, 350, 364, 358],
    ...[366, 394, 358, 430, 336, 452],
    ...[314, 470, 284, 476, 256, 476],
  ),
);
// the dark of the throat, a low arch under the palate behind the upper teeth
const THROAT = mirrored(
  [256, 352],
  segs(
    ...[280, 352, 298, 352, 310, 358],
    ...[316, 368, 312, 380, 302, 388],
    ...[288, 394, 272, 396, 256, 396],
  ),
);
// the tongue lying in the lower jaw, its tip curled up in two lobes either side of the crease
const TONGUE = mirrored(
  [256, 396],
  segs(
    ...[266, 388, 280, 384, 294, 386],
    ...[312, 392, 322, 410, 322, 428],
    ...[322, 446, 312, 460, 298, 466],
    ...[284, 472, 270, 474, 256, 474],
  ),
);
const TONGUE_CREASE = taper([256, 402], [258, 432], [256, 462], 5);
// long upper fangs hanging past the middle of the mouth, shorter lower ones rising inside them
const FANGS = both(
  'M306 344C312 372 314 402 316 432C328 406 338 376 344 346C330 342 318 342 306 344Z' +
    'M284 472C289 448 296 424 304 404C311 424 316 446 318 462C306 468 294 471 284 472Z',
);
const INCISORS = mirrored(
  [256, 336],
  segs(
    ...[270, 340, 288, 344, 304, 344],
    ...[304, 356, 298, 364, 292, 360],
    ...[288, 366, 278, 366, 274, 358],
    ...[270, 366, 262, 366, 256, 358],
  ),
);

// almond eyes slanted up and out under the brow, slit pupils, a glint of light in each
const EYE = both(
  'M290 238C302 212 336 196 372 196C366 224 338 248 312 250C296 250 290 246 290 238Z',
);
const PUPIL = both('M338 206C345 216 345 230 338 240C331 230 331 216 338 206Z');
const GLINT = both(ellipse(355, 209, 4.5, 4.5));
// the wide black nose: a flat top, round lobes, drawn to a point at the philtrum
const NOSE = mirrored(
  [256, 262],
  segs(
    ...[272, 258, 288, 258, 298, 264],
    ...[306, 270, 302, 282, 292, 288],
    ...[282, 292, 270, 292, 262, 298],
    ...[258, 302, 257, 306, 256, 308],
  ),
);

/** The black cut into the orange: brows, the nose bridge's sides and its snarl wrinkles, the
 *  forehead's mirrored bars, temple stripes, and cheek stripes tapering out into the ruff. */
function stripes(): string {
  return (
    both(
      // heavy brows pressed down toward the nose
      taper([276, 198], [318, 168], [380, 172], 13) +
        // the bridge: a line each side from between the brows down to the nose
        taper([266, 196], [278, 232], [284, 258], 5) +
        // forehead chevrons either side of the centre line, a bar toward each ear
        taper([260, 166], [282, 152], [298, 124], 8) +
        taper([262, 136], [278, 124], [288, 106], 6) +
        taper([318, 114], [338, 128], [336, 150], 8) +
        // temple stripes from the skull's edge in toward the brow
        taper([424, 122], [394, 124], [370, 142], 8) +
        taper([440, 158], [412, 150], [382, 162], 10) +
        // cheek stripes from the eye out into the ruff's upper tufts
        taper([390, 200], [432, 186], [488, 190], 10) +
        taper([376, 226], [424, 222], [474, 240], 9),
    ) +
    // snarl wrinkles across the bridge
    taper([244, 222], [256, 216], [268, 222], 4) +
    taper([246, 240], [256, 234], [266, 240], 4)
  );
}

/** Stripes across the white ruff (black ink over the white), and the philtrum. */
function ruffStripes(): string {
  return (
    both(
      taper([378, 284], [424, 290], [480, 304], 8) + taper([378, 330], [416, 342], [458, 360], 8),
    ) + taper([256, 306], [257, 316], [256, 328], 4)
  );
}

// whisker dots in rows on each pad
const WHISKER_DOTS = both(
  [
    [284, 308],
    [302, 304],
    [320, 310],
    [294, 322],
    [314, 326],
  ]
    .map(([x, y]) => ellipse(x, y, 2.6, 2.6))
    .join(''),
);

/** The white: inner ears, brow patches, whisker pads, the chin, and the cheek ruffs. */
function white(): string {
  const pads = mirrored(
    [256, 298],
    segs(
      ...[270, 292, 284, 286, 302, 288],
      ...[322, 290, 344, 298, 350, 314],
      ...[354, 328, 348, 340, 334, 344],
      ...[320, 348, 302, 348, 290, 346],
      ...[278, 344, 264, 338, 256, 334],
    ),
  );
  const chin = mirrored(
    [256, 484],
    segs(
      ...[282, 484, 312, 478, 338, 464],
      ...[356, 452, 368, 434, 372, 416],
      ...[388, 428, 394, 444, 390, 454],
      ...[376, 474, 356, 488, 338, 494],
      ...[328, 492, 316, 488, 306, 486],
      ...[298, 494, 290, 500, 284, 502],
      ...[272, 498, 264, 496, 256, 496],
    ),
  );
  return (
    pads +
    chin +
    both(
      'M342 102C346 84 358 70 372 68C390 68 404 84 408 104C388 98 362 96 342 102Z' +
        taper([292, 174], [328, 146], [372, 154], 8) +
        // the ruff: white fur from under the eye out to the tuft tips and down to the jaw
        blob([
          [368, 278],
          [408, 262],
          [446, 258],
          [466, 270],
          [490, 308, 1],
          [454, 324],
          [470, 368, 1],
          [430, 382],
          [404, 436, 1],
          [386, 420],
          [380, 380],
          [378, 330],
          [374, 296],
        ]),
    )
  );
}

/** The roaring tiger head, in the traditional inks: orange body, black stripes, ivory white. */
export function tigerRoar(eye: TRole = 'yellow'): TGenShape {
  const ink = (role: TRole, d: string) => ({ role, d });
  return {
    d: HEAD,
    holes: EYE + MOUTH + stripes(),
    alt: white(),
    inks: [
      ink('black', ruffStripes() + WHISKER_DOTS),
      ink(eye, EYE),
      ink('black', PUPIL),
      ink('bone', GLINT),
      ink('black', NOSE),
      ink('red', MOUTH),
      ink('black', THROAT),
      ink('pink', TONGUE),
      ink('black', TONGUE_CREASE),
      ink('bone', FANGS + INCISORS),
    ],
  };
}
