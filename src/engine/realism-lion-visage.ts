// The painted lion's face (realism-lion-art.ts), right half mirrored: its planes as a tone
// field (lit forehead dome and brow ridge, black under the brow over the eyes, the lit bridge,
// pale fur under the eyes, the two lit muzzle pads, the chin, the shadowed jaw), the short fur
// lying over them radiating from the bridge, and the hard features: almond eyes rimmed black
// round a grey iris with a catch-light, the broad nose pad with its nostrils, the philtrum, the
// mouth line, whisker dots and whiskers.
import { ellipse } from './creatures';
import { coat, hair, HairBins, jit, toneAt, type TPatch } from './realism-lion-fur';
import type { TPt } from './realism-kit';

/** The face's half-width at y: forehead, temples, cheekbones, jaw, chin. */
const WIDTH: TPt[] = [
  [140, 0],
  [148, 56],
  [168, 90],
  [200, 110],
  [240, 122],
  [290, 127],
  [340, 124],
  [380, 114],
  [414, 96],
  [438, 66],
  [452, 30],
  [456, 0],
];
export function halfWidth(y: number): number {
  if (y <= WIDTH[0][0] || y >= WIDTH[WIDTH.length - 1][0]) return 0;
  const i = WIDTH.findIndex(([yy]) => yy > y);
  const [y0, w0] = WIDTH[i - 1];
  const [y1, w1] = WIDTH[i];
  return w0 + ((w1 - w0) * (y - y0)) / (y1 - y0);
}
export const inFace = ([x, y]: TPt) => Math.abs(x - 256) < halfWidth(y);

/** The face's outline as a polygon. */
export function faceOutline(): string {
  const right: TPt[] = [];
  for (let y = 140; y <= 456; y += 8) right.push([256 + halfWidth(y), y]);
  const pts = [...right, ...right.map(([x, y]): TPt => [512 - x, y]).reverse()];
  return 'M' + pts.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L') + 'Z';
}

/** The planes: [cx, cy, rx, ry, t] over a mid grey, later patches over earlier. */
export const PLANES: TPatch[] = [
  [256, 178, 80, 34, 0.14],
  [352, 200, 30, 46, 0.66],
  [300, 194, 42, 9, 0.04],
  [316, 216, 42, 11, 0.97],
  [288, 222, 14, 9, 1],
  [256, 236, 20, 34, 0.08],
  [281, 262, 8, 24, 0.72],
  [305, 262, 24, 10, 0.06],
  [350, 238, 14, 14, 0.95],
  [340, 296, 30, 40, 0.6],
  [372, 334, 18, 64, 0.92],
  [284, 292, 8, 26, 0.78],
  [256, 294, 15, 28, 0.14],
  [298, 344, 18, 12, 0.75],
  [290, 380, 32, 19, 0.04],
  [300, 408, 32, 8, 0.88],
  [340, 386, 16, 22, 0.7],
  [256, 414, 34, 10, 0.9],
  [256, 438, 30, 12, 0.22],
  [330, 434, 30, 30, 0.72],
  [256, 452, 70, 12, 0.9],
];
export const faceTone = (p: TPt) => toneAt(PLANES, 0.45, p[0], p[1]);

/** Which way the fur lies: out from the bridge, up over the forehead and brow, out and down
 *  over the cheeks and muzzle, down under the chin. */
function lie([x, y]: TPt): TPt {
  const dx = x - 256;
  const up = y < 250;
  // from a point low on the bridge for the brow (fanning up and out), high on it for the cheeks
  const oy = up ? 300 : 250;
  let vx = dx;
  let vy = (y - oy) * (up ? 1 : 0.7) + (up ? 0 : Math.abs(dx) * 0.35);
  // up the bridge's middle the hair runs straight up toward the forehead
  if (Math.abs(dx) < 14 && y < 310) {
    vx = dx * 0.3;
    vy = -40;
  }
  const l = Math.hypot(vx, vy) || 1;
  return [vx / l, vy / l];
}

