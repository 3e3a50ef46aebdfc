// Realism's rose, as a black-and-grey artist builds one: the bloom seen from above and in front,
// rings of cupped petals tightening to a deep dark centre. Each petal is modelled in tone, not
// outlined: its rim rolled over and lit, the petal darkening as it curves down under the ring
// inside it, and a dark shadow where each ring overlaps the one behind. Hard black is kept for
// the rims' thin edge lines, the curl under a rolled rim and the centre. A stem with two leaves,
// each leaf lit on one side of its vein and shaded on the other. Same contract as
// realism-animals.ts: silhouette `d`, crisp black `holes`, soft `tones` over the grey wash.
import { ellipse } from './creatures';
import type { TGenShape } from './generated-motifs';
import { poly, qpts } from './realism-lion-face';
import { taper, type TPt } from './realism-kit';

/** A ring of petals: its ellipse (centre, radii), how many petals, where the first starts
 *  (radians, 0 = right, clockwise), and its base grey (deeper rings sit in more shadow). */
interface TRing {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  n: number;
  phase: number;
  t: number;
}

/** Outer ring to the bud: each ring a little higher (the bloom is seen from above and in
 *  front, so the front petals show a deeper band than the back ones). */
const RINGS: TRing[] = [
  { cx: 256, cy: 214, rx: 184, ry: 144, n: 5, phase: -1.9, t: 0.3 },
  { cx: 250, cy: 192, rx: 134, ry: 104, n: 5, phase: -1.2, t: 0.38 },
  { cx: 266, cy: 176, rx: 92, ry: 72, n: 4, phase: -0.6, t: 0.48 },
  { cx: 254, cy: 166, rx: 58, ry: 46, n: 3, phase: 0.2, t: 0.58 },
  { cx: 262, cy: 162, rx: 32, ry: 26, n: 3, phase: 1.3, t: 0.7 },
];

/** Each petal spans its share of the ring and overlaps the next by about a quarter; a fixed
 *  per-petal jitter (not random: the same rose every time) keeps petals from repeating. */
const SPAN = 1.3;
const jit = (ri: number, i: number, k: number) => {
  const x = Math.sin(ri * 12.9898 + i * 78.233 + k * 37.719) * 43758.5453;
  return x - Math.floor(x) - 0.5;
};
/** Petal i of ring ri: its start angle, span, where its rim swells most and how far. */
function shape(ri: number, i: number) {
  const g = RINGS[ri];
  const step = (Math.PI * 2) / g.n;
  return {
    a0: g.phase + step * (i + jit(ri, i, 0) * 0.25),
    span: step * (SPAN + jit(ri, i, 1) * 0.3),
    peak: 0.5 + jit(ri, i, 2) * 0.35,
    swell: 0.12 + jit(ri, i, 3) * 0.08,
    // outer petals roll their tips back into a point; inner ones stay round, cupped
    tip: ri < 2 ? 0.06 : 0,
  };
}

/** A point on a ring at angle a and relative radius r. */
function on(g: TRing, a: number, r: number): TPt {
  return [g.cx + Math.cos(a) * g.rx * r, g.cy + Math.sin(a) * g.ry * r];
}

/** The rim's radius along a petal (u 0..1): it swells out toward its peak and tucks in at the
 *  ends where the next petal takes over, so the ring's edge scallops petal by petal; a rolled
 *  tip adds a point at the peak. */
function rimR(ri: number, i: number, u: number): number {
  const p = shape(ri, i);
  const v = u < p.peak ? (u / p.peak) * 0.5 : 0.5 + ((u - p.peak) / (1 - p.peak)) * 0.5;
  const swell = Math.sin(Math.PI * v);
  return 0.88 + p.swell * swell + p.tip * Math.pow(swell, 8);
}

/** A petal's rim, as points from its start angle to its end. */
function rim(g: TRing, i: number, k = 14): TPt[] {
  const ri = RINGS.indexOf(g);
  const { a0, span } = shape(ri, i);
  const pts: TPt[] = [];
  for (let j = 0; j <= k; j++) {
    const u = j / k;
    pts.push(on(g, a0 + span * u, rimR(ri, i, u)));
  }
  return pts;
}

/** A petal's visible face: its rim, then back along an inner curve well under the next ring. */
function petal(g: TRing, i: number): TPt[] {
  const r = rim(g, i);
  const { a0, span } = shape(RINGS.indexOf(g), i);
  const back: TPt[] = [];
  for (let j = 8; j >= 0; j--) back.push(on(g, a0 + (span * j) / 8, 0.45));
  return [...r, ...back];
}

/** A band just inside the rim (from the rim in to relative radius `depth` of its radius). */
function rimBand(g: TRing, i: number, depth: number): TPt[] {
  const r = rim(g, i);
  const inner = r.map(([x, y]): TPt => [g.cx + (x - g.cx) * depth, g.cy + (y - g.cy) * depth]);
  return [...r.slice(2, -2), ...inner.slice(2, -2).reverse()];
}

/** A tapered line along a run of points (the middle of the run is widest). */
function along(pts: TPt[], w: number): string {
  const a = pts[0];
  const b = pts[pts.length - 1];
  const m = pts[Math.floor(pts.length / 2)];
  // the quadratic control that puts the curve's middle through m
  const c: TPt = [2 * m[0] - (a[0] + b[0]) / 2, 2 * m[1] - (a[1] + b[1]) / 2];
  return taper(a, c, b, w);
}

