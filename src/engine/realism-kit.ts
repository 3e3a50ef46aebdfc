// Shared drawing helpers for realism's own motifs (realism-lion.ts, realism-wolf.ts, realism-elephant.ts, ...).
import { mirrorD, taper as thinTaper } from './creatures';
import { applyMatrix, insidePolygon, parsePath, toD, type TMatrix } from './path';

export type TPt = [number, number];

/** Detail lines here are drawn without the echo rings the flash treatment adds round every cut,
 *  so they are pulled wider to hold as 0.5-1 mm lines at shoulder size. */
export const taper = (a: TPt, c: TPt, b: TPt, w: number) => thinTaper(a, c, b, w * 1.8);

/** Fur pulled as whip strands: each [start, bend, end] a short tapered line. */
export function strands(list: [TPt, TPt, TPt][], w: number): string {
  return list.map(([a, c, b]) => taper(a, c, b, w)).join('');
}

export const both = (d: string) => d + mirrorD(d);

/** A mane's edge as pointed locks: from each valley out to a tip on a curve bulging away from
 *  the centre, then back in to the next valley, so the edge reads as hair and not a saw. */
export function locks(start: TPt, pts: TPt[], centre: TPt): [TPt, TPt, TPt][] {
  const segs: [TPt, TPt, TPt][] = [];
  let prev = start;
  pts.forEach((p, i) => {
    const tip = i % 2 === 0;
    const mx = (prev[0] + p[0]) / 2;
    const my = (prev[1] + p[1]) / 2;
    const dx = mx - centre[0];
    const dy = my - centre[1];
    const len = Math.hypot(dx, dy) || 1;
    const k = tip ? 16 : -4;
    const c: TPt = [mx + (dx / len) * k, my + (dy / len) * k];
    segs.push([
      [(prev[0] + 2 * c[0]) / 3, (prev[1] + 2 * c[1]) / 3],
      [(p[0] + 2 * c[0]) / 3, (p[1] + 2 * c[1]) / 3],
      p,
    ]);
    prev = p;
  });
  return segs;
}

/** A point on a cubic from p0 to p3 at t. */
export function cubicAt(p0: TPt, p1: TPt, p2: TPt, p3: TPt, t: number): TPt {
  const u = 1 - t;
  const k = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [
    k[0] * p0[0] + k[1] * p1[0] + k[2] * p2[0] + k[3] * p3[0],
    k[0] * p0[1] + k[1] * p1[1] + k[2] * p2[1] + k[3] * p3[1],
  ];
}

/** A dark iris with the catch-light bitten out of its upper rim (holes are all inked, so the
 *  light is left as skin by the outline itself rather than painted over). */
