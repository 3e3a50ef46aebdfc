// The irezumi tiger's head, turned three-quarters to the left and snarling: a broad skull with
// small round ears set wide, heavy brows pressed down over slanted eyes, the jaw dropped wide
// under a wrinkled muzzle with fangs top and bottom, and the near cheek's ruff flaring back in
// flame tufts. Authored about its own centre; tiger-irezumi.ts sets it on the neck, drawn big,
// because in Japanese work the face carries the piece.
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
export const HEAD_AT: TPt = [168, 142];
export const HEAD_SCALE = 1.02;
export const placeHead = (d: string, posed = true) =>
  toD(
    applyMatrix(
      parsePath(d),
      compose(scale(HEAD_SCALE), translate(HEAD_AT[0], HEAD_AT[1]), posed ? POSE : scale(1)),
    ),
  );

// the silhouette, clockwise from the crown: near ear, the ruff's flame tufts down the near
// cheek to the jaw, the dropped chin, the muzzle, the far ear
export const HEAD = blob([
  [-12, -92],
  [24, -96],
  [40, -122],
  [66, -120],
  [78, -98],
  [94, -80],
  [132, -74, 1],
  [110, -52],
  [150, -34, 1],
  [118, -16],
  [156, 14, 1],
  [120, 30],
  [146, 62, 1],
  [108, 66],
  [122, 102, 1],
  [84, 92],
  [78, 130, 1],
  [52, 108],
  [34, 140, 1],
  [16, 116],
  [-18, 134],
  [-56, 138],
  [-90, 126],
  [-118, 128, 1],
  [-106, 104],
  [-132, 92, 1],
  [-114, 66],
  [-116, 38],
  [-128, 14],
  [-130, -8],
  [-114, -32],
  [-98, -56],
  [-92, -80],
  [-100, -108],
  [-78, -122],
  [-56, -104],
]);

// the open mouth, from the upper lip under the nose back to the corner and round the lower jaw
export const MOUTH = blob([
  [-114, 34],
  [-76, 38],
  [-36, 40],
  [6, 50, 1],
  [-18, 84],
  [-54, 108],
  [-94, 112],
  [-112, 80],
]);
export const THROAT = blob([
  [-64, 50],
  [-26, 52],
  [-6, 56],
  [-30, 70],
  [-62, 74],
]);
export const TONGUE = blob([
  [-100, 102],
  [-66, 88],
  [-32, 78],
  [-44, 96],
  [-78, 106],
]);
// long fangs from the upper jaw, shorter ones up from the lower
export const FANGS =
  blob([
    [-104, 36],
    [-86, 38],
    [-92, 74, 1],
  ]) +
  blob([
    [-56, 40],
    [-40, 42],
    [-46, 70, 1],
  ]) +
  blob([
    [-98, 108],
    [-82, 106],
    [-90, 78, 1],
  ]) +
  blob([
    [-52, 102],
    [-38, 94],
    [-40, 72, 1],
  ]);
export const EYES =
  blob([
    [-16, -22, 1],
    [8, -48],
    [48, -58, 1],
    [22, -16],
  ]) +
  blob([
    [-48, -26, 1],
    [-64, -46],
    [-92, -52, 1],
    [-70, -24],
  ]);
// round glaring pupils, small in the gold: a slit reads sleepy at tattoo size
export const PUPILS = ellipse(16, -36, 5, 6) + ellipse(-68, -38, 4, 5);
export const NOSE = blob([
  [-132, -12],
  [-110, -18],
  [-94, -14],
  [-100, 2],
  [-120, 8],
]);

/** The face's white: brow patches over the eyes, the whisker pads, the chin, the cheek ruff. */
export function headWhite(): string {
  return (
    // whisker pads bulging over the upper lip
    blob([
      [-124, 12],
      [-96, 6],
      [-62, 14],
      [-30, 30],
      [-64, 38],
      [-104, 36],
    ]) +
    // the chin under the dropped jaw
    blob([
      [-104, 112],
      [-60, 110],
      [-16, 90],
      [16, 112],
      [-22, 132],
      [-76, 130],
    ]) +
    // brow patches, lifted in the snarl
    taper([-12, -54], [22, -80], [70, -84], 11) +
    taper([-48, -56], [-70, -70], [-92, -68], 6) +
    // the near cheek's ruff: white fur behind the eye down to the jaw, cut into flame tufts by
    // the black cheek stripes
    blob([
      [20, -8],
      [60, -24],
      [104, -30],
      [146, -32, 1],
      [116, -14],
      [152, 12, 1],
      [118, 26],
      [142, 60, 1],
      [106, 62],
      [118, 98, 1],
      [80, 88],
      [74, 124, 1],
      [50, 104],
      [30, 134, 1],
      [14, 110],
      [4, 76],
      [14, 34],
    ]) +
    // inner ears
    blob([
      [34, -100],
      [52, -114],
      [66, -100],
      [50, -92],
    ]) +
    blob([
      [-90, -100],
      [-78, -112],
      [-64, -100],
      [-80, -92],
    ])
  );
}

/** The head's stripes: heavy brows pressed down toward the nose, the forehead's bars, the
 *  cheek stripes raking back between the ruff's tufts, wrinkles over the muzzle. */
export function headStripes(): string {
  return (
    taper([-20, -32], [14, -58], [58, -64], 12) +
    taper([-46, -38], [-66, -54], [-94, -58], 8) +
    // forehead bars over the bridge of the nose
    taper([-40, -92], [-34, -80], [-40, -62], 6) +
    taper([-22, -94], [-16, -82], [-22, -66], 6) +
    taper([-4, -94], [2, -86], [0, -74], 5) +
    taper([22, -90], [50, -96], [80, -88], 6) +
    // cheek stripes raking back from the eye to between the tufts
    taper([44, -40], [92, -58], [134, -72], 11) +
    taper([48, -16], [98, -30], [148, -34], 12) +
    taper([44, 8], [98, 4], [154, 14], 12) +
    taper([36, 32], [86, 40], [144, 62], 12) +
    taper([24, 56], [70, 74], [120, 102], 11) +
    taper([10, 80], [44, 100], [76, 130], 9) +
    // wrinkles over the muzzle, drawn up in the snarl
    taper([-112, -30], [-96, -38], [-78, -30], 4) +
    taper([-108, -22], [-88, -26], [-68, -16], 4) +
    // the mouth's corner pulled back into the cheek
    taper([0, 50], [14, 42], [30, 44], 5)
  );
}
