// "Tattoo treatment" for a silhouette: thick black outer contour, palette fill, interior detail
// lines, shading that stays inside the shape (clipped), highlights. Stencils get clean lines only.
import { sw, type TCtx } from './context';
import { mix } from './palettes';
import { bbox, signedArea, splitSubpaths, toD, type TBox, type TMatrix, type TPath } from './path';
import type { TSplit } from './motifs';
import type { TShading } from './styles';
import { crescentMask, innerContour, partsOf, pattern } from './tone';
import { etchedMotif, fadeClip } from './etching';
import { facetedMotif } from './facets';
import { tribalMotif } from './tribal-fill';
import { weightedContour } from './weight-line';
import { motifBleed } from './watercolour';
import { inkFills, inkLines } from './motif-inks';
import { jewelShading } from './jewel-tone';
import { colourTones } from './colour-tones';

export interface TMotifShape {
  path: TPath;
  alt?: TPath;
  /** regions in inks of their own (eyes, mouth, fangs), painted over the body in order */
  /** `plane`: an authored facet (0 skin, 1 dotwork, 2 solid) that replaces the facet mesh */
  inks?: { path: TPath; color: string; lit?: boolean; plane?: number; open?: boolean }[];
  /** black-and-grey only: the drawing's own soft patches of tone (0 skin .. 1 black) */
  tones?: { t: number; path: TPath; blur?: number }[];
  /** how soft those patches are, against the default blur */
  toneBlur?: number;
  /** colour work paints the tones too (TGenShape.colourTones) */
  colourTones?: boolean;
  /** where the drawing fades out into the skin (see TGenShape.fade) */
  fade?: TPath;
  /** black-and-grey only: the drawing's own painting and where it is placed (TGenShape.art) */
  art?: { paint: (ctx: TCtx, k: number, mirrored: boolean) => string; matrix: TMatrix; k: number };
  /** black-and-grey only: no line round the silhouette, the wash fading out before it */
  frayed?: boolean;
  /** black-and-grey only: the bulging forms the wash is lit by (TGenShape.relief) */
  relief?: TPath;
  /** one-line work: the drawing's own open pen strokes (TGenShape.strokes) */
  strokes?: TPath;
  colors: [string, string?];
  split?: TSplit;
  /** where the second colour starts along the split (TMotifDef.splitAt) */
  splitAt?: number;
  /** hair-thin parts close together: washes draw the line at the detail weight (TGenShape.fine) */
  fine?: boolean;
  /** cut with its own negative space (TGenShape.carved): blackwork inks it as drawn */
  carved?: boolean;
  /** colour work draws no inner rim (TGenShape.noRim) */
  noRim?: boolean;
  /** inked solid whatever the style's fill (see TMotifDef.solid) */
  solid?: boolean;
  /** drawn as a silhouette: the shape inked solid black (see TMotifDef.silhouette) */
  silhouette?: boolean;
  box: TBox;
  /** the size shading bands and highlights are measured against, when it is not the box's long
   *  side: a slender serpent's body, not the whole winding length */
  girth?: number;
}

const f1 = (n: number) => String(Math.round(n * 10) / 10);
function paint(ctx: TCtx, m: TMotifShape): string {
  const [a, b] = m.colors;
  if (!b || !m.split || a === b) return a;
  const id = ctx.nextId('g');
  if (m.split === 'r') {
    ctx.defs.push(
      `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.55"><stop offset="0.45" stop-color="${b}"/><stop offset="0.46" stop-color="${a}"/></radialGradient>`,
    );
    return `url(#${id})`;
  }
  const [x2, y2] = m.split === 'v' ? [0, 1] : m.split === 'h' ? [1, 0] : [1, 1];
  const x1 = m.split === 'd' ? 1 : 0;
  const xEnd = m.split === 'd' ? 0 : x2;
  const at = m.splitAt ?? 0.52;
  ctx.defs.push(
    `<linearGradient id="${id}" x1="${x1}" y1="0" x2="${xEnd}" y2="${y2}"><stop offset="${at}" stop-color="${a}"/><stop offset="${at + 0.01}" stop-color="${b}"/></linearGradient>`,
  );
  return `url(#${id})`;
}

/** A silhouette: the shape in solid black. In watercolour the pigment is laid first and blooms
 *  out past the black edge (the black covers the rest), so the colour reads as behind it. */
