// Authored traditional swallow: the icon set's dove read as a blue bat. Flash swallows are drawn
// in flight, facing left: a small head and short beak, a long near wing swept up over the back
// and the far wing swept down under the belly, each ending in long pointed primaries, and a
// deeply forked tail of two streamers. Back and wings take the first ink (blue), the throat and
// face the second (red), the belly its own cream ink. One outline, so no edge of a hidden part
// shows through; feathers are whip cuts. Same 512 box and TGenShape contract as creatures.ts.
import { ellipse, P, taper, type TPt } from './creatures';
import type { TGenShape } from './gen-shape';

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

// the primaries of each wing: tips and notches alternating, ending at the root (near wing) or
// starting at it (far wing); a small swallow keeps fewer, wider feathers so its notches stay open
const NEAR = {
  full: [424, 14, 360, 78, 452, 60, 364, 116, 444, 110, 352, 150, 414, 156, 336, 180, 368, 200],
  bold: [424, 14, 374, 92, 446, 104, 356, 152, 392, 192],
};
const FAR = {
  full: [304, 366, 270, 340, 248, 398, 222, 360, 180, 414, 170, 366, 96, 418],
  bold: [300, 374, 254, 358, 212, 410, 176, 384, 96, 418],
};
const pts = (xs: number[]): TPt[] => xs.flatMap((v, i) => (i % 2 ? [] : [[v, xs[i + 1]] as TPt]));

/** The whole bird as one outline, clockwise from the beak tip. */
function outline(bold: boolean): string {
  const k = bold ? 'bold' : 'full';
  // near wing: leading edge up from the nape, then its primaries back down to the back
  const upper = primaries([...pts(NEAR[k]), [322, 206]]);
  // far wing: out from its root under the belly, primaries to the tip, leading edge back up
  const lower = primaries([WING_ROOT, ...pts(FAR[k])]);
  // the two streamers with the deep fork between them (a small bird's are thicker)
  const tail = bold
    ? `C410 238 466 212 508 192C482 240 436 270 394 290C428 316 456 356 482 396C420 380 372 334`
    : `C410 240 466 216 508 194C474 230 428 258 384 280C420 314 448 360 478 398C428 370 380 326`;
  return (
    `M36 156C56 146 70 140 84 136C90 110 136 100 160 122` +
    `C196 64 300 22 424 14${upper}` +
    `C326 222 334 236 344 246${tail} ${P(VENT)}${run([VENT_FWD])}${lower}` +
    `C112 384 150 312 ${P(CHEST)}${run([CHEST_UP, THROAT_UP])}C60 164 48 160 36 156Z`
  );
}

/** Whip cuts: the bill line, feather splits on both wings, coverts, and the tail's midribs. */
function cuts(bold: boolean): string {
  let d =
    ellipse(112, 142, bold ? 12 : 9, bold ? 12 : 9) + taper([42, 156], [62, 154], [86, 150], 2.6);
  // a small bird keeps only the line that sets its wing apart from its back
  if (bold) return d + taper([170, 136], [222, 196], [318, 212], 4.4);
  // near wing: a split from each notch in toward the shoulder (notch x, y, root x, y)
  const near = [360, 78, 270, 104, 364, 116, 276, 138, 352, 150, 280, 166, 336, 180, 290, 188];
  for (let i = 0; i < near.length; i += 4) {
    const [nx, ny, rx, ry] = near.slice(i, i + 4);
    d += taper([nx, ny], [(nx + rx) / 2, (ny + ry) / 2 - 6], [rx, ry], 3.2);
  }
  // the covert edge across the near wing, and its root over the back, so the head and body
  // read apart from the wing
  d += taper([194, 100], [258, 84], [298, 190], 3.6);
  d += taper([170, 136], [222, 196], [318, 212], 3.4);
  // far wing: splits from its notches up toward the root, and its covert edge
  const far = [270, 340, 262, 316, 222, 360, 230, 314, 170, 366, 196, 308];
  for (let i = 0; i < far.length; i += 4) {
    const [nx, ny, rx, ry] = far.slice(i, i + 4);
    d += taper([nx, ny], [(nx + rx) / 2 + 6, (ny + ry) / 2], [rx, ry], 3);
  }
  d += taper([170, 300], [236, 326], [300, 330], 3.2);
  // tail: a rib down each streamer
  d +=
    taper([360, 252], [430, 238], [486, 208], 2.6) + taper([384, 298], [420, 336], [456, 378], 2.6);
  return d;
}

/** A swallow in flight, facing left; `bold` for a small one (fewer, wider feathers and cuts, so
 *  the heavy outline does not close it up). */
export function swallow(bold = false): TGenShape {
  // red face: the throat and chin, up along the bill's base to under the eye
  const red =
    `M${P(THROAT)}${run([THROAT_UP])}C${P([80, 156])} ${P([88, 150])} ${P([96, 150])}` +
    `C${P([132, 156])} ${P([154, 200])} ${P(THROAT)}Z`;
  // cream belly: the chest, over the far wing's root, back to the vent and up along the flank
  const belly =
    `M${P(THROAT)}${back(CHEST, CHEST_UP)}C${P([214, 292])} ${P([262, 318])} ${P(WING_ROOT)}` +
    `${back(VENT, VENT_FWD)}C${P([296, 270])} ${P([200, 240])} ${P(THROAT)}Z`;
  return { d: outline(bold), holes: cuts(bold), alt: red, inks: [{ role: 'bone', d: belly }] };
}
