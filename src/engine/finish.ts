// Phase: finishing touches (filler stars, sparkles, dots) and serialisation:
// layers in paint order, the mirror for variations and stencils, the lettering's clear bands.
import type { TCtx } from './context';
import { filler } from './ornaments';
import { flashAccents } from './flash-accents';
import { flashGroundKind } from './flash-ground';
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

export function finishingTouches(sc: TScene, layers: TLayers, variant = 0): void {
  const { inp, ctx, tall, small, hasText, style, letteringOnly } = sc;
  const { front, occupied } = layers;
  // traditional flash gets a few accents that belong to its subject (flash-accents.ts), never
  // specks strewn over the skin
  if (style === 'traditional' && !letteringOnly) {
    const subjects = [layers.mainDef, ...layers.others].filter((d) => !!d).map((d) => d.id);
    const grounded = flashGroundKind(variant, subjects) !== 'none';
    const m = layers.subjectBox ?? occupied[0];
    const acc = flashAccents(ctx, subjects, variant, m, occupied, grounded, small);
    front.push(acc.front);
    layers.far.push(acc.far);
  }
  if (style === 'neo-traditional' && !letteringOnly)
    front.push(filler(ctx, occupied, 'sparkles', small ? 2 : inp.plan ? 4 : tall ? 7 : 9));
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
    // cut the lettering's bands out of everything else (vines, waves, wind bars, rays); bands that
    // overlap are merged first, as an even-odd overlap would come back uncut (a notch)
    const kid = ctx.nextId('keep');
    const zones = mergeOverlapping(clearZones);
    const r = ctx.mm(2);
    const holes = zones.map((z) => roundedRectD(z, r)).join('');
    ctx.defs.push(
      `<clipPath id="${kid}"><path d="M0 0H${W}V${H}H0Z${holes}" clip-rule="evenodd"/></clipPath>`,
    );
    art = `<g clip-path="url(#${kid})">${art}</g>`;
    // cut out of a solid ground, a band is a name plate: outlined, so it reads as meant
    if (/<path[^>]*fill="(?!none)/.test(layers.ground))
      art += zones
        .map(
          (z) =>
            `<path d="${roundedRectD(z, r)}" fill="none" stroke="${ctx.palette.ink}" stroke-width="${f(ctx.outline * 0.6)}"/>`,
        )
        .join('');
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
      ...ctx.marks,
    ],
  };
}

type TZone = { x: number; y: number; w: number; h: number };

/** Overlapping rectangles merged into their bounding boxes, until none overlap. */
export function mergeOverlapping(zones: TZone[]): TZone[] {
  const out = zones.map((z) => ({ ...z }));
  for (let i = 0; i < out.length; i++)
    for (let j = i + 1; j < out.length; j++) {
      const [a, b] = [out[i], out[j]];
      if (a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h) {
        const x = Math.min(a.x, b.x);
        const y = Math.min(a.y, b.y);
        out[i] = {
          x,
          y,
          w: Math.max(a.x + a.w, b.x + b.w) - x,
          h: Math.max(a.y + a.h, b.y + b.h) - y,
        };
        out.splice(j, 1);
        j = i; // the grown box may now meet one already passed
      }
    }
  return out;
}

/** A rectangle with rounded corners as one closed subpath. */
function roundedRectD(z: TZone, r: number): string {
  const q = Math.min(r, z.w / 2, z.h / 2);
  return (
    `M${P(z.x + q, z.y)}h${f(z.w - 2 * q)}a${f(q)} ${f(q)} 0 0 1 ${f(q)} ${f(q)}v${f(z.h - 2 * q)}` +
    `a${f(q)} ${f(q)} 0 0 1 ${f(-q)} ${f(q)}h${f(-(z.w - 2 * q))}a${f(q)} ${f(q)} 0 0 1 ${f(-q)} ${f(-q)}` +
    `v${f(-(z.h - 2 * q))}a${f(q)} ${f(q)} 0 0 1 ${f(q)} ${f(-q)}Z`
  );
}
