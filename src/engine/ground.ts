// Phase: a variation's ground behind the whole piece (oval, arched panel or sunburst card).
import type { TStyleId } from '../core/options';
import { type TCtx } from './context';
import { circleD, inked, line } from './ornaments';
import { mix } from './palettes';
import { f, P } from './scene';
import { flashGround } from './flash-ground';
import { tribalGround } from './tribal-ground';

/** A variation's ground behind the motif: a disc (variant 1), an arched panel (2) or a diamond
 *  (3), each in its own solid tone (no see-through ink). Fine-line styles, stencils and words alone
 *  get the shape as one fine line. */
/** How far a level line at height y may run inside a variation's frame, clear of its line by
 *  `clear` (the oval narrows toward its top and bottom; the other frames are straight-sided). */
export function groundSpan(
  ctx: TCtx,
  variant: number,
  W: number,
  H: number,
  margin: number,
  y: number,
  clear: number,
): [number, number] {
  const inset = margin + ctx.mm(3);
  let half = W / 2 - inset - clear;
  if (variant === 1) {
    const t = (y - H / 2) / (H / 2 - inset);
    half = Math.abs(t) < 1 ? (W / 2 - inset) * Math.sqrt(1 - t * t) - clear : 0;
  }
  return [W / 2 - Math.max(half, 0), W / 2 + Math.max(half, 0)];
}

/** The outline of a variation's ground (0: the canvas inside its margins; 1: an oval; 2: an
 *  arched panel; 3: a card with cut corners): the field the whole piece sits in. */
export function groundPath(
  ctx: TCtx,
  variant: number,
  W: number,
  H: number,
  margin: number,
): string {
  const inset = margin + ctx.mm(3);
  // the ground is a field for the whole piece: it reaches the canvas margins
  let d: string;
  if (variant === 0) {
    d = `M${P(margin, margin)}H${f(W - margin)}V${f(H - margin)}H${f(margin)}Z`;
  } else if (variant === 1) {
    // an oval cartouche filling the placement
    const rx = W / 2 - inset;
    const ry = H / 2 - inset;
    d = `M${P(W / 2 - rx, H / 2)}A${f(rx)} ${f(ry)} 0 1 1 ${P(W / 2 + rx, H / 2)}A${f(rx)} ${f(ry)} 0 1 1 ${P(W / 2 - rx, H / 2)}Z`;
  } else if (variant === 2) {
    const w = W / 2 - inset;
    const top = inset;
    const bottom = H - inset;
    const x0 = W / 2 - w;
    const x1 = W / 2 + w;
    d = `M${P(x0, bottom)}L${P(x0, top + w)}A${f(w)} ${f(w)} 0 0 1 ${P(x1, top + w)}L${P(x1, bottom)}Z`;
  } else {
    // a panel with cut corners, the shape of a flash sheet's burst card
    const c = Math.min(W, H) * 0.12;
    const [x0, y0, x1, y1] = [inset, inset, W - inset, H - inset];
    d = `M${P(x0 + c, y0)}L${P(x1 - c, y0)}L${P(x1, y0 + c)}L${P(x1, y1 - c)}L${P(x1 - c, y1)}L${P(x0 + c, y1)}L${P(x0, y1 - c)}L${P(x0, y0 + c)}Z`;
  }
  return d;
}

export function ground(
  ctx: TCtx,
  variant: number,
  cx: number,
  cy: number,
  S: number,
  W: number,
  H: number,
  margin: number,
  style: TStyleId,
  outlineOnly: boolean,
  /** the main motif's own colour: a field of the same hue would swallow it (a red heart) */
  motifColour?: string,
  /** a frame the customer asked for (a diamond) is the field's shape, not a second frame */
  shape?: string,
  /** the request's subjects (motif ids): a flash ground is chosen for them (flash-ground.ts) */
  subjects: readonly string[] = [],
): string {
  const pal = ctx.palette;
  const d = shape ?? groundPath(ctx, variant, W, H, margin);
  // black-and-grey realism has no border: its smoke (or, in black only, its stipple haze) fades
  // into the skin, and a ring of dots round it read as a stray stipple border. A frame the customer
  // asks for in words is drawn by askedFrameLayer. Its stencil, the design's transfer, has none either.
  if (style === 'realism' && !outlineOnly) return '';
  // tribal work follows the body, not a card: Polynesian banding sets it instead
  if (style === 'tribal' && !outlineOnly)
    return tribalGround(ctx, variant, W, H, margin, subjects[0]);
  // blackwork varies its own setting round the subject (blackwork-setting.ts): a card's outline
  // round that only leaves an empty field between them
  if (style === 'blackwork' && !outlineOnly) return '';
  // traditional flash sits on bare skin: what is behind it is tattooed too (flash-ground.ts),
  // and its stencil traces the same rays or moon
  if (style === 'traditional' && !shape && !outlineOnly)
    return flashGround(ctx, variant, cx, cy, S, W, H, margin, motifColour, subjects);
  // watercolour floats on open skin, its washes and splatter the edge of the piece: a bold
  // frame line round them boxed the paint in like a sticker (a frame asked for stays). v1 sets
  // its round pool of colour in a fine-line circle the washes break out of, as geometric
  // watercolour work does
  if (style === 'watercolor' && !shape && !outlineOnly) {
    if (variant !== 1) return '';
    // round the subject alone, so it never runs through lettering stacked under it
    const r = Math.min(S * 0.56, cx - margin, W - margin - cx, cy - margin, H - margin - cy);
    return line(ctx, circleD(cx, cy, r), Math.max(ctx.mm(0.5), ctx.detail * 0.8));
  }
  if (outlineOnly || ctx.stencil || style === 'minimalist' || ctx.profile.fill === 'line')
    return line(ctx, d, outlineOnly ? ctx.outline : ctx.detail);
  // washes and black styles keep their skin open: the shape is a bold frame line, not a field
  if (['surrealism', 'geometric', 'tribal'].includes(style)) return line(ctx, d, ctx.outline * 2);
  const tone = [0, 0.38, 0.12, 0.3][variant];
  let hue = [pal.roles.blue, pal.roles.blue, pal.roles.red, pal.roles.red][variant];
  if (hue === motifColour) hue = hue === pal.roles.red ? pal.roles.blue : pal.roles.red;
  const fill = pal.inkOnly ? pal.ink : mix(pal.grey ? pal.ink : hue, pal.paper, tone);
  if (variant !== 3) return inked(ctx, d, fill, ctx.ornament);
  // a sunburst: wedges of ink tone and bare skin radiating from the motif, inside the diamond
  const cid = ctx.nextId('burst');
  ctx.defs.push(`<clipPath id="${cid}"><path d="${d}"/></clipPath>`);
  const n = 28;
  const r = Math.hypot(W, H);
  let wedges = '';
  for (let i = 0; i < n; i += 2) {
    const a0 = (i / n) * 2 * Math.PI;
    const a1 = ((i + 1) / n) * 2 * Math.PI;
    // ray ends kept on the canvas (resvg mishandles far-off geometry under a clip)
    const end = (a: number) =>
      P(
        Math.min(Math.max(W / 2 + r * Math.cos(a), 0), W),
        Math.min(Math.max(cy + r * Math.sin(a), 0), H),
      );
    wedges += `M${P(W / 2, cy)}L${end(a0)}L${end(a1)}Z`;
  }
  return (
    `<g clip-path="url(#${cid})"><path d="${wedges}" fill="${fill}"/></g>` +
    line(ctx, d, ctx.ornament)
  );
}
