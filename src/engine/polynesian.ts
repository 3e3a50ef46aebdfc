// Polynesian and Maori-inspired pattern primitives (tattoo-domain §4: shark teeth "niho mano",
// spearheads, ocean waves, koru spirals, unaunahi scales, hatched double lines). Each motif is
// drawn in one repeat cell of a band, in band units: x runs along the band from 0 to the cell's
// length `a` (in band heights), y across it from 0 (the band's base line) to 1. A band maps its
// cells onto the canvas, so the same motifs run along a straight armband or round a ring.
import { P } from './scene';

type TPt = [number, number];
/** A band's map from (cell units along, 0..1 across) to canvas coordinates. */
export type TBandMap = (u: number, v: number) => TPt;
export type TBandKind = 'teeth' | 'spearheads' | 'waves' | 'koru' | 'scales' | 'hatch';
export const BAND_KINDS: readonly TBandKind[] = [
  'teeth',
  'spearheads',
  'waves',
  'koru',
  'scales',
  'hatch',
];

/** Closed shapes of one cell, in band units (x 0..a, y 0..1). */
type TCell = (a: number) => TPt[][];

/** Shark teeth: a row of black triangles standing on the base line, tips on the far line. */
const teeth: TCell = (a) => [
  [
    [0, 0],
    [a, 0],
    [a * 0.5, 0.94],
  ],
];

/** Spearheads: arrow points along a shaft through the band's middle. */
const spearheads: TCell = (a) => [
  [
    [0, 0.44],
    [a, 0.44],
    [a, 0.56],
    [0, 0.56],
  ],
  [
    [a * 0.08, 0.06],
    [a * 0.86, 0.5],
    [a * 0.08, 0.94],
    [a * 0.34, 0.5],
  ],
];

/** Ocean waves: the band below a rolling crest that curls over at its top. */
const waves: TCell = (a) => {
  const pts: TPt[] = [[0, 0]];
  for (let i = 0; i <= 16; i++) {
    const t = i / 16;
    // a crest rising slowly and dropping steeply, the wave's face
    const y = 0.18 + 0.7 * Math.pow(Math.sin(Math.PI * t), 2) * (t < 0.7 ? 1 : 1 - (t - 0.7) * 1.6);
    pts.push([a * t, y]);
  }
  pts.push([a, 0]);
  return [pts];
};

/** A spiral ribbon wound `turns` times round (cx, cy), tapering inward to a round bulb. */
export function spiralRibbon(
  cx: number,
  cy: number,
  r: number,
  turns: number,
  w0: number,
  start: number,
  dir: 1 | -1,
  sx = 1,
): TPt[][] {
  const n = Math.ceil(turns * 28);
  const outer: TPt[] = [];
  const inner: TPt[] = [];
  let last: TPt = [cx, cy];
  let lastW = w0;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const ang = start + dir * t * turns * 2 * Math.PI;
    const rr = r * (1 - 0.78 * t);
    const w = w0 * (1 - 0.55 * t);
    const c = Math.cos(ang);
    const s = Math.sin(ang);
    outer.push([cx + sx * (rr + w / 2) * c, cy + (rr + w / 2) * s]);
    inner.push([cx + sx * (rr - w / 2) * c, cy + (rr - w / 2) * s]);
    last = [cx + sx * rr * c, cy + rr * s];
    lastW = w;
  }
  const bulb: TPt[] = [];
  for (let i = 0; i < 12; i++) {
    const ang = (i / 12) * 2 * Math.PI;
    bulb.push([last[0] + sx * lastW * 0.85 * Math.cos(ang), last[1] + lastW * 0.85 * Math.sin(ang)]);
  }
  return [[...outer, ...inner.reverse()], bulb];
}

/** Koru: an unfurling fern frond, a stem rising off the base line into a spiral. */
const koru: TCell = (a) => {
  const r = Math.min(0.36, a * 0.4);
  const cx = a * 0.5;
  const cy = 0.52;
  const w = Math.min(0.16, r * 0.5);
  // the stem runs along the base line and up into the spiral's outer turn
  const stem: TPt[] = [
    [0, 0],
    [a, 0],
    [a, w * 0.8],
    [cx + r * 0.3, w * 0.8],
    [cx, cy - r + w / 2],
    [cx - r * 0.25, w * 1.1],
    [0, w * 0.8],
  ];
  return [stem, ...spiralRibbon(cx, cy, r, 1.3, w, -Math.PI / 2, 1, a < 0.7 ? a / 0.7 : 1)];
};

