// Japanese fire (irezumi): flame masses, not stamps. Each mass is one body of fire - a broad
// trunk rising in an S and hooking over at its tip - with tongues grown out of it that lean away,
// flick back up and curl at their ends like the scroll ends of kumo clouds and wave crests. A
// mass is drawn as one contour (every part's ink ring first, then every fill over them), red
// outside, an orange core and a yellow heart following the same spines. Masses overlap one
// another back to front, so the fire interlocks instead of repeating one shape.
import { sw, type TCtx } from './context';
import { P, polar, type TPt } from './creatures';
import type { TRng } from './prng';
import { stencilLine } from './treat';

/** One lick of flame along a turtle path: from `p` heading `heading` (radians, screen y down),
 *  `len` long, `width` half-wide at its root; it sways `sway` radians in an S and turns `curl`
 *  radians over its last stretch, which makes the hooked tip. */
export interface TLick {
  p: TPt;
  heading: number;
  len: number;
  width: number;
  sway: number;
  phase: number;
  curl: number;
  /** how far its way turns from `heading` to straight up by its tip, 0..1: a lick leaning out
   *  of a trunk rises as fire does */
  rise: number;
}

const STEPS = 56;
/** Where the tip's hook starts turning, as a share of the lick's length. */
const HOOK = 0.6;
const UP = -Math.PI / 2;

/** The lick's centre line, STEPS + 1 points. */
export function lickSpine(l: TLick): TPt[] {
  const pts: TPt[] = [l.p];
  const s0 = Math.sin(l.phase);
  for (let s = 1; s <= STEPS; s++) {
    const u = s / STEPS;
    const heading =
      l.heading +
      (UP - l.heading) * l.rise * (1 - (1 - u) ** 2) +
      l.sway * (Math.sin(Math.PI * 1.6 * u + l.phase) - s0) +
      l.curl * Math.max(0, (u - HOOK) / (1 - HOOK)) ** 1.8;
    pts.push(polar(pts[s - 1], l.len / STEPS, heading));
  }
  return pts;
}

/** Half-width along a lick: broad at the root, a little swell, closing to a point at the tip. */
export const lickWidth = (l: TLick) => (u: number) =>
  l.width * (1 - u) ** 0.7 * (1 + 0.3 * Math.sin(Math.PI * u));

/** A band along `pts` from u0 to u1 (shares of its length), `hw(u)` half-wide, its middle moved
 *  `off(u)` to the right of the way. */
export function bandAlong(
  pts: TPt[],
  hw: (u: number) => number,
  u0 = 0,
  u1 = 1,
  off: (u: number) => number = () => 0,
): string {
  const n = pts.length - 1;
  const left: TPt[] = [];
  const right: TPt[] = [];
  for (let i = Math.round(u0 * n); i <= Math.round(u1 * n); i++) {
    const a = pts[Math.max(0, i - 1)];
    const b = pts[Math.min(n, i + 1)];
    const ang = Math.atan2(b[1] - a[1], b[0] - a[0]);
    const w = Math.max(0, hw(i / n));
    const c = polar(pts[i], off(i / n), ang + Math.PI / 2);
    left.push(polar(c, w, ang - Math.PI / 2));
    right.push(polar(c, w, ang + Math.PI / 2));
  }
  return `M${[...left, ...right.reverse()].map(P).join('L')}Z`;
}

/** A tongue grown out of `trunk` at u (share of its length) on `side` (1 right of its way, -1
 *  left): it leans away and its tip flicks back up, toward the trunk's way. */
export function branchLick(
  trunk: TLick,
  u: number,
  side: 1 | -1,
  R: TRng,
  reach = R.range(0.5, 0.75) * (1 - u),
): TLick {
  const pts = lickSpine(trunk);
  const i = Math.round(u * STEPS);
  const a = pts[Math.max(0, i - 1)];
  const b = pts[Math.min(STEPS, i + 1)];
  const ang = Math.atan2(b[1] - a[1], b[0] - a[0]);
  const hw = lickWidth(trunk)(u);
  return {
    p: polar(pts[i], hw * 0.35, ang + (side * Math.PI) / 2),
    heading: ang + side * R.range(0.7, 1.1),
    len: trunk.len * reach,
    width: hw * R.range(0.62, 0.78),
    sway: R.range(0.05, 0.15) * side,
    phase: R.range(0, 1.2),
    rise: R.range(0.75, 1),
    // the tip flicks out, away from the trunk: the lick is an S
    curl: side * R.range(3.4, 4.4),
  };
}

/** A mass of fire: a trunk and the tongues grown out of it, in one contour. `inks` are the outer
 *  flame, the core and the heart; a stencil keeps the contour and the core's edge. */
/** Each lick's inner band (the core, or the heart with a smaller share): it rises from the base,
 *  stops short of the tip at `end`, closes to a point and drifts, as it rises, to the inside of
 *  the tip's curl (a curl to the right is clockwise). */
export function lickCores(licks: TLick[], spines: TPt[][], share: number, end: number): string[] {
  return licks.map((l, k) => {
    const hw = lickWidth(l);
    return bandAlong(
      spines[k],
      (u) => hw(u) * share * Math.min(1, (end - u) / 0.2),
      0,
      end,
      (u) => Math.sign(l.curl) * hw(u) * (1 - share) * 0.8 * u,
    );
  });
}

