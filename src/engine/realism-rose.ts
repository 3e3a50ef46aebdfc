// Realism's rose, as a black-and-grey artist builds one: the bloom at three-quarters, a cup of
// petals round a tight bud. The back petals show their inner faces over the bud, the front ones
// their outer faces, each cupped down to the base; every petal is modelled in tone, not outlined:
// its rolled rim lit, its face rounding from a lit middle to shade where it turns under, and a
// dark cast shadow where it overlaps the petal behind. Hard black is kept for the rims' thin
// edges, the curl under a rolled rim and the deep centre. A stem with two leaves, each lit on
// one side of its vein and shaded on the other. Same contract as realism-animals.ts: silhouette
// `d`, crisp black `holes`, soft `tones` (painted in order, each over the last) over the wash.
import { ellipse } from './creatures';
import type { TGenShape } from './generated-motifs';
import { poly, qpts } from './realism-lion-face';
import { taper, type TPt } from './realism-kit';
import { roseLeaf, roseStem } from './realism-rose-leaf';

/** A ring of petals round the bud: its rim's ellipse (flat: the cup is seen from the front and
 *  a little above), how many petals, where the first starts, and its base grey. */
interface TRing {
  cy: number;
  rx: number;
  ry: number;
  n: number;
  phase: number;
  t: number;
}

/** Outer ring to inner: the outer petals flare widest and lowest, the inner stand higher. */
const RINGS: TRing[] = [
  { cy: 206, rx: 184, ry: 118, n: 5, phase: 0.45, t: 0.26 },
  { cy: 186, rx: 138, ry: 86, n: 5, phase: 1.05, t: 0.34 },
  { cy: 166, rx: 94, ry: 58, n: 4, phase: 0.15, t: 0.42 },
  { cy: 150, rx: 58, ry: 36, n: 3, phase: 1.4, t: 0.5 },
];
/** Where the petals gather at the calyx. */
const BASE: TPt = [256, 338];
const CX = 256;

/** A fixed per-petal jitter (the same rose every time) so petals do not repeat. */
const jit = (ri: number, i: number, k: number) => {
  const x = Math.sin(ri * 12.9898 + i * 78.233 + k * 37.719) * 43758.5453;
  return x - Math.floor(x) - 0.5;
};

interface TPetal {
  face: TPt[];
  rim: TPt[];
  front: boolean;
  t: number;
  ring: number;
}

const lerp = (a: TPt, b: TPt, k: number): TPt => [
  a[0] + (b[0] - a[0]) * k,
  a[1] + (b[1] - a[1]) * k,
];

/** Petal i of ring ri: its rim along the ring's ellipse, swelling out through its middle (an
 *  outer front petal's rolled tip points), and its face: cupped down to the base in front, or
 *  down into the cup behind the bud. */
function petal(ri: number, i: number): TPetal {
  const g = RINGS[ri];
  const step = (Math.PI * 2) / g.n;
  const a0 = g.phase + step * (i + jit(ri, i, 0) * 0.2);
  const span = step * (1.28 + jit(ri, i, 1) * 0.2);
  const swell = 0.1 + jit(ri, i, 2) * 0.06;
  const front = Math.sin(a0 + span / 2) > 0.1;
  const tip = front && ri < 2 ? 0.05 : 0;
  const rim: TPt[] = [];
  for (let j = 0; j <= 14; j++) {
    const u = j / 14;
    const a = a0 + span * u;
    const s = Math.sin(Math.PI * u);
    // each rim spirals out along the petal (it starts inside the petal before it and ends
    // outside it, as a rose's petals wrap), and an outer petal's edge rolls back to a point
    const point = ri < 2 ? 0.06 * Math.exp(-(((u - 0.85) / 0.11) ** 2)) : 0;
    const r = 0.84 + 0.16 * u + swell * s + tip * Math.pow(s, 10) + point;
    rim.push([CX + Math.cos(a) * g.rx * r, g.cy + Math.sin(a) * g.ry * r - (front ? 0 : 8 * s)]);
  }
  let back: TPt[];
  if (front) {
    // the outer face cups down toward the base: the rim drawn in toward the calyx, smoothly
    // (no straight wedge sides to show between petals); an inner ring's face is a shorter wall,
    // the rest hidden behind the ring in front
    const f = ri === 0 ? 0.8 : 0.55 - ri * 0.08;
    back = rim
      .map((p, j): TPt => {
        const q = lerp(p, BASE, f);
        return [q[0], q[1] - Math.sin((Math.PI * j) / 14) * 6];
      })
      .reverse()
      .slice(1, -1);
  } else {
    // down into the cup along an inner arc, hidden behind the petals in front of it
    back = [];
    for (let j = 8; j >= 0; j--) {
      const a = a0 + (span * j) / 8;
      back.push([CX + Math.cos(a) * g.rx * 0.55, g.cy + Math.sin(a) * g.ry * 0.55]);
    }
  }
  return { face: [...rim, ...back], rim, front, t: g.t, ring: ri };
}

