// Traditional flash's variations set the motif on bare skin, not on a card: what sits behind it is
// itself tattooed (a dotwork halo, a fan of bold sun rays, a coloured moon the motif breaks out of).
import { type TCtx } from './context';
import { inked, line } from './ornaments';
import { mix } from './palettes';
import { f, P } from './scene';

type TPt = [number, number];

/** How far a ray from (cx, cy) at angle a may run before it leaves the canvas's margins. */
function reach(cx: number, cy: number, a: number, W: number, H: number, m: number): number {
  const dx = Math.cos(a);
  const dy = Math.sin(a);
  const tx = dx > 1e-6 ? (W - m - cx) / dx : dx < -1e-6 ? (m - cx) / dx : Infinity;
  const ty = dy > 1e-6 ? (H - m - cy) / dy : dy < -1e-6 ? (m - cy) / dy : Infinity;
  return Math.max(0, Math.min(tx, ty));
}

const at = (cx: number, cy: number, r: number, a: number): TPt => [
  cx + r * Math.cos(a),
  cy + r * Math.sin(a),
];

/** A dotwork halo: rings of ink dots, largest and densest by the motif, thinning into the skin
 *  (no edge line, so it reads as shading round the piece, not as a disc). */
function dotHalo(ctx: TCtx, cx: number, cy: number, S: number, W: number, H: number, m: number) {
  const r0 = S * 0.4;
  // the halo stays round inside the margins: cut square by them it would read as a dotted card
  const room = Math.min(cx - m, W - m - cx, cy - m, H - m - cy);
  const r1 = Math.max(r0 + ctx.mm(4), Math.min(S * 0.8, room));
  const rings = 8;
  let s = '';
  for (let k = 0; k < rings; k++) {
    const t = k / (rings - 1);
    const r = r0 + (r1 - r0) * t;
    // dots keep their weight on a large piece (a back), as the artist's needle grouping would
    const dot = Math.max(ctx.mm(1.3 - 0.85 * t), S * (0.013 - 0.008 * t));
    const gap = dot * (2.4 + 4.5 * t);
    const n = Math.max(8, Math.round((2 * Math.PI * r) / gap));
    // alternate rings half a step round so the dots pack, not line up in spokes
    const off = (k % 2) * (Math.PI / n);
    for (let i = 0; i < n; i++) {
      const a = off + (i / n) * 2 * Math.PI;
      const [x, y] = at(cx, cy, r, a);
      if (reach(cx, cy, a, W, H, m) < r + dot) continue;
      s += `M${f(x - dot)} ${f(y)}a${f(dot)} ${f(dot)} 0 1 0 ${f(2 * dot)} 0a${f(dot)} ${f(dot)} 0 1 0 ${f(-2 * dot)} 0`;
    }
  }
  return `<path d="${s}" fill="${ctx.palette.ink}"/>`;
}

/** A rising sun behind the motif: wedges fanning from its middle over its top, long and short in
 *  turn, each ending on its own arc and outlined like the rest of the flash; no card round them,
 *  so the fan stops in the skin. */
function sunRays(
  ctx: TCtx,
  cx: number,
  cy: number,
  S: number,
  W: number,
  H: number,
  m: number,
  fill: string,
): string {
  const n = 9;
  const from = Math.PI * 0.96;
  const to = Math.PI * 2.04;
  const step = (to - from) / (n - 1);
  const half = step * 0.32;
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = from + step * i;
    const long = i % 2 === 0;
    const room = Math.min(reach(cx, cy, a - half, W, H, m), reach(cx, cy, a + half, W, H, m));
    // long rays run out to the margin (the motif may fill most of the placement), short ones
    // stop well before it
    const r = Math.min(S * 1.05, room - ctx.mm(1)) * (long ? 1 : 0.82);
    if (r < S * 0.4) continue;
    const [ax, ay] = at(cx, cy, r, a - half);
    const [bx, by] = at(cx, cy, r, a + half);
    d += `M${P(cx, cy)}L${P(ax, ay)}A${f(r)} ${f(r)} 0 0 1 ${P(bx, by)}Z`;
  }
  return flashInk(ctx, d, fill);
}

