// The ryu's head for dragon.ts, in profile facing left at the top of the box: a long snout with a
// curled nose, the jaws open on a black mouth with fangs and teeth (second ink), an almond eye
// under a flame brow, horns swept back, a flame mane over the neck, a beard and two long
// whiskers. Parts that are painted in the second ink are also in the body so they get outlined.
import { ellipse, P, taper } from './creatures';
import type { TPt } from './creatures';
import { ribbon } from './beasts';
import type { TGenShape } from './generated-motifs';

/** A flame tuft of `n` tongues fanning from `root` toward angle `a` (radians), `len` long. */
export function tuft(root: TPt, a: number, len: number, n: number, spread = 0.9): string {
  let d = '';
  for (let k = 0; k < n; k++) {
    const ang = a + (n > 1 ? (k / (n - 1) - 0.5) * spread : 0);
    const l = len * (1 - Math.abs(k / Math.max(1, n - 1) - 0.5) * 0.5);
    const tip: TPt = [root[0] + Math.cos(ang) * l, root[1] + Math.sin(ang) * l];
    const w = len * 0.22;
    const side: TPt = [-Math.sin(ang) * w, Math.cos(ang) * w];
    // each tongue swells off the root and curls at the tip
    const c1: TPt = [root[0] + Math.cos(ang) * l * 0.45 + side[0], root[1] + Math.sin(ang) * l * 0.45 + side[1]];
    const c2: TPt = [root[0] + Math.cos(ang) * l * 0.55 - side[0] * 0.6, root[1] + Math.sin(ang) * l * 0.55 - side[1] * 0.6];
    d += `M${P([root[0] + side[0] * 0.5, root[1] + side[1] * 0.5])}Q${P(c1)} ${P(tip)}Q${P(c2)} ${P([root[0] - side[0] * 0.5, root[1] - side[1] * 0.5])}Z`;
  }
  return d;
}

/** A row of teeth along the edge a -> b, `n` teeth `h` long pointing along (dx, dy). */
function teeth(a: TPt, b: TPt, n: number, h: number, dir: TPt): string {
  let d = '';
  const w = Math.hypot(b[0] - a[0], b[1] - a[1]) / n;
  for (let k = 0; k < n; k++) {
    const t0 = k / n;
    const t1 = (k + 1) / n;
    const p0: TPt = [a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0];
    const p1: TPt = [a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1];
    // the front tooth is a fang, the rest shorten toward the hinge
    const hh = h * (k === 0 ? 1.8 : 1 - (0.4 * k) / n) * (w > 0 ? 1 : 1);
    const tip: TPt = [(p0[0] + p1[0]) / 2 + dir[0] * hh, (p0[1] + p1[1]) / 2 + dir[1] * hh];
    d += `M${P(p0)}L${P(tip)}L${P(p1)}Z`;
  }
  return d;
}

export function dragonHead(): TGenShape {
  // skull and upper jaw: back of the head, brow, snout bridge, the curled nose, the upper lip
  // back to the mouth corner and the cheek
  const skull =
    'M226 76C214 58 196 48 178 50C168 52 160 58 150 62C132 66 112 64 92 62C80 60 68 58 58 60' +
    'C44 62 34 70 36 82C38 92 46 96 48 100C58 102 74 104 96 106C120 108 146 112 166 118' +
    'C178 126 186 138 198 146C216 146 232 132 236 112C238 98 234 86 226 76Z';
  // lower jaw: dropped open, the chin curling forward
  const jaw =
    'M170 124C150 126 116 132 84 138C70 140 58 142 50 150C46 158 52 164 62 164' +
    'C90 164 130 164 160 160C176 158 190 150 196 142C188 132 180 126 170 124Z';
  // the mouth: filled with the body, then cut out black
  const mouth = 'M56 100L168 116L172 128L62 146L56 140Z';
  const mouthCut = 'M62 106L164 120L166 125L66 140Z';
  const upperTeeth = teeth([64, 104], [156, 117], 6, 8, [0.1, 1]);
  const lowerTeeth = teeth([66, 140], [156, 127], 6, 7, [0.1, -1]);
  // horns swept back over the neck, with a tine
  const horns =
    ribbon([196, 58], [224, 36], [262, 26], [304, 22], 15, 0, 14) +
    ribbon([182, 54], [200, 26], [236, 10], [272, 4], 12, 0, 14) +
    ribbon([236, 34], [244, 22], [246, 16], [244, 8], 7, 0, 6);
  // eye: an almond in the second ink with a black pupil through it
  const eye = 'M152 76C160 66 176 64 186 72C178 80 162 82 152 76Z';
  const pupil = ellipse(174, 73, 4.2, 4.2);
  const pupilAlt = ellipse(174, 73, 4.2, 4.2, false);
  const brow = tuft([172, 62], -0.35, 34, 3, 0.7);
  // mane: flames streaming back from the cheek and the back of the head, over the neck
  const mane =
    tuft([214, 124], 0.45, 62, 5, 1.7) +
    tuft([226, 90], -0.2, 52, 4, 1.1) +
    tuft([200, 146], 1.2, 40, 3, 0.9);
  const beard = tuft([112, 162], 1.75, 32, 3, 0.8);
  // whiskers: one from the nose curling up in front of the face, one from the lip trailing down
  const whiskers =
    ribbon([44, 86], [4, 96], [-6, 50], [26, 28], 8, 0, 18) +
    ribbon([58, 102], [28, 136], [22, 196], [-2, 222], 7, 0, 18);
  const nostril = 'M44 74C48 68 56 68 58 74C54 78 48 78 44 74Z';
  // folds: brow and snout wrinkles, the cheek line, the jaw muscle
  const folds =
    taper([98, 72], [110, 76], [124, 72], 2) +
    taper([104, 82], [118, 86], [134, 80], 1.8) +
    taper([140, 90], [176, 96], [210, 92], 2.2) +
    taper([188, 104], [206, 114], [214, 132], 2) +
    taper([98, 152], [130, 156], [164, 150], 1.8);
  const body = skull + jaw + mouth + horns + whiskers;
  return {
    d: body + eye + brow + mane + beard,
    holes: mouthCut + pupil + nostril + folds,
    alt: upperTeeth + lowerTeeth + horns + eye + pupilAlt + brow + mane + beard,
  };
}
