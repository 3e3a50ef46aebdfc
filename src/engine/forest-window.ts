// "A deer with a forest inside": the double-exposure window. A round window on the animal's body
// holds a treeline: pines of varied heights built as stacked triangles, standing on a ground line
// before two far peaks. Solid pines read at arm's length where one scribbled tree does not.
import { sw, type TCtx } from './context';
import type { TRng } from './prng';
import { P } from './scene';
import { pattern } from './tone';

/** One pine: a trunk and three stacked triangles, each tier narrower, its apex at (x, top). */
function pine(x: number, ground: number, h: number): string {
  const w = h * 0.42;
  let d = `M${P(x - h * 0.03, ground)}L${P(x - h * 0.03, ground - h * 0.14)}L${P(x + h * 0.03, ground - h * 0.14)}L${P(x + h * 0.03, ground)}Z`;
  for (let t = 0; t < 3; t++) {
    const base = ground - h * (0.12 + t * 0.27);
    const apex = base - h * 0.4;
    const half = (w / 2) * (1 - t * 0.24);
    d += `M${P(x - half, base)}L${P(x, apex)}L${P(x + half, base)}Z`;
  }
  return d;
}

/** Pines across the window: tallest near the middle, a little play in height and spacing. */
function treeline(rng: TRng, cx: number, ground: number, r: number): string {
  const n = 7;
  let d = '';
  for (let i = 0; i < n; i++) {
    const u = (i / (n - 1)) * 2 - 1;
    const x = cx + u * r * 0.92 + rng.range(-0.04, 0.04) * r;
    const h = r * (1.3 - Math.abs(u) * 0.5 + rng.range(-0.14, 0.14));
    d += pine(x, ground, h);
  }
  return d;
}

/** The forest window at (cx, cy), radius r, drawn over the animal. */
export function forestWindow(ctx: TCtx, rng: TRng, cx: number, cy: number, r: number): string {
  const ink = ctx.palette.ink;
  const id = `forest-${Math.round(cx)}-${Math.round(cy)}`;
  const circle = `M${P(cx - r, cy)}A${r.toFixed(1)} ${r.toFixed(1)} 0 1 0 ${P(cx + r, cy)}A${r.toFixed(1)} ${r.toFixed(1)} 0 1 0 ${P(cx - r, cy)}Z`;
  const ground = cy + r * 0.6;
  const peaks = `M${P(cx - r, ground - r * 0.3)}L${P(cx - r * 0.35, cy - r * 0.55)}L${P(cx + r * 0.05, cy - r * 0.1)}L${P(cx + r * 0.45, cy - r * 0.7)}L${P(cx + r, ground - r * 0.35)}L${P(cx + r, ground)}L${P(cx - r, ground)}Z`;
  const trees = treeline(rng, cx, ground, r);
  const round = 'stroke-linejoin="round" stroke-linecap="round"';
  const fine = sw(ctx.detail);
  let s = `<defs><clipPath id="${id}"><path d="${circle}"/></clipPath></defs>`;
  s += `<path d="${circle}" fill="${ctx.stencil ? '#ffffff' : ctx.palette.paper}"/>`;
  s += `<g clip-path="url(#${id})">`;
  s += ctx.stencil
    ? `<path d="${peaks}" fill="none" stroke="${ink}" stroke-width="${fine}" ${round}/>`
    : `<path d="${peaks}" fill="${pattern(ctx, 'dots')}" stroke="${ink}" stroke-width="${fine}" ${round}/>`;
  s += ctx.stencil
    ? `<path d="${trees}" fill="none" stroke="${ink}" stroke-width="${fine}" ${round}/>`
    : `<path d="${trees}" fill="${ink}"/>`;
  s += `<path d="M${P(cx - r, ground)}L${P(cx + r, ground)}" stroke="${ink}" stroke-width="${fine}"/>`;
  s += `</g><path data-line="outline" d="${circle}" fill="none" stroke="${ink}" stroke-width="${sw(ctx.outline)}"/>`;
  return s;
}