/** A ground shape inked and outlined; in the stencil only its contour, unfilled as every ground's
 *  is there (a filled one would have the lettering's bands drawn as name plates). */
function flashInk(ctx: TCtx, d: string, fill: string): string {
  return ctx.stencil ? line(ctx, d, ctx.detail) : inked(ctx, d, fill, ctx.ornament);
}

/** A crescent moon of radius r at (mx, my), its hollow (a circle of radius 0.78 r, set 0.42 r in)
 *  facing the point (tx, ty): the outer arc runs the long way round, the inner one back. */
function crescentD(mx: number, my: number, r: number, tx: number, ty: number): string {
  const len = Math.hypot(tx - mx, ty - my) || 1;
  const [ux, uy] = [(tx - mx) / len, (ty - my) / len];
  const [e, rb] = [r * 0.42, r * 0.78];
  // where the two circles cross: a along the axis, h either side of it
  const a = (e * e + r * r - rb * rb) / (2 * e);
  const h = Math.sqrt(Math.max(r * r - a * a, 0));
  const p1 = P(mx + a * ux - h * uy, my + a * uy + h * ux);
  const p2 = P(mx + a * ux + h * uy, my + a * uy - h * ux);
  return `M${p1}A${f(r)} ${f(r)} 0 1 1 ${p2}A${f(rb)} ${f(rb)} 0 1 0 ${p1}Z`;
}

/** The ground a traditional variation gets: 1 a dotwork halo, 2 a fan of sun rays, 3 a coloured
 *  or black moon smaller than the motif, which breaks out of it. */
export function flashGround(
  ctx: TCtx,
  variant: number,
  cx: number,
  cy: number,
  S: number,
  W: number,
  H: number,
  margin: number,
  motifColour?: string,
): string {
  const pal = ctx.palette;
  let hue = [pal.roles.blue, pal.roles.blue, pal.roles.red, pal.roles.blue][variant];
  if (hue === motifColour) hue = hue === pal.roles.red ? pal.roles.yellow : pal.roles.red;
  const fill = pal.inkOnly
    ? pal.ink
    : mix(pal.grey ? pal.ink : hue, pal.paper, variant === 2 ? 0 : 0.2);
  // dotwork is worked freehand: the stencil carries no dots
  if (variant === 1) return ctx.stencil ? '' : dotHalo(ctx, cx, cy, S, W, H, margin);
  if (variant === 2) return sunRays(ctx, cx, cy, S, W, H, margin, fill);
  // the moon sits up and off to one side, so it peeks out past the motif as a sun or moon
  // behind it would, not as a disc the motif is centred on
  // (pulled back in where the motif already fills the placement)
  const room = (x: number, y: number) =>
    Math.min(x - margin, W - margin - x, y - margin, H - margin - y);
  let [mx, my] = [cx + S * 0.22, cy - S * 0.2];
  for (let k = 0; k < 4 && room(mx, my) < S * 0.3; k++) [mx, my] = [(mx + cx) / 2, (my + cy) / 2];
  const edge = Math.min(mx, W - mx, my, H - my);
  const r = Math.min(
    Math.max(Math.min(S * 0.56, room(mx, my)), Math.min(S * 0.3, room(cx, cy))),
    edge - ctx.mm(1),
  );
  // a crescent: its hollow faces the motif, which sits in it, so only the horns' outer sweep
  // shows past the motif (a full black disc read as a heavy blob)
  // packed solid black, as flash backs a bright motif; a black motif (a panther) gets colour
  const dark = motifColour === pal.roles.black || motifColour === pal.ink;
  return flashInk(ctx, crescentD(mx, my, r, cx, cy), dark ? fill : pal.ink);
}