/** The short fur over the whole face except the features' own places (eyes, nose pad). */
export function faceFur(w: number, out: HairBins): void {
  const clear = ([x, y]: TPt) => {
    const ax = Math.abs(x - 256);
    const eye = Math.hypot((ax - 57) / 30, (y - 236) / 15) < 1;
    const nose = y > 318 && y < 374 && ax < 50 - (y - 318) * 0.6;
    return !eye && !nose;
  };
  const len = ([x, y]: TPt) => {
    const edge = halfWidth(y) - Math.abs(x - 256);
    // finest on the bridge and the muzzle, longer out toward the mane
    return 6 + Math.max(0, 14 - edge * 0.25) + (Math.abs(x - 256) < 30 && y > 250 ? -1.5 : 2);
  };
  coat(3600, [126, 140, 260, 318], (p) => inFace(p) && clear(p), lie, len, faceTone, w, out);
}

/** A quadratic from a through c to b as n + 1 points. */
function q(a: TPt, c: TPt, b: TPt, n = 10): TPt[] {
  return Array.from({ length: n + 1 }, (_v, i): TPt => {
    const t = i / n;
    const u = 1 - t;
    return [
      u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
      u * u * a[1] + 2 * u * t * c[1] + t * t * b[1],
    ];
  });
}
const polyD = (pts: TPt[]) =>
  'M' + pts.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L') + 'Z';
const mirror = (pts: TPt[]) => pts.map(([x, y]): TPt => [512 - x, y]);
const both = (pts: TPt[]) => polyD(pts) + polyD(mirror(pts));

/** The eye: inner corner low by the bridge, outer corner high, slanting. */
export const EYE = {
  inner: [284, 244] as TPt,
  outer: [340, 226] as TPt,
  iris: [313, 236] as TPt,
  r: 12.5,
};

/** The eye's black rim (the whole almond) and the opening inside it where the iris shows. */
export function eyeShapes(): { rim: string; open: string; openPts: TPt[] } {
  const { inner, outer } = EYE;
  // the upper lid flat and heavy (the brow presses on it), the lower one rounder; the rim
  // thickest at the inner corner, where it runs down into the tear line
  const rim = [
    ...q([inner[0] - 7, inner[1] + 7], [302, 206], [outer[0] + 7, outer[1] - 3]),
    ...q([outer[0] + 7, outer[1] - 3], [326, 268], [inner[0] - 7, inner[1] + 7]).slice(1, -1),
  ];
  const open = [...q(inner, [306, 214], outer), ...q(outer, [322, 258], inner).slice(1, -1)];
  return { rim: both(rim), open: both(open), openPts: open };
}

/** The nose pad: broad and flat across the top, its corners rounded, the sides running down
 *  and in past the nostrils to a point over the philtrum (a lion's, not a dog's round button). */
export function nosePad(): string {
  const half: TPt[] = [
    [256, 300],
    ...q([276, 299], [298, 298], [304, 308], 4),
    ...q([304, 308], [308, 318], [298, 328], 4).slice(1),
    ...q([298, 328], [290, 336], [276, 340], 4).slice(1),
    ...q([276, 340], [262, 344], [256, 356], 4).slice(1),
  ];
  return polyD([...half, ...mirror(half).reverse().slice(1, -1)]);
}

/** The nostrils: black commas curling up and out from the pad's lower middle to its wings,
 *  and the groove down the pad's middle into the philtrum. */
export const nostrils = () => {
  const d = hair([262, 344], [286, 344], [300, 320], 5.4);
  const m = d.replace(
    /(-?[\d.]+) (-?[\d.]+)/g,
    (_m, x: string, y: string) => `${(512 - Number(x)).toFixed(1)} ${y}`,
  );
  return d + m + hair([256, 330], [256.5, 344], [256, 358], 1.4);
};

/** Pebbled leather on the pad's lit top: a few pale specks. */
export function padSpecks(): string {
  let s = '';
  for (let i = 0; i < 26; i++) {
    const x = 256 + (((i * 0.618034) % 1) - 0.5) * 76;
    const y = 303 + ((i * 0.414214 + 0.2) % 1) * 16;
    const r = 0.7 + jit(i, 3) * 0.6;
    if (Math.abs(x - 256) < 40 - (y - 300) * 0.6) s += ellipse(x, y, r, r);
  }
  return s;
}

