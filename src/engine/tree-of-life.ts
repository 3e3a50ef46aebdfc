// Authored tree of life: the oak icon has no roots, so "a tree of life with roots" lost half its
// subject, and one round crown on a stick read as a lollipop. The tree of life is drawn in its
// ring: a strong trunk flaring at both ends, limbs forking twice into a full crown of leaf
// clusters, and roots forking the same way below, mirroring the branches, reaching the ring.
// Same 512 box and TGenShape contract as creatures.ts.
import { P, polar } from './creatures';
import type { TPt } from './creatures';
import { ribbon } from './curve-kit';
import type { TGenShape } from './gen-shape';

const C: TPt = [256, 256];
const RING = 244;
const deg = (a: number) => (a * Math.PI) / 180;

/** A limb from `p` heading `a` degrees (0 up, clockwise), forking `depth` more times: a band
 *  from width `w` narrowing to its forks, the last ones tapering to a point. `dir` -1 grows
 *  down (a root): the same tree turned over, squashed by `squash` so it stays in the ring. */
function limb(p: TPt, a: number, len: number, w: number, depth: number, dir: 1 | -1): string {
  const end: TPt = [p[0] + Math.sin(deg(a)) * len, p[1] - dir * Math.cos(deg(a)) * len];
  // each limb bows a little outward, as a grown branch does
  const bow = Math.sign(a) * len * 0.12;
  const mid: TPt = [(p[0] + end[0]) / 2 - bow * 0.3, (p[1] + end[1]) / 2 - dir * Math.abs(bow)];
  const w1 = depth ? w * 0.62 : 0;
  let d = ribbon([p, mid, end], (t) => w + (w1 - w) * t);
  if (depth)
    for (const turn of [-26, 24])
      d += limb(end, a + turn + a * 0.15, len * 0.68, w1, depth - 1, dir);
  return d;
}

/** The crown's edge as one scalloped outline round its clusters (circles `[centre, r]`): the
 *  farthest cluster edge along each ray from `c`, with a leaf tip every `leaf` units of arc, so
 *  the crown is one silhouette rather than a heap of outlined circles. */
function crownEdge(c: TPt, clusters: [TPt, number][], leaf: number): string {
  const reach = (a: number): number => {
    const dx = Math.cos(a);
    const dy = Math.sin(a);
    let best = 0;
    for (const [[x, y], r] of clusters) {
      // far intersection of the ray with the circle
      const ox = c[0] - x;
      const oy = c[1] - y;
      const b = ox * dx + oy * dy;
      const disc = b * b - (ox * ox + oy * oy - r * r);
      if (disc >= 0) best = Math.max(best, -b + Math.sqrt(disc));
    }
    return best;
  };
  const n = 720;
  const pts: TPt[] = [];
  let arc = 0;
  let prev = polar(c, reach(0), 0);
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const r = reach(a);
    const p = polar(c, r, a);
    arc += Math.hypot(p[0] - prev[0], p[1] - prev[1]);
    prev = p;
    // each leaf a rounded bump, meeting the next in a notch
    const bump = Math.abs(Math.sin((arc / leaf) * Math.PI));
    pts.push(polar(c, r - 9 + 9 * Math.sqrt(bump), a));
  }
  return `M${pts.map(P).join('L')}Z`;
}

/** A crescent of shade along a cluster's lower edge, as a tapered cut. */
function shade(c: TPt, r: number): string {
  const a = polar(c, r * 0.62, deg(150));
  const m = polar(c, r * 0.78, deg(95));
  const b = polar(c, r * 0.62, deg(40));
  const w = r * 0.09;
  return (
    `M${P(a)}Q${P([m[0], m[1] + w])} ${P(b)}` + `Q${P([m[0], m[1] - w * 1.6])} ${P(a)}Z`
  );
}

/** Trunk, limbs, roots and ring in the second ink; the crown's leaf clusters over them. */
export function treeOfLife(): TGenShape {
  // the ring the tree stands in: branches and roots reach it
  const ring = [0, 180]
    .map((from) =>
      ribbon(
        Array.from({ length: 13 }, (_, i) => polar(C, RING - 7, deg(from + i * 15 - 1))),
        () => 14,
      ),
    )
    .join('');
  // the trunk: broad at the root flare and where the limbs part, waisted between
  const trunk =
    'M214 350C236 330 238 300 236 280C234 262 226 250 212 238L300 238C286 250 278 262 276 280' +
    'C274 300 276 330 298 350Z';
  // limbs fork out of the trunk's head, seen through the leaves as bare lines; roots fork out
  // of its foot, mirroring them
  let limbs = '';
  let roots = '';
  for (const [a, len, w] of [
    [-62, 92, 26],
    [-24, 96, 30],
    [24, 96, 30],
    [62, 92, 26],
  ] as [number, number, number][]) {
    limbs += limb([256 + a * 0.2, 252], a * 0.9, len * 0.9, w * 0.3, 1, 1);
    roots += limb([256 + a * 0.5, 336], a * 1.2, len * 0.9, w * 0.8, 1, -1);
  }
  // the crown: a central mass and a ring of leaf clusters round it, filling the ring's top;
  // each cluster's lower edge shaded so the crown reads as clumps of leaves
  const crownC: TPt = [256, 172];
  const clusters: [TPt, number][] = [[crownC, 70]];
  let shades = shade(crownC, 70);
  for (const a of [-110, -78, -46, -15, 15, 46, 78, 110]) {
    const r = Math.abs(a) > 90 ? 46 : 52;
    const c = polar(crownC, Math.abs(a) > 90 ? 88 : 84, deg(a - 90));
    clusters.push([c, r]);
    shades += shade(c, r);
  }
  const crown = crownEdge(crownC, clusters, 26);
  const wood = ring + trunk + roots;
  return { d: crown + wood, holes: shades + limbs, alt: wood };
}