function silhouetteBody(ctx: TCtx, m: TMotifShape, pid: string): string {
  const ink = ctx.palette.ink;
  const body = `<use data-part="silhouette" href="#${pid}" fill="${ink}" stroke="${ink}" stroke-width="${sw(ctx.detail)}" stroke-linejoin="round"/>`;
  if (ctx.profile.backdrop !== 'splash') return body;
  const pal = ctx.palette;
  const colour = pal.inkOnly ? mix(pal.ink, pal.paper, 0.45) : m.colors[0];
  const second = pal.inkOnly
    ? mix(pal.ink, pal.paper, 0.65)
    : (m.colors[1] ?? pal.accents.find((c) => c !== colour) ?? colour);
  return motifBleed(ctx, m.path, m.box, colour, second, ctx.rng.fork(`bleed-${pid}`)) + body;
}

/** The inks that are part of the drawing beyond its body (TGenShape inks `open`), for the modes
 *  that otherwise paint the body alone: filled, and edged in fine detail lines. */
function openInks(ctx: TCtx, m: TMotifShape): string {
  const open = (m.inks ?? []).filter((k) => k.open);
  if (!open.length) return '';
  const only = { ...m, inks: open };
  return inkFills(only) + inkLines(ctx, only, ctx.detail);
}

/** Soft light from the top left: a gradient of ink across the shape (no blur filter: fast to rasterise). */
function softGradient(ctx: TCtx, strength: number): string {
  const id = `soft-${Math.round(strength * 100)}`;
  if (!ctx.defs.some((d) => d.includes(`id="${id}"`)))
    ctx.defs.push(
      `<linearGradient id="${id}" x1="0.1" y1="0" x2="0.85" y2="1"><stop offset="0.3" stop-color="${ctx.palette.ink}" stop-opacity="0"/><stop offset="1" stop-color="${ctx.palette.ink}" stop-opacity="${strength}"/></linearGradient>`,
    );
  return `url(#${id})`;
}

