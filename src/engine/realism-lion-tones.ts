// The realistic lion's face in tone, as a black-and-grey artist models a big cat's head: soft
// graded values that follow the form, never hard-edged panels. Lit: the forehead's dome, the
// heavy brow ridge, the broad bridge narrowing down to the nose, the fur under the eyes and the
// two whisker pads. In shadow: the sockets under the brow, the bridge's sides, the muzzle's
// sides and the chin. Over the planes, short fine hairs (dark and lit) follow the fur's lie from
// the bridge up and out over the brow, and down and out over the cheeks. Right half, mirrored.
import { ellipse } from './creatures';
import { both, taper, type TPt } from './realism-kit';
import { C, FACE_K } from './realism-mane';
import { applyMatrix, compose, parsePath, rotate, scale, toD, translate } from './path';

/** The face is drawn at its own size and set into the mane enlarged about the mane's centre
 *  (FACE_K, which the mane's inner edge follows), so it holds its detail at thumbnail size. */
const M = compose(translate(-C[0], -C[1]), scale(FACE_K), translate(C[0], C[1]));
export const F = (d: string) => toD(applyMatrix(parsePath(d), M));

/** An ellipse turned `deg` about its centre (a brow's plane follows the eye's slant). */
const turned = (x: number, y: number, rx: number, ry: number, deg: number) =>
  deg
    ? toD(applyMatrix(parsePath(ellipse(0, 0, rx, ry)), compose(rotate(deg), translate(x, y))))
    : ellipse(x, y, rx, ry);

/** [cx, cy, rx, ry, t, deg?] on the right half (t = 0 bare skin .. 1 black; deg turns it). */
type TPatch = [number, number, number, number, number, number?];

/** The broad planes, under the widest blur so they roll into each other: the face's mid grey,
 *  the lit dome of the forehead and its sides turning away, the cheeks darkening out to the
 *  ruff, the muzzle's sides and the chin in shadow. */
const PLANES: TPatch[] = [
  [256, 300, 112, 146, 0.5],
  [256, 150, 70, 20, 0.62],
  [262, 188, 60, 30, 0.12],
  [338, 170, 30, 28, 0.6],
  [326, 268, 28, 14, 0.22],
  [342, 316, 24, 34, 0.62],
  [362, 270, 16, 70, 0.88],
  [342, 376, 24, 26, 0.8],
  [256, 418, 50, 30, 0.78],
  [256, 446, 62, 16, 0.92],
];

/** The forms, under a middle blur: the brow's crease and its lit ridge, the socket deep under
 *  it, the soft groove up the middle of the brow, the bridge's shadowed sides, the muzzle's
 *  side beside the nose wing, the two lit whisker pads and the mouth's shadow under them. */
const FORMS: TPatch[] = [
  [306, 194, 36, 6, 0.7, -16],
  [312, 211, 42, 9, 0.02, -16],
  [322, 238, 46, 17, 0.96, -14],
  [326, 254, 32, 9, 0.86],
  [256, 198, 5, 20, 0.55],
  [292, 280, 11, 28, 0.8],
  [318, 318, 17, 14, 0.72],
  [290, 356, 32, 20, 0.02],
  [256, 394, 30, 9, 0.95],
  [306, 396, 26, 8, 0.9],
];

/** The broad bridge, lit: wide between the eyes, narrowing down to the nose pad's top. */
function bridge(): string {
  const half: TPt[] = [
    [256, 206],
    [284, 210],
    [280, 236],
    [274, 258],
    [270, 280],
    [276, 296],
    [256, 300],
  ];
  const pts = [...half, ...half.slice(1, -1).reverse().map(([x, y]): TPt => [512 - x, y])];
  return 'M' + pts.map(([x, y]) => `${x} ${y}`).join('L') + 'Z';
}

/** Short fine hairs as pulled strokes, each from a root along a direction (degrees from
 *  straight up, clockwise), `len` long: dark ones with a lit one beside each. */
function hairs(roots: [number, number, number, number][]): { dark: string; lit: string } {
  let dark = '';
  let lit = '';
  for (const [x, y, deg, len] of roots) {
    const a = (deg * Math.PI) / 180;
    const dx = Math.sin(a);
    const dy = -Math.cos(a);
    // a slight bend, as hair lies over a rounded form
    const end: TPt = [x + dx * len, y + dy * len];
    const mid: TPt = [x + dx * len * 0.5 - dy * 1.5, y + dy * len * 0.5 + dx * 1.5];
    dark += taper([x, y], mid, end, 0.6);
    const o: TPt = [3.2 * -dy, 3.2 * dx];
    lit += taper(
      [x + o[0], y + o[1]],
      [mid[0] + o[0], mid[1] + o[1]],
      [end[0] + o[0] * 1.2, end[1] + o[1] * 1.2],
      0.55,
    );
  }
  return { dark, lit };
}

/** Where the fur lies: up from the bridge's top and fanning out over the brow, up the forehead's
 *  sides (not over the cheeks: lit hairs there read as scratches). [x, y, direction, length]. */
const HAIR_ROOTS: [number, number, number, number][] = [
  [262, 186, 8, 16],
  [272, 178, 18, 18],
  [286, 170, 30, 16],
  [268, 160, 12, 14],
  [300, 160, 42, 15],
  [320, 150, 52, 14],
  [286, 148, 24, 13],
  [340, 184, 62, 14],
  [262, 232, 4, 14],
  [266, 270, 2, 12],
];

/** The face's tones, painted under the mane's: broad planes, then forms, then the fine hairs,
 *  each set under its own blur (`blur` against the default: the planes melt, the hairs stay
 *  drawn). */
export function faceTones(): { t: number; d: string; blur: number }[] {
  const patch = ([x, y, rx, ry, , deg = 0]: TPatch) =>
    x === 256
      ? F(ellipse(x, y, rx, ry))
      : F(turned(x, y, rx, ry, deg) + turned(512 - x, y, rx, ry, -deg));
  const hair = hairs(HAIR_ROOTS);
  return [
    ...PLANES.map((p) => ({ t: p[4], d: patch(p), blur: 1.5 })),
    ...FORMS.slice(0, 5).map((p) => ({ t: p[4], d: patch(p), blur: 0.8 })),
    { t: 0.04, d: F(bridge()), blur: 0.8 },
    ...FORMS.slice(5).map((p) => ({ t: p[4], d: patch(p), blur: 0.8 })),
    { t: 0.72, d: F(both(hair.dark)), blur: 0.2 },
    { t: 0.03, d: F(both(hair.lit)), blur: 0.2 },
    // the iris stays light, a pale grey rather than skin so the catch-light still reads
    { t: 0.2, d: F(ellipse(316, 240, 8, 6) + ellipse(196, 240, 8, 6)), blur: 0.2 },
  ];
}