/** How far the nose, mouth and whisker pads are set down from where they are drawn (the
 *  planes under them are placed there already): a lion's bridge is long. */
export const MUZZLE = 14;

const mirrorD = (d: string) =>
  d.replace(
    /(-?[\d.]+) (-?[\d.]+)/g,
    (_m, x: string, y: string) => `${(512 - Number(x)).toFixed(1)} ${y}`,
  );

/** Hard black lines: the philtrum, the mouth falling out under the muzzle pads to its corner. */
export function mouthLines(): string {
  const right =
    hair([256, 354], [257, 366], [256, 380], 1.8) +
    hair([256, 376], [270, 398], [304, 398], 2.6) +
    hair([300, 398], [322, 396], [336, 384], 1.8);
  return right + mirrorD(right);
}

/** The tear line running down from each eye's inner corner beside the bridge. */
export function tearLine(): string {
  const right = hair([282, 246], [276, 262], [278, 286], 2.2);
  return right + mirrorD(right);
}

/** Whisker dots in curved rows over each muzzle pad, and the whiskers: long fine lines
 *  sweeping out past the cheek (`lit`: pale ones over the dark jaw, `dark`: the rest). */
export function whiskers(w: number): { dots: string; dark: string; lit: string } {
  let dots = '';
  let dark = '';
  let lit = '';
  for (let row = 0; row < 4; row++)
    for (let k = 0; k < 5 - (row === 3 ? 2 : 0); k++) {
      const x = 274 + k * 11 + row * 4 + (jit(row * 7 + k, 2) - 0.5) * 4;
      const y = 360 + row * 8.5 + k * 1.6 - (k - 2) ** 2 * 0.8 + (jit(row * 7 + k, 3) - 0.5) * 3;
      const r = 1.1 + jit(row * 7 + k, 1) * 0.7;
      dots += ellipse(x, y, r, r) + ellipse(512 - x, y, r, r);
      if ((row + k) % 3 === 0) {
        const s: TPt = [x + 2, y];
        const e: TPt = [x + 95 + jit(k, row) * 30, y + 8 + row * 9 + jit(row, k) * 10];
        const c: TPt = [(s[0] + e[0]) / 2, (s[1] + e[1]) / 2 - 6];
        const d =
          hair(s, c, e, w * 0.7) +
          hair([512 - s[0], s[1]], [512 - c[0], c[1]], [512 - e[0], e[1]], w * 0.7);
        if (k % 2) lit += d;
        else dark += d;
      }
    }
  return { dots, dark, lit };
}

/** The right ear, as set into the mane: its centre and radius. */
export const EAR = { c: [352, 150] as TPt, r: 19 };

/** Fur round the ears: pale hairs bristling out of the opening over its dark, and the rim's
 *  own short fur lying out over the mane. */
export function earHairs(w: number, out: HairBins): void {
  const [cx, cy] = EAR.c;
  const R = EAR.r;
  for (let i = 0; i < 44; i++) {
    const a = -Math.PI * (0.1 + (0.8 * i) / 43) + (jit(i, 2) - 0.5) * 0.1;
    const rim = i % 2 === 0;
    const r0 = R * (rim ? 0.85 : 0.35 + jit(i, 4) * 0.2);
    const r1 = R * (rim ? 1.12 + jit(i, 5) * 0.12 : 0.8 + jit(i, 6) * 0.2);
    const p = (r: number, da = 0): TPt => [cx + Math.cos(a + da) * r, cy + Math.sin(a + da) * r];
    const d = hair(p(r0), p((r0 + r1) / 2, 0.05), p(r1), w);
    const m = d.replace(
      /(-?[\d.]+) (-?[\d.]+)/g,
      (_m, x: string, y: string) => `${(512 - Number(x)).toFixed(1)} ${y}`,
    );
    out.add(rim ? 0.85 + jit(i, 7) * 0.15 : 0.1 + jit(i, 8) * 0.2, d + m);
  }
}
