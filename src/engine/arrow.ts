// Authored arrow: the icon set's winged arrow turned into a tangle of feathers when crossed or
// drawn small. Flash arrows are a straight shaft, a triangular head and two fletching vanes.
// Same 512 x 512 box and TGenShape contract as creatures.ts; drawn tip up, then laid on the
// diagonal, tip to the upper right (axis -45).
import { f, mirrorD, P, taper, type TPt } from './creatures';
import type { TGenShape } from './gen-shape';

const both = (d: string) => d + mirrorD(d);

/** Turn an absolute path 45 degrees clockwise about the box centre, so the arrow lies on the
 *  diagonal as the icon's did (axis -45): fitted to a box, its length is then the diagonal,
 *  long enough to pass through a heart and show at both sides. */
export function diagonal(d: string): string {
  const k = Math.SQRT1_2;
  return d.replace(/(-?[\d.]+) (-?[\d.]+)/g, (_m, xs: string, ys: string) => {
    const x = Number(xs) - 256;
    const y = Number(ys) - 256;
    return `${f(256 + (x - y) * k)} ${f(256 + (x + y) * k)}`;
  });
}

/** An arrow, tip up: triangular head with a centre ridge, straight shaft with binding wraps,
 *  two swept vanes (second ink) with barb lines, and a nock at the tail. */
export function arrow(): TGenShape {
  // head: a broad triangle whose back edge sweeps in to the shaft (barbs)
  const head = 'M256 10L306 118Q282 104 264 108L248 108Q230 104 206 118Z';
  const shaft = 'M249 100L263 100L263 470L249 470Z';
  // nock: the tail flares a little either side of a notch for the string
  const nock = 'M246 462L266 462L268 500L261 500L256 488L251 500L244 500Z';
  // right vane: starts narrow on the shaft, sweeps out and back, squared at the tail
  const vane = 'M263 330Q276 372 312 396L314 466Q290 454 263 446Z';
  const body = head + shaft + nock + both(vane);
  // barb lines raked back along each vane, and the wraps that bind head and vanes to the shaft
  let barbs = '';
  for (let i = 0; i < 4; i++) {
    const y = 372 + i * 20;
    barbs += taper([268, y], [286, y + 12], [306, y + 24], 2.6);
  }
  const ridge = taper([256, 40], [256, 74], [256, 104], 3.2);
  let wraps = '';
  for (const y of [124, 136, 314, 322, 454])
    wraps += `M249 ${y}L263 ${y}L263 ${y + 3}L249 ${y + 3}Z`;
  // the barbs ride on the second ink too: alt is outlined in the line ink, so they print as lines
  return {
    d: diagonal(body),
    holes: diagonal(both(barbs) + ridge + wraps),
    alt: diagonal(both(vane) + both(barbs)),
  };
}

/** The arrow as fine line draws it (one-line work): a hairline shaft, an open triangular head
 *  and three raked barbs a side for the fletching, all one outline, so the single line runs up
 *  the shaft, round the head and back down with no loose parts (a nock or vane traced small
 *  closes into a blob). Barbs and shaft are slivers about 3 units wide: traced, each side lies
 *  on the other and reads as one line. Tip up, laid on the diagonal like arrow(). */
export function arrowLine(): TGenShape {
  const h = 1.6;
  // barb roots up the shaft from the tail; each barb runs out and back towards the tail
  const reach = 46;
  const fall = 40;
  const left: TPt[] = [[256 - h, 478]];
  for (const r of [452, 418, 384])
    left.push(
      [256 - h, r + 2.2],
      [256 - reach, r + fall + 1.6],
      [256 - reach - 1.4, r + fall - 1.6],
      [256 - h, r - 2.2],
    );
  // the head: its back edge sweeps in a little to the shaft, so the corners read as barbs
  left.push([256 - h, 112], [224, 120]);
  const right = left.map(([x, y]): TPt => [512 - x, y]).reverse();
  const pts = [...left, [256, 22] as TPt, ...right];
  // penned, the same arrow in single strokes: traced, each sliver's two sides lay one line on
  // another and the fletching printed twice as heavy as the shaft
  const line = (...q: TPt[]) => `M${q.map(P).join('L')}`;
  let pen =
    line([256, 478], [256, 112]) + line([256, 112], [224, 120], [256, 22], [288, 120], [256, 112]);
  for (const r of [452, 418, 384])
    pen += line([256 - reach, r + fall], [256, r], [256 + reach, r + fall]);
  return { d: diagonal(`M${pts.map(P).join('L')}Z`), strokes: diagonal(pen) };
}
