// Big cats as American traditional flash draws them: the snarling black panther head here, the
// crawling panther in panther-crawling.ts, the roaring tiger head in tiger-flash.ts. Same 512 x 512
// box and TGenShape contract as creatures.ts; eyes, mouth, fangs and tongue are ink regions of
// their own (`inks`), so a black body can still show yellow eyes and white fangs.
import { ellipse, mirrorD, mirrored, taper } from './creatures';
import type { TPt } from './creatures';
import type { TGenShape } from './gen-shape';
import type { TRole } from './palettes';

type TSeg = [TPt, TPt, TPt];

/** Cubic segments from a flat list of numbers, six to a segment (c1, c2, end). */
export function segs(...n: number[]): TSeg[] {
  const out: TSeg[] = [];
  for (let i = 0; i + 5 < n.length; i += 6)
    out.push([
      [n[i], n[i + 1]],
      [n[i + 2], n[i + 3]],
      [n[i + 4], n[i + 5]],
    ]);
  return out;
}

const both = (d: string) => d + mirrorD(d);

// the outline, right half from the crown: ear laid back in the snarl, a cheek ruff in two
// tufts, the lower jaw dropped open down to the chin
const HEAD = mirrored(
  [256, 116],
  segs(
    ...[292, 114, 324, 120, 346, 134],
    ...[362, 108, 392, 90, 418, 96],
    ...[444, 104, 432, 156, 404, 172],
    ...[426, 188, 446, 204, 460, 214],
    ...[446, 222, 440, 234, 452, 252],
    ...[438, 260, 432, 270, 442, 290],
    ...[426, 298, 412, 308, 402, 318],
    ...[392, 370, 360, 422, 320, 454],
    ...[300, 468, 278, 474, 256, 474],
  ),
);
// the open mouth: upper lip raised off the teeth, the corners pulled back, the jaw hanging open
const MOUTH = mirrored(
  [256, 314],
  segs(
    ...[272, 326, 296, 328, 316, 318],
    ...[336, 308, 358, 312, 374, 328],
    ...[366, 372, 340, 420, 300, 440],
    ...[284, 446, 270, 448, 256, 448],
  ),
);
// the dark of the throat behind the teeth, wide under the palate and narrowing to the tongue
const THROAT = mirrored(
  [256, 344],
  segs(...[284, 342, 304, 350, 306, 364], ...[304, 380, 280, 392, 256, 394]),
);
const TONGUE = mirrored(
  [256, 392],
  segs(...[282, 388, 304, 404, 310, 432], ...[290, 446, 272, 448, 256, 448]),
);
// the fangs: upper ones hanging from the lip past the middle of the mouth, lower ones rising
// inside them; a row of small incisors between the upper pair
const FANGS = both(
  'M306 322C310 350 314 372 318 396C324 372 330 346 338 314C326 312 314 316 306 322Z' +
    'M278 446C284 428 288 410 292 394C298 410 302 424 304 440C294 444 286 446 278 446Z',
);
const INCISORS = mirrored(
  [256, 318],
  segs(
    ...[270, 326, 288, 328, 306, 322],
    ...[306, 334, 302, 342, 296, 340],
    ...[290, 346, 280, 346, 276, 338],
    ...[272, 346, 262, 346, 256, 340],
  ),
);
// slanted eye under the pulled-down brow, the pupil a slit
const EYE = both(
  'M288 230C304 212 332 200 362 200C356 222 332 238 306 240C296 240 288 236 288 230Z',
);
const PUPIL = both('M326 206C332 214 332 228 326 236C320 228 320 214 326 206Z');
const NOSE = 'M224 262C240 254 272 254 288 262C284 280 270 292 256 294C242 292 228 280 224 262Z';

/** The sheen on a black panther: brow, wrinkled nose bridge, cheek bones, ear rims and jaw,
 *  pulled as tapered highlights as flash paints them in blue-grey or white; `k` widens them for
 *  a head drawn small, so they are not lost under the detail line. */
function pantherSheen(k: number): string {
  return (
    both(
      taper([280, 206], [318, 174], [374, 184], 10 * k) +
        taper([280, 134], [294, 158], [284, 188], 7 * k) +
        taper([264, 232], [276, 222], [292, 232], 5 * k) +
        taper([264, 246], [280, 238], [296, 248], 5 * k) +
        taper([334, 248], [376, 270], [380, 320], 9 * k) +
        taper([270, 302], [302, 290], [336, 306], 5 * k) +
        taper([356, 134], [392, 106], [414, 148], 8 * k) +
        taper([406, 190], [428, 214], [432, 244], 7 * k) +
        taper([412, 262], [422, 282], [414, 302], 6 * k) +
        taper([386, 350], [372, 400], [334, 440], 8 * k) +
        ellipse(290, 304, 4 * k, 4 * k) +
        ellipse(306, 300, 4 * k, 4 * k),
    ) +
    taper([256, 126], [264, 150], [256, 178], 6 * k) +
    taper([238, 264], [256, 256], [274, 264], 5 * k) +
    taper([240, 462], [256, 468], [272, 462], 4 * k)
  );
}

/** The black panther's head from the front, snarling: a black body with a blue-grey sheen. */
export function pantherHead(sheen = 1.3): TGenShape {
  const ink = (role: TRole, d: string) => ({ role, d });
  return {
    d: HEAD,
    // the black nose is a cut (solid black in colour, a line in line work) so its sheen shows
    holes: EYE + MOUTH + NOSE,
    alt: pantherSheen(sheen),
    inks: [
      ink('yellow', EYE),
      ink('black', PUPIL),
      ink('red', MOUTH),
      ink('black', THROAT),
      ink('red', TONGUE),
      ink('bone', FANGS + INCISORS),
    ],
  };
}
