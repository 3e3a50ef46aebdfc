// Authored cloud bank: a long band of billowing cloud, as a surreal or Japanese sky is built of
// (the icon set's cloud is one small puff, which scattered reads as weather icons). Billows of
// uneven size along a gently rising top edge, smaller scallops underneath, and inside each billow
// a curl echoing its edge so the band reads as layered, rolling volume. Same TGenShape contract
// as creatures.ts: `d` the body, `holes` the curled detail cuts (512 wide, about 200 tall).
import { P, taper, type TPt } from './creatures';
import type { TGenShape } from './gen-shape';

// billows along the top: width (a share of the band's length) and height (of that width);
// cumulus billows are wider than tall, big ones between small ones
const TOP = [
  [0.1, 0.6],
  [0.19, 0.72],
  [0.11, 0.55],
  [0.22, 0.78],
  [0.13, 0.6],
  [0.16, 0.7],
  [0.09, 0.55],
] as const;

export function cloudBank(): TGenShape {
  const x0 = 6;
  const x1 = 506;
  const len = x1 - x0;
  const base = 250;
  // the band rises a little to the right and swells in the middle
  const topAt = (x: number) => base - 30 - 28 * Math.sin(((x - x0) / len) * Math.PI);
  let d = `M${P([x0, base])}`;
  let holes = '';
  let x = x0;
  const total = TOP.reduce((s, [w]) => s + w, 0);
  for (const [share, hk] of TOP) {
    const w = (share / total) * len;
    const h = w * hk;
    const a: TPt = [x, x === x0 ? base : topAt(x)];
    const b: TPt = [x + w, x + w >= x1 - 1 ? base : topAt(x + w)];
    const lift = h * 1.3;
    d += `C${P([a[0] - w * 0.08, a[1] - lift])} ${P([b[0] + w * 0.08, b[1] - lift])} ${P(b)}`;
    // where this billow rises out of the last one, its edge runs on down into the band as a
    // short curl: the nearer billow over the farther, as flash clouds are layered
    if (x > x0)
      holes += taper(
        [a[0] - w * 0.02, a[1] - h * 0.02],
        [a[0] + w * 0.02, a[1] + h * 0.5],
        [a[0] + w * 0.26, a[1] + h * 0.62],
        Math.max(4, h * 0.07),
      );
    x += w;
  }
  // the underside: shallow scallops back to the start
  const under = [0.3, 0.22, 0.28, 0.2];
  const uTotal = under.reduce((s, v) => s + v, 0);
  let ux = x1;
  for (const share of under) {
    const w = (share / uTotal) * len;
    d += `C${P([ux - w * 0.1, base + 34])} ${P([ux - w * 0.9, base + 34])} ${P([ux - w, base])}`;
    ux -= w;
  }
  return { d: d + 'Z', holes };
}
