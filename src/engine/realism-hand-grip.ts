// Realism's gripping hand (a hand holding a rose by its stem), as a black-and-grey artist draws
// a closed hand from the palm side: the thumb over the top, its tip and nail crossing in front of
// the stem; the four fingers curled round the stem below it, each showing its middle segment
// from the rounded knuckle to the last joint and its tucked tip with the nail, the index on top,
// the middle reaching furthest, the little finger smallest and set back; the tips pressed into
// the heel of the palm; the wrist narrowing down to the right and fading out (FADE), no cut
// line. Mostly tone, few hard lines: dark in the curl and between the fingers, lit knuckles.
// Same frame as the flash fist (GRIP_BOX, GRIP_CHANNEL), so the holding relation places both.
import { ellipse } from './creatures';
import type { TGenShape } from './generated-motifs';
import { taper, type TPt } from './realism-kit';
import { poly } from './realism-lion-face';

/** Each curled finger across the fist: its top and bottom edge at the knuckle, the knuckle's
 *  leftmost reach, the last joint's crease, and where the tip tucks into the palm. */
export const REAL_FINGERS = [
  { top: 204, bottom: 256, left: 124, dip: 236, tip: 292 }, // index, under the thumb
  { top: 256, bottom: 310, left: 110, dip: 244, tip: 302 }, // middle, the longest
  { top: 310, bottom: 358, left: 118, dip: 238, tip: 296 }, // ring
  { top: 358, bottom: 398, left: 140, dip: 228, tip: 282 }, // little, smallest and set back
];

/** Where the forearm fades out into the skin (past the silhouette's foot, so the blur's full
 *  strength covers the cut end). */
export const FADE =
  'M300 482C360 478 430 462 520 430L560 640L300 640Z';

/** The closed outline: thumb over the top, the knuckles down the left, the little finger's
 *  underside, the palm's edge and the wrist to the foot, and the base of the thumb back up. */
function outline(): string {
  let d =
    // the thumb's back from its base to the tip, then the tip rounding over onto the index
    'M424 222C414 184 384 156 340 148C300 140 258 140 226 146' +
    'C196 150 170 162 164 182C160 196 166 206 180 207';
  let [x0, y0]: TPt = [180, 207];
  REAL_FINGERS.forEach(({ top, bottom, left }) => {
    const mid = (top + bottom) / 2;
    // a squarish rounded knuckle, with a small notch at the seam into the next finger
    d +=
      `C${x0 - 20} ${y0 - 1} ${left + 10} ${top} ${left + 2} ${top + 12}` +
      `C${left - 2} ${top + 20} ${left - 2} ${mid + 6} ${left + 2} ${bottom - 12}` +
      `C${left + 6} ${bottom - 2} ${left + 18} ${bottom + 1} ${left + 30} ${bottom}`;
    [x0, y0] = [left + 32, bottom + 2];
  });
  return (
    d +
    // the little finger's underside to its tucked tip, the palm's edge into the wrist, the
    // forearm narrowing off the foot of the box, and the base of the thumb back up
    'C210 402 262 404 296 402C318 402 332 414 340 432C350 456 356 486 360 512' +
    'L478 512C466 470 448 440 442 414C434 380 436 336 438 300C440 268 434 242 424 222Z'
  );
}

/** The thumb's lines: the nail on its tip, the joint, its underside lying on the index. */
function thumbLines(): string {
  return (
    // the nail, seen from above and a little in front: its rim and its cuticle
    taper([176, 182], [178, 158], [212, 150], 1.2) +
    taper([212, 150], [224, 164], [214, 180], 1.1) +
    taper([176, 182], [196, 188], [214, 180], 1) +
    taper([220, 152], [230, 166], [220, 182], 0.9) +
    // the joint's creases and the underside lying over the index finger
    taper([290, 144], [282, 162], [290, 186], 1.3) +
    taper([300, 150], [296, 166], [302, 182], 0.8) +
    taper([186, 206], [260, 216], [350, 204], 1.8)
  );
}

/** Each finger's lines: the seam under it into the next, the knuckle's wrinkles, the last
 *  joint's crease, the nail on the tucked tip and the crevice where the tip meets the palm. */
function fingerLines(): string {
  let s = '';
  REAL_FINGERS.forEach(({ top, bottom, left, dip, tip }, i) => {
    const h = bottom - top;
    const mid = (top + bottom) / 2;
    if (i < REAL_FINGERS.length - 1)
      s += taper([left + 30, bottom], [dip - 20, bottom + 4], [tip + 4, bottom - 2], 2);
    const kx = left + 22;
    s +=
      taper([kx, top + h * 0.3], [kx - 5, mid], [kx, bottom - h * 0.28], 0.8) +
      taper([kx + 8, top + h * 0.34], [kx + 4, mid], [kx + 8, bottom - h * 0.32], 0.6) +
      // the last joint, a crease bowing toward the tip
      taper([dip, top + h * 0.16], [dip + 7, mid], [dip, bottom - h * 0.14], 1) +
      // the crevice where the tip presses into the palm
      taper([tip - 2, top + h * 0.06], [tip + 6, mid], [tip - 2, bottom - h * 0.04], 1.6);
    // the nail: a rounded shield opening toward the joint, its free edge at the tip
    const nx = dip + 12;
    const nw = tip - dip - 22;
    const nh = h * 0.3;
    s +=
      taper([nx, mid - nh], [nx + nw + 8, mid - nh - 2], [nx + nw + 4, mid + 2], 0.9) +
      taper([nx + nw + 4, mid + 2], [nx + nw + 6, mid + nh + 2], [nx, mid + nh], 0.9);
  });
  return s;
}

