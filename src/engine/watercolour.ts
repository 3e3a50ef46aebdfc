// Watercolour tattoo pigment: soft washes that bleed past a black line scaffold, as the style is
// tattooed (domain notes §4/§5). The wash is the motif's silhouette laid down as two translucent
// glazes, each pushed off the line and given an irregular, creeping edge; where they overlap the
// pigment is deeper, and where only one reaches it is pale, so the edge reads as bled rather than
// cut. A second colour blooms out of one side. (A darker rim along the glaze read as a second,
// grey outline shadowing the line drawing: the pooled rims are the backdrop washes' (wash-splash.ts).)
//
// Why not SVG filters: resvg (the engine's rasteriser) does render feTurbulence +
// feDisplacementMap + feGaussianBlur, but measured on a 1024 px watercolour design they made the
// PNG 4-7x slower (about +0.6 to +1.2 s on the shared build machine, against a 150 ms budget).
// The same irregular edge is made here in geometry: the outline is sampled and displaced by a
// smooth noise field, which costs nothing at render time.
import type { TCtx } from './context';
import { mix } from './palettes';
import { splitSubpaths, type TBox, type TPath, type TPoint } from './path';
import type { TRng } from './prng';
import { flatten } from './weight-line';

const f = (n: number) => String(Math.round(n * 10) / 10);

/** A smooth 2-D noise field: a few sine waves in random directions, summed (-1..1). */
export function noiseField(rng: TRng, wavelength: number): (x: number, y: number) => number {
  const waves = Array.from({ length: 4 }, () => {
    const a = rng.range(0, Math.PI * 2);
    const k = ((2 * Math.PI) / wavelength) * rng.range(0.6, 1.6);
    return { kx: Math.cos(a) * k, ky: Math.sin(a) * k, ph: rng.range(0, Math.PI * 2) };
  });
  return (x, y) => waves.reduce((s, w) => s + Math.sin(w.kx * x + w.ky * y + w.ph), 0) / 4;
}

/** The silhouette's outline with a creeping, irregular edge: sampled, then displaced by noise
 *  (amplitude `amp`), as pigment spreads unevenly into skin. Closed polygons, same winding. */
export function bledOutline(path: TPath, rng: TRng, step: number, amp: number, wl: number): string {
  return bledPolylines(outlinePolylines(path, step), rng, amp, wl);
}

/** The silhouette's subpaths sampled about `step` apart (shared by every glaze of one motif). */
function outlinePolylines(path: TPath, step: number): TPoint[][] {
  return splitSubpaths(path).map((sub) => flatten(sub, step));
}

function bledPolylines(outline: TPoint[][], rng: TRng, amp: number, wl: number): string {
  const nx = noiseField(rng, wl);
  const ny = noiseField(rng, wl);
  let d = '';
  for (const pts of outline) {
    if (pts.length < 3) continue;
    const moved = pts.map(([x, y]) => [x + amp * nx(x, y), y + amp * ny(x, y)] as TPoint);
    if (moved.some((p) => !Number.isFinite(p[0]) || !Number.isFinite(p[1]))) continue;
    d += `M${f(moved[0][0])} ${f(moved[0][1])}L${moved
      .slice(1)
      .map((p) => `${f(p[0])} ${f(p[1])}`)
      .join(' ')}Z`;
  }
  return d;
}

/** A wash laid from one side: full colour where the brush went in, thinning across the subject
 *  until the line drawing stands on bare skin (a silhouette filled evenly read as a colouring
 *  book, not as paint). */
function washGradient(ctx: TCtx, colour: string, rng: TRng): string {
  const id = ctx.nextId('wash');
  const a = rng.range(0, Math.PI * 2);
  const [dx, dy] = [Math.cos(a) * 0.5, Math.sin(a) * 0.5];
  const deep = mix(colour, ctx.palette.ink, 0.12);
  ctx.defs.push(
    `<linearGradient id="${id}" x1="${f(0.5 - dx)}" y1="${f(0.5 - dy)}" x2="${f(0.5 + dx)}" y2="${f(0.5 + dy)}"><stop offset="0" stop-color="${deep}"/><stop offset="0.45" stop-color="${colour}" stop-opacity="0.85"/><stop offset="0.8" stop-color="${mix(colour, ctx.palette.paper, 0.4)}" stop-opacity="0.25"/><stop offset="1" stop-color="${colour}" stop-opacity="0.05"/></linearGradient>`,
  );
  return `url(#${id})`;
}

/** A bloom of the second colour: strong in the middle, fading out to bare skin. */
function bloomGradient(ctx: TCtx, colour: string): string {
  const id = ctx.nextId('bloom');
  ctx.defs.push(
    `<radialGradient id="${id}"><stop offset="0.2" stop-color="${colour}" stop-opacity="0.7"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
  );
  return `url(#${id})`;
}

/** The colour layer under a motif's line scaffold: two bled glazes off the line, a bloom of a
 *  second colour past one side. */
export function motifBleed(
  ctx: TCtx,
  path: TPath,
  box: TBox,
  colour: string,
  second: string,
  rng: TRng,
): string {
  const size = Math.max(box.w, box.h);
  const step = Math.max(ctx.mm(0.8), size / 160);
  // pigment creeps 2-4 mm past where it was laid; the creep varies over about 10 mm
  const amp = Math.min(ctx.mm(3), size * 0.05);
  const wl = Math.max(ctx.mm(10), size * 0.18);
  const side = rng.chance(0.5) ? 1 : -1;
  const shift = (k: number) =>
    `transform="translate(${f(side * (ctx.mm(1.6) + size * 0.015) * k)} ${f(ctx.mm(1.2) * k)})"`;
  const fill = washGradient(ctx, colour, rng.fork('wash'));
  // both glazes displace the same sampled outline: sample it once
  const outline = outlinePolylines(path, step);
  const glaze1 = bledPolylines(outline, rng.fork('g1'), amp, wl);
  const glaze2 = bledPolylines(outline, rng.fork('g2'), amp * 0.8, wl * 0.7);
  const a = rng.range(0, Math.PI * 2);
  const bx = box.x + box.w / 2 + Math.cos(a) * box.w * 0.38;
  const by = box.y + box.h / 2 + Math.sin(a) * box.h * 0.38;
  const br = size * rng.range(0.3, 0.4);
  return (
    `<g data-layer="bleed">` +
    `<circle cx="${f(bx)}" cy="${f(by)}" r="${f(br)}" fill="${bloomGradient(ctx, second)}"/>` +
    `<path d="${glaze1}" ${shift(1)} fill="${fill}" fill-opacity="0.58"/>` +
    `<path d="${glaze2}" ${shift(-0.4)} fill="${fill}" fill-opacity="0.4"/>` +
    `</g>`
  );
}