export function irisLit(cx: number, cy: number, r: number): string {
  const h: TPt = [cx - r * 0.5, cy - r * 0.55];
  const hr = r * 0.4;
  const rim: TPt[] = [];
  for (let i = 0; i < 32; i++) {
    const a = (i / 32) * Math.PI * 2;
    rim.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  const inside = rim.map(([x, y]) => Math.hypot(x - h[0], y - h[1]) < hr);
  const i0 = inside.indexOf(true);
  const i1 = inside.lastIndexOf(true);
  const ang = (p: TPt) => Math.atan2(p[1] - h[1], p[0] - h[0]);
  const tE = ang(rim[i0 - 1]);
  let dt = ang(rim[i1 + 1]) - tE;
  dt = Math.atan2(Math.sin(dt), Math.cos(dt));
  // the long way round the light: the arc that lies inside the iris
  dt -= Math.sign(dt) * Math.PI * 2;
  const bite: TPt[] = [];
  for (let k = 0; k <= 8; k++) {
    const t = tE + (dt * k) / 8;
    bite.push([h[0] + Math.cos(t) * hr, h[1] + Math.sin(t) * hr]);
  }
  const pts = [...rim.slice(0, i0), ...bite, ...rim.slice(i1 + 1)];
  return 'M' + pts.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L') + 'Z';
}

/** Even-odd point-in-polygon test. */
export const insidePoly = (poly: TPt[], x: number, y: number): boolean => insidePolygon(poly, x, y);

/** A coat of fur over a region: `n` short whip strands spread evenly inside the outline (a
 *  fixed low-discrepancy scatter, so the same drawing gives the same bytes), each laid along
 *  the coat's lie at its spot (`lie` gives the angle), bent a little, lengths varied. */
export function furField(
  region: TPt[],
  lie: (p: TPt) => number,
  n: number,
  len: number,
  w: number,
): string {
  const xs = region.map((p) => p[0]);
  const ys = region.map((p) => p[1]);
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  const bw = Math.max(...xs) - x0;
  const bh = Math.max(...ys) - y0;
  const out: [TPt, TPt, TPt][] = [];
  for (let i = 0; i < n * 8 && out.length < n; i++) {
    // the R2 sequence: points that fill the plane evenly without a grid
    const p: TPt = [
      x0 + ((i * 0.7548776662 + 0.3) % 1) * bw,
      y0 + ((i * 0.569840291 + 0.6) % 1) * bh,
    ];
    const a = lie(p);
    const l = len * (0.75 + ((i * 0.381966) % 1) * 0.5);
    const dx = (Math.cos(a) * l) / 2;
    const dy = (Math.sin(a) * l) / 2;
    const s: TPt = [p[0] - dx, p[1] - dy];
    const e: TPt = [p[0] + dx, p[1] + dy];
    if (!insidePoly(region, ...s) || !insidePoly(region, ...e)) continue;
    const bend = (i % 2 ? 1 : -1) * 0.18;
    out.push([s, [p[0] - dy * bend * 2, p[1] + dx * bend * 2], e]);
  }
  return strands(out, w);
}

/** An edge of fur from `a` to `b` as `n` pointed tufts swept the way the coat lies (toward
 *  `b`): each leaves its valley, swells out `depth` on the `side` (+1: left of a->b in screen
 *  axes) and ends in a point, then hooks back into the next valley. Cubic segments. */
export function tufts(a: TPt, b: TPt, n: number, depth: number, side = 1): [TPt, TPt, TPt][] {
  const dx = (b[0] - a[0]) / n;
  const dy = (b[1] - a[1]) / n;
  const l = Math.hypot(dx, dy) || 1;
  const nx = (dy / l) * depth * side;
  const ny = (-dx / l) * depth * side;
  const at = (i: number, k: number, o: number): TPt => [
    a[0] + dx * (i + k) + nx * o,
    a[1] + dy * (i + k) + ny * o,
  ];
  const segs: [TPt, TPt, TPt][] = [];
  for (let i = 0; i < n; i++) {
    // out along a swelling curve to the tip, which points down the coat
    segs.push([at(i, 0.15, 0.7), at(i, 0.7, 1.05), at(i, 1.05, 0.9)]);
    // and sharply back in to the valley at the next tuft's root
    segs.push([at(i, 0.95, 0.6), at(i, 1, 0.2), at(i, 1, 0)]);
  }
  return segs;
}

/** The same edge run the other way: cubic segments from `start`, reversed, so they join a path
 *  drawn in the opposite direction (tufts swept down an edge the outline climbs). */
export function reversed(start: TPt, segs: [TPt, TPt, TPt][]): [TPt, TPt, TPt][] {
  const ends = [start, ...segs.map((s) => s[2])];
  return segs.map((s, i) => [s[1], s[0], ends[i]] as [TPt, TPt, TPt]).reverse();
}

/** Elephant or rhino hide: a net of short creases over a region, laid along `lie` (radians)
 *  give or take `spread`, every third one turned across the rest so they cross into the
 *  crazed mesh thick skin shows (the spread and the crossing come from a fixed hash of the
 *  spot, so the same drawing gives the same bytes). */
export function hide(region: TPt[], n: number, len: number, w: number, lie = 0, spread = 0.5) {
  let i = 0;
  return furField(
    region,
    (p) => {
      const h = Math.sin(p[0] * 12.9898 + p[1] * 78.233) * 43758.5453;
      const u = h - Math.floor(h);
      return lie + (u - 0.5) * spread + (i++ % 3 === 2 ? 1.25 : 0);
    },
    n,
    len,
    w,
  );
}

/** One patch of hide: [region, creases, length, weight, lie, spread] (the arguments of hide). */
export type THidePatch = [TPt[], number, number, number, number, number];

/** Thick skin's crease mesh over several patches (an elephant's flank, legs and brow). */
export const hideMesh = (patches: THidePatch[]): string => patches.map((p) => hide(...p)).join('');

const f1 = (n: number) => Math.round(n * 10) / 10;
const P1 = (p: TPt) => `${f1(p[0])} ${f1(p[1])}`;

/** A closed curve through the points (Catmull-Rom as cubics): an outline authored as points
 *  stays round everywhere, where hand-set cubic segments meet in corners that read as carved. */
export function smoothLoop(pts: TPt[]): string {
  const n = pts.length;
  let d = `M${P1(pts[0])}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [0, 1, 2, 3].map((k) => pts[(i - 1 + k + n) % n]);
    const c1: TPt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: TPt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${P1(c1)} ${P1(c2)} ${P1(p2)}`;
  }
  return d + 'Z';
}

