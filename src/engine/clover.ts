// The four-leaf clover the flash way: four heart-shaped leaflets radiating from one centre with
// skin showing between them, a pale vein down each, and a curving stem. The icon-set clover
// melted into one dark blob at tattoo size, so it is authored here. 512 box like the icons.
import type { TGenShape } from './gen-shape';
import { taper } from './creatures';

const f = (n: number) => Math.round(n * 10) / 10;
type TPt = [number, number];

/** Turn a leaflet-local point (tip at the origin, lobes up the -y axis) to the box. */
function place(c: TPt, a: number, tipGap: number) {
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return ([x, y]: TPt): TPt => {
    const yy = y - tipGap;
    return [c[0] + x * cos - yy * sin, c[1] + x * sin + yy * cos];
  };
}

/** One heart leaflet, length `l`, its point toward the centre `c`, turned by angle `a`. */
function leaflet(c: TPt, a: number, l: number, gap: number): { d: string; vein: string } {
  const t = place(c, a, gap);
  const q = (x: number, y: number) => {
    const [px, py] = t([x * l, y * l]);
    return `${f(px)} ${f(py)}`;
  };
  // tip -> right lobe -> notch -> left lobe -> tip; lobes broad so the heart reads at a glance
  const d =
    `M${q(0, 0)}C${q(0.22, -0.14)} ${q(0.6, -0.42)} ${q(0.58, -0.76)}` +
    `C${q(0.56, -1.06)} ${q(0.2, -1.12)} ${q(0, -0.86)}` +
    `C${q(-0.2, -1.12)} ${q(-0.56, -1.06)} ${q(-0.58, -0.76)}` +
    `C${q(-0.6, -0.42)} ${q(-0.22, -0.14)} ${q(0, 0)}Z`;
  // the pale midrib from near the tip toward the notch, bowed a touch so it reads drawn
  const p = (x: number, y: number) => t([x * l, y * l]);
  const vein = taper(p(0, -0.1), p(0.05, -0.45), p(0, -0.74), l * 0.1);
  return { d, vein };
}

/** Four-leaf clover: leaflets at the diagonals around a centre above the stem. */
export function clover(): TGenShape {
  const c: TPt = [256, 222];
  const l = 150;
  let d = '';
  let vein = '';
  for (let i = 0; i < 4; i++) {
    // a slight turn off the square so it sits like a picked clover, not a cross
    const a = Math.PI / 4 + (i * Math.PI) / 2 + 0.12;
    const leaf = leaflet(c, a, l, 22);
    d += leaf.d;
    vein += leaf.vein;
  }
  // the stem runs down the gap between the lower leaflets, then curls away below them
  const stem = 'M250 230L236 400C240 430 262 456 296 470L302 456C276 446 256 426 252 400L266 230Z';
  return {
    d: d + stem,
    inks: [{ role: 'bone', d: vein, lit: true }],
  };
}