/** The palm and wrist: the crease round the base of the thumb, the creases across the wrist and
 *  the tendon standing under the skin. */
function palmLines(): string {
  return (
    taper([336, 214], [346, 300], [324, 392], 1.4) +
    taper([346, 440], [388, 432], [430, 420], 1) +
    taper([352, 452], [390, 446], [428, 436], 0.7)
  );
}

const rect = (x0: number, y0: number, x1: number, y1: number) =>
  poly([
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ]);
const oval = (cx: number, cy: number, rx: number, ry: number) => ellipse(cx, cy, rx, ry);

/** Each finger modelled as a rounded form lit from the upper left: a lit ridge along its top,
 *  dark underneath and in the seam, the knuckle catching the light, the tucked tip turning
 *  into shadow with its nail lit, black where it meets the palm. */
function fingerTones(): { t: number; d: string }[] {
  const out: { t: number; d: string }[] = [];
  REAL_FINGERS.forEach(({ top, bottom, left, dip, tip }, i) => {
    const h = bottom - top;
    const mid = (top + bottom) / 2;
    out.push(
      { t: 0.4, d: rect(left, top, tip, bottom) },
      // the lit ridge along the middle segment, widest at the knuckle
      {
        t: 0.06,
        d: poly([
          [left + 8, top + h * 0.14],
          [dip - 6, top + h * 0.2],
          [dip - 6, top + h * 0.42],
          [left + 8, top + h * 0.5],
        ]),
      },
      // the underside rolling into shadow, black in the seam
      { t: 0.82, d: rect(left + 18, bottom - h * 0.3, tip, bottom + 1) },
      { t: 1, d: rect(left + 30, bottom - 3, tip + 4, bottom + 3) },
      // the tip turning in: darker than the segment, its nail lit, black in the crevice
      { t: 0.62, d: rect(dip + 2, top + 2, tip, bottom - 2) },
      { t: 0.1, d: oval((dip + tip) / 2 + 4, mid - h * 0.06, (tip - dip) * 0.3, h * 0.2) },
      { t: 1, d: rect(tip - 6, top, tip + 10, bottom) },
      // the knuckle's highlight
      { t: 0, d: oval(left + 12, mid - h * 0.08, 7, h * 0.24) },
    );
    // the little finger sits back in the hand's shadow
    if (i === REAL_FINGERS.length - 1) out.push({ t: 0.55, d: rect(left + 20, top, dip, mid) });
  });
  return out;
}

/** The whole hand's tone: mid grey, the palm's mound lit, its edge turning dark; the fingers;
 *  the thumb lit along its back and casting shadow on the index; the wrist's tendon lit
 *  between darker grooves, its far side in shadow. Painted in order, each over the last. */
function handTones(): { t: number; d: string }[] {
  return [
    { t: 0.45, d: rect(100, 130, 480, 520) },
    // the palm's heel and the base of the thumb: a lit mound, dark toward the right edge
    { t: 0.12, d: oval(374, 300, 34, 70) },
    { t: 0.85, d: oval(430, 330, 12, 90) },
    { t: 0.75, d: oval(318, 330, 14, 70) },
    // the wrist: the tendon lit, the grooves either side darker, the far edge in shadow
    { t: 0.5, d: oval(398, 470, 44, 40) },
    { t: 0.12, d: poly([[380, 420], [392, 420], [402, 500], [388, 500]]) },
    { t: 0.18, d: poly([[356, 430], [364, 430], [370, 500], [360, 500]]) },
    { t: 0.88, d: oval(468, 470, 14, 50) },
    ...fingerTones(),
    // the thumb: lit along its back, the nail lit, the underside dark on the index finger
    { t: 0.3, d: oval(292, 176, 120, 30) },
    { t: 0.04, d: oval(290, 164, 100, 12) },
    { t: 0, d: oval(198, 168, 16, 12) },
    { t: 0.92, d: oval(266, 208, 90, 6) },
    { t: 0.7, d: oval(186, 196, 16, 8) },
  ];
}

/** A hand closed round a stem, drawn in black-and-grey realism. */
export function grippingHandReal(): TGenShape {
  return {
    d: outline(),
    holes: thumbLines() + fingerLines() + palmLines(),
    tones: handTones(),
    toneBlur: 0.55,
    fade: FADE,
  };
}
