// Authored spider web, as flash draws it for an elbow or a knee: spokes from the hub out to the
// rim, and the spiral threads hung between each pair of spokes, each one sagging toward the hub
// like a chain between two nails. A small spider hangs from the lower rim on its own thread.
// No solid ground behind: the threads are the drawing, the skin shows between them. Same
// TGenShape contract as creatures.ts (512 x 512 box; every thread is a thin band of its own).
import { ellipse, polar, taper, type TPt } from './creatures';
import type { TGenShape } from './gen-shape';
import type { TRng } from './prng';
import { limb } from './bulb-tree';

/** A thread of even width `w` along the quadratic a -> b through control c, as a closed band. */
export function thread(a: TPt, c: TPt, b: TPt, w: number, n = 10): string {
  return limb(a, c, b, w, w, n);
}

// spoke directions (radians from straight right), a little uneven as a real web's are
const BASE_SPOKES = [-1.57, -0.8, -0.02, 0.76, 1.6, 2.36, 3.12, 3.92];
// ring radii as shares of the rim
const RINGS = [0.22, 0.4, 0.58, 0.78, 1];

/** The web; each variation turns it on its hub and hangs the spider from another thread. */
export function spiderWeb(rng?: TRng): TGenShape {
  const c: TPt = [256, 246];
  const R = 226;
  const turn = rng ? rng.range(-0.36, 0.36) : 0;
  const SPOKES = BASE_SPOKES.map((a) => a + turn);
  // the spider hangs from a lower spoke, left or right of the bottom one
  const hang = rng ? rng.pick([1, 3, 5]) : 3;
  // the rim is not a circle: spokes reach a little further or shorter, as they are anchored
  const reach = [1, 0.94, 1.02, 0.92, 1, 0.95, 1.03, 0.93];
  // the rim is the body: it takes the bold contour that holds the piece; the spokes and the
  // threads between them are finer lines in black, as flash weights outer and inner lines
  let d = '';
  let rings = '';
  SPOKES.forEach((a, i) => {
    const end = polar(c, R * reach[i] * 1.02, a);
    rings += thread(polar(c, 6, a), polar(c, R * 0.5, a), end, 6, 4);
  });
  // each thread between two spokes sags toward the hub like a chain between two nails
  for (const k of RINGS) {
    for (let i = 0; i < SPOKES.length; i++) {
      const j = (i + 1) % SPOKES.length;
      const a0 = SPOKES[i];
      const a1 = SPOKES[j] + (j === 0 ? Math.PI * 2 : 0);
      const r0 = R * k * reach[i];
      const r1 = R * k * reach[j];
      const p0 = polar(c, r0, a0);
      const p1 = polar(c, r1, a1);
      const mid = polar(c, ((r0 + r1) / 2) * (1 - 0.42 * (a1 - a0)), (a0 + a1) / 2);
      if (k === 1) d += thread(p0, mid, p1, 2, 12);
      else rings += thread(p0, mid, p1, 4, 12);
    }
  }
  d += ellipse(c[0], c[1], 10, 10);
  const low = SPOKES.map((a, i) => ({ a, i }))
    .filter(({ a }) => Math.sin(a) > 0.3)
    .sort((p, q) => Math.cos(p.a) - Math.cos(q.a));
  const from = low[Math.min(low.length - 1, Math.floor((hang / 6) * low.length))];
  const spider = hangingSpider(polar(c, R * 0.78 * reach[from.i], from.a), 110);
  return { d, inks: [{ role: 'black', d: rings + spider }] };
}

/** A small spider on its thread, dropped `drop` below the point it hangs from. */
function hangingSpider(from: TPt, drop: number): string {
  const [x, y0] = from;
  const y = y0 + drop;
  let d = thread([x, y0], [x, (y0 + y) / 2], [x, y - 16], 3.5, 2);
  // abdomen and head, the abdomen hanging up toward the thread as a spider hangs head down
  d += ellipse(x, y - 2, 15, 19);
  d += ellipse(x, y + 22, 10, 9);
  // four legs a side, bent at the knee
  const legs: [number, number, number][] = [
    [-0.2, 30, -0.9],
    [0.15, 32, -0.35],
    [0.5, 30, 0.35],
    [0.9, 28, 0.9],
  ];
  for (const side of [-1, 1])
    for (const [a, len, bend] of legs) {
      const hip: TPt = [x + side * 6, y + 16];
      const knee = polar(hip, len, side === 1 ? a - 0.6 : Math.PI - a + 0.6);
      const foot: TPt = [knee[0] + side * 10, knee[1] + len * 0.7 + bend * 10];
      d += taper(hip, [(hip[0] + knee[0]) / 2, knee[1] - 6], knee, 3.6);
      d += taper(knee, [(knee[0] + foot[0]) / 2 + side * 4, (knee[1] + foot[1]) / 2], foot, 3);
    }
  return d;
}
