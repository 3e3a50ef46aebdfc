// Authored traditional swallow: the icon set's dove read as a blue bat. Flash swallows are drawn
// in flight, facing left: a small head and short beak, a long near wing swept up over the back
// and the far wing swept down under the belly, each ending in long pointed primaries, and a
// deeply forked tail of two streamers. Back and wings take the first ink (blue), the throat and
// face the second (red), the belly its own cream ink. One outline, so no edge of a hidden part
// shows through; feathers are whip cuts. Same 512 box and TGenShape contract as creatures.ts.
import { ellipse, P, taper, type TPt } from './creatures';
import type { TGenShape } from './generated-motifs';

/** A cubic segment: two controls and its end (the start is the previous end). */
type TSeg = [TPt, TPt, TPt];

const run = (segs: TSeg[]) => segs.map(([a, b, e]) => `C${P(a)} ${P(b)} ${P(e)}`).join('');
/** The same segment walked the other way, from its end back to `from`. */
const back = (from: TPt, [a, b]: TSeg) => `C${P(b)} ${P(a)} ${P(from)}`;

// nodes of the outline reused by the painted regions
const CHIN: TPt = [74, 166];
const THROAT: TPt = [136, 226];
const CHEST: TPt = [178, 252];
const VENT: TPt = [336, 300];
const WING_ROOT: TPt = [300, 314];

// throat and chest, walked upward (the outline runs chest -> throat -> chin)
const CHEST_UP: TSeg = [[164, 244], [150, 236], THROAT];
const THROAT_UP: TSeg = [[112, 208], [88, 186], CHIN];
// the underside from the vent forward to the far wing's root
const VENT_FWD: TSeg = [[324, 308], [312, 312], WING_ROOT];

/** Pointed primaries along a trailing edge: tip, notch, tip... from the first tip on. */
function primaries(points: TPt[]): string {
  let d = '';
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1];
    const [x1, y1] = points[i];
    // tips are sharp: the curve leaves a tip straight and bellies into the notch
    const mid: TPt = [(x0 + x1) / 2, (y0 + y1) / 2];
    const toward = i % 2 === 1 ? 0.18 : -0.18;
    const c: TPt = [mid[0] + (y1 - y0) * toward, mid[1] - (x1 - x0) * toward];
    d += `Q${P(c)} ${P(points[i])}`;
  }
  return d;
}

/** The whole bird as one outline, clockwise from the beak tip. */
function outline(): string {
  // near wing: leading edge up from the nape, then its primaries back down to the back
  const upper = primaries([
    [424, 14],
    [360, 78],
    [452, 60],
    [364, 116],
    [444, 110],
    [352, 150],
    [414, 156],
    [336, 180],
    [368, 200],
    [322, 206],
  ]);
  // far wing: out from its root under the belly, primaries to the tip, leading edge back up
  const lower = primaries([
    WING_ROOT,
    [304, 366],
    [270, 340],
    [248, 398],
    [222, 360],
    [180, 414],
    [170, 366],
    [96, 418],
  ]);
  return (
    `M36 156C56 146 70 140 84 136C90 110 136 100 160 122` +
    `C196 64 300 22 424 14${upper}` +
    // the back to the tail, the two streamers with the deep fork between them
    `C326 222 334 236 344 246C410 240 466 216 508 194C474 230 428 258 384 280` +
    `C420 314 448 360 478 398C428 370 380 326 ${P(VENT)}${run([VENT_FWD])}${lower}` +
    `C112 384 150 312 ${P(CHEST)}${run([CHEST_UP, THROAT_UP])}C60 164 48 160 36 156Z`
  );
}

/** Whip cuts: the bill line, feather splits on both wings, coverts, and the tail's midribs. */
function cuts(): string {
  let d = ellipse(112, 142, 9, 9) + taper([42, 156], [62, 154], [86, 150], 2.6);
  // near wing: a split from each notch in toward the shoulder, and the covert edge across it
  for (const [n, r] of [
    [
      [360, 78],
      [270, 104],
    ],
    [
      [364, 116],
      [276, 138],
    ],
    [
      [352, 150],
      [280, 166],
    ],
    [
      [336, 180],
      [290, 188],
    ],
  ] as [TPt, TPt][])
    d += taper(n, [(n[0] + r[0]) / 2, (n[1] + r[1]) / 2 - 6], r, 3.2);
  d += taper([194, 100], [258, 84], [298, 190], 3.6);
  // the near wing's root over the back, so the head and body read apart from the wing
  d += taper([170, 136], [222, 196], [318, 212], 3.4);
  // far wing: splits from its notches up toward the root
  for (const [n, r] of [
    [
      [270, 352],
      [262, 318],
    ],
    [
      [222, 380],
      [230, 318],
    ],
    [
      [172, 392],
      [196, 314],
    ],
  ] as [TPt, TPt][])
    d += taper(n, [(n[0] + r[0]) / 2 + 6, (n[1] + r[1]) / 2], r, 3);
  d += taper([170, 300], [236, 326], [300, 330], 3.2);
  // tail: a rib down each streamer
  d +=
    taper([360, 252], [430, 238], [486, 208], 2.6) + taper([384, 298], [420, 336], [456, 378], 2.6);
  return d;
}

/** A swallow in flight, facing left. */
export function swallow(): TGenShape {
  // red face: the throat and chin, up along the bill's base to under the eye
  const red =
    `M${P(THROAT)}${run([THROAT_UP])}C${P([80, 156])} ${P([88, 150])} ${P([96, 150])}` +
    `C${P([132, 156])} ${P([154, 200])} ${P(THROAT)}Z`;
  // cream belly: the chest, over the far wing's root, back to the vent and up along the flank
  const belly =
    `M${P(THROAT)}${back(CHEST, CHEST_UP)}C${P([214, 292])} ${P([262, 318])} ${P(WING_ROOT)}` +
    `${back(VENT, VENT_FWD)}C${P([296, 270])} ${P([200, 240])} ${P(THROAT)}Z`;
  return { d: outline(), holes: cuts(), alt: red, inks: [{ role: 'bone', d: belly }] };
}
