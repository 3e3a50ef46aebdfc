// A hand closed round something it holds (a rose's stem, a dagger's grip), seen from the
// fingers' side: the four curled fingers stacked one over the next with their knuckle creases,
// the tucked fingertips' nails against the heel of the hand, the thumb lying over the top with
// its nail, the wrist leaving down and to the right. The held thing runs through the channel
// (GRIP_CHANNEL): drawn under the hand, it shows above the thumb and below the little finger,
// so it reads as gripped, not as lying on a palm. Same 512 box and TGenShape contract as hands.ts.
// Flash styles draw this one; realism draws its own in the same frame (realism-hand-grip.ts).
import type { TPt } from './creatures';
import type { TGenShape } from './gen-shape';
import { taper } from './realism-kit';

/** The vertical line the held thing passes along, in the drawing's own coordinates. */
export const GRIP_CHANNEL = { x: 214, top: 146, bottom: 401 };
/** The drawing's bounding box (the relation maps the channel onto the placed hand with it). */
export const GRIP_BOX = { x: 108, y: 138, w: 370, h: 374 };

// each finger as seen across the fist: top and bottom edge, and how far out its knuckle reaches
const FINGERS: { top: number; bottom: number; left: number }[] = [
  { top: 204, bottom: 257, left: 118 }, // index, under the thumb
  { top: 257, bottom: 310, left: 108 }, // middle, the longest
  { top: 310, bottom: 359, left: 118 }, // ring
  { top: 359, bottom: 400, left: 136 }, // little
];

/** The closed outline: thumb over the top, the knuckles down the left, the little finger's
 *  underside, the wrist and forearm to the foot, and the heel of the hand back up. */
function gripOutline(): string {
  let d =
    'M380 178C366 154 334 138 292 138C262 138 240 142 222 148C198 156 180 166 180 182' +
    'C180 196 188 206 200 206' +
    'L156 205';
  // each knuckle a rounded end, stepping in and out down the fist
  let y0 = FINGERS[0].top;
  let x0 = 156;
  FINGERS.forEach(({ top, bottom, left }) => {
    const mid = (top + bottom) / 2;
    const next = bottom + 1;
    d +=
      `C${x0 - 24} ${y0} ${left} ${top + 10} ${left} ${mid}` +
      `C${left} ${bottom - 10} ${left + 14} ${next} ${left + 32} ${next}`;
    x0 = left + 32;
    y0 = next;
  });
  d +=
    // the little finger's underside to the wrist, the forearm leaving off the foot of the box,
    // its end ragged as an etched study fades out
    'L288 402C306 402 318 404 326 412C338 436 346 466 350 500' +
    'C360 510 368 494 378 504C388 512 396 496 408 506C418 512 428 498 440 506' +
    'C450 512 460 498 478 504C470 470 456 436 440 412' +
    'C422 384 404 358 404 320C408 270 400 214 380 178Z';
  return d;
}

/** Creases and nails cut into the hand: the thumb's underside, nail and joint; the seams between
 *  the fingers; each knuckle's wrinkles; each tucked fingertip's pad and nail; the heel's crease;
 *  the wrist creases. */
function gripLines(): string {
  let s =
    taper([200, 206], [276, 218], [362, 206], 4) +
    // the thumbnail, a lens on the top of the tip, and its cuticle
    taper([194, 174], [214, 150], [250, 152], 2.5) +
    taper([194, 176], [220, 184], [250, 156], 2.5) +
    taper([254, 152], [262, 164], [256, 176], 2) +
    // the thumb's joint
    taper([300, 146], [292, 172], [300, 200], 2.5) +
    taper([312, 150], [306, 170], [312, 192], 1.6);
  FINGERS.forEach(({ top, bottom, left }, i) => {
    const h = bottom - top;
    const mid = (top + bottom) / 2;
    // the seam under this finger, from the knuckle to the tucked tip
    if (i < FINGERS.length - 1)
      s += taper([left + 32, bottom + 1], [220, bottom + 6], [300 - i * 4, bottom - 1], 4);
    // knuckle wrinkles, two short arcs just in from the bend
    const kx = left + 30;
    s +=
      taper([kx, top + h * 0.18], [kx - 7, mid], [kx, bottom - h * 0.18], 2) +
      taper([kx + 10, top + h * 0.24], [kx + 5, mid], [kx + 10, bottom - h * 0.24], 1.5);
    // the tucked fingertip: the pad's edge, then the nail as a U opening toward the knuckle
    const nx = 270 - i * 6;
    const nw = 34 - i * 4;
    const nh = h * 0.28;
    s +=
      taper([nx - 6, top + h * 0.12], [nx - 16, mid], [nx - 6, bottom - h * 0.12], 2.5) +
      taper([nx + 4, mid - nh], [nx + nw + 6, mid - nh - 2], [nx + nw + 4, mid], 2.2) +
      taper([nx + nw + 4, mid], [nx + nw + 6, mid + nh + 2], [nx + 4, mid + nh], 2.2);
  });
  const heel: [TPt, TPt, TPt] = [
    [336, 214],
    [350, 304],
    [330, 396],
  ];
  return (
    s +
    taper(...heel, 3) +
    // the wrist's crease and the forearm's tendon
    taper([334, 424], [382, 420], [434, 404], 2.2) +
    taper([396, 456], [400, 474], [404, 494], 2)
  );
}

/** A hand gripping: the fist with its held thing's channel clear (the held thing is drawn under
 *  it by the holding relation). */
export function grippingHand(): TGenShape {
  return { d: gripOutline(), holes: gripLines() };
}
