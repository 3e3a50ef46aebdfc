// The irezumi tiger's head, turned three-quarters to the left and snarling, as Horiyoshi-style
// flash draws it: broad, with a long muzzle ending in a wide flat nose, the bridge creased by
// the snarl, heavy brows knotted down over slanted gold eyes, the jaw dropped wide on big
// curved fangs and a tongue, and the near cheek's ruff flaring back past the ears in sharp
// flame tufts cut by paired black stripes. Authored about its own centre; tiger-irezumi.ts sets
// it on the neck, drawn big, because in Japanese work the face carries the piece.
import { ellipse, P, taper } from './creatures';
import type { TPt } from './creatures';
import { applyMatrix, compose, parsePath, rotate, scale, toD, translate } from './path';
import type { TMatrix } from './path';

/** A point of a blob outline; a third value 1 makes it a sharp corner (a fur tuft's tip). */
export type TBlobPt = [number, number] | [number, number, 1];

/** A closed smooth outline through the points (Catmull-Rom), sharp where a point asks for it. */
export function blob(pts: TBlobPt[]): string {
  const n = pts.length;
  const at = (i: number) => pts[(i + n) % n];
  let d = `M${P([at(0)[0], at(0)[1]])}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const k1 = p1[2] ? 0 : 1 / 6;
    const k2 = p2[2] ? 0 : 1 / 6;
    const c1: TPt = [p1[0] + (p2[0] - p0[0]) * k1, p1[1] + (p2[1] - p0[1]) * k1];
    const c2: TPt = [p2[0] - (p3[0] - p1[0]) * k2, p2[1] - (p3[1] - p1[1]) * k2];
    d += `C${P(c1)} ${P(c2)} ${P([p2[0], p2[1]])}`;
  }
  return d + 'Z';
}

/** A stripe as a brush stroke: broad at its root (laid outside the part, so the clip cuts it
 *  flush with the edge), bent by `bend`, running out to a point at the tip. */
export function blade(root: TPt, tip: TPt, bend: number, w: number): string {
  const dx = tip[0] - root[0];
  const dy = tip[1] - root[1];
  const L = Math.hypot(dx, dy) || 1;
  const n: TPt = [-dy / L, dx / L];
  const m: TPt = [root[0] + dx * 0.5 + n[0] * bend, root[1] + dy * 0.5 + n[1] * bend];
  const a: TPt = [root[0] + (n[0] * w) / 2, root[1] + (n[1] * w) / 2];
  const b: TPt = [root[0] - (n[0] * w) / 2, root[1] - (n[1] * w) / 2];
  const q = (p: TPt) => `${p[0].toFixed(1)} ${p[1].toFixed(1)}`;
  return `M${q(a)}Q${q([m[0] + n[0] * w * 0.3, m[1] + n[1] * w * 0.3])} ${q(tip)}Q${q([m[0] - n[0] * w * 0.3, m[1] - n[1] * w * 0.3])} ${q(b)}Z`;
}

/** The whole beast pitched forward, lunging down the slope head first: level, it sat. */
export const POSE: TMatrix = compose(
  translate(-256, -270),
  rotate(-10),
  scale(0.95),
  translate(256, 260),
);
export const pose = (d: string) => toD(applyMatrix(parsePath(d), POSE));
export const posePt = ([x, y]: TPt): TPt => [
  POSE[0] * x + POSE[2] * y + POSE[4],
  POSE[1] * x + POSE[3] * y + POSE[5],
];

/** Where the head sits on the body, and how big. */
export const HEAD_AT: TPt = [196, 140];
export const HEAD_SCALE = 0.9;
export const placeHead = (d: string, posed = true) =>
  toD(
    applyMatrix(
      parsePath(d),
      compose(scale(HEAD_SCALE), translate(HEAD_AT[0], HEAD_AT[1]), posed ? POSE : scale(1)),
    ),
  );

// the silhouette, clockwise from the far brow: the far ear peeping over the crown, the near ear
// laid back, the cheek ruff's flame tufts sweeping back and down to the throat, the dropped
// jaw, the gaping mouth's front, the broad nose and the long bridge back up to the brow ridge
export const HEAD = blob([
  [-62, -96],
  [-46, -108],
  [-42, -128],
  [-22, -134],
  [-8, -116],
  [14, -110],
  [36, -114],
  [50, -136],
  [80, -142],
  [100, -124],
  [112, -100],
  [170, -128, 1],
  [128, -70],
  [204, -50, 1],
  [140, -18],
  [238, 20, 1],
  [140, 40],
  [218, 100, 1],
  [118, 92],
  [166, 168, 1],
  [90, 118],
  [96, 190, 1],
  [60, 136],
  [30, 182, 1],
  [10, 146],
  [-12, 152],
  [-54, 164],
  [-100, 166],
  [-136, 160],
  [-164, 168, 1],
  [-160, 138],
  [-172, 104],
  [-172, 64],
  [-182, 34],
  [-190, 8],
  [-188, -16],
  [-168, -36],
  [-130, -54],
  [-100, -70],
  [-82, -92],
]);

// the gape, from under the whisker pads back to the corner and round the lower jaw
export const MOUTH = blob([
  [-174, 44],
  [-140, 40],
  [-100, 44],
  [-50, 48],
  [0, 54],
  [14, 60, 1],
  [-14, 96],
  [-56, 128],
  [-104, 140],
  [-152, 138],
  [-168, 100],
]);
// the dark of the throat behind the tongue
export const THROAT = blob([
  [-100, 60],
  [-56, 58],
  [-16, 66],
  [-34, 86],
  [-68, 96],
  [-102, 90],
]);
// the tongue curled up in the lower jaw, its tip lifted toward the front fangs
export const TONGUE = blob([
  [-154, 116],
  [-130, 100],
  [-90, 96],
  [-44, 100],
  [-34, 110],
  [-70, 128],
  [-124, 132],
]);
// long curved fangs hooked back from the upper jaw, shorter ones up from the lower
export const FANGS =
  blob([
    [-160, 42],
    [-128, 44],
    [-134, 78],
    [-146, 106, 1],
    [-158, 74],
  ]) +
  blob([
    [-88, 46],
    [-62, 48],
    [-68, 72],
    [-78, 92, 1],
    [-88, 68],
  ]) +
  blob([
    [-136, 136],
    [-108, 132],
    [-112, 110],
    [-118, 90, 1],
    [-130, 112],
  ]) +
  blob([
    [-62, 124],
    [-40, 114],
    [-44, 100],
    [-48, 86, 1],
    [-58, 102],
  ]);
// slanted almond eyes under the brows, the far one foreshortened by the turn
export const EYES =
  blob([
    [-28, -26, 1],
    [-2, -60],
    [62, -76, 1],
    [34, -26],
  ]) +
  blob([
    [-46, -28, 1],
    [-66, -54],
    [-104, -62, 1],
    [-78, -26],
  ]);
// round glaring pupils, small in the gold: a slit reads sleepy at tattoo size
export const PUPILS = ellipse(22, -47, 8, 9) + ellipse(-73, -42, 6, 7);
// the nose leather, broad and flat across the muzzle's tip
export const NOSE = blob([
  [-192, -10],
  [-172, -28],
  [-140, -30],
  [-122, -20],
  [-134, -2],
  [-160, 8],
  [-186, 6],
]);

/** The face's white: whisker pads, chin, brow flames, the cheek ruff, the inner ears. */
export function headWhite(): string {
  return (
    // whisker pads bulging over the upper lip, under the nose
    blob([
      [-186, 12],
      [-158, 12],
      [-120, 14],
      [-70, 22],
      [-20, 34],
      [14, 50],
      [-20, 44],
      [-70, 40],
      [-124, 38],
      [-178, 36],
    ]) +
    // the chin under the dropped jaw
    blob([
      [-156, 142],
      [-104, 146],
      [-50, 136],
      [-10, 112],
      [12, 124],
      [-10, 148],
      [-54, 160],
      [-100, 162],
      [-150, 160],
    ]) +
    // the brows' white flames, flicking up and back over the eyes
    blob([
      [-16, -66],
      [2, -96, 1],
      [14, -80],
      [34, -108, 1],
      [44, -86],
      [74, -102, 1],
      [70, -76],
      [30, -74],
    ]) +
    blob([
      [-54, -64],
      [-66, -84, 1],
      [-74, -70],
      [-94, -82, 1],
      [-92, -66],
      [-70, -58],
    ]) +
    // the cheek ruff: white fur from behind the eye back over the cheek in flame tufts, split
    // by the black cheek stripes
    blob([
      [34, -26],
      [80, -56],
      [116, -92],
      [168, -126, 1],
      [124, -66],
      [202, -50, 1],
      [136, -16],
      [236, 20, 1],
      [136, 40],
      [216, 100, 1],
      [114, 90],
      [164, 166, 1],
      [86, 116],
      [94, 188, 1],
      [56, 132],
      [30, 178, 1],
      [26, 132],
      [22, 100],
      [30, 60],
      [40, 20],
    ]) +
    // inner ears
    blob([
      [54, -114],
      [74, -132],
      [92, -120],
      [74, -108],
    ]) +
    blob([
      [-36, -112],
      [-24, -126],
      [-14, -114],
      [-26, -106],
    ])
  );
}

/** The head's stripes, laid on it as brush strokes the trace clips to the head: the brows
 *  pressed down toward the bridge, the forehead's bars, the snarl's creases over the bridge,
 *  paired stripes raking back through the ruff's tufts and a few under the jaw. */
export function headStripes(): string {
  // the ruff's valleys, where the cheek stripes grow in from the edge toward the eye
  const rakes: [TPt, TPt, number][] = [
    [[150, -78], [56, -58], 22],
    [[162, -22], [52, -26], 26],
    [[162, 40], [48, 14], 26],
    [[140, 98], [40, 54], 24],
    [[112, 126], [34, 88], 20],
    [[80, 146], [28, 112], 16],
  ];
  let s = '';
  rakes.forEach(([root, tip, w]) => {
    s += blade(root, tip, 12, w);
    // each main stripe's short partner, split off beside it
    const r2: TPt = [root[0] + 4, root[1] + w * 0.9];
    const t2: TPt = [root[0] + (tip[0] - root[0]) * 0.5, root[1] + (tip[1] - root[1]) * 0.5 + 10];
    s += blade(r2, t2, 4, w * 0.45);
  });
  return (
    s +
    // the brows, heavy and knotted down to the bridge
    taper([-30, -34], [4, -80], [70, -92], 14) +
    taper([-46, -40], [-68, -64], [-104, -72], 10) +
    // the forehead's bars between the brows and the ears
    blade([-30, -140], [-38, -72], 4, 12) +
    blade([-10, -140], [-14, -82], 2, 10) +
    blade([16, -130], [18, -94], 0, 9) +
    blade([40, -128], [60, -100], 0, 8) +
    // the snarl's creases across the bridge above the nose
    taper([-150, -38], [-134, -50], [-114, -52], 5) +
    taper([-136, -30], [-118, -42], [-98, -44], 5) +
    taper([-118, -22], [-100, -32], [-82, -32], 4) +
    // the near cheek's contour, from under the eye down to the whisker pad
    taper([-34, -22], [-44, 4], [-24, 30], 4) +
    // the philtrum splitting the whisker pads under the nose
    taper([-150, 6], [-146, 22], [-150, 38], 4) +
    // the mouth's corner drawn back into the cheek
    taper([10, 52], [26, 42], [44, 40], 6) +
    // bars under the jaw
    blade([-70, 184], [-60, 146], 4, 14) +
    blade([-30, 178], [-20, 142], 4, 12)
  );
}