const PETALS: TPetal[] = RINGS.flatMap((g, ri) =>
  Array.from({ length: g.n }, (_, i) => petal(ri, i)),
);

/** The bud at the heart: a tight cone whose top spirals into the dark centre. */
const BUD = {
  face: [
    ...qpts([212, 146], [218, 104], [262, 108], 6),
    ...qpts([262, 108], [306, 110], [300, 150], 6).slice(1),
    ...qpts([300, 150], [256, 182], [212, 146], 6).slice(1, -1),
  ],
  rim: qpts([214, 140], [234, 116], [266, 122], 6),
};

/** A petal's face pulled toward a point by k (1 = unchanged): a band or a core of it. */
const shrink = (pts: TPt[], to: TPt, k: number) => pts.map((p) => lerp(to, p, k));
const centroid = (pts: TPt[]): TPt => [
  pts.reduce((s, p) => s + p[0], 0) / pts.length,
  pts.reduce((s, p) => s + p[1], 0) / pts.length,
];

/** One petal's tone, black-and-grey contrast: the black gap just above its rim (deep in the cup,
 *  where it stands in front of the petal behind) and a near-white lit rim. A back petal's inner
 *  face darkens smoothly down into the cup; a front petal's outer face is lit through its middle,
 *  black under its rolled edge and deep grey where it turns under toward the base. */
function petalTones(p: TPetal): { t: number; d: string }[] {
  const into = intoPoint(p);
  const n = p.rim.length - 1;
  const s = (j: number) => Math.pow(Math.sin((Math.PI * j) / n), 0.6);
  const up = p.rim.map(([x, y], j): TPt => [x, y - 10 * s(j)]);
  // crescents: each band narrows to nothing at the rim's ends, so no petal shows a cut edge
  const band = (k: number) =>
    poly([...p.rim, ...p.rim.map((q, j) => lerp(into, q, 1 - (1 - k) * s(j))).reverse()]);
  const gap = { t: 1, d: poly([...p.rim, ...up.reverse()]) };
  if (!p.front)
    return [
      gap,
      { t: 0.95, d: band(0.5) },
      { t: Math.min(0.9, p.t + 0.3), d: band(0.68) },
      { t: p.t * 0.6, d: band(0.82) },
      { t: 0.08, d: band(0.9) },
      { t: 0, d: band(0.95) },
    ];
  // the small front petals deep in the bloom: one shaded wall and a lit lip, no more (more
  // bands on so small a petal read as facets)
  if (p.ring >= 2)
    return [
      gap,
      { t: 0.8, d: poly(p.face) },
      { t: 0.35, d: band(0.6) },
      { t: 0, d: band(0.9) },
    ];
  return [
    gap,
    { t: Math.min(0.92, p.t + 0.55), d: poly(p.face) },
    { t: Math.min(0.7, p.t + 0.22), d: band(0.3) },
    { t: p.t * 0.4, d: band(0.55) },
    { t: 0.7, d: band(0.76) },
    // the rolled edge: black in its curl, lit along its lip
    { t: 0.95, d: band(0.84) },
    { t: 0.1, d: band(0.9) },
    { t: 0, d: band(0.95) },
  ];
}

/** Where a petal's face runs to from its rim: the base for a front petal, down into the cup
 *  for a back one. */
function intoPoint(p: TPetal): TPt {
  if (!p.front) return [CX, RINGS[p.ring].cy + RINGS[p.ring].ry * 0.5];
  return lerp(BASE, centroid(p.rim), 0.4);
}

/** A tapered line along a run of points (the middle of the run is widest). */
function along(pts: TPt[], w: number): string {
  const a = pts[0];
  const b = pts[pts.length - 1];
  const m = pts[Math.floor(pts.length / 2)];
  const c: TPt = [2 * m[0] - (a[0] + b[0]) / 2, 2 * m[1] - (a[1] + b[1]) / 2];
  return taper(a, c, b, w);
}

/** Painter's order: the back petals outer to inner, the bud, then the front petals inner to
 *  outer (so each overlaps the one behind). */
function order(): TPetal[] {
  const back = PETALS.filter((p) => !p.front).sort((a, b) => a.ring - b.ring);
  const front = PETALS.filter((p) => p.front).sort((a, b) => b.ring - a.ring);
  return [...back, ...front];
}

/** Hard black: a thin line along each rim, the curl under a front rim where it rolls over, the
 *  upper part of each front petal's side, the spiral into the dark centre. */
