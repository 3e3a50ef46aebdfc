// A fox curled up asleep, side on, facing left: two tall pointed ears, a long pointed snout with
// a dark nose, a sly closed eye, a white bib from the muzzle down the chest, lying on the big
// bushy tail that wraps round under the body with its white tip past the nose, and fur tufts on
// the contour, so it reads as a fox at a glance rather than a rounded loaf.
// Same 512 x 512 box and TGenShape contract as creatures.ts.
import { ellipse, taper } from './creatures';
import type { TGenShape } from './gen-shape';

// the back, a tuft at the haunch, down to the belly over the tail (a tuft on top of the back
// read as a second pair of ears)
const BODY =
  'M200 250C236 196 320 180 390 196C440 210 462 246 466 280L480 284L466 298' +
  'C466 336 450 372 420 400L200 412C176 400 178 310 200 250Z';
// the tail: out of the haunch, round under the body, its tufted tip ending past the nose
const TAIL =
  'M452 290C502 350 480 448 360 462L342 476L324 464C260 472 170 474 120 466L100 478L94 460' +
  'C80 452 66 440 58 430L34 424L44 410C30 400 30 388 40 378C80 392 140 404 220 404' +
  'C320 404 400 390 420 330Z';
// the head resting low: back ear, front ear, forehead, the long snout to the nose, the chin, the
// chest down to the tail and the back of the neck
const HEAD =
  'M250 232C248 214 240 200 232 192L218 116C206 136 196 160 190 184L178 184C168 158 156 138 140 120' +
  'C134 150 132 176 134 200C116 214 104 228 96 242C80 262 62 278 50 290C54 302 62 310 70 314' +
  'C96 340 108 372 116 402L240 406C258 330 258 270 250 232Z';

// the head, its features and its bib are drawn at 1 : 1 then grown about the chest's foot, so the
// head stays large against the body (a small head on the round body read as a loaf)
const GROW = 1.16;
const [GX, GY] = [240, 404];
const grow = (d: string) =>
  d.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => {
    const r = (n: number) => Math.round(n * 10) / 10;
    return `${r(GX + (+x - GX) * GROW)} ${r(GY + (+y - GY) * GROW)}`;
  });

export function foxCurled(): TGenShape {
  // white ink: the bib from the muzzle's underside down the chest, its back edge in fur tufts,
  // and the tail tip
  const bib =
    'M56 296C90 302 130 300 156 314L170 330L160 344L176 356L166 372L182 386L176 404L116 402' +
    'C108 372 96 340 70 314C64 308 58 302 56 296Z';
  const tip =
    'M40 378C70 390 92 396 108 400L98 414L110 426L100 440L112 462C96 458 78 450 58 430' +
    'L34 424L44 410C30 400 30 388 40 378Z';
  const face =
    // the sly closed eye and its brow, the nose and the mouth
    taper([108, 256], [124, 266], [146, 258], 5) +
    taper([118, 238], [134, 236], [150, 244], 2.5) +
    ellipse(58, 291, 10, 7, false) +
    taper([64, 306], [84, 312], [104, 310], 2.5) +
    // inner ears
    taper([144, 142], [150, 172], [160, 196], 6) +
    taper([218, 138], [214, 166], [214, 192], 6) +
    // the back of the head over the shoulders
    taper([238, 196], [262, 252], [246, 318], 5);
  const holes =
    grow(face) +
    // the tail's upper edge under the chest and the belly
    taper([112, 400], [176, 410], [240, 406], 5) +
    taper([240, 406], [350, 404], [424, 330], 6) +
    // the tucked hind leg, fur along the back, down the haunch and through the tail
    taper([330, 396], [396, 352], [384, 280], 5) +
    taper([292, 206], [350, 208], [398, 236], 4) +
    taper([424, 258], [444, 290], [440, 330], 4) +
    taper([150, 446], [260, 452], [372, 436], 4) +
    taper([462, 330], [474, 372], [452, 414], 4);
  return {
    d: BODY + TAIL + grow(HEAD),
    holes,
    alt: grow(bib) + tip,
  };
}
