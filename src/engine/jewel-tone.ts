// Neo-traditional colour shading: each colour packed in three values and blended, as the style
// is tattooed (a base, a deeper shadow of the same hue leaning to plum, a warm highlight), instead
// of grey ink laid over a flat fill. Light comes from the top left; gradients blend the values
// without a blur filter (fast to rasterise).
import type { TCtx } from './context';
import { mix } from './palettes';
import type { TBox } from './path';
import { crescentMask } from './tone';

// the hue the shadows lean to (a deep plum) and the warm cream highlights blend toward
const SHADE = '#2b1636';
const WARM = '#fff1d2';

/** The three values of one colour: its shadow, its deepest shadow and its highlight. Grey
 *  palettes keep neutral shadows (no plum cast on black and grey work). */
export function jewelValues(
  ctx: TCtx,
  base: string,
): { shadow: string; deep: string; light: string } {
  const grey = ctx.palette.grey;
  const shade = grey ? ctx.palette.ink : SHADE;
  return {
    shadow: mix(base, shade, 0.42),
    deep: mix(base, grey ? ctx.palette.ink : mix(SHADE, ctx.palette.ink, 0.4), 0.68),
    light: mix(base, grey ? '#ffffff' : WARM, 0.5),
  };
}

/** A radial blend of the highlight value from the lit top left, fading out by the middle. */
function lightBlend(ctx: TCtx, light: string): string {
  const id = ctx.nextId('jl');
  ctx.defs.push(
    `<radialGradient id="${id}" cx="0.34" cy="0.28" r="0.62"><stop offset="0" stop-color="${light}" stop-opacity="0.95"/><stop offset="0.55" stop-color="${light}" stop-opacity="0.35"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>`,
  );
  return `url(#${id})`;
}

/** The shadow value blended in across the form, away from the light (bottom right). */
function shadowBlend(ctx: TCtx, shadow: string): string {
  const id = ctx.nextId('js');
  ctx.defs.push(
    `<linearGradient id="${id}" x1="0.15" y1="0.05" x2="0.9" y2="1"><stop offset="0.38" stop-color="${shadow}" stop-opacity="0"/><stop offset="0.78" stop-color="${shadow}" stop-opacity="0.6"/><stop offset="1" stop-color="${shadow}" stop-opacity="0.9"/></linearGradient>`,
  );
  return `url(#${id})`;
}

/** The shading layers for one motif (drawn inside its clip): the warm light blend, the shadow
 *  blended in across the form and packed along the far edge, the deepest value tight to the
 *  contour, and a band of the light value along the lit edge. */
export function jewelShading(
  ctx: TCtx,
  pid: string,
  box: TBox,
  base: string,
  size = Math.max(box.w, box.h),
): string {
  const { shadow, deep, light } = jewelValues(ctx, base);
  const k = size * 0.075;
  const band = (depth: number, fill: string, opacity: number) =>
    `<use href="#${pid}" fill="${fill}" fill-opacity="${opacity}" mask="url(#${crescentMask(ctx, pid, -depth, -depth, box)})"/>`;
  let s = `<use href="#${pid}" fill="${lightBlend(ctx, light)}"/>`;
  s += `<use href="#${pid}" fill="${shadowBlend(ctx, shadow)}"/>`;
  s += band(k * 0.9, shadow, 0.55) + band(k * 0.32, deep, 0.9);
  const lit = size * 0.04;
  s += `<use href="#${pid}" fill="${light}" fill-opacity="0.75" mask="url(#${crescentMask(ctx, pid, lit, lit, box)})"/>`;
  return s;
}
