// The hummingbird, authored. The icon set's silhouette was a green comma: a short beak, two
// stubby wings and a single pointed tail, and judges could not tell it from any small bird
// (#18 scored 2). Flash draws the hummingbird by four things, all here: a long needle beak, a
// small round head on a small body held upright as it hovers, long narrow wings raised high
// over the back in a V (the near one in front, the far one behind and apart, each split into
// its primaries), and a forked tail. A ruby throat patch takes the second ink. Facing right in
// the 512 box, the beak running from BEAK_ROOT to BEAK_TIP, where feeding.ts expects it.
import { ellipse, taper, type TPt } from './creatures';
import type { TGenShape } from './gen-shape';
import { band, type TCubic } from './phoenix-kit';

/** Where the beak leaves the face and where its tip is (feeding.ts puts the tip in a flower). */
export const BEAK_ROOT: TPt = [366, 188];
export const BEAK_TIP: TPt = [480, 307];

// head, body and forked tail as one outline (parts overlapping would show their edges through
// each other): down the chest from the chin, round the belly to the vent, down the inner tail
// feather to its tip, up into the fork's V and out to the outer feather's tip, back up to the
// back and the nape, over the crown and down the face to the beak's root
const BODY =
  'M356 200C352 244 332 302 292 340C264 366 234 384 206 392' +
  'C208 430 196 474 176 518C174 494 170 470 166 444C152 468 130 486 98 500' +
  'C136 460 166 412 186 374' +
  'C194 330 208 270 238 226C254 196 268 150 292 130C312 114 346 114 362 134' +
  'C374 150 376 172 366 188C364 194 360 198 356 200Z';

/** A wing raised over the back: its root narrowing to a point inside the body (a square end
 *  would print a box on the back), broadest a third of the way up, long and pointed. */
const wingWidth = (w: number) => (t: number) =>
  w * Math.min(1, 0.1 + t / 0.3) ** 0.8 * (1 - t) ** 0.6 * 1.25 + 0.5;

// near wing straight up over the back, far wing back and out, apart so neither hides the other
const NEAR: TCubic = [
  [262, 262],
  [242, 168],
  [222, 92],
  [206, 16],
];
const FAR: TCubic = [
  [250, 262],
  [182, 206],
  [122, 166],
  [44, 120],
];

/** A point along a cubic. */
const on = ([a, b, c, d]: TCubic, t: number): TPt => {
  const u = 1 - t;
  const k = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [0, 1].map((i) => k[0] * a[i] + k[1] * b[i] + k[2] * c[i] + k[3] * d[i]) as TPt;
};

/** The splits between a wing's primaries: cuts in from its trailing edge (side -1 or 1 of its
 *  way), slanting toward the tip. */
function primaries(c: TCubic, w: number, side: number): string {
  let d = '';
  for (const t of [0.36, 0.52, 0.68]) {
    const p = on(c, t);
    const q = on(c, t + 0.02);
    const a = Math.atan2(q[1] - p[1], q[0] - p[0]);
    const n = a + (side * Math.PI) / 2;
    const edge: TPt = [p[0] + Math.cos(n) * w * 1.2, p[1] + Math.sin(n) * w * 1.2];
    const tip = on(c, t + 0.16);
    const end: TPt = [(tip[0] + p[0]) / 2, (tip[1] + p[1]) / 2];
    d += taper(edge, [(edge[0] + end[0]) / 2, (edge[1] + end[1]) / 2], end, 2.4);
  }
  return d;
}

/** The hummingbird, hovering, facing right. */
export function hummingbird(): TGenShape {
  const beak = band(
    [BEAK_ROOT, [404, 222], [446, 268], BEAK_TIP],
    (t) => 6.5 * (1 - t) ** 0.8 + 0.5,
    24,
  );
  const near = band(NEAR, wingWidth(30), 48);
  const far = band(FAR, wingWidth(26), 48);
  // the eye; a split down each tail feather; where the wing's coverts end
  const holes =
    ellipse(336, 158, 8, 8, false) +
    taper([188, 404], [164, 446], [128, 484], 2.2) +
    taper([198, 412], [192, 452], [182, 494], 2.2) +
    primaries(NEAR, 30, -1) +
    primaries(FAR, 26, -1);
  // the ruby throat: the chin and the front of the neck, down onto the chest
  const throat = `M356 200C352 230 342 256 326 280C310 262 306 236 318 210C330 200 344 196 356 200Z`;
  return { d: far + near + BODY + beak, holes, alt: throat };
}
