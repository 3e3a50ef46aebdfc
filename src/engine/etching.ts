// Realism's black and grey, two ways. With greys in the palette: the grey wash of grey-wash.ts
// models the motif (skin highlight to black shadow edge, soft halos round its detail). In black
// only, with no grey to wash with, the etching: tone built from the motif's own shape in ink and
// skin. Engraved echo lines run parallel to the contour along the shadow side and end where the
// shadow thins; hatching packs the deepest shadow; stipple fades the tone out; the contour swells
// on the shadow side and thins toward the light. An etching or stippling asked for keeps those
// marks over the wash. Photographic realism needs an AI image model.
import { sw, type TCtx } from './context';
import { insidePolygon, signedArea, splitSubpaths, toD, type TBox, type TPath } from './path';
import type { TShading } from './styles';
import { crescentMask, innerContour, partsOf, pattern } from './tone';
import { inkLines } from './motif-inks';
import { reliefLight } from './relief-light';
import { blurFilter, drawnTones, innerShadow } from './grey-wash';
import type { TMotifShape } from './treat';

/** Stipple as an artist dots it: a large tile of scattered dots (a fixed scatter, so the same
 *  request gives the same bytes), `n` per tile, rather than the halftone grid of flash work. */
export function stipple(ctx: TCtx, level: 1 | 2 | 3): string {
  const id = `p-stipple-${level}`;
  if (ctx.defs.some((d) => d.includes(`id="${id}"`))) return `url(#${id})`;
  const tile = ctx.mm(9);
  const n = [0, 10, 24, 46][level];
  const r = ctx.mm(level === 3 ? 0.36 : 0.3);
  let dots = '';
  // a low-discrepancy scatter (golden-ratio steps) spreads the dots evenly without a grid
  for (let i = 0; i < n; i++) {
    const x = ((i * 0.618034 + level * 0.31) % 1) * tile;
    const y = (((i + 0.5) / n + ((i * 7) % 5) * 0.013 * level) % 1) * tile;
    dots += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r)}"/>`;
  }
  ctx.defs.push(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${f1(tile)}" height="${f1(tile)}" patternTransform="rotate(${level * 17})"><g fill="${ctx.palette.ink}">${dots}</g></pattern>`,
  );
  return `url(#${id})`;
}

const f1 = (n: number) => String(Math.round(n * 10) / 10);

/** Echo lines parallel to the contour, `pitch` apart, shown only inside the given mask: each
 *  deeper line is shorter, so the shadow tapers as an engraver's burin lines do. Painted as
 *  alternating ink and skin strokes from the deepest in, inside the motif's clip. */
function echoLines(ctx: TCtx, pid: string, depth: number, maskId: string): string {
  const lw = ctx.mm(0.55);
  // 0.55 mm lines with at least the 1.5 mm skin gap between them (tattoo-domain §2)
  const pitch = ctx.mm(2.2);
  const n = Math.min(2, Math.floor(depth / pitch));
  let s = '';
  for (let i = n; i >= 1; i--) {
    const d = i * pitch;
    s += `<use href="#${pid}" fill="none" stroke="${ctx.palette.ink}" stroke-width="${sw(2 * d + lw)}"/>`;
    s += `<use href="#${pid}" fill="none" stroke="${ctx.palette.paper}" stroke-width="${sw(2 * d - lw)}"/>`;
  }
  return n ? `<g mask="url(#${maskId})">${s}</g>` : '';
}

/** The tone inside the silhouette, by technique: engraving (two echo lines, then stipple that
 *  thickens into the shadow with hatching in its core), stipple alone, or hatching alone. The
 *  bands are crescents of growing depth, so the tone fades out rather than stopping at a line. */
function etchedTone(
  ctx: TCtx,
  m: TMotifShape,
  oid: string,
  shading: TShading,
  deep: string,
): string {
  const size = m.girth ?? Math.max(m.box.w, m.box.h);
  const band = (k: number) => crescentMask(ctx, oid, -size * k, -size * k, m.box);
  const mid = band(0.14);
  const use = (fill: string, mask: string) =>
    `<use href="#${oid}" fill="${fill}" mask="url(#${mask})"/>`;
  if (shading === 'dots')
    return use(pattern(ctx, 'dots-dense'), deep) + use(pattern(ctx, 'dots'), mid);
  if (shading === 'hatch' || shading === 'crosshatch')
    return use(pattern(ctx, 'hatch'), mid) + use(pattern(ctx, 'hatch-cross'), deep);
  return (
    use(stipple(ctx, 1), band(0.3)) +
    use(stipple(ctx, 1), band(0.2)) +
    use(stipple(ctx, 2), mid) +
    // (not round a frayed silhouette: lines along its edge would ring it like an outline)
    (m.frayed ? '' : echoLines(ctx, oid, size * 0.05, mid)) +
    use(stipple(ctx, 3), band(0.08)) +
    use(pattern(ctx, 'hatch'), deep)
  );
}

/** A motif in black-and-grey: the grey wash modelling it (grey-wash.ts) where the palette has
 *  greys, else the etched line study; small cut-outs solid black either way. */
