// Black-and-grey done as an etching, the way the offline engine can render it honestly: tone is
// built from the motif's own shape in ink and skin, never a grey wash. Engraved echo lines run
// parallel to the contour along the shadow side and end where the shadow thins; hatching packs
// the deepest shadow; stipple fades the tone out; the contour swells on the shadow side and
// thins toward the light. Photographic realism needs an AI image model; this is the line study.
import { sw, type TCtx } from './context';
import { toD } from './path';
import type { TShading } from './styles';
import { crescentMask, innerContour, partsOf, pattern } from './tone';
import type { TMotifShape } from './treat';

/** Echo lines parallel to the contour, `pitch` apart, shown only inside the given mask: each
 *  deeper line is shorter, so the shadow tapers as an engraver's burin lines do. Painted as
 *  alternating ink and skin strokes from the deepest in, inside the motif's clip. */
function echoLines(ctx: TCtx, pid: string, depth: number, maskId: string): string {
  const lw = ctx.mm(0.55);
  // 0.55 mm lines with at least the 1.5 mm skin gap between them (tattoo-domain §2)
  const pitch = ctx.mm(2.2);
  const n = Math.min(6, Math.floor(depth / pitch));
  let s = '';
  for (let i = n; i >= 1; i--) {
    const d = i * pitch;
    s += `<use href="#${pid}" fill="none" stroke="${ctx.palette.ink}" stroke-width="${sw(2 * d + lw)}"/>`;
    s += `<use href="#${pid}" fill="none" stroke="${ctx.palette.paper}" stroke-width="${sw(2 * d - lw)}"/>`;
  }
  return n ? `<g mask="url(#${maskId})">${s}</g>` : '';
}

/** The tone inside the silhouette, by technique: engraving (echo lines, hatching, stipple),
 *  stipple alone, or hatching alone. */
function etchedTone(
  ctx: TCtx,
  m: TMotifShape,
  pid: string,
  shading: TShading,
  deep: string,
): string {
  const size = Math.max(m.box.w, m.box.h);
  const mid = crescentMask(ctx, pid, -size * 0.14, -size * 0.14, m.box);
  const use = (fill: string, mask: string) =>
    `<use href="#${pid}" fill="${fill}" mask="url(#${mask})"/>`;
  if (shading === 'dots')
    return use(pattern(ctx, 'dots-dense'), deep) + use(pattern(ctx, 'dots'), mid);
  if (shading === 'hatch' || shading === 'crosshatch')
    return use(pattern(ctx, 'hatch'), mid) + use(pattern(ctx, 'hatch-cross'), deep);
  return (
    echoLines(ctx, pid, size * 0.14, mid) +
    use(pattern(ctx, 'hatch'), deep) +
    use(pattern(ctx, 'dots-sparse'), crescentMask(ctx, pid, -size * 0.24, -size * 0.24, m.box))
  );
}

/** A motif as an etched line study: skin body, small cut-outs solid black, tone along the
 *  shadow side, a contour heavier on the shadow side than on the lit one. */
export function etchedMotif(
  ctx: TCtx,
  m: TMotifShape,
  pid: string,
  cid: string,
  shading: TShading,
): string {
  const ink = ctx.palette.ink;
  const round = 'stroke-linejoin="round" stroke-linecap="round"';
  const T = ctx.outline;
  const size = Math.max(m.box.w, m.box.h);
  const { fillPath } = partsOf(m.path, m.box);
  let s = `<path d="${toD(fillPath)}" fill="${ink}"/>`;
  s += `<use href="#${pid}" fill="${ctx.palette.paper}"/>`;
  // the contour swells inward on the shadow side: a wide stroke seen only through a crescent
  const swell = crescentMask(ctx, pid, -size * 0.05, -size * 0.05, m.box);
  s += `<g clip-path="url(#${cid})">${etchedTone(ctx, m, pid, shading, swell)}`;
  s += innerContour(ctx, pid, m.box, ink, 0.85);
  s += `<use href="#${pid}" fill="none" stroke="${ink}" stroke-width="${sw(T * 3.2)}" mask="url(#${swell})"/></g>`;
  s += `<use data-line="outline" href="#${pid}" fill="none" stroke="${ink}" stroke-width="${sw(T)}" ${round}/>`;
  if (m.alt)
    s += `<path d="${toD(m.alt)}" fill="none" stroke="${ink}" stroke-width="${sw(ctx.detail)}" ${round}/>`;
  return s;
}
