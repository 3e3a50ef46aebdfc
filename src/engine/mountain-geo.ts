// What "mountain" draws in geometric work: a round piece, not an icon. A range of faceted peaks
// (each face split into planes of skin, dotwork and solid ink, lit from the upper left) under a
// sun disc, a hexagram of fine construction lines inscribed in the circle behind them, and graded
// horizontal lines for the valley floor, all filling one disc so a circle drawn round it sits
// tight. Same TGenShape contract as geo-bee.ts: `d` the disc, planes as inks (facets.ts).
import { ellipse, P, type TPt } from './creatures';
import type { TGenShape } from './gen-shape';

const C: TPt = [256, 256];
const R = 250;
const FOOT = 372;
// left foot, then summit / valley pairs, then the right foot
const RANGE: TPt[] = [
  [C[0] - Math.sqrt(R * R - (FOOT - C[1]) ** 2), FOOT],
  [120, 236],
  [176, 292],
  [256, 112],
  [326, 268],
  [388, 196],
  [C[0] + Math.sqrt(R * R - (FOOT - C[1]) ** 2), FOOT],
];

type TPlane = { d: string; plane: number };

const tri = (a: TPt, b: TPt, c: TPt) => `M${P(a)}L${P(b)}L${P(c)}Z`;
const lerp = (a: TPt, b: TPt, t: number): TPt => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];

/** A straight fine line as a thin strip (inks are regions). */
function strip(a: TPt, b: TPt, w: number): string {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const n: TPt = [(-(b[1] - a[1]) / len) * w, ((b[0] - a[0]) / len) * w];
  return `M${P([a[0] + n[0], a[1] + n[1]])}L${P([b[0] + n[0], b[1] + n[1]])}L${P([b[0] - n[0], b[1] - n[1]])}L${P([a[0] - n[0], a[1] - n[1]])}Z`;
}

/** One peak's planes: the ridge runs from the summit to a foot point, the lit left face split
 *  into skin over dotwork, the shadow face into solid ink over dotwork. */
function peak(left: TPt, top: TPt, right: TPt, ridgeX: number): TPlane[] {
  const foot: TPt = [ridgeX, FOOT];
  const l0: TPt = [left[0], FOOT];
  const r0: TPt = [right[0], FOOT];
  const mid = lerp(top, foot, 0.55);
  return [
    { d: tri(top, lerp(top, left, 0.6), mid), plane: 0 },
    {
      d:
        tri(lerp(top, left, 0.6), left, l0) +
        tri(lerp(top, left, 0.6), l0, foot) +
        tri(lerp(top, left, 0.6), foot, mid),
      plane: 0,
    },
    { d: tri(top, mid, lerp(top, right, 0.7)), plane: 2 },
    {
      d: tri(mid, foot, r0) + tri(mid, r0, right) + tri(mid, right, lerp(top, right, 0.7)),
      plane: 1,
    },
  ];
}

/** The range's planes: peaks side by side, meeting on a plumb line under each valley (planes
 *  of one tone are painted together, so they must not overlap). */
function range(): TPlane[] {
  const [l, p1, v1, p2, v2, p3, r] = RANGE;
  return [...peak(l, p1, v1, 140), ...peak(v1, p2, v2, 276), ...peak(v2, p3, r, 404)];
}

/** The valley floor: horizontal lines under the range, heavier toward the bottom, each cut to
 *  the circle. */
function floor(): string {
  let d = '';
  for (let k = 0; k < 7; k++) {
    const y = FOOT + 14 + k * 17;
    const half = Math.sqrt(Math.max(0, R * R - (y - C[1]) ** 2)) - 10;
    if (half < 20) continue;
    d += strip([C[0] - half, y], [C[0] + half, y], 1.6 + k * 0.5);
  }
  return d;
}

/** The construction figure: a hexagram in the circle, dots at its points, and the disc's rim. */
function geometry(): string {
  const pts = (rot: number): TPt[] =>
    [0, 1, 2].map((i) => [
      C[0] + (R - 6) * Math.cos(rot + (i * 2 * Math.PI) / 3),
      C[1] + (R - 6) * Math.sin(rot + (i * 2 * Math.PI) / 3),
    ]);
  let d = '';
  for (const rot of [-Math.PI / 2, Math.PI / 2]) {
    const t = pts(rot);
    for (let i = 0; i < 3; i++) {
      d += strip(t[i], t[(i + 1) % 3], 1.4);
      d += ellipse(t[i][0], t[i][1], 6, 6);
    }
  }
  return d;
}

/** A geometric mountain range in a disc: planes (skin, dotwork, solid) as inks over the disc. */
export function geoMountain(): TGenShape {
  const disc = ellipse(C[0], C[1], R, R);
  const sun: TPlane = { d: ellipse(128, 118, 50, 50), plane: 1 };
  const sunCore: TPlane = { d: ellipse(128, 118, 32, 32), plane: 0 };
  const planes: TPlane[] = [
    { d: geometry(), plane: 2 },
    sun,
    sunCore,
    ...range(),
    { d: floor(), plane: 2 },
  ];
  return { d: disc, inks: planes.map((p) => ({ role: 'black' as const, d: p.d, plane: p.plane })) };
}