export function etchedMotif(
  ctx: TCtx,
  m: TMotifShape,
  pid: string,
  cid: string,
  shading: TShading,
): string {
  const ink = ctx.palette.ink;
  if (m.art && !ctx.palette.inkOnly) {
    // the drawing paints itself (a form of soft tone fading into skin, with no outline to wash)
    const M = m.art.matrix;
    const t = M.map((v) => Math.round(v * 1e4) / 1e4).join(' ');
    return `<g transform="matrix(${t})">${m.art.paint(ctx, m.art.k, M[0] * M[3] - M[1] * M[2] < 0)}</g>`;
  }
  const round = 'stroke-linejoin="round" stroke-linecap="round"';
  const T = ctx.outline;
  const size = m.girth ?? Math.max(m.box.w, m.box.h);
  const { fillPath, outer } = partsOf(m.path, m.box);
  // tone, echo lines and the contour follow the outer silhouette only: traced round every fur
  // strand and eye they would turn the detail into a tangle of rings
  const oid = ctx.nextId('o');
  ctx.defs.push(`<path id="${oid}" d="${toD(outer)}"/>`);
  let s = `<path d="${toD(fillPath)}" fill="${ink}"/>`;
  // the contour swells inward on the shadow side: a wide stroke seen only through a crescent
  const swell = crescentMask(ctx, oid, -size * 0.04, -size * 0.04, m.box);
  if (m.frayed)
    return frayedWash(ctx, m, pid, oid, cid, shading, swell) + inkLines(ctx, m, ctx.detail);
  if (ctx.palette.inkOnly) {
    s += `<use href="#${pid}" fill="${ctx.palette.paper}"/>`;
    s += `<g clip-path="url(#${cid})">${etchedTone(ctx, m, oid, shading, swell)}`;
    // a reflected-light rim just inside the shadow side only: all round, it reads as a sticker
    const rim = crescentMask(ctx, oid, -size * 0.16, -size * 0.16, m.box);
    s += `<g mask="url(#${rim})">${innerContour(ctx, oid, m.box, ink, 0.85)}</g>`;
    s += `<use href="#${oid}" fill="none" stroke="${ink}" stroke-width="${sw(T * 3.2)}" mask="url(#${swell})"/></g>`;
    s += `<use data-line="outline" href="#${oid}" fill="none" stroke="${ink}" stroke-width="${sw(T)}" ${round}/>`;
  } else {
    s += `<g clip-path="url(#${cid})">${innerShadow(ctx, oid, m, size)}${drawnTones(ctx, m, size)}`;
    if (m.relief) s += reliefLight(ctx, pid, cid, m.relief, m.box, size);
    s += `${washTexture(ctx, m, oid, shading, swell)}</g>`;
    // realism has little outline: contrast draws the edge. The finest line the skin holds keeps
    // the lit edge crisp against skin or smoke; on the shadow side it sinks into the black.
    s += `<use data-line="outline" href="#${oid}" fill="none" stroke="${ink}" stroke-width="${sw(ctx.mm(0.5))}" ${round}/>`;
  }
  if (m.alt)
    s += `<path d="${toD(m.alt)}" fill="none" stroke="${ink}" stroke-width="${sw(ctx.detail)}" ${round}/>`;
  s += inkLines(ctx, m, ctx.detail);
  if (!m.fade) return s;
  // black only has no grey to fade through: its lines and dots stop open at the fade instead
  return ctx.palette.inkOnly
    ? `<g clip-path="url(#${fadeClip(ctx, m)})">${s}</g>`
    : `<g mask="url(#${fadeMask(ctx, m, size)})">${s}</g>`;
}

/** A mask that lets the motif through everywhere but its fade region, where it thins out over
 *  a soft edge (a forearm ending in a fade of grey, not a cut line). */
function fadeMask(ctx: TCtx, m: TMotifShape, size: number): string {
  const box = fadeBox(m);
  const [rx, ry, rw, rh] = [box.x, box.y, box.w, box.h].map(f1);
  const blur = blurFilter(ctx, box, size * 0.05);
  const id = ctx.nextId('fade');
  ctx.defs.push(
    `<mask id="${id}" maskUnits="userSpaceOnUse" x="${rx}" y="${ry}" width="${rw}" height="${rh}">` +
      `<rect x="${rx}" y="${ry}" width="${rw}" height="${rh}" fill="#fff"/>` +
      `<path d="${toD(m.fade ?? [])}" fill="#000" filter="url(#${blur})"/></mask>`,
  );
  return id;
}

/** The motif's box with room round it for the fade's soft edge. */
function fadeBox(m: TMotifShape): TBox {
  const pad = Math.max(m.box.w, m.box.h) * 0.2;
  return { x: m.box.x - pad, y: m.box.y - pad, w: m.box.w + 2 * pad, h: m.box.h + 2 * pad };
}

/** A stencil's clip for a motif that fades out: everything but the fade region, so its lines
 *  stop open there (a stencil is lines only: no soft mask). */