function glowGradient(ctx: TCtx): string {
  const id = 'glow';
  if (!ctx.defs.some((d) => d.includes(`id="${id}"`)))
    ctx.defs.push(
      `<radialGradient id="${id}" cx="0.38" cy="0.32" r="0.45"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
    );
  return `url(#${id})`;
}

function shadingLayer(
  ctx: TCtx,
  pid: string,
  box: TBox,
  shading: TShading,
  size = Math.max(box.w, box.h),
): string {
  const k = size * 0.075;
  const ink = ctx.palette.ink;
  let s = '';
  const band = (depth: number, fill: string, extra = '') =>
    `<use href="#${pid}" fill="${fill}" mask="url(#${crescentMask(ctx, pid, -depth, -depth, box)})"${extra}/>`;
  switch (shading) {
    case 'band':
      // flash shading: a whip of packed dots into a narrow solid black edge (no see-through ink)
      s += band(k * 0.8, pattern(ctx, 'dots-dense')) + band(k * 0.22, ink);
      break;
    case 'soft':
    case 'jewel':
      s +=
        `<use href="#${pid}" fill="${softGradient(ctx, 0.6)}"/>` +
        band(k * 0.7, ink, ' fill-opacity="0.3"');
      if (ctx.profile.fill === 'wash') s += `<use href="#${pid}" fill="${glowGradient(ctx)}"/>`;
      break;
    case 'dots':
      s += band(k * 1.5, pattern(ctx, 'dots')) + band(k * 0.6, pattern(ctx, 'dots-dense'));
      break;
    case 'whip':
      s +=
        band(k * 1.8, pattern(ctx, 'dots')) +
        band(k * 0.9, pattern(ctx, 'dots-dense')) +
        band(k * 0.3, ink);
      break;
    case 'hatch':
      s += band(k * 1.5, pattern(ctx, 'hatch'));
      break;
    case 'crosshatch':
      s += band(k * 1.6, pattern(ctx, 'hatch')) + band(k * 0.8, pattern(ctx, 'hatch-cross'));
      break;
    case 'etch':
      s += band(k * 1.6, pattern(ctx, 'lines')) + band(k * 0.7, pattern(ctx, 'hatch'));
      break;
    default:
      return '';
  }
  return s;
}

function highlightLayer(ctx: TCtx, pid: string, box: TBox, size: number): string {
  // a solid white highlight along the lit edge, as traditional and neo-traditional pack it
  const k = size * 0.009;
  return `<use href="#${pid}" fill="#ffffff" mask="url(#${crescentMask(ctx, pid, k, k, box)})"/>`;
}

/** Stencil line: 0.6 mm on small pieces, a little more on big ones so it survives the transfer. */
export function stencilLine(ctx: TCtx): number {
  return Math.max(ctx.mm(0.6), ctx.mm(Math.max(ctx.canvas.widthMm, ctx.canvas.heightMm) * 0.0022));
}

/** Blackwork detail cut into a solid silhouette, in the skin colour: an inner contour echoing
 *  the outline, fur or feather cuts along the shadow side, a stippled highlight on the lit side. */
function negativeCuts(ctx: TCtx, pid: string, box: TBox, size: number): string {
  const paper = ctx.palette.paper;
  const ink = ctx.palette.ink;
  const cid = ctx.nextId('c');
  ctx.defs.push(`<clipPath id="${cid}"><use href="#${pid}"/></clipPath>`);
  // inner contour: a skin line `inset` inside the edge (a wide skin stroke, then the black rim
  // drawn back over its outer part); parts thinner than the inset turn into open linework
  const lw = Math.max(ctx.mm(0.7), size * 0.006);
  const inset = Math.max(ctx.mm(1.8), size * 0.022);
  let s = `<use href="#${pid}" fill="none" stroke="${paper}" stroke-width="${sw(2 * inset + lw)}"/>`;
  s += `<use href="#${pid}" fill="none" stroke="${ink}" stroke-width="${sw(2 * inset - lw)}"/>`;
  // fur cuts: skin-coloured strokes in a band along the shadow side
  const k = size * 0.065;
  s += `<use href="#${pid}" fill="${pattern(ctx, 'cuts')}" mask="url(#${crescentMask(ctx, pid, -k, -k, box)})"/>`;
  // highlight: skin stipple on the lit side
  const h = size * 0.04;
  s += `<use href="#${pid}" fill="${pattern(ctx, 'paper-dots')}" mask="url(#${crescentMask(ctx, pid, h, h, box)})"/>`;
  return `<g clip-path="url(#${cid})">${s}</g>`;
}

export interface TTreatOptions {
  /** override the style's shading for this motif */
  shading?: TShading;
  /** draw the motif as paper-coloured negative space (blackwork on a black field) */
  negative?: boolean;
  /** build the silhouette as a low-poly facet mesh ("made of triangles") */
  facets?: boolean;
  /** a small far-off accent (gulls in the sky): flat colour in a lighter line, as flash draws
   *  what is far away, so bold contours do not fill it in */
  light?: boolean;
}

/** The silhouette a stencil traces: without the specks under a millimetre (a drawing's
 *  stipple dots), which the artist shades freehand and a transfer would smudge into rings. */
function stencilPath(ctx: TCtx, path: TPath, pid: string): string {
  const subs = splitSubpaths(path);
  const kept = subs.filter((sub) => {
    const b = bbox(sub);
    return Math.max(b.w, b.h) >= ctx.mm(1);
  });
  if (kept.length === subs.length) return pid;
  const id = ctx.nextId('s');
  ctx.defs.push(`<path id="${id}" d="${toD(kept.flat())}"/>`);
  return id;
}

export function treatMotif(ctx: TCtx, m: TMotifShape, opt: TTreatOptions = {}): string {
  if (ctx.oneLine) {
    // one-line work: the contours join the single stroke drawn once all motifs are placed; a
    // drawing penned as strokes of its own is drawn as it is
    if (m.strokes) {
      (ctx.penStrokes ??= []).push(m.strokes);
      return '';
    }
    ctx.oneLine.push(m.path, ...(m.alt ? [m.alt] : []), ...(m.inks ?? []).map((k) => k.path));
    return '';
  }
  const d = toD(m.path);
  const span = m.girth ?? Math.max(m.box.w, m.box.h);
  const pid = ctx.nextId('s');
  ctx.defs.push(`<path id="${pid}" d="${d}"/>`);
  const ink = ctx.palette.ink;
  if (m.solid && !ctx.stencil) return `<use href="#${pid}" fill="${ink}"/>`;
  const T = ctx.outline;
  const w = ctx.detail;
  const round = 'stroke-linejoin="round" stroke-linecap="round"';
  if (opt.facets) {
    const fid = ctx.nextId('c');
    ctx.defs.push(`<clipPath id="${fid}"><use href="#${pid}"/></clipPath>`);
    return facetedMotif(ctx, m, pid, fid);
  }
  // tribal: patterned bands inside a black rim, not a flat blot (tribal-fill.ts)
  // (a drawing carved in its own skin gaps, as the tribal scorpion is, is inked as drawn)
  if (ctx.profile.backdrop === 'tribal' && !opt.negative && !opt.light && !m.carved) {
    const tribal = tribalMotif(ctx, m, stencilLine(ctx));
    if (tribal) return tribal;
  }
  if (ctx.stencil && m.frayed) return frayedStencil(ctx, m, pid);
  if (ctx.stencil) {
    // white bodies hide the lines of whatever sits behind, as a hand-traced stencil would
    const line = sw(stencilLine(ctx));
    const sid = stencilPath(ctx, m.path, pid);
    let s = `<use href="#${sid}" fill="#ffffff" stroke="${ink}" stroke-width="${line}" ${round}/>`;
    if (m.alt)
      s += `<path d="${toD(m.alt)}" fill="none" stroke="${ink}" stroke-width="${line}" ${round}/>`;
    s += inkLines(ctx, m, stencilLine(ctx));
    // where the design is shaded, a dashed line marks the edge of the shadow for the artist
    const shaded = ctx.profile.shading !== 'none' && ctx.profile.fill !== 'solid' && !opt.negative;
    const k = span * 0.075;
    if (shaded && k > ctx.mm(3)) {
      const cid = ctx.nextId('c');
      ctx.defs.push(`<clipPath id="${cid}"><use href="#${pid}"/></clipPath>`);
      // along the outer contour only: echoed round every crease and strand it is a tangle
      const oid = ctx.nextId('o');
      ctx.defs.push(`<path id="${oid}" d="${toD(partsOf(m.path, m.box).outer)}"/>`);
      s += `<g clip-path="url(#${cid})"><use href="#${oid}" transform="translate(${f1(-k)} ${f1(-k)})" fill="none" stroke="${ink}" stroke-width="${line}" stroke-dasharray="${f1(ctx.mm(1.5))} ${f1(ctx.mm(2.5))}"/></g>`;
    }
    // where the drawing fades out, the stencil's lines stop open: the artist shades the fade
    return m.fade ? `<g clip-path="url(#${fadeClip(ctx, m)})">${s}</g>` : s;
  }
  const { fill: mode } = ctx.profile;
  const gap = ctx.halo
    ? `<use href="#${pid}" fill="${ctx.palette.paper}" stroke="${ctx.palette.paper}" stroke-width="${sw(ctx.halo * 2 + T)}" ${round}/>`
    : '';
  if (m.silhouette && !opt.negative) return gap + silhouetteBody(ctx, m, pid) + openInks(ctx, m);
  let shading = opt.shading ?? ctx.profile.shading;
  // Black-only work has no grey wash: tone comes from dots instead.
  if (ctx.palette.inkOnly && (shading === 'band' || shading === 'soft' || shading === 'jewel'))
    shading = 'whip';
  if (opt.negative) {
    return `<use href="#${pid}" fill="${ctx.palette.paper}" stroke="${ctx.palette.paper}" stroke-width="${sw(ctx.mm(0.6))}" ${round}/>`;
  }
  if (mode === 'solid') {
    // a paper halo keeps the silhouette readable against solid-black backgrounds
    const halo = `<use href="#${pid}" fill="${ctx.palette.paper}" stroke="${ctx.palette.paper}" stroke-width="${sw(w + 2 * ctx.mm(2.2))}" ${round}/>`;
    const body = `<use href="#${pid}" fill="${ink}" stroke="${ink}" stroke-width="${sw(w)}" ${round}/>`;
    // a carved drawing's cut lines are its detail: a stroke round them would close them up
    if (m.carved) return halo + `<use href="#${pid}" fill="${ink}"/>`;
    if (ctx.profile.backdrop !== 'solid') return halo + body + openInks(ctx, m);
    return halo + body + negativeCuts(ctx, pid, m.box, span) + openInks(ctx, m);
  }
  const cid = ctx.nextId('c');
  ctx.defs.push(`<clipPath id="${cid}"><use href="#${pid}"/></clipPath>`);
  let s = gap;
  if (mode === 'etch') return etchedMotif(ctx, m, pid, cid, shading);
  if (mode === 'colour' && opt.light) {
    const { fillPath } = partsOf(m.path, m.box);
    const lw = sw(Math.max(w, T * 0.6));
    s += `<path d="${toD(fillPath)}" fill="${ink}"/><use href="#${pid}" fill="${paint(ctx, m)}"/>`;
    for (const [p, c] of [
      [m.alt, m.colors[1]] as const,
      ...(m.inks ?? []).map((k) => [k.path, k.color] as const),
    ])
      if (p)
        s += `<path d="${toD(p)}" fill="${c ?? m.colors[0]}" stroke="${ink}" stroke-width="${lw}" ${round}/>`;
    return s + `<use href="#${pid}" fill="none" stroke="${ink}" stroke-width="${lw}" ${round}/>`;
  }
  if (mode === 'colour') {
    const { outer, fillPath } = partsOf(m.path, m.box);
    // the heavy line runs round the outside only; cut-outs keep the finer detail weight, as in
    // flash where interior lines are lighter than the contour. Small cut-outs fill black.
    // visible outer contour = half the under-stroke + half the detail stroke = T
    // with a weight range the even stroke gives the thin (lit) side and a ring swells the rest
    const weight = ctx.profile.weightMm;
    const thin = weight ? ctx.mm(weight[0]) : T;
    s += `<path data-line="contour" d="${toD(outer)}" fill="none" stroke="${ink}" stroke-width="${sw(Math.max(2 * thin - w, w))}" data-detail="${sw(w)}" ${round}/>`;
    if (weight && weight[1] > weight[0]) {
      // the swell scales with the motif: a small accent gets a hint of it, not a blob
      const size = span;
      const thick = thin + Math.min(ctx.mm(weight[1] - weight[0]), size * 0.014);
      s += `<path data-line="weight" d="${weightedContour(outer, { thin, thick, smooth: size * 0.02 })}" fill="${ink}"/>`;
    }
    s += `<path d="${toD(fillPath)}" fill="${ink}"/>`;
    s += `<use href="#${pid}" fill="${paint(ctx, m)}"/>`;
    if (m.colourTones) s += colourTones(ctx, m, span, cid);
    if (m.alt) s += `<path d="${toD(m.alt)}" fill="${m.colors[1] ?? m.colors[0]}"/>`;
    s += inkFills(m, 1, 'shaded');
    // an inner rim a shade darker than the fill, so the silhouette reads as drawn, not stamped
    const rim = ctx.palette.inkOnly ? ctx.palette.ink : mix(m.colors[0], ctx.palette.ink, 0.45);
    const tone =
      shading === 'jewel'
        ? jewelShading(ctx, pid, m.box, m.colors[0], span)
        : shadingLayer(ctx, pid, m.box, shading, span);
    // sacred-geometry linework (Metatron's cube) keeps its skin open between fine lines: a
    // shadow band and inner rim across them close the gaps up
    const lineArt = !!m.fine && ctx.profile.backdrop === 'geometry';
    if (!lineArt)
      s += `<g clip-path="url(#${cid})">${tone}${m.noRim ? '' : innerContour(ctx, pid, m.box, rim, ctx.palette.inkOnly ? 0.6 : 0.8, span)}${ctx.palette.inkOnly ? '' : highlightLayer(ctx, pid, m.box, span)}</g>`;
    s += inkFills(m, 1, 'lit');
    s += `<use href="#${pid}" fill="none" stroke="${ink}" stroke-width="${sw(w)}" ${round}/>`;
    if (m.alt)
      s += `<path d="${toD(m.alt)}" fill="none" stroke="${ink}" stroke-width="${sw(w)}" ${round}/>`;
    return s + inkLines(ctx, m, lineArt ? Math.min(w, ctx.mm(0.5)) : w);
  }
  if (mode === 'wash') {
    // the outer shapes (for the weight ring) and the subpaths without the small holes (so small
    // cut-outs print as solid shadow): split once, used by both
    const parts = partsOf(m.path, m.box);
    const tint = ctx.palette.inkOnly ? ctx.palette.paper : m.colors[0];
    const light = mix(tint, ctx.palette.paper, ctx.palette.grey ? 0.25 : 0.35);
    let body = light;
    if (ctx.profile.backdrop !== 'splash' && !ctx.palette.inkOnly) {
      // tonal body: light where the light falls, deeper toward the far edge
      const gid = ctx.nextId('tone');
      ctx.defs.push(
        `<radialGradient id="${gid}" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="${mix(light, '#ffffff', 0.35)}"/><stop offset="0.6" stop-color="${light}"/><stop offset="1" stop-color="${mix(tint, ctx.palette.ink, 0.35)}"/></radialGradient>`,
      );
      body = `url(#${gid})`;
    }
    if (ctx.profile.backdrop !== 'splash') {
      // small cut-outs (eye sockets, nostrils) read as deep shadow in tonal work
      s += `<path d="${toD(parts.fillPath)}" fill="${mix(ctx.palette.ink, ctx.palette.paper, 0.12)}"/>`;
    }
    if (ctx.profile.backdrop === 'splash') {
      // watercolour: a bleeding wash off the line instead of a flat fill (watercolour.ts)
      const pal = ctx.palette;
      const colour = pal.inkOnly ? mix(pal.ink, pal.paper, 0.45) : m.colors[0];
      const second = pal.inkOnly
        ? mix(pal.ink, pal.paper, 0.65)
        : (m.colors[1] ?? pal.accents.find((c) => c !== colour) ?? colour);
      s += motifBleed(ctx, m.path, m.box, colour, second, ctx.rng.fork(`bleed-${pid}`));
    } else s += `<use href="#${pid}" fill="${body}"/>`;
    if (m.alt) s += `<path d="${toD(m.alt)}" fill="${m.colors[1] ?? light}" fill-opacity="0.8"/>`;
    s += inkFills(m, 0.85, 'shaded');
    // tonal work: a soft grey inner contour and a stippled band along the shadow side
    const tonal = ctx.profile.backdrop !== 'splash';
    const stipple = tonal
      ? `<use href="#${pid}" fill="${pattern(ctx, 'dots')}" mask="url(#${crescentMask(ctx, pid, -span * 0.05, -span * 0.05, m.box)})"/>`
      : '';
    const rim = tonal ? innerContour(ctx, pid, m.box, ink, 0.35, span) : '';
    s += `<g clip-path="url(#${cid})">${shadingLayer(ctx, pid, m.box, shading, span)}${stipple}${rim}</g>`;
    s += inkFills(m, 0.85, 'lit');
    // illustrative work varies its line too: the even stroke (centred on the edge) is the lit
    // side's weight, and a ring outside it swells toward the shadow
    const weight = ctx.profile.weightMm;
    const line = Math.min(weight ? ctx.mm(weight[0]) : T, m.fine ? w : Infinity);
    if (weight && weight[1] > weight[0]) {
      const size = span;
      const swell = Math.min(ctx.mm(weight[1] - weight[0]), size * 0.014);
      s += `<path data-line="weight" d="${weightedContour(parts.outer, { thin: line / 2, thick: line / 2 + swell, smooth: size * 0.02 })}" fill="${ink}"/>`;
    }
    s += `<use data-line="outline" href="#${pid}" fill="none" stroke="${ink}" stroke-width="${sw(line)}" ${round}/>`;
    return s + inkLines(ctx, m, w);
  }
  // line work: contour only, shading (if any) as texture inside
  s += `<g clip-path="url(#${cid})">${shadingLayer(ctx, pid, m.box, shading, span)}</g>`;
  s += `<use data-line="outline" href="#${pid}" fill="none" stroke="${ink}" stroke-width="${sw(T)}" ${round}/>`;
  if (m.alt)
    s += `<path d="${toD(m.alt)}" fill="none" stroke="${ink}" stroke-width="${sw(T)}" ${round}/>`;
  return s + inkLines(ctx, m, w);
}

export { bbox };

/** A frayed silhouette's stencil (a lion's mane): the strands and the detail traced, but no line
 *  round the silhouette, which the tattoo never inks (the wash fades out before it). */
function frayedStencil(ctx: TCtx, m: TMotifShape, pid: string): string {
  const limit = m.box.w * m.box.h * 0.05;
  const detail = splitSubpaths(m.path).filter((s) => Math.abs(signedArea(s)) <= limit);
  const line = sw(stencilLine(ctx));
  return (
    `<use href="#${pid}" fill="#ffffff"/>` +
    `<path d="${toD(detail.flat())}" fill="none" stroke="${ctx.palette.ink}" stroke-width="${line}" stroke-linejoin="round" stroke-linecap="round"/>` +
    inkLines(ctx, m, stencilLine(ctx))
  );
}
