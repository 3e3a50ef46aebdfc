// The ryu's head for dragon.ts, in profile facing left at the top of the box: a long snout with a
// curled nose, the jaws open on a black mouth with fangs and teeth (second ink), an almond eye
// under a flame brow, horns swept back, a flame mane over the neck, a beard and two long
// whiskers. Parts that are painted in the second ink are also in the body so they get outlined.
import { ellipse, P, taper } from './creatures';
import type { TPt } from './creatures';
import { ribbon } from './beasts';
import type { TGenShape } from './gen-shape';

/** A flame tuft: one contour from a base at `root` fanning toward angle `a` (radians) into `n`
 *  tongues up to `len` long, each tip hooked the same way, as irezumi draws hair and fire. */
export function tuft(
  root: TPt,
  a: number,
  len: number,
  n: number,
  spread = 0.9,
  base?: number,
): string {
  const [ux, uy] = [Math.cos(a), Math.sin(a)];
  // a point in the tuft's frame: s along the direction, v across it
  const at = (s: number, v: number): TPt => [root[0] + ux * s - uy * v, root[1] + uy * s + ux * v];
  const half = base ?? len * Math.min(0.45, 0.18 + spread * 0.12);
  const reach = (k: number) => len * (1 - Math.abs(k / Math.max(1, n - 1) - 0.4) * 0.55);
  const across = (k: number) => (n > 1 ? (k / (n - 1) - 0.5) * 2 : 0) * len * spread * 0.42;
  let d = `M${P(at(0, -half))}`;
  for (let k = 0; k < n; k++) {
    const l = reach(k);
    const v = across(k);
    const hook = len * 0.16;
    // out to the tip along a belly, the tip hooking across, then back down to the notch
    d += `Q${P(at(l * 0.55, v - hook * 1.2))} ${P(at(l, v + hook))}`;
    const next = k + 1 < n ? across(k + 1) : half;
    const notch = k + 1 < n ? at(len * 0.42, (v + next) / 2) : at(0, half);
    d += `Q${P(at(l * 0.6, v + hook * 0.2))} ${P(notch)}`;
  }
  return d + 'Z';
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

/** `bold`: fewer, larger teeth, thicker whiskers and no snout folds, for a small piece. */
export function dragonHead(bold = false): TGenShape {
  // skull and upper jaw: back of the head, brow, snout bridge, the curled nose, the upper lip
  // back to the mouth corner and the cheek
  // the lip line (front to the mouth's corner) and the jaw line (corner to the front) are
  // shared by the skull, the jaw and the mouth, so each edge is drawn once
  const lip = 'C62 106 80 108 100 110C124 112 148 116 166 122';
  const jawLine = 'C146 128 110 138 82 146C68 150 58 154 52 160';
  const skull =
    'M226 76C218 56 200 40 180 42C168 42 160 50 156 58C150 56 138 56 126 62' +
    'C112 66 96 64 84 60C76 50 62 44 50 48C36 52 30 66 36 78C40 86 46 94 50 100' +
    lip +
    'C178 128 186 138 198 146C216 146 232 132 236 112C238 98 234 86 226 76Z';
  // lower jaw: dropped open, the chin curling forward
  const jaw =
    'M166 122' +
    jawLine +
    'C44 168 50 176 60 176C90 176 130 172 160 166C178 162 190 152 196 142C188 132 178 124 166 122Z';
  // the mouth: a filler and a cut of one outline, inked black
  const mouth = 'M50 100' + lip + jawLine + 'Q44 130 50 100Z';
  const mouthCut = mouth;
  const upperTeeth = teeth([54, 102], [160, 119], bold ? 4 : 7, bold ? 11 : 8, [0.1, 1]);
  const lowerTeeth = teeth([56, 154], [160, 123], bold ? 4 : 7, bold ? 10 : 7, [0.15, -1]);
  // horns swept back over the neck, with a tine
  const horns =
    ribbon([196, 58], [224, 36], [262, 26], [304, 22], 15, 0, 14) +
    ribbon([182, 54], [200, 26], [236, 10], [272, 4], 12, 0, 14) +
    ribbon([236, 34], [244, 22], [246, 16], [244, 8], 7, 0, 6);
  // eye: an almond in the second ink with a black pupil through it
  const eye = 'M152 76C160 66 176 64 186 72C178 80 162 82 152 76Z';
  const pupil = ellipse(174, 73, 4.2, 4.2);
  const pupilAlt = ellipse(174, 73, 4.2, 4.2, false);
  const brow = tuft([170, 60], -0.45, 50, 3, 0.7, 12);
  // mane: flames streaming back from the cheek and the back of the head, over the neck
  const mane =
    tuft([222, 84], -0.25, 76, 3, 0.6, 16) +
    tuft([234, 108], 0.1, 84, 3, 0.6, 16) +
    tuft([214, 136], 0.6, 70, 3, 0.6, 15);
  const beard = tuft([104, 172], 1.9, 36, 3, 0.8);
  // whiskers: one from the nose curling up in front of the face, one from the lip trailing down
  const whiskers =
    ribbon([40, 84], [0, 96], [-8, 50], [24, 26], bold ? 15 : 10, 0, 18) +
    ribbon([54, 102], [24, 140], [20, 200], [-4, 226], bold ? 14 : 9, 0, 18);
  const nostril = 'M40 74C44 68 52 68 54 74C50 78 44 78 40 74Z';
  // the nose scroll and the brow ridge
  const scroll =
    taper([58, 52], [74, 58], [72, 76], 2.2) + taper([142, 52], [150, 60], [146, 70], 2);
  // folds: brow and snout wrinkles, the cheek line, the jaw muscle
  const folds =
    taper([98, 72], [110, 76], [124, 72], 2) +
    taper([104, 82], [118, 86], [134, 80], 1.8) +
    taper([140, 90], [176, 96], [210, 92], 2.2) +
    taper([188, 104], [206, 114], [214, 132], 2) +
    taper([96, 164], [130, 166], [166, 158], 1.8);
  const body = skull + jaw + mouth + horns + whiskers;
  return {
    d: body + eye + brow + mane + beard,
    holes: mouthCut + pupil + nostril + scroll + (bold ? '' : folds),
    alt: upperTeeth + lowerTeeth + horns + eye + pupilAlt + brow + mane + beard,
  };
}