/** The two edges of a tube (a trunk, a tusk, a tail) round a centre line, `widths` across at
 *  each centre point: [left, right] of the direction of travel, in screen axes. */
export function tubeEdges(centre: TPt[], widths: number[]): [TPt[], TPt[]] {
  const left: TPt[] = [];
  const right: TPt[] = [];
  centre.forEach((c, i) => {
    const a = centre[Math.max(0, i - 1)];
    const b = centre[Math.min(centre.length - 1, i + 1)];
    const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const nx = -(b[1] - a[1]) / l;
    const ny = (b[0] - a[0]) / l;
    const h = widths[i] / 2;
    right.push([c[0] - nx * h, c[1] - ny * h]);
    left.push([c[0] + nx * h, c[1] + ny * h]);
  });
  return [left, right];
}

/** A fixed hash of a spot, 0..1 (the same drawing gives the same bytes). */
export const hash01 = (x: number, y: number): number => {
  const h = Math.sin(x * 12.9898 + y * 78.233) * 43758.5453;
  return h - Math.floor(h);
};

/** Stipple over a region: up to `n` dots of radius `r` scattered evenly (the R2 sequence), each
 *  kept with the chance `density` gives at its spot, so the dots thin out into the light. */
export function dotField(region: TPt[], n: number, r: number, density: (p: TPt) => number): string {
  const xs = region.map((p) => p[0]);
  const ys = region.map((p) => p[1]);
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  const bw = Math.max(...xs) - x0;
  const bh = Math.max(...ys) - y0;
  let d = '';
  for (let i = 0; i < n; i++) {
    const p: TPt = [
      x0 + ((i * 0.7548776662 + 0.5) % 1) * bw,
      y0 + ((i * 0.569840291 + 0.5) % 1) * bh,
    ];
    if (!insidePoly(region, ...p) || hash01(p[0], p[1]) > density(p)) continue;
    const q = r * (0.7 + hash01(p[1], p[0]) * 0.6);
    // a dot as three cubic arcs: at 1 mm it reads as round, and its end points span a
    // triangle, so the engine can tell which way it winds
    d += `M${f1(p[0] - q)} ${f1(p[1])}`;
    for (let j = 0; j < 3; j++) {
      const a0 = Math.PI + (j * 2 * Math.PI) / 3;
      const a1 = a0 + (2 * Math.PI) / 3;
      const k = q * 0.7698;
      const c1: TPt = [
        p[0] + q * Math.cos(a0) - k * Math.sin(a0),
        p[1] + q * Math.sin(a0) + k * Math.cos(a0),
      ];
      const c2: TPt = [
        p[0] + q * Math.cos(a1) + k * Math.sin(a1),
        p[1] + q * Math.sin(a1) - k * Math.cos(a1),
      ];
      d += `C${P1(c1)} ${P1(c2)} ${P1([p[0] + q * Math.cos(a1), p[1] + q * Math.sin(a1)])}`;
    }
    d += 'Z';
  }
  return d;
}

/** A line of varying weight along the points, `widths` across at each (thin at both ends for
 *  a tapered stroke): one closed outline, so the weight swells and thins without the pinches a
 *  chain of tapered pieces shows where they meet. */
export function ribbon(pts: TPt[], widths: number[]): string {
  const [l, r] = tubeEdges(pts, widths);
  return smoothLoop([...l, ...r.reverse()]);
}

/** `ribbon` with a tapered weight profile: 0 at the ends, `w` through the middle. */
export const line = (pts: TPt[], w: number): string =>
  ribbon(
    pts,
    pts.map((_p, i) => {
      const t = i / (pts.length - 1);
      return Math.max(0.25, w * Math.min(1, 3.2 * Math.min(t, 1 - t) + 0.15));
    }),
  );

/** A drawing's paths through one affine map [a, b, c, d, e, f] (its outline, cuts, tones and
 *  forms alike), so two drawings authored in one frame can be moved into the 512 box as one. */
export function mapShape<
  T extends { d: string; holes?: string; relief?: string; tones?: { d: string }[] },
>(g: T, m: TMatrix): T {
  const map = (d: string) => toD(applyMatrix(parsePath(d), m));
  return {
    ...g,
    d: map(g.d),
    ...(g.holes ? { holes: map(g.holes) } : {}),
    ...(g.relief ? { relief: map(g.relief) } : {}),
    ...(g.tones ? { tones: g.tones.map((k) => ({ ...k, d: map(k.d) })) } : {}),
  };
}
