// Authored snake (hebi), as Japanese tattooing draws it: the icon was a thin tube with flat
// stripes and a small head. Here a thick muscular body makes one full coil (leaving an open eye a
// flower can sit in, see relation-flowers.ts) and its tail crosses over the neck and tapers out;
// belly scutes are wide bands on the underside in the second ink, the back carries staggered rows
// of overlapping scale arcs that shrink toward the tail, and the raised head has a brow ridge
// over a slit eye, a jaw line and an open mouth with fangs and a forked tongue.
// Same TGenShape contract as dragon.ts (512 box, y down).
import { P, taper, type TPt } from './creatures';
import { ribbon, stationsAlong, type TStation } from './curve-kit';
export type { TStation } from './curve-kit';
import { headInks, hebiHead } from './snake-head';
import { smoothRing } from './dragon';
import type { TGenShape } from './gen-shape';

/** The body's centre line from the neck to the tail tip: right along the top, round the coil
 *  clockwise, then over the neck and out to the upper right. */
const SPINE: TPt[] = [
  [150, 150],
  [214, 170],
  [292, 182],
  [366, 218],
  [408, 290],
  [402, 372],
  [350, 436],
  [266, 466],
  [180, 452],
  [114, 400],
  [88, 322],
  [108, 248],
  [160, 196],
  [236, 150],
  [306, 112],
  [380, 92],
  [444, 104],
  [476, 146],
  [460, 184],
];

/** the coil's centre and the radius of its open eye, for a flower set in it (relation-coil.ts) */
export const SNAKE_COIL = { c: [248, 312] as TPt, r: 106 };

/** where along the body (0 neck .. 1 tail tip) it starts to pass over the neck */
const OVER = 0.66;


/** Half-width: narrower at the neck, swelling through the coil (a muscular body, not a hose
 *  of one width), tapering to a point at the tail. */
const halfWidth = (u: number) => {
  const neck = u < 0.08 ? 8 * (1 - u / 0.08) : 0;
  const tail = u > 0.45 ? Math.pow((u - 0.45) / 0.55, 1.1) * 0.96 : 0;
  const swell = 5 * Math.sin(Math.PI * Math.min(1, u / 0.6));
  return (44 + swell) * (1 - tail) - neck;
};

export function snakeStations(n = 150, girth = 1): TStation[] {
  return stationsAlong(SPINE, 20, n, halfWidth, girth);
}

/** A point across the body: v = -1 on the back edge, +1 on the belly edge. */
export const across = (s: TStation, v: number, along = 0): TPt => [
  s.p[0] + s.n[0] * s.w * v + s.t[0] * along,
  s.p[1] + s.n[1] * s.w * v + s.t[1] * along,
];

/** The outline of a run of stations: back edge out, belly edge back. */
const runOutline = (st: TStation[]) =>
  smoothRing([...st.map((s) => across(s, -1)), ...st.map((s) => across(s, 1)).reverse()]);

/** Even-odd point in polygon. */
export function inside(pt: TPt, poly: TPt[]): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > pt[1] !== yj > pt[1] && pt[0] < ((xj - xi) * (pt[1] - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}

/** Belly scutes: wide plates along the underside, each bowed toward the tail, split by gaps. */
export function scutes(st: TStation[], bold: boolean, hidden: (s: TStation, p: TPt) => boolean): string {
  let d = '';
  const step = bold ? 5 : 4;
  for (let i = 2; i + step < st.length - 8; i += step) {
    const a = st[i];
    const b = st[i + step - 1];
    const m = st[i + Math.floor(step / 2)];
    if ([a, b].some((s) => hidden(s, across(s, 0.6)))) continue;
    d +=
      `M${P(across(a, 0.22))}Q${P(across(m, 0.2))} ${P(across(b, 0.22))}` +
      `Q${P(across(b, 0.62, b.w * 0.28))} ${P(across(b, 0.98))}` +
      `Q${P(across(m, 0.98))} ${P(across(a, 0.98))}` +
      `Q${P(across(a, 0.62, a.w * 0.28))} ${P(across(a, 0.22))}Z`;
  }
  return d;
}

/** Back scales: staggered rows of overlapping arcs, each cup opening toward the head, fewer
 *  and larger when bold; they shrink with the body toward the tail. */
export function backScales(
  st: TStation[],
  bold: boolean,
  hidden: (s: TStation, p: TPt) => boolean,
): string {
  let d = '';
  const step = bold ? 4 : 3;
  const rows = bold
    ? [
        [-0.7, -0.15],
        [-0.42, 0.1],
      ]
    : [
        [-0.8, -0.4, 0],
        [-0.6, -0.2],
      ];
  const half = bold ? 0.26 : 0.19;
  for (let i = 3, row = 0; i < st.length - 14; i += step, row++) {
    const s = st[i];
    const cup = Math.max(3, s.w * (bold ? 0.42 : 0.3));
    for (const v of rows[row % 2]) {
      if (s.w < 14 && (v < -0.7 || v > 0)) continue;
      const a = across(s, v - half);
      const b = across(s, v + half);
      const c = across(s, v, cup);
      if ([a, b, c].some((p) => hidden(s, p))) continue;
      d += taper(a, c, b, Math.max(1.3, s.w * (bold ? 0.085 : 0.06)));
    }
  }
  return d;
}

/** Cut lines along the tail's two edges where it lies over the neck, so the crossing reads as
 *  one body over another rather than a merged blob. */
function crossingEdges(front: TStation[], under: TPt[], w: number): string {
  let d = '';
  for (const v of [-1, 1]) {
    let run: TPt[] = [];
    const flush = () => {
      if (run.length > 2) d += ribbon(run, (t) => w * Math.min(1, 4 * t, 4 * (1 - t)) + 0.6);
      run = [];
    };
    for (const s of front) {
      const e = across(s, v * 0.97);
      if (inside(e, under)) run.push(e);
      else flush();
    }
    flush();
  }
  return d;
}

/** The whole hebi; `bold` coarsens the scales and plates for a small piece. */
export function snake(bold = false): TGenShape {
  const st = snakeStations(150, bold ? 1.08 : 1);
  const cut = Math.round(OVER * (st.length - 1));
  const back = st.slice(0, cut + 2);
  const front = st.slice(cut - 2);
  const neckPoly = [
    ...st.filter((s) => s.u < 0.3).map((s) => across(s, -1)),
    ...st
      .filter((s) => s.u < 0.3)
      .map((s) => across(s, 1))
      .reverse(),
  ];
  const frontPoly = [
    ...front.map((s) => across(s, -1)),
    ...front.map((s) => across(s, 1)).reverse(),
  ];
  // the neck's scales and plates are not drawn where the tail lies over them
  const hidden = (s: TStation, p: TPt) => s.u < 0.3 && inside(p, frontPoly);
  const head = hebiHead(st[0], bold);
  return {
    // the head and the neck one outline, so no seam is drawn across the neck
    d:
      smoothRing([
        ...head.outline,
        ...back.map((s) => across(s, 1)),
        ...back.map((s) => across(s, -1)).reverse(),
      ]) + runOutline(front),
    holes:
      backScales(st, bold, hidden) +
      crossingEdges(front.slice(8), neckPoly, bold ? 3.4 : 2.6) +
      head.holes,
    alt: scutes(st, bold, hidden),
    inks: headInks(head),
  };
}

/** The hebi for one-line work: its outline, open mouth and eye, no scales or plates. */
export function snakeLine(): TGenShape {
  const g = snake();
  return { d: g.d, inks: (g.inks ?? []).filter((k) => k.role === 'red' || k.role === 'yellow') };
}
