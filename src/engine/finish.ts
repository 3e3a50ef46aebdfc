// Phase: finishing touches (filler stars, sparkles, dots) and serialisation:
// layers in paint order, the mirror for variations and stencils, the lettering's clear bands.
import type { TCtx } from './context';
import { filler } from './ornaments';
import {
  f,
  P,
  type TComposeOutput,
  type TLayers,
  type TLayout,
  type TScene,
  type TTextPlan,
} from './scene';
import type { TLetteringOut } from './lettering-layer';

export function finishingTouches(sc: TScene, layers: TLayers): void {
  const { inp, ctx, tall, small, hasText, style, letteringOnly } = sc;
  const { front, occupied } = layers;
  if ((style === 'traditional' || style === 'neo-traditional') && !letteringOnly)
    front.push(
      filler(
        ctx,
        occupied,
        style === 'traditional' ? 'stars' : 'sparkles',
        small ? 2 : inp.plan ? 4 : tall ? 7 : 9,
      ),
    );
  if (style === 'minimalist' && !hasText && !inp.plan && !layers.oneLine)
    front.push(filler(ctx, occupied, 'dots', 3));
}

/** The SVG document: the canvas in user units, its millimetre scale, defs, paper and content. */
export function svgDocument(ctx: TCtx, content: string): string {
  const { width: W, height: H, unitsPerMm } = ctx.canvas;
  const bg = ctx.stencil ? '#ffffff' : ctx.palette.paper;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" data-units-per-mm="${unitsPerMm.toFixed(6)}">` +
    `<defs>${ctx.defs.join('')}</defs>` +
    `<rect width="${W}" height="${H}" fill="${bg}"/>` +
    content +
    `</svg>`
  );
}

export function serialise(
  sc: TScene,
  lay: TLayout,
  text: TTextPlan,
  layers: TLayers,
  lettering: TLetteringOut,
): TComposeOutput {
  const { inp, ctx, W, H, comp, letteringOnly } = sc;
  const { mirrorArt } = lay;
  const { far, back, front, mainDef, others, extraUsed, extraElements } = layers;
  const { letters, letterBoxes, clearZones } = lettering;
  const { canvas, profile } = ctx;
  let art = layers.ground + far.join('') + back.join('') + front.join('');
  if (mirrorArt) art = `<g transform="translate(${W} 0) scale(-1 1)">${art}</g>`;
  if (clearZones.length) {
    // cut the lettering's bands out of everything else (vines, waves, wind bars, rays)
    const kid = ctx.nextId('keep');
    const holes = clearZones.map((z) => `M${P(z.x, z.y)}h${f(z.w)}v${f(z.h)}h${f(-z.w)}Z`).join('');
    ctx.defs.push(
      `<clipPath id="${kid}"><path d="M0 0H${W}V${H}H0Z${holes}" clip-rule="evenodd"/></clipPath>`,
    );
    art = `<g clip-path="url(#${kid})">${art}</g>`;
  }
  const boxesAttr = letterBoxes.map((b) => [b.x, b.y, b.w, b.h].map(f).join(' ')).join(',');
  const body =
    art +
    (letters.length
      ? `<g data-role="lettering" data-boxes="${boxesAttr}">${letters.join('')}</g>`
      : '');
  const content =
    inp.stencil && inp.mirror ? `<g transform="translate(${W} 0) scale(-1 1)">${body}</g>` : body;
  return {
    svg: svgDocument(ctx, content),
    width: W,
    height: H,
    widthMm: canvas.widthMm,
    heightMm: canvas.heightMm,
    lettering: [...inp.texts],
    used: letteringOnly ? [] : [mainDef, ...others, ...extraUsed],
    elementsDrawn: [
      ...(text.bannerParts.length ? ['banner'] : []),
      ...(profile.backdrop === 'ornament' || comp === 'geometric' || profile.backdrop === 'solid'
        ? ['frame']
        : []),
      ...(profile.backdrop === 'splash' ? ['splashes'] : []),
      ...extraElements,
    ],
  };
}