function bloomLines(): string {
  let s = '';
  for (const p of PETALS) {
    s += along(p.rim.slice(1, -1), p.front ? 1.7 : 1.4);
    if (p.front) {
      const curl = shrink(p.rim, intoPoint(p), 0.9);
      if (p.ring < 3) s += along(curl.slice(4, -4), 1.1);
    }
  }
  return (
    s +
    along(BUD.rim, 1.4) +
    taper([246, 124], [262, 114], [276, 128], 2) +
    taper([276, 128], [268, 140], [248, 136], 2) +
    ellipse(262, 127, 6, 4)
  );
}

/** The bloom's silhouette: from its middle, the furthest edge of any petal at each angle. */
function bloomOutline(): string {
  const o: TPt = [256, 230];
  const faces = [...PETALS.map((p) => p.face), BUD.face];
  const pts: TPt[] = [];
  for (let j = 0; j < 160; j++) {
    const a = (j / 160) * Math.PI * 2;
    const dx = Math.cos(a);
    const dy = Math.sin(a);
    let far = 0;
    for (const f of faces)
      for (let k = 0; k < f.length; k++) {
        const [x1, y1] = f[k];
        const [x2, y2] = f[(k + 1) % f.length];
        // the ray o + t(dx, dy) against the edge (x1, y1)-(x2, y2)
        const ex = x2 - x1;
        const ey = y2 - y1;
        const den = dx * ey - dy * ex;
        if (Math.abs(den) < 1e-9) continue;
        const t = ((x1 - o[0]) * ey - (y1 - o[1]) * ex) / den;
        const u = ((x1 - o[0]) * dy - (y1 - o[1]) * dx) / den;
        if (t > far && u >= 0 && u <= 1) far = t;
      }
    pts.push([o[0] + dx * far, o[1] + dy * far]);
  }
  // smoothed round the loop, so rim ends and rolled tips do not leave corners
  const n = pts.length;
  const smooth = pts.map((_, i): TPt => {
    const w = [-3, -2, -1, 0, 1, 2, 3].map((k) => pts[(i + k + n) % n]);
    return [w.reduce((s, p) => s + p[0], 0) / 7, w.reduce((s, p) => s + p[1], 0) / 7];
  });
  return poly(smooth);
}

/** A realistic rose bloom on a short stem with a leaf either side. */
export function roseRealistic(): TGenShape {
  const l1 = roseLeaf([246, 418], [108, 392], 0.3, 0.06);
  const l2 = roseLeaf([262, 452], [408, 414], 0.3, -0.06);
  const stem = roseStem();
  const d = bloomOutline() + stem.outline + l1.outline + l2.outline;
  const tones = [
    // deep inside the cup, behind everything
    { t: 0.9, d: ellipse(256, 180, 150, 60) },
    ...order()
      .filter((p) => !p.front)
      .flatMap(petalTones),
    // the bud: dark, with one lit shoulder, round a black heart
    { t: 0.82, d: poly(BUD.face) },
    { t: 0.2, d: poly(shrink(BUD.face, [230, 132], 0.45)) },
    { t: 1, d: ellipse(264, 128, 20, 10) },
    ...order()
      .filter((p) => p.front)
      .flatMap(petalTones),
    ...stem.tones,
    ...l1.tones,
    ...l2.tones,
  ];
  return { d, holes: bloomLines() + l1.holes + l2.holes, tones, toneBlur: 0.22 };
}

/** Where dew beads on this rose (relation-acts.ts): on petals' lit faces and on a leaf, in its
 *  512 box, each [x, y, size against the whole drawing]. */
export const ROSE_DEW: [number, number, number][] = [
  [150, 232, 0.14],
  [352, 176, 0.12],
  [300, 292, 0.11],
  [176, 410, 0.1],
];

/** A dew drop as realism draws one: a bead flattened where it sits, dark along the side toward
 *  the light (it shows the darker world behind it) and glowing on the far side where the light
 *  comes through and pools, with a crisp bare-skin highlight. Its cast shadow is laid by the
 *  relation that beads it on a petal (relation-acts.ts). */
export function dewDrop(): TGenShape {
  // the bead: round over the top, flatter underneath where it rests
  const d =
    'M256 96C372 96 452 190 452 300C452 392 372 436 256 436C140 436 60 392 60 300C60 190 140 96 256 96Z';
  return {
    d,
    tones: [
      { t: 0.85, d: ellipse(240, 272, 200, 170) },
      { t: 0.32, d: ellipse(270, 296, 180, 146) },
      { t: 0.12, d: ellipse(296, 352, 124, 64) },
      { t: 0.02, d: ellipse(308, 376, 80, 34) },
      // the highlight up on the lit side, and a smaller echo of it
      { t: 0, d: ellipse(178, 204, 46, 30) },
      { t: 0, d: ellipse(236, 168, 13, 10) },
    ],
    toneBlur: 0.35,
  };
}
