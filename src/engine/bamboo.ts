// Authored bamboo stand: the icon drew a grid of green bars that read as a fence. Bamboo in
// Japanese work is a few tall culms of different heights leaning a little, jointed at swollen
// nodes, with fans of long narrow pointed leaves off the nodes. Same 512 box and TGenShape
// contract as creatures.ts: culms and leaves in green, the leaves the second region (so their
// edges are drawn over the culms), the node joints an ink of lines.
import { f, polar } from './creatures';
import type { TPt } from './creatures';
import { oneWinding } from './flash-flowers';
import type { TGenShape } from './gen-shape';

const RAD = Math.PI / 180;
// culms: foot x, top y, width, lean (x shift at the top), node spacing
// (a narrow stand, so a grove of it can flank a subject without hiding under it)
const CULMS: [number, number, number, number, number][] = [
  [196, 14, 44, 22, 84],
  [266, 90, 38, -16, 76],
  [330, 170, 30, 12, 66],
];
const FOOT = 508;

const poly = (pts: TPt[]) =>
  pts.map((p, i) => `${i ? 'L' : 'M'}${f(p[0])} ${f(p[1])}`).join('') + 'Z';

/** A long narrow leaf from its base out at angle a (degrees), pointed at the tip. */
function leaf(base: TPt, a: number, len: number, w: number): string {
  const tip = polar(base, len, a * RAD);
  const n: TPt = [Math.cos((a + 90) * RAD), Math.sin((a + 90) * RAD)];
  const side = (s: number) => {
    const pts: TPt[] = [];
    for (let i = 1; i < 12; i++) {
      const t = i / 12;
      const b = s * (w / 2) * Math.sin(Math.PI * t ** 0.6);
      pts.push([
        base[0] + (tip[0] - base[0]) * t + n[0] * b,
        base[1] + (tip[1] - base[1]) * t + n[1] * b,
      ]);
    }
    return pts;
  };
  return poly([base, ...side(1), tip, ...side(-1).reverse()]);
}

// a grove to flank a subject: two clumps at the sides of the box, the middle left open for it
// culms fan out diagonally from behind the subject: straight upright they read as posts
// (culms broad enough that the shading along their edges leaves them green, not black)
const GROVE: [number, number, number, number, number][] = [
  [116, 40, 52, -96, 84],
  [174, 110, 42, -70, 72],
  [342, 90, 44, 66, 78],
  [398, 20, 52, 100, 86],
];

/** A stand of bamboo: three culms close together, leaves off their nodes. */
export const bamboo = (): TGenShape => culmsOf(CULMS);
/** A grove that frames a subject ("a tiger and bamboo"): clumps at both sides, none between. */
export const bambooGrove = (): TGenShape => culmsOf(GROVE);

function culmsOf(list: [number, number, number, number, number][]): TGenShape {
  let culms = '';
  let joints = '';
  let leaves = '';
  list.forEach(([x0, top, w, lean, step], c) => {
    const xAt = (y: number) => x0 + (lean * (FOOT - y)) / (FOOT - top);
    const left: TPt[] = [];
    const right: TPt[] = [];
    // the culm's sides, swelling a little at each node
    // the top cut on a slant, as Japanese work draws a bamboo's end (a flat end reads as a
    // pipe); the high side alternates from culm to culm
    const halfAt = (y: number) => (w / 2) * (1 - 0.25 * ((FOOT - y) / (FOOT - top)));
    const cut = halfAt(top) * 1.5;
    const high = c % 2 === 0 ? 1 : -1;
    for (let y = FOOT; y >= top; y -= 4) {
      const fromNode = ((FOOT - y) % step) / step;
      const swell = 1 + 0.08 * Math.exp(-((Math.min(fromNode, 1 - fromNode) / 0.05) ** 2));
      const half = halfAt(y) * swell;
      if (high > 0 || y >= top + cut) left.push([xAt(y) - half, y]);
      if (high < 0 || y >= top + cut) right.push([xAt(y) + half, y]);
    }
    const leftTop = left[left.length - 1];
    const rightTop = right[right.length - 1];
    culms += poly([...left, ...right.reverse()]);
    // the hollow seen through the slanted cut: a dark sliver along the cut face
    const [lo, hi] = high > 0 ? [rightTop, leftTop] : [leftTop, rightTop];
    const mid: TPt = [(lo[0] + hi[0]) / 2, (lo[1] + hi[1]) / 2];
    const t = halfAt(top) * 0.32;
    joints += poly([
      [lo[0] - high * t * 0.6, lo[1] - t * 0.2],
      [mid[0], mid[1] + t],
      [hi[0] + high * t * 0.6, hi[1] + t * 0.2],
      [mid[0], mid[1] - t * 0.2],
    ]);
    // joints: a double line across at each node, and a leaf fan off every other node
    let k = 0;
    for (let y = FOOT - step; y > top + 12; y -= step, k++) {
      const half = (w / 2) * (1 - 0.25 * ((FOOT - y) / (FOOT - top))) * 1.06;
      const x = xAt(y);
      joints += poly([
        [x - half, y - 2.5],
        [x + half, y - 2.5],
        [x + half, y + 2.5],
        [x - half, y + 2.5],
      ]);
      // a grove's culms stand close: a fan on every other node, or the fans pile into a thicket
      if ((k + c) % 2 === 1) {
        // leaves reach toward the open middle of a grove, either way in a stand
        const side = list === GROVE ? (x0 < 256 ? 1 : -1) : (k + c) % 4 === 1 ? 1 : -1;
        const base: TPt = [x + side * half * 0.8, y];
        // a grove's leaves rise steeply, so what they frame does not hide them
        const rise = list === GROVE ? 36 : 0;
        const a0 = side > 0 ? -20 - rise : 200 + rise;
        // broad enough that a bold outline leaves green inside them
        for (const [da, len, lw] of [
          [0, 118, 30],
          [side * 34, 92, 26],
        ])
          leaves += leaf(base, a0 + da, len, lw);
      }
    }
  });
  return {
    d: culms + leaves,
    alt: oneWinding(leaves),
    inks: [{ role: 'black', d: oneWinding(joints) }],
  };
}
