// Realism's gripping hand (a hand holding a rose by its stem), as the classic black-and-grey
// "hand holding a rose" shows it: the back of the hand toward us, the four fingers wrapped round
// the stem seen from a little below, each in three segments (realism-hand-grip-fingers.ts): the
// proximal segment from the base knuckle out to the bent middle joint, the middle segment folding
// back under it, the fingertip with its nail tucked in against the palm's dark hollow. The bent
// joints sit on an arc (the middle finger reaching furthest, the index biggest and highest, the
// little finger smallest, low and set back); the thumb lies diagonally over the top of the stem
// with its nail toward us; faint tendons run up the back of the hand to lit knuckles; the wrist
// fades out into skin (FADE), no cut line. Mostly tone, few hard lines.
// Same frame as the flash fist (GRIP_BOX, GRIP_CHANNEL), so the holding relation places both.
import type { TGenShape } from './gen-shape';
import { handTones } from './realism-hand-grip-tones';
import { detailLines, detailTones } from './realism-hand-grip-detail';
import { at, joints, on, onV, REAL_FINGERS } from './realism-hand-grip-fingers';
import { handForms } from './realism-hand-grip-relief';
import { handPaint } from './realism-hand-grip-paint';
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
    'M414 234C406 204 386 184 356 172C334 164 318 156 306 148C296 142 284 142 274 146' +
    'C262 150 248 140 232 138C212 136 194 140 178 148' +
    'C162 158 158 176 166 186';
  REAL_FINGERS.forEach(({ top, bottom, left }, i) => {
    const h = bottom - top;
    // from the seam (or under the thumb's tip), along the finger's back to the bent joint's
    // bony corner, then slanting back down the middle segment folding under it
    const c1 = i ? seam(i - 1, REAL_FINGERS[i - 1].left + 50) : '158 180';
    d +=
      `C${c1} ${at(i, left + 36, top - 7, left + 16, top - 6)}` +
      `C${at(i, left + 4, top - 4, left, top + 1, left, top + h * 0.24)}` +
      `C${at(i, left, top + h * 0.4, left + 12, bottom - 6, left + 26, bottom - 1)}` +
      `C${at(i, left + 30, bottom + 1, left + 36, bottom + 1)} ${seam(i, left + 48)}`;
  });
  return (
    d +
    // the little finger's underside into the heel of the hand, the forearm narrowing off the
    // foot of the box, and the back of the hand's far edge up to the thumb's root
    `C${at(3, 220, 389, 270, 389)} 300 392C318 398 332 414 340 432C350 456 356 486 360 512` +
    'L478 512C450 474 428 442 424 414C420 388 428 352 428 314C428 280 424 254 414 234Z'
  );
}

/** The thumb's lines: the nail on its tip and its cuticle, the joint's creases, its underside
 *  lying over the index finger, its root turning into the back of the hand. */
function thumbLines(): string {
  return (
    // the nail: a rounded oblong, its free edge toward the tip, its cuticle a bow at its root
    taper([188, 149], [212, 144], [236, 150], 1.1) +
    taper([188, 177], [214, 180], [236, 173], 1.4) +
    taper([236, 150], [246, 161], [236, 173], 1.2) +
    taper([188, 149], [174, 163], [188, 177], 1.4) +
    taper([194, 152], [189, 163], [194, 174], 0.6) +
    // the joint's crease: one faint arc (two read as a bracket drawn on the thumb)
    taper([304, 160], [297, 177], [304, 195], 0.7) +
    taper([168, 188], [270, 210], [362, 206], 3.4) +
    taper([362, 206], [394, 214], [414, 236], 1)
  );
}

/** Each finger's lines: the seam under it into the next; the fold where the middle segment
 *  turns back under the proximal one; the last joint's crease; the fingertip's rounded end
 *  against the palm; the wrinkles over the bent middle joint. */
function fingerLines(): string {
  let s = '';
  const t = (i: number, a: TPt, c: TPt, b: TPt, w: number) =>
    taper(onV(i, ...a), onV(i, ...c), onV(i, ...b), w);
  REAL_FINGERS.forEach((f, i) => {
    const { left, mcp } = f;
    const { fold, dip, tip } = joints(f);
    if (i < REAL_FINGERS.length - 1)
      s += t(i, [left + 34, 1], [left + 90, 1.03], [mcp - 20, 0.97], 1.6);
    s +=
      // the fold: from the knuckle's corner back along under the proximal segment
      t(i, [left + 3, fold - 0.06], [left + 30, fold + 0.04], [tip + 4, fold], 3) +
      // the last joint's crease, a short bow across the middle segment
      t(i, [dip + 1, fold + 0.12], [dip - 3, (fold + 1) / 2], [dip + 1, 0.92], 1.1) +
      // the fingertip's end rounding in against the palm
      t(i, [tip - 6, fold + 0.06], [tip + 4, (fold + 1) / 2], [tip - 4, 0.96], 1.6) +
      // the bent middle joint's wrinkles: one faint arc on the proximal segment's end (three
      // hard arcs read as drawn brackets, not skin; the tone models the knuckle)
      t(i, [left + 16, 0.1], [left + 12, fold * 0.5], [left + 16, fold - 0.08], 0.6);
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
    // painted smooth (realism-hand-grip-paint.ts); the shape above serves the stencil and layout
    art: handPaint(outline(), FADE),
  };
}