export function flameMass(ctx: TCtx, licks: TLick[], inks: [string, string, string]): string {
  const spines = licks.map(lickSpine);
  const outer = licks.map((l, k) => bandAlong(spines[k], lickWidth(l)));
  const inner = (share: number, end: number) => lickCores(licks, spines, share, end);
  const ink = ctx.palette.ink;
  // a stencil has no ink fills: its rings are bare strokes, their inner halves under the fills
  const under = ctx.stencil ? 'none' : ink;
  const ring = (ds: string[], w: number, fill: string) =>
    ds
      .map(
        (d) =>
          `<path d="${d}" fill="${under}" stroke="${ink}" stroke-width="${sw(w)}" stroke-linejoin="round"/>`,
      )
      .join('') + ds.map((d) => `<path d="${d}" fill="${fill}"/>`).join('');
  // a stencil keeps the contour and the core's edge, the line the colour changes along
  if (ctx.stencil)
    return `<g>${ring(outer, stencilLine(ctx) * 2, '#ffffff')}${ring(inner(0.5, 0.86), stencilLine(ctx) * 1.4, '#ffffff')}</g>`;
  return (
    `<g>${ring(outer, ctx.outline * 1.6, inks[0])}` +
    ring(inner(0.5, 0.86), ctx.detail * 1.4, inks[1]) +
    ring(inner(0.22, 0.55), ctx.detail, inks[2]) +
    '</g>'
  );
}

/** A trunk and its tongues: `sides` lists where tongues grow, as [u along the trunk, side]. */
function grown(trunk: TLick, sides: [number, 1 | -1, number][], R: TRng): TLick[] {
  return [trunk, ...sides.map(([u, side, reach]) => branchLick(trunk, u, side, R, reach))];
}

/** The fire up one side (-1 left, 1 right) of the panel, two masses interlocking: behind, one
 *  breaking in from the edge at mid height and leaning in over the motif's shoulder; in front, a
 *  column from the foot corner swaying up the edge and hooking in over the motif. Both grow
 *  tongues toward the motif, and one or two out over the edge. */
function sideFire(
  ctx: TCtx,
  W: number,
  H: number,
  m: number,
  R: TRng,
  side: -1 | 1,
  width: number,
  inks: [string, string, string],
): string {
  const inward = -side as 1 | -1;
  const edge = side < 0 ? m : W - m;
  const upper: TLick = {
    p: [edge, H * R.range(0.55, 0.62)],
    heading: UP - side * R.range(0.6, 0.75),
    len: H * R.range(0.42, 0.5),
    width: width * R.range(0.8, 0.9),
    sway: side * R.range(0.1, 0.2),
    phase: R.range(0, 1),
    rise: R.range(0.35, 0.55),
    curl: side * R.range(3, 3.8),
  };
  const column: TLick = {
    p: [edge - side * W * 0.04, H - m + W * 0.05],
    heading: UP - side * 0.06,
    len: (H - 2 * m) * R.range(0.6, 0.7),
    width,
    sway: side * R.range(0.14, 0.22),
    phase: R.range(0, 0.5),
    rise: 0,
    curl: inward * R.range(3, 3.8),
  };
  const tongues = (n: number, from: number, step: number): [number, 1 | -1, number][] =>
    Array.from({ length: n }, (_, k) => [
      from + k * step + R.range(-0.03, 0.03),
      inward,
      R.range(0.18, 0.34),
    ]);
  return (
    flameMass(ctx, grown(upper, [...tongues(2, 0.25, 0.25), [0.4, side, 0.25]], R), inks) +
    flameMass(ctx, grown(column, [...tongues(3, 0.15, 0.22), [0.35, side, 0.25]], R), inks)
  );
}

/** The fire filling a Japanese panel W x H (margin m) round the motif in `box`: columns of fire
 *  rooted in the foot corners sweep up the sides behind the motif and hook in over it, and a bank
 *  of masses along the foot rises under it. */
export function fireField(
  ctx: TCtx,
  W: number,
  H: number,
  m: number,
  R: TRng,
  box: { x: number; y: number; w: number; h: number },
  inks: [string, string, string],
): string {
  const up = -Math.PI / 2;
  // sizes follow the panel's breadth, but a long narrow panel (a forearm) keeps licks that read
  // as flame rather than as strands: fewer and broader
  const unit = Math.max(W, H * 0.6);
  let s = '';
  for (const side of [-1, 1] as const) {
    const gap = side < 0 ? box.x - m : W - m - (box.x + box.w);
    const width = Math.min(W * 0.14, Math.max(unit * 0.075, gap * 0.45));
    s += sideFire(ctx, W, H, m, R, side, width, inks);
  }
  // the bank along the foot: one body of fire, tongues of every height rising out of it and
  // leaning this way and that, the tallest up the middle under the motif
  const n = Math.max(3, Math.min(5, Math.round((5 * W) / unit)));
  const bank: TLick[] = [];
  for (let k = 0; k < n; k++) {
    const u = (k + 0.5) / n + R.range(-0.03, 0.03);
    const lean = (u - 0.5) * R.range(0.8, 1.3) + R.range(-0.2, 0.2);
    const trunk: TLick = {
      p: [m + u * (W - 2 * m), H - m + W * 0.03],
      heading: up + lean,
      len: H * (0.26 + 0.2 * (1 - Math.abs(u - 0.5) * 2)) * R.range(0.85, 1.15),
      width: ((W - 2 * m) / n) * R.range(0.42, 0.5),
      sway: R.range(-0.2, 0.2),
      phase: R.range(0, 1),
      rise: R.range(0.3, 0.7),
      curl: (lean > 0 ? 1 : -1) * R.range(3.4, 4.4),
    };
    const side = lean > 0 ? 1 : -1;
    bank.push(
      trunk,
      branchLick(trunk, R.range(0.2, 0.35), side, R, R.range(0.3, 0.45)),
      branchLick(trunk, R.range(0.4, 0.55), -side as 1 | -1, R, R.range(0.2, 0.35)),
    );
  }
  s += flameMass(ctx, bank, inks);
  return s;
}
