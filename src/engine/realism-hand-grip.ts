// Realism's gripping hand (a hand holding a rose by its stem), as the classic black-and-grey
// "hand holding a rose" shows it: the back of the hand toward us, the four fingers wrapped round
// the stem, each seen from its back from the knuckle on the back of the hand to the bent middle
// joint, where the finger turns away round the stem so its tip is out of sight. Those bent
// joints sit on an arc (the middle finger reaching furthest, the index biggest and highest, the
// little finger smallest, low and set back); the thumb lies diagonally over the top of the stem
// with its nail toward us; faint tendons run up the back of the hand to lit knuckles; the wrist
// fades out into skin (FADE), no cut line. Mostly tone, few hard lines.
// Same frame as the flash fist (GRIP_BOX, GRIP_CHANNEL), so the holding relation places both.
import type { TGenShape } from './generated-motifs';
import { handTones } from './realism-hand-grip-tones';
import { detailLines, detailTones } from './realism-hand-grip-detail';
import { at, on, REAL_FINGERS } from './realism-hand-grip-fingers';
import { handForms } from './realism-hand-grip-relief';
import { taper, type TPt } from './realism-kit';

export { REAL_FINGERS };

/** Where the forearm fades out into the skin (past the silhouette's foot, so the blur's full
 *  strength covers the cut end). */
export const FADE = 'M300 482C360 478 430 462 520 430L560 640L300 640Z';

/** Where the silhouette tucks in under finger i at x: into the seam between it and the next
 *  finger (their fans part them, so it runs between the two edges), or under the little one. */
function seam(i: number, x: number): string {
  const f = REAL_FINGERS;
  const y = on(i, x, f[i].bottom)[1];
  const y1 = i < f.length - 1 ? on(i + 1, x, f[i + 1].top)[1] : y;
  return `${Math.round(x * 10) / 10} ${Math.round(((y + y1) / 2) * 10) / 10}`;
}

/** The closed outline: the thumb's back from its root down to its tip over the stem, the bent
 *  finger joints down the left, the little finger's underside, the wrist to the foot, and the
 *  back of the hand's far edge back up. */
function outline(): string {
  let d =
    // the thumb's back rising from its root to its tip, the tip rounding down onto the index
    // with a bony bump at its joint
    'M432 240C424 206 398 184 362 172C336 164 318 156 306 148C296 142 284 142 274 146' +
    'C262 150 248 140 232 138C212 136 194 140 178 148' +
    'C162 158 158 176 166 186';
  REAL_FINGERS.forEach(({ top, bottom, left }, i) => {
    const h = bottom - top;
    // from the seam (or under the thumb's tip), along the finger's back to the knuckle's hump,
    // a squarish corner where the finger bends, the middle segment dropping away, the tip
    // curling under and out of sight
    const c1 = i ? seam(i - 1, REAL_FINGERS[i - 1].left + 50) : '158 180';
    d +=
      `C${c1} ${at(i, left + 36, top - 7, left + 18, top - 6)}` +
      `C${at(i, left + 6, top - 5, left, top + 4, left, top + 14)}` +
      `C${at(i, left, top + h * 0.5, left + 2, bottom - 12, left + 8, bottom - 5)}` +
      `C${at(i, left + 14, bottom, left + 24, bottom + 1)} ${seam(i, left + 36)}`;
  });
  return (
    d +
    // the little finger's underside into the heel of the hand, the forearm narrowing off the
    // foot of the box, and the back of the hand's far edge up to the thumb's root
    `C${at(3, 220, 389, 270, 389)} 300 392C318 398 332 414 340 432C350 456 356 486 360 512` +
    'L478 512C466 470 448 440 444 414C440 388 450 352 450 314C450 282 444 258 432 240Z'
  );
}

/** The thumb's lines: the nail on its tip and its cuticle, the joint's creases, its underside
 *  lying over the index finger, its root turning into the back of the hand. */
function thumbLines(): string {
  return (
    taper([176, 174], [178, 152], [204, 146], 1.5) +
    taper([204, 146], [232, 148], [236, 162], 1.4) +
    taper([176, 174], [206, 176], [236, 162], 1.4) +
    taper([244, 146], [250, 160], [242, 176], 1.1) +
    taper([300, 158], [292, 176], [300, 196], 1.4) +
    taper([312, 162], [306, 178], [312, 194], 0.9) +
    taper([168, 188], [270, 210], [362, 206], 3.4) +
    taper([362, 206], [394, 214], [414, 236], 1)
  );
}

/** Each finger's lines: the seam under it into the next, the bent joint's crease between the
 *  finger's back and its dropping middle segment, and the wrinkles over that knuckle. */
function fingerLines(): string {
  let s = '';
  const t = (i: number, a: TPt, c: TPt, b: TPt, w: number) =>
    taper(on(i, ...a), on(i, ...c), on(i, ...b), w);
  REAL_FINGERS.forEach(({ top, bottom, left, mcp }, i) => {
    const h = bottom - top;
    if (i < REAL_FINGERS.length - 1)
      s += t(i, [left + 34, bottom], [left + 90, bottom + 2], [mcp - 20, bottom - 2], 1.6);
    const kx = left + 18;
    // the crease stops short of the nail on the index and middle fingers
    const end: TPt = i < 2 ? [kx + 1, top + h * 0.6] : [kx + 2, bottom - h * 0.12];
    s +=
      // the joint's crease: where the back of the finger turns down into the middle segment
      t(i, [kx + 2, top + h * 0.14], [kx - 3, top + h * 0.4], end, 1.3) +
      // the knuckle's wrinkles, short arcs over its top only
      t(i, [kx + 10, top + h * 0.08], [kx + 6, top + h * 0.26], [kx + 10, top + h * 0.44], 1) +
      t(i, [kx + 17, top + h * 0.1], [kx + 14, top + h * 0.26], [kx + 17, top + h * 0.4], 0.8) +
      t(i, [kx + 24, top + h * 0.14], [kx + 22, top + h * 0.26], [kx + 24, top + h * 0.36], 0.6);
  });
  return s;
}

/** A hand closed round a stem, drawn in black-and-grey realism. */
export function grippingHandReal(): TGenShape {
  return {
    d: outline(),
    holes: thumbLines() + fingerLines() + detailLines(),
    tones: [...handTones(), ...detailTones()],
    toneBlur: 0.5,
    fade: FADE,
    relief: handForms(),
  };
}