/** Unaunahi: fish-scale arcs standing on the base line, each with a dot in its hollow. */
const scales: TCell = (a) => {
  const R = Math.min(a * 0.5, 0.95);
  const r = R * 0.58;
  const arc: TPt[] = [];
  for (let i = 0; i <= 14; i++) {
    const ang = Math.PI - (i / 14) * Math.PI;
    arc.push([a / 2 + R * Math.cos(ang), R * Math.sin(ang)]);
  }
  for (let i = 14; i >= 0; i--) {
    const ang = Math.PI - (i / 14) * Math.PI;
    arc.push([a / 2 + r * Math.cos(ang), r * Math.sin(ang)]);
  }
  const dot: TPt[] = [];
  const dr = r * 0.38;
  for (let i = 0; i < 10; i++) {
    const ang = (i / 10) * 2 * Math.PI;
    dot.push([a / 2 + dr * Math.cos(ang), dr * 1.05 + dr * Math.sin(ang)]);
  }
  return [arc, dot];
};

/** Hatching (pakati): short slanted bars between the band's two lines. */
const hatch: TCell = (a) => [
  [
    [a * 0.1, 0],
    [a * 0.42, 0],
    [a * 0.9, 1],
    [a * 0.58, 1],
  ],
];

const CELLS: Record<TBandKind, TCell> = { teeth, spearheads, waves, koru, scales, hatch };

/** How long one cell of each motif is, in band heights: the proportions that read best. */
export const CELL_ASPECT: Record<TBandKind, number> = {
  teeth: 0.8,
  spearheads: 0.9,
  waves: 1.6,
  koru: 1.1,
  scales: 1.5,
  hatch: 0.45,
};

/** A closed shape mapped onto the band, its edges split so they bend with a curved band. */
function mapped(shape: TPt[], map: TBandMap, i: number, a: number, flip: boolean): string {
  let d = '';
  for (let k = 0; k < shape.length; k++) {
    const [x0, y0] = shape[k];
    const [x1, y1] = shape[(k + 1) % shape.length];
    const steps = Math.max(1, Math.ceil(Math.abs(x1 - x0) / (a * 0.2)));
    for (let s = 0; s < steps; s++) {
      const t = s / steps;
      const x = x0 + (x1 - x0) * t;
      const y = y0 + (y1 - y0) * t;
      d += `${d ? 'L' : 'M'}${P(...map(i + x / a, flip ? 1 - y : y))}`;
    }
  }
  return d + 'Z';
}

/** `n` cells of one motif along a band (cells 0..n, u running 0..n). `flip` stands the motifs
 *  on the band's far line instead of its base line; `a` is the cell's length in band heights. */
export function bandD(
  kind: TBandKind,
  map: TBandMap,
  n: number,
  a: number,
  flip = false,
  keep: (i: number) => boolean = () => true,
): string {
  const cell = CELLS[kind](a);
  let d = '';
  for (let i = 0; i < n; i++)
    if (keep(i)) for (const shape of cell) d += mapped(shape, map, i, a, flip);
  return d;
}

/** A solid stripe across the band from v0 to v1 (a border line), `n` cells long. */
export function stripeD(map: TBandMap, n: number, v0: number, v1: number, from = 0): string {
  const steps = Math.max(8, n * 4);
  let d = '';
  for (let s = 0; s <= steps; s++) d += `${s ? 'L' : 'M'}${P(...map(from + (s / steps) * n, v0))}`;
  for (let s = steps; s >= 0; s--) d += `L${P(...map(from + (s / steps) * n, v1))}`;
  return d + 'Z';
}

/** A straight band from (x0, y0), `len` long and `h` high; u counts cells of length len / n. */
export function straightMap(x0: number, y0: number, len: number, h: number, n: number): TBandMap {
  return (u, v) => [x0 + (u * len) / n, y0 + v * h];
}

/** A ring round (cx, cy) from radius r0 (v = 0) to r1 (v = 1), stretched ex across and ey
 *  down; u counts cells round it, `rot` turns where the first cell starts. */
export function ringMap(
  cx: number,
  cy: number,
  r0: number,
  r1: number,
  n: number,
  ex = 1,
  ey = 1,
  rot = -Math.PI / 2,
): TBandMap {
  return (u, v) => {
    const ang = rot + (u / n) * 2 * Math.PI;
    const r = r0 + (r1 - r0) * v;
    return [cx + ex * r * Math.cos(ang), cy + ey * r * Math.sin(ang)];
  };
}

/** Cells that fit round a ring of mean radius r for a motif of band height h: a whole number. */
export function cellsRound(kind: TBandKind, r: number, h: number, ex = 1, ey = 1): number {
  const circ = Math.PI * (3 * (ex + ey) - Math.sqrt((3 * ex + ey) * (ex + 3 * ey))) * r;
  return Math.max(6, Math.round(circ / (h * CELL_ASPECT[kind])));
}