export function fadeClip(ctx: TCtx, m: TMotifShape): string {
  const { x, y, w, h } = fadeBox(m);
  const id = ctx.nextId('c');
  const rect = `M${f1(x)} ${f1(y)}H${f1(x + w)}V${f1(y + h)}H${f1(x)}Z`;
  ctx.defs.push(
    `<clipPath id="${id}"><path d="${rect}${toD(m.fade ?? [])}" clip-rule="evenodd"/></clipPath>`,
  );
  return id;
}
/** Texture over the grey wash, by technique: an etching, stippling or hatching asked for keeps
 *  its marks in the shadow; plain black-and-grey is the smooth wash alone. */
function washTexture(
  ctx: TCtx,
  m: TMotifShape,
  oid: string,
  shading: TShading,
  deep: string,
): string {
  if (shading === 'etch' || shading === 'dots' || shading === 'hatch' || shading === 'crosshatch')
    return etchedTone(ctx, m, oid, shading, deep);
  return '';
}

/** A frayed silhouette (a lion's mane): no line round it. The grey wash (or in black only, the
 *  stipple) is seen through the silhouette pulled in and blurred, so it fades into skin before
 *  the edge, and the drawing's strands are inked crisp over it, running on past the edge. */
function frayedWash(
  ctx: TCtx,
  m: TMotifShape,
  pid: string,
  oid: string,
  cid: string,
  shading: TShading,
  deep: string,
): string {
  const size = m.girth ?? Math.max(m.box.w, m.box.h);
  const id = ctx.nextId('m');
  const pad = size * 0.1;
  const { x, y, w, h } = m.box;
  // black only has no grey: the stipple stops short of the edge instead of fading (a blurred
  // mask would leave the dots half-inked, grey)
  // (pulled in from the silhouette's own edge only: pulled in round an island, an eye's iris,
  // the mask would shut the wash out of it)
  const limit = m.box.w * m.box.h * 0.05;
  const body = splitSubpaths(m.path).filter((s) => Math.abs(signedArea(s)) > limit);
  const inset = `<path d="${toD(body.flat())}" fill="#fff" stroke="#000" stroke-width="${sw(size * 0.05)}"/>`;
  const soft = ctx.palette.inkOnly
    ? inset
    : `<g filter="url(#${blurFilter(ctx, m.box, size * 0.018)})">${inset}</g>`;
  ctx.defs.push(
    `<mask id="${id}" maskUnits="userSpaceOnUse" x="${f1(x - pad)}" y="${f1(y - pad)}" width="${f1(w + 2 * pad)}" height="${f1(h + 2 * pad)}">${soft}</mask>`,
  );
  // black only: no grey to wash with, so stipple thickening into the shadow side
  const band = (k: number) => crescentMask(ctx, oid, -size * k, -size * k, m.box);
  const dots = (level: 1 | 2 | 3, k: number) =>
    `<use href="#${oid}" fill="${stipple(ctx, level)}" mask="url(#${band(k)})"/>`;
  const wash = ctx.palette.inkOnly
    ? dots(2, 0.16) + dots(3, 0.08)
    : innerShadow(ctx, oid, m, size) + drawnTones(ctx, m, size);
  const texture = ctx.palette.inkOnly ? '' : washTexture(ctx, m, oid, shading, deep);
  const { under, over } = cutsAroundIslands(m);
  const ink = (p: TPath) => (p.length ? `<path d="${toD(p)}" fill="${ctx.palette.ink}"/>` : '');
  // in black only the islands (an eye's iris) are left as skin over the black under them
  const skin = ctx.palette.inkOnly ? `<use href="#${pid}" fill="${ctx.palette.paper}"/>` : '';
  return (
    ink(under) +
    skin +
    `<g clip-path="url(#${cid})" mask="url(#${id})">${wash}${texture}</g>` +
    // and the lightest stipple runs on to the edge, the dots thinning out into skin
    (ctx.palette.inkOnly ? `<use href="#${oid}" fill="${stipple(ctx, 1)}"/>` : '') +
    ink(over)
  );
}

/** The small cut-outs split in two: those holding an island of the silhouette (an eye's black
 *  rim round its light iris) are inked under the wash, which fills the island again; the rest
 *  (strands, which may cross each other or run out past the edge) are inked over it. */
function cutsAroundIslands(m: TMotifShape): { under: TPath; over: TPath } {
  const subs = splitSubpaths(m.path);
  const areas = subs.map(signedArea);
  const main = Math.sign(areas.reduce((a, b) => (Math.abs(b) > Math.abs(a) ? b : a), 0)) || 1;
  const limit = m.box.w * m.box.h * 0.05;
  const small = (i: number) => Math.abs(areas[i]) <= limit;
  const seeds = subs
    .filter((_s, i) => Math.sign(areas[i]) === main && small(i))
    .map((s) => s[0].p.slice(-2) as [number, number]);
  const under: TPath = [];
  const over: TPath = [];
  subs.forEach((s, i) => {
    if (Math.sign(areas[i]) === main || !small(i)) return;
    const pts = s.filter((c) => c.c !== 'Z').map((c) => c.p.slice(-2) as [number, number]);
    (seeds.some(([x, y]) => insidePolygon(pts, x, y)) ? under : over).push(...s);
  });
  return { under, over };
}