/** Is this petal at the front of its ring (its middle below the ring's centre)? Front petals
 *  show their rolled rims; the back ones rise behind the bud. */
function front(g: TRing, i: number): boolean {
  const { a0, span } = shape(RINGS.indexOf(g), i);
  return Math.sin(a0 + span / 2) > 0.2;
}

/** The bloom's tones, ring by ring from the outside in: each petal's face in its ring's grey,
 *  its inner part darker where it curls down under the next ring, its rim lit; then the next
 *  ring's cast shadow, offset down and right away from the light, before that ring is laid. */
function bloomTones(): { t: number; d: string }[] {
  const out: { t: number; d: string }[] = [];
  RINGS.forEach((g, ri) => {
    for (let i = 0; i < g.n; i++) {
      out.push({ t: g.t, d: poly(petal(g, i)) });
      out.push({ t: Math.min(0.95, g.t + 0.3), d: poly(rimBand(g, i, 0.62)) });
      out.push({ t: g.t * 0.5, d: poly(rimBand(g, i, 0.84)) });
      out.push({ t: front(g, i) ? 0 : 0.06, d: poly(rimBand(g, i, 0.93)) });
    }
    const next = RINGS[ri + 1];
    if (next)
      out.push({
        t: 1,
        d: ellipse(next.cx + 6, next.cy + 8, next.rx * 1.1, next.ry * 1.14),
      });
  });
  // the deep centre the bud's last petals spiral into
  out.push({ t: 1, d: ellipse(262, 160, 12, 9) });
  return out;
}

/** Hard black: a thin line along every rim (not round the whole petal), a curl line under each
 *  front rim where it rolls over, and the spiral into the dark centre. */
function bloomLines(): string {
  let s = '';
  RINGS.forEach((g, ri) => {
    for (let i = 0; i < g.n; i++) {
      const r = rim(g, i);
      s += along(r.slice(1, -1), ri < 3 ? 1.4 : 1.1);
      if (front(g, i) && ri < 3) {
        const curl = r.map(([x, y]): TPt => [g.cx + (x - g.cx) * 0.9, g.cy + (y - g.cy) * 0.9]);
        s += along(curl.slice(3, -3), 1.2);
      }
    }
  });
  return (
    s +
    taper([248, 156], [264, 146], [276, 162], 2.2) +
    taper([276, 162], [270, 176], [250, 172], 2.2) +
    ellipse(262, 161, 7, 5)
  );
}

/** The bloom's outer edge: the outer ring's scalloped rim, each petal's swell in turn. */
function bloomOutline(): string {
  const g = RINGS[0];
  const pts: TPt[] = [];
  const tau = Math.PI * 2;
  for (let j = 0; j < 120; j++) {
    const a = g.phase + (tau * j) / 120;
    // the furthest rim of any outer petal over this angle
    let r = 0.86;
    for (let i = 0; i < g.n; i++) {
      const { a0, span } = shape(0, i);
      const u = ((((a - a0) % tau) + tau) % tau) / span;
      if (u <= 1) r = Math.max(r, rimR(0, i, u));
    }
    pts.push(on(g, a, r));
  }
  return poly(pts);
}

/** A leaf from its base along its midrib to the tip, `side` = 1 bulging one way, -1 the other. */
function leaf(base: TPt, tip: TPt, bulge: number) {
  const dx = tip[0] - base[0];
  const dy = tip[1] - base[1];
  const nx = -dy * bulge;
  const ny = dx * bulge;
  const mid: TPt = [(base[0] + tip[0]) / 2, (base[1] + tip[1]) / 2];
  const upper = qpts(base, [mid[0] + nx, mid[1] + ny], tip, 10);
  const lower = qpts(tip, [mid[0] - nx, mid[1] - ny], base, 10).slice(1, -1);
  const vein = taper(base, [mid[0] + nx * 0.1, mid[1] + ny * 0.1], tip, 1.4);
  let veins = '';
  for (const u of [0.25, 0.45, 0.65]) {
    const p: TPt = [base[0] + dx * u, base[1] + dy * u];
    const q: TPt = [p[0] + dx * 0.16 + nx * 0.7, p[1] + dy * 0.16 + ny * 0.7];
    veins += taper(p, [(p[0] + q[0]) / 2 + dx * 0.02, (p[1] + q[1]) / 2 + dy * 0.02], q, 0.7);
  }
  // one half lit, the other (the side turned from the light) shaded
  const lit = poly([...upper, ...qpts(tip, mid, base, 4).slice(1, -1)]);
  const shade = poly([...qpts(base, mid, tip, 4), ...lower]);
  return { outline: poly([...upper, ...lower]), holes: vein + veins, lit, shade };
}

/** A realistic rose bloom on a short stem with a leaf either side. */
export function roseRealistic(): TGenShape {
  const l1 = leaf([248, 420], [112, 404], 0.28);
  const l2 = leaf([262, 452], [402, 420], -0.26);
  const stem = 'M244 346C248 400 244 450 236 502L254 502C260 450 266 400 266 346Z';
  const d = bloomOutline() + stem + l1.outline + l2.outline;
  return {
    d,
    holes: bloomLines() + l1.holes + l2.holes,
    tones: [
      ...bloomTones(),
      { t: 0.15, d: l1.lit + l2.lit },
      { t: 0.7, d: l1.shade + l2.shade },
      // the stem: lit down its left side, dark on its right
      { t: 0.75, d: 'M256 352L266 352L262 500L250 500Z' },
    ],
  };
}
