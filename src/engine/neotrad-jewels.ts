// Neo-traditional jewellery: cut gems set in gold mounts on the frame and a drop gem hanging from
// a bead chain, each stone in three values of its colour (light crown facet, shadowed pavilion,
// deep edge) with a white glint, so they read as faceted stones worked into the ornament rather
// than flat stickers.
import type { TCtx } from './context';
import { jewelValues } from './jewel-tone';
import { circleD, inked, line } from './ornaments';
import { f, P } from './scene';

type TPt = [number, number];

const poly = (pts: TPt[]) => `M${pts.map((p) => P(...p)).join('L')}Z`;
const glint = (ctx: TCtx, x: number, y: number, r: number) =>
  ctx.stencil ? '' : `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#ffffff"/>`;

/** A fine line a share of the detail weight, never under the 0.5 mm floor. */
export function fineW(ctx: TCtx, k: number): number {
  return Math.max(ctx.mm(0.55), ctx.detail * k);
}

/** The frame's gold, or skin where there is no colour. */
export function goldOf(ctx: TCtx): string {
  return ctx.palette.inkOnly ? ctx.palette.paper : ctx.palette.roles.gold;
}

/** A facet filled in one value, without its own contour (the stone's contour goes on top). */
function facet(ctx: TCtx, pts: TPt[], fill: string): string {
  return ctx.stencil || ctx.palette.inkOnly ? '' : `<path d="${poly(pts)}" fill="${fill}"/>`;
}

/** A cut gem from the front, set in a gold bezel with four prongs: a light table and crown, a
 *  shadowed pavilion, facet lines in the fine weight. */
export function setGem(ctx: TCtx, x: number, y: number, r: number, colour: string): string {
  const v = jewelValues(ctx, colour);
  const tl: TPt = [x - r * 0.5, y - r * 0.55];
  const tr: TPt = [x + r * 0.5, y - r * 0.55];
  const l: TPt = [x - r, y - r * 0.1];
  const rr: TPt = [x + r, y - r * 0.1];
  const b: TPt = [x, y + r];
  const ml: TPt = [x - r * 0.25, y - r * 0.1];
  const mr: TPt = [x + r * 0.25, y - r * 0.1];
  const gold = goldOf(ctx);
  // the bezel: a gold rim a little larger than the stone, with prongs at the corners
  let s = inked(
    ctx,
    poly([
      [x - r * 0.62, y - r * 0.75],
      [x + r * 0.62, y - r * 0.75],
      [x + r * 1.25, y - r * 0.12],
      [x, y + r * 1.32],
      [x - r * 1.25, y - r * 0.12],
    ]),
    gold,
    ctx.detail * 1.4,
  );
  s += inked(ctx, poly([tl, tr, rr, b, l]), colour, ctx.detail * 1.2);
  s += facet(ctx, [tl, tr, mr, ml], v.light);
  s += facet(ctx, [l, tl, ml], v.light);
  s += facet(ctx, [mr, tr, rr], v.shadow);
  s += facet(ctx, [ml, mr, b], colour);
  s += facet(ctx, [mr, rr, b], v.deep);
  s += facet(ctx, [l, ml, b], v.shadow);
  s += line(
    ctx,
    `M${P(...l)}L${P(...rr)}M${P(...ml)}L${P(...b)}L${P(...mr)}M${P(...ml)}L${P(...tl)}M${P(...mr)}L${P(...tr)}`,
    fineW(ctx, 0.8),
  );
  for (const [px, py] of [tl, tr, l, rr])
    s += inked(ctx, circleD(px, py, r * 0.14), gold, fineW(ctx, 0.8));
  return s + glint(ctx, x - r * 0.32, y - r * 0.3, r * 0.13);
}

/** A round cabochon in a gold bezel: its light side, its shadow side and a glint. */
export function cabochon(ctx: TCtx, x: number, y: number, r: number, colour: string): string {
  const v = jewelValues(ctx, colour);
  let s = inked(ctx, circleD(x, y, r * 1.3), goldOf(ctx), ctx.detail * 1.3);
  s += inked(ctx, circleD(x, y, r * 0.85), colour, ctx.detail);
  if (!ctx.stencil && !ctx.palette.inkOnly) {
    s += `<path d="M${P(x + r * 0.85, y)}A${f(r * 0.85)} ${f(r * 0.85)} 0 0 1 ${P(x - r * 0.6, y + r * 0.6)}A${f(r * 0.7)} ${f(r * 0.7)} 0 0 0 ${P(x + r * 0.85, y)}Z" fill="${v.deep}"/>`;
    s += `<circle cx="${f(x - r * 0.2)}" cy="${f(y - r * 0.2)}" r="${f(r * 0.45)}" fill="${v.light}" fill-opacity="0.8"/>`;
  }
  return s + glint(ctx, x - r * 0.32, y - r * 0.32, r * 0.2);
}

/** A drop gem hanging on a chain of gold beads from (x, y): a faceted teardrop, light on its
 *  left, deep on its right. */
export function pendant(ctx: TCtx, x: number, y: number, J: number, colour: string): string {
  const gold = goldOf(ctx);
  const v = jewelValues(ctx, colour);
  let s = '';
  const beads = 2;
  for (let i = 0; i < beads; i++)
    s += inked(ctx, circleD(x, y + J * (0.2 + i * 0.42), J * 0.17), gold, ctx.detail);
  const top = y + J * (0.2 + beads * 0.42);
  s += inked(ctx, circleD(x, top, J * 0.24), gold, ctx.detail);
  const py = top + J * 0.12;
  const drop = `M${P(x, py)}C${P(x + J * 0.75, py + J * 0.55)} ${P(x + J * 0.55, py + J * 1.5)} ${P(x, py + J * 1.6)}C${P(x - J * 0.55, py + J * 1.5)} ${P(x - J * 0.75, py + J * 0.55)} ${P(x, py)}Z`;
  s += inked(ctx, drop, colour, ctx.detail * 1.3);
  if (!ctx.stencil && !ctx.palette.inkOnly) {
    s += `<path d="M${P(x, py + J * 0.15)}C${P(x + J * 0.6, py + J * 0.6)} ${P(x + J * 0.45, py + J * 1.4)} ${P(x, py + J * 1.5)}L${P(x + J * 0.08, py + J * 0.8)}Z" fill="${v.deep}"/>`;
    s += `<path d="M${P(x, py + J * 0.15)}C${P(x - J * 0.55, py + J * 0.6)} ${P(x - J * 0.5, py + J * 1.0)} ${P(x - J * 0.25, py + J * 1.1)}L${P(x - J * 0.05, py + J * 0.7)}Z" fill="${v.light}"/>`;
  }
  s += line(
    ctx,
    `M${P(x, py + J * 0.1)}L${P(x + J * 0.06, py + J * 0.8)}L${P(x, py + J * 1.55)}`,
    fineW(ctx, 0.7),
  );
  return s + glint(ctx, x - J * 0.24, py + J * 0.6, J * 0.11);
}
