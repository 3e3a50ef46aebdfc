// Black-and-grey realism's tone as the artist lays it: diluted black in smooth gradations, true
// black in the core shadow, bare skin left for the highlights. Built from the motif's own
// silhouette: the shape shifted toward the light and blurred is painted in lighter and lighter
// greys over a black ground, so the tone rolls from skin on the lit side to black at the shadow
// edge (an inner shadow). All greys are opaque (diluted black is an ink, not a see-through film).
import { sw, type TCtx } from './context';
import { mix } from './palettes';
import { bbox, signedArea, splitSubpaths, toD, type TBox, type TPath } from './path';

const f1 = (n: number) => String(Math.round(n * 10) / 10);

/** A Gaussian blur whose region hugs `box` (plus room for the blur to spread): resvg allocates a
 *  pixmap the size of the filter region, so a tight one keeps the render fast. */
export function blurFilter(ctx: TCtx, box: TBox, sigma: number): string {
  const id = ctx.nextId('blur');
  const pad = sigma * 3;
  ctx.defs.push(
    `<filter id="${id}" filterUnits="userSpaceOnUse" x="${f1(box.x - pad)}" y="${f1(box.y - pad)}" width="${f1(box.w + 2 * pad)}" height="${f1(box.h + 2 * pad)}" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${f1(sigma)}"/></filter>`,
  );
  return id;
}

/** The diluted-black scale: t = 0 is bare skin, 1 is solid black. */
export function grey(ctx: TCtx, t: number): string {
  return mix(ctx.palette.ink, ctx.palette.paper, 1 - t);
}

/** The small cut-outs of a silhouette (fur strands, feather cuts, an eye): the detail the wash
 *  models with a soft dark halo so it reads as form rather than as a drawn line. */
export function smallCuts(path: TPath, box: TBox): TPath {
  const subs = splitSubpaths(path);
  if (subs.length < 2) return [];
  const areas = subs.map(signedArea);
  const main = Math.sign(areas.reduce((m, a) => (Math.abs(a) > Math.abs(m) ? a : m), 0)) || 1;
  const limit = box.w * box.h * 0.05;
  return subs.filter((_s, i) => Math.sign(areas[i]) !== main && Math.abs(areas[i]) <= limit).flat();
}

/** The motif's tone, drawn inside its clip: black ground, then the silhouette shifted toward the
 *  light (top left) twice, in mid grey and in a skin-to-pale-grey ramp, with a dark halo round
 *  each small cut-out (fur, feathers, a petal's fold) so the detail models the form instead of
 *  reading as a drawn line; all of it under one blur (each blur costs a pass over its region).
 *  Where the shape is thin the shifted copies miss it and it stays dark, as a narrow form in
 *  shadow does. The black cut-outs themselves are painted crisp, outside this layer. */
export function innerShadow(
  ctx: TCtx,
  oid: string,
  m: { path: TPath; box: TBox },
  size: number,
): string {
  const { x, y, w, h } = m.box;
  const near = size * 0.03;
  const mid = size * 0.06;
  const far = size * 0.1;
  const ramp = ctx.nextId('wash');
  // the lit area: bare skin where the form turns to the light (up and left of its middle),
  // falling off through pale grey as it rounds away (the gradient moves with the shifted copy)
  ctx.defs.push(
    `<radialGradient id="${ramp}" gradientUnits="userSpaceOnUse" cx="${f1(x + w * 0.44 + far)}" cy="${f1(y + h * 0.4 + far)}" r="${f1(size * 0.62)}">` +
      `<stop offset="0.2" stop-color="${grey(ctx, 0)}"/>` +
      `<stop offset="0.55" stop-color="${grey(ctx, 0.2)}"/>` +
      `<stop offset="1" stop-color="${grey(ctx, 0.48)}"/></radialGradient>`,
  );
  const blur = blurFilter(ctx, m.box, size * 0.028);
  const shifted = (d: number, fill: string) =>
    `<use href="#${oid}" transform="translate(${f1(-d)} ${f1(-d)})" fill="${fill}"/>`;
  const cuts = smallCuts(m.path, m.box);
  const halo = grey(ctx, 0.6);
  const halos = cuts.length
    ? `<path d="${toD(cuts)}" fill="${halo}" stroke="${halo}" stroke-width="${sw(Math.max(ctx.mm(1.2), size * 0.012))}" stroke-linejoin="round"/>`
    : '';
  return (
    `<use href="#${oid}" fill="${grey(ctx, 0.97)}"/>` +
    `<g filter="url(#${blur})">${shifted(near, grey(ctx, 0.75))}${shifted(mid, grey(ctx, 0.52))}${shifted(far, `url(#${ramp})`)}${halos}</g>`
  );
}

/** The drawing's own modelling over the wash (a lion's dark eye sockets and lit brow): each
 *  patch in its grey, under a soft blur so they melt into the wash. Patches with a blur of
 *  their own (a face's planes, softer than the mane's locks) share a blur with their run of
 *  neighbours; each run is one blur pass, its region hugging its own patches. */
export function drawnTones(
  ctx: TCtx,
  m: { tones?: { t: number; path: TPath; blur?: number }[]; toneBlur?: number; box: TBox },
  size: number,
): string {
  if (!m.tones?.length) return '';
  let out = '';
  let run: { t: number; path: TPath }[] = [];
  let runBlur = NaN;
  const flush = () => {
    if (!run.length) return;
    const box = run.length === m.tones!.length ? m.box : bbox(run.flatMap((k) => k.path));
    const blur = blurFilter(ctx, box, size * 0.014 * runBlur);
    const patches = run.map((k) => `<path d="${toD(k.path)}" fill="${grey(ctx, k.t)}"/>`);
    out += `<g filter="url(#${blur})">${patches.join('')}</g>`;
    run = [];
  };
  for (const k of m.tones) {
    const b = k.blur ?? m.toneBlur ?? 1;
    if (b !== runBlur) flush();
    runBlur = b;
    run.push(k);
  }
  flush();
  return out;
}

/** Water in grey wash (a tear stream): glossy, so a band of bare skin runs down it left of centre
 *  and the far side darkens, across the span x0..x1. Returns the fill. */
export function liquidFill(ctx: TCtx, x0: number, x1: number): string {
  const id = ctx.nextId('liquid');
  ctx.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f1(x0)}" y1="0" x2="${f1(x1)}" y2="0">` +
      `<stop offset="0" stop-color="${grey(ctx, 0.6)}"/>` +
      `<stop offset="0.3" stop-color="${grey(ctx, 0)}"/>` +
      `<stop offset="0.55" stop-color="${grey(ctx, 0.3)}"/>` +
      `<stop offset="1" stop-color="${grey(ctx, 0.85)}"/></linearGradient>`,
  );
  return `url(#${id})`;
}
