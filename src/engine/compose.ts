// Layout: places the motifs, the composition's structure, the style's background, lettering and
// filler on a canvas sized for the placement, then serialises the SVG.
import type {
  TCompositionId,
  TPaletteId,
  TPlacementId,
  TStyleId,
  TTechniqueId,
} from '../core/options';
import { iconPath, type TFontId } from './assets';
import { banner, bannerCapMm, letterFill, MIN_LETTER_MM } from './banner';
import { sw, type TCtx } from './context';
import { generateShape } from './generated-motifs';
import { curvedText, layoutText } from './lettering';
import { MOTIF_BY_ID, type TMotifDef } from './motifs';
import {
  blackworkFrame,
  blobD,
  circleD,
  filler,
  geometryFrame,
  inked,
  japaneseBackground,
  line,
  mandalaRing,
  ornamentFrame,
  rays,
  smoke,
  splashes,
  tribalSpikes,
  vine,
  leafD,
  verticalDrop,
} from './ornaments';
import { mix, paletteFor } from './palettes';
import {
  applyMatrix,
  bbox,
  compose,
  mapPoints,
  parsePath,
  rotate,
  scale,
  toD,
  translate,
  withWinding,
  closeSubpaths,
  type TBox,
  type TPath,
} from './path';
import { canvasFor } from './placements';
import { createRng, hashString, type TRng } from './prng';
import { profileFor } from './styles';
import { treatMotif, type TMotifShape } from './treat';
import { layoutRelated, type TPlaceAt } from './relations';
import type { TRelation } from './understand';

export interface TComposeInput {
  style: TStyleId;
  technique: TTechniqueId;
  composition: TCompositionId;
  palette: TPaletteId;
  placement: TPlacementId;
  seed: number;
  stencil: boolean;
  mirror: boolean;
  motifs: TMotifDef[];
  texts: string[];
  /** what the request understanding found beyond the motifs (relation, counts, size, font) */
  plan?: TComposePlan;
}

export interface TComposePlan {
  relation?: TRelation;
  /** how many of each motif id to draw, and whether the extra one is young (smaller) */
  counts: Record<string, { count: number; young?: boolean }>;
  size: 'tiny' | 'small' | 'normal' | 'large';
  compositionAsked: boolean;
  font?: TFontId;
  elements: string[];
  buildOf?: string;
  /** surreal melt asked for ("a melting clock") */
  melt?: boolean;
  /** no subject named, only words: the lettering is the piece */
  letteringOnly?: boolean;
}

export interface TComposeOutput {
  svg: string;
  width: number;
  height: number;
  widthMm: number;
  heightMm: number;
  lettering: string[];
  /** the motifs actually drawn */
  used: TMotifDef[];
  /** composition elements drawn (banner, frame, circle, band, splashes) */
  elementsDrawn: string[];
}

const f = (n: number) => String(Math.round(n * 10) / 10);
const P = (x: number, y: number) => `${f(x)} ${f(y)}`;

// Motifs traditionally drawn as a pair: two swallows facing, crossed blades and arrows (the koi
// icon is already a circling yin-yang pair). Any other creature stays single and centred.
const PAIRS = new Set(['swallow', 'dagger', 'sword', 'arrow']);
// paired as an X through the centre rather than side by side
const CROSSED = new Set(['dagger', 'sword', 'arrow']);

// Parsed motif outlines in their source box, cached per motif (and seed for generated ones).
const shapeCache = new Map<string, { path: TPath; alt?: TPath; box: TBox }>();

function sourceShape(def: TMotifDef, rng: TRng): { path: TPath; alt?: TPath; box: TBox } {
  const variant = def.gen === 'mandala' || def.gen === 'constellation' ? rng.int(0, 3) : 0;
  const key = `${def.id}:${variant}`;
  const hit = shapeCache.get(key);
  if (hit) return hit;
  let d: string;
  let alt: string | undefined;
  let path: TPath;
  if (def.gen) {
    const g = generateShape(def.gen, createRng(hashString(key)));
    alt = g.alt;
    path = [
      ...withWinding(closeSubpaths(parsePath(g.d)), 1),
      ...(g.holes ? withWinding(closeSubpaths(parsePath(g.holes)), -1) : []),
    ];
  } else {
    d = iconPath(def.icon ?? '') ?? iconPath('compass')!;
    path = parsePath(d);
  }
  const out = { path, alt: alt ? parsePath(alt) : undefined, box: bbox(path) };
  if (shapeCache.size > 400) shapeCache.clear();
  shapeCache.set(key, out);
  return out;
}

interface TPlace {
  cx: number;
  cy: number;
  size: number;
  rot?: number;
  flip?: boolean;
}

function placeMotif(
  ctx: TCtx,
  def: TMotifDef,
  at: TPlace,
  warp?: (x: number, y: number) => [number, number],
): TMotifShape {
  // a detailed silhouette drawn small would close up under bold lines: use its simpler variant
  const sizeMm = at.size / ctx.canvas.unitsPerMm;
  const src = sourceShape(
    def.simple && sizeMm < 60 ? { ...def, icon: def.simple, id: def.id + ':simple' } : def,
    ctx.rng.fork('shape' + def.id),
  );
  const k = at.size / Math.max(src.box.w, src.box.h);
  const m = compose(
    translate(-(src.box.x + src.box.w / 2), -(src.box.y + src.box.h / 2)),
    scale(at.flip ? -k : k, k),
    rotate(at.rot ?? 0),
    translate(at.cx, at.cy),
  );
  let path = applyMatrix(src.path, m);
  let alt = src.alt ? applyMatrix(src.alt, m) : undefined;
  if (warp) {
    path = mapPoints(path, warp);
    if (alt) alt = mapPoints(alt, warp);
  }
  // rotation can push corners (a dagger's guard) past the edge: shrink and shift back inside
  const { width: W, height: H } = ctx.canvas;
  const pad = ctx.mm(4) + ctx.outline;
  const b = bbox(path);
  const k2 = Math.min(1, (W - 2 * pad) / b.w, (H - 2 * pad) / b.h);
  const nw = b.w * k2;
  const nh = b.h * k2;
  const nx = Math.min(Math.max(b.x + (b.w - nw) / 2, pad), W - pad - nw);
  const ny = Math.min(Math.max(b.y + (b.h - nh) / 2, pad), H - pad - nh);
  if (k2 < 1 || nx !== b.x || ny !== b.y) {
    const fit = compose(translate(-b.x, -b.y), scale(k2), translate(nx, ny));
    path = applyMatrix(path, fit);
    if (alt) alt = applyMatrix(alt, fit);
  }
  const roles = ctx.palette.roles;
  const colors: [string, string?] = [
    roles[def.roles[0]],
    def.roles[1] ? roles[def.roles[1]] : undefined,
  ];
  return { path, alt, colors, split: def.split, box: bbox(path) };
}

function fontFor(style: TStyleId, rng: TRng): TFontId {
  switch (style) {
    case 'traditional':
    case 'japanese':
      return 'sans';
    case 'neo-traditional':
      return rng.pick(['script', 'sans'] as const);
    case 'realism':
    case 'blackwork':
    case 'tribal':
      return 'blackletter';
    case 'surrealism':
      return 'typewriter';
    case 'geometric':
      return rng.pick(['sans', 'typewriter'] as const);
    default:
      return 'script';
  }
}

interface TScriptBlock {
  lines: { text: string; width: number }[];
  size: number;
  cap: number;
  lineH: number;
  height: number;
  top: number;
}

/** Split a phrase into n lines of similar length at spaces. */
export function splitBalanced(text: string, n: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (n <= 1 || words.length < 2) return [text];
  const lines: string[] = [];
  let rest = words;
  for (let k = n; k > 1 && rest.length > 1; k--) {
    const total = rest.join(' ').length;
    let best = 1;
    let bestDiff = Infinity;
    for (let i = 1; i < rest.length; i++) {
      const diff = Math.abs(rest.slice(0, i).join(' ').length - total / k);
      if (diff < bestDiff) {
        bestDiff = diff;
        best = i;
      }
    }
    lines.push(rest.slice(0, best).join(' '));
    rest = rest.slice(best);
  }
  lines.push(rest.join(' '));
  return lines;
}

/** Script lettering: as large as the target allows, never wider than the canvas, wrapped onto
 *  up to three lines when one line would fall under the readable minimum. */
function planScript(
  text: string,
  fontId: TFontId,
  maxW: number,
  target: number,
  minCap: number,
): TScriptBlock {
  const lower = text === text.toLowerCase();
  let best: TScriptBlock | null = null;
  for (let n = 1; n <= 3; n++) {
    const parts = splitBalanced(text, n);
    if (n > 1 && parts.length < n) break;
    const runs = parts.map((p) => layoutText(p, fontId, 100));
    const widest = Math.max(...runs.map((r) => r.width), 1);
    // all-lowercase script shows only its x-height, so size it on that
    const capRatio = (runs[0].capHeight / 100) * (lower ? 0.62 : 1);
    const size = Math.min(((maxW * 0.94) / widest) * 100, target / capRatio);
    // the readable minimum is about the tallest letters (capitals, ascenders), not the x-height
    const fullCap = runs[0].capHeight / 100;
    const cap = (runs[0].capHeight * size) / 100;
    const lineH = size * (fontId === 'script' ? 0.82 : 1.15);
    best = {
      lines: parts.map((p, i) => ({ text: p, width: (runs[i].width * size) / 100 })),
      size,
      cap,
      lineH,
      height: cap + (parts.length - 1) * lineH + ((runs[0].descent * size) / 100) * 0.6,
      top: 0,
    };
    if (size * fullCap >= minCap) break;
  }
  return best!;
}

/** Surrealism's melt: the lower part of the shape runs down in drips. */
function meltWarp(rng: TRng, box: TBox): (x: number, y: number) => [number, number] {
  const drips = Array.from({ length: 4 }, () => ({
    x: box.x + rng.range(0.15, 0.85) * box.w,
    a: rng.range(0.12, 0.3) * box.h,
    w: box.w * rng.range(0.05, 0.1),
  }));
  const y0 = box.y + box.h * 0.45;
  return (x, y) => {
    if (y <= y0) return [x, y];
    const t = (y - y0) / (box.h * 0.55);
    let dy = 0;
    for (const d of drips) dy += d.a * Math.exp(-((x - d.x) ** 2) / (2 * d.w * d.w));
    return [x, y + dy * t * t];
  };
}

/** A variation's ground behind the motif: a disc (variant 1), an arched panel (2) or a diamond
 *  (3), each in its own solid tone (no see-through ink). Fine-line styles, stencils and words alone
 *  get the shape as one fine line. */
function ground(
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
): string {
  const pal = ctx.palette;
  const inset = margin + ctx.mm(3);
  // the ground is a field for the whole piece: it reaches the canvas margins
  void S;
  const R = Math.min(W / 2 - inset, H / 2 - inset);
  let d: string;
  if (variant === 1) {
    // an oval cartouche filling the placement
    const rx = W / 2 - inset;
    const ry = H / 2 - inset;
    d = `M${P(W / 2 - rx, H / 2)}A${f(rx)} ${f(ry)} 0 1 1 ${P(W / 2 + rx, H / 2)}A${f(rx)} ${f(ry)} 0 1 1 ${P(W / 2 - rx, H / 2)}Z`;
    void R;
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
  if (outlineOnly || ctx.stencil || style === 'minimalist' || ctx.profile.fill === 'line')
    return line(ctx, d, outlineOnly ? ctx.outline : ctx.detail);
  // washes and black styles keep their skin open: the shape is a bold frame line, not a field
  if (['watercolor', 'realism', 'surrealism', 'geometric', 'blackwork', 'tribal'].includes(style))
    return line(ctx, d, ctx.outline * (style === 'geometric' ? 3 : 2));
  const tone = [0, 0.38, 0.12, 0.3][variant];
  const hue = [pal.roles.blue, pal.roles.blue, pal.roles.red, pal.roles.red][variant];
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

export function composeSvg(inp: TComposeInput): TComposeOutput {
  const canvas = canvasFor(inp.placement);
  const { width: W, height: H, unitsPerMm } = canvas;
  const rng = createRng(inp.seed);
  const palette = paletteFor(inp.palette, rng.fork('mono').int(0, 2));
  const profile = profileFor(inp.style, inp.technique);
  const mm = (v: number) => v * unitsPerMm;
  let n = 0;
  const ctx: TCtx = {
    canvas,
    rng,
    palette,
    profile,
    stencil: inp.stencil,
    outline: mm(rng.fork('weight').range(profile.outlineMm[0], profile.outlineMm[1])),
    detail: mm(profile.detailMm),
    ornament: 0,
    defs: [],
    nextId: (p) => `${p}${++n}`,
    mm,
  };
  // minimalist is one fine line throughout: frames and rings share the contour's 0.8-1.2 mm
  if (inp.style === 'minimalist') ctx.detail = Math.max(ctx.detail, Math.min(ctx.outline, mm(1)));
  ctx.ornament =
    profile.fill === 'colour' && profile.outlineMm[0] >= 2.5
      ? Math.max(ctx.detail, ctx.outline * 0.6)
      : ctx.detail;
  const L = rng.fork('layout');
  const tall = H > W * 1.2;
  // small placements (wrist, ankle): fewer, bigger elements so bold lines still hold
  const small = Math.max(canvas.widthMm, canvas.heightMm) < 100;
  const wide = W > H * 1.2;
  const texts = inp.texts;
  const hasText = texts.length > 0;
  const comp = inp.composition;
  const style = inp.style;

  // --- lettering plan (before the motif is sized, so both fit)
  // words alone: each variation sets them in another hand unless the prompt named one
  const fontId =
    inp.plan?.font ??
    (inp.plan?.letteringOnly
      ? (['blackletter', 'script', 'sans', 'typewriter'] as const)[(inp.seed >>> 0) % 4]
      : fontFor(style, L));
  // lettering with no subject named: the words are the piece, set large with a small flourish
  const letteringOnly = !!inp.plan?.letteringOnly && texts.length > 0;
  const turnText =
    letteringOnly && H > W * 1.5 && texts.length === 1 && [0, 3].includes((inp.seed >>> 0) % 4);
  const useBanner =
    (profile.banner || comp === 'symmetrical') &&
    fontId !== 'script' &&
    style !== 'minimalist' &&
    !letteringOnly;
  const margin0 = mm(5) + ctx.outline;
  let bannerParts: string[] = [];
  let scriptBlocks: TScriptBlock[] = [];
  const minCap = mm(MIN_LETTER_MM[fontId]);
  if (useBanner) {
    bannerParts = texts.slice(0, 2);
    if (texts.length === 1 && texts[0].includes(' ')) {
      // a phrase too long for one band is split over a top and a bottom banner, flash style
      const maxW = W - 2 * margin0;
      const S0 = tall ? Math.min(W * 0.92, H * 0.5) : Math.min(W, H) * 0.62;
      const bh = Math.max(mm(11), S0 * 0.2);
      const bw = Math.min(maxW * 0.86, W - 2 * margin0 - 2 * bh * 1.3);
      if (bannerCapMm(ctx, bw, bh, texts[0], fontId) < MIN_LETTER_MM[fontId] * 1.3) {
        const [a, b] = splitBalanced(texts[0], 2);
        bannerParts = [b, a];
        // still too small on two bands: set it as lettering lines instead of shrinking it away
        if (
          Math.min(bannerCapMm(ctx, bw, bh, a, fontId), bannerCapMm(ctx, bw, bh, b, fontId)) <
          MIN_LETTER_MM[fontId]
        )
          bannerParts = [];
      }
    }
  }
  if (!bannerParts.length && texts.length) {
    // words alone on a long canvas run along the limb, as forearm script does
    const maxW = turnText ? H - 2 * margin0 : W - 2 * margin0;
    const target = turnText
      ? W * 0.42
      : letteringOnly
        ? Math.min(W, H) * 0.26
        : Math.min(mm(fontId === 'script' ? 18 : 12), Math.min(W, H) * 0.12);
    scriptBlocks = texts.slice(0, 2).map((t) => planScript(t, fontId, maxW, target, minCap));
  }
  // Japanese pieces keep their waves at the foot, so a single line of text goes over the motif
  const below = style === 'japanese' && scriptBlocks.length === 1 ? undefined : scriptBlocks[0];
  const above =
    style === 'japanese' && scriptBlocks.length === 1 ? scriptBlocks[0] : scriptBlocks[1];
  {
    // a long text on a small canvas: shrink the lettering so text and a motif of at least 35%
    // of the short side still fit (the text stays whole; its size is what has to give)
    const room = H - 2 * margin0 - Math.min(W, H) * 0.35 - mm(5) * scriptBlocks.length;
    const need = scriptBlocks.reduce((a, b) => a + b.height, 0);
    if (need > room && room > 0) {
      const k = room / need;
      for (const b of scriptBlocks) {
        b.size *= k;
        b.cap *= k;
        b.lineH *= k;
        b.height *= k;
        for (const ln of b.lines) ln.width *= k;
      }
    }
  }
  const textGap = mm(5);

  // --- main motif box
  const margin = margin0;
  const ratio = H / W;
  let S = tall
    ? ratio < 1.5
      ? Math.min(W * 0.8, H * 0.58)
      : Math.min(W * 0.92, H * 0.5)
    : wide
      ? H * 0.66
      : Math.min(W, H) * (hasText ? 0.62 : 0.7);
  if (
    comp === 'radial' ||
    comp === 'geometric' ||
    style === 'blackwork' ||
    style === 'neo-traditional'
  )
    S *= tall ? 0.86 : 0.8;
  else if (comp === 'symmetrical' && tall) S *= 0.82;
  if (style === 'japanese') S *= 0.92;
  if (style === 'realism' || style === 'surrealism') S *= 1.08;
  if (small && !hasText) S = Math.max(S, Math.min(W, H) * 0.78);
  // "a small heart with her name": the motif gives way to the lettering
  if (hasText && (inp.plan?.size === 'small' || inp.plan?.size === 'tiny')) S *= 0.72;
  // a frame asked for in words ("in a diamond frame", "inside a circle") is drawn round the motif
  const askedFrame = (inp.plan?.elements ?? []).find((e) =>
    ['diamond frame', 'circle', 'frame'].includes(e),
  );
  if (askedFrame && profile.backdrop !== 'ornament') S *= 0.8;
  // a piece understood from a request fills its placement as a tattoo would (frames and backdrops
  // below still cap it so they stay inside the canvas)
  if (inp.plan && !hasText && style !== 'minimalist')
    S = Math.max(S, Math.min(W, H) * (tall ? 0.86 : 0.8));
  if (inp.plan && style === 'minimalist') S = Math.min(S, Math.min(W, H) * 0.62);
  if (letteringOnly) S = Math.min(W, H) * 0.16;
  S = Math.min(S, Math.min(W, H) - 2 * margin);
  {
    // frames, rings and fields reach past the motif box: keep their outer edge inside the canvas
    const reach =
      profile.backdrop === 'solid'
        ? 0.7 * 1.15
        : comp === 'radial'
          ? 0.74
          : comp === 'geometric'
            ? 0.84
            : profile.backdrop === 'ornament'
              ? 0.66
              : 0.5;
    const pad = margin + mm(profile.backdrop === 'solid' || comp === 'radial' ? 4 : 3.5);
    S = Math.min(S, (W / 2 - pad) / reach, (H / 2 - pad) / reach);
  }
  let cx = W / 2;
  let cy = tall ? H * (hasText ? 0.44 : 0.48) : H * (hasText ? 0.42 : 0.5);
  if (below || above) {
    // stack [above text] motif [below text] and centre the stack; frames and rings reach past
    // the motif box, so the text clears their full height
    const extent =
      profile.backdrop === 'solid'
        ? 1.75
        : comp === 'radial'
          ? 1.56
          : comp === 'geometric'
            ? 1.5
            : profile.backdrop === 'ornament'
              ? 1.42
              : profile.backdrop === 'geometry' || style === 'surrealism'
                ? 1.3
                : 1;
    const extra = (below ? below.height + textGap : 0) + (above ? above.height + textGap : 0);
    S = Math.max(Math.min(S, (H - 2 * margin - extra) / extent), Math.min(W, H) * 0.25);
    const SE = S * extent;
    const total = SE + extra;
    const top = Math.max(margin, (H - total) / 2);
    cy = top + (above ? above.height + textGap : 0) + SE / 2;
    if (below) below.top = cy + SE / 2 + textGap;
    if (above) above.top = top;
  }
  if (comp === 'asymmetrical') {
    cx += (wide ? -W * 0.1 : -W * 0.05) * (L.chance(0.5) ? 1 : -1);
    cy += tall ? -H * 0.04 : 0;
  }
  // variations (seed + i): each of four seeds frames the piece differently, not just its filler:
  // v0 open skin, v1 mirrored in an oval, v2 on an arched panel, v3 mirrored on a sunburst card
  const variant = inp.plan ? (inp.seed >>> 0) % 4 : 0;
  const mirrorArt = !letteringOnly && (variant === 1 || variant === 3);
  if (!letteringOnly && variant > 0) {
    S *= variant === 3 ? 0.78 : 0.82;
    if (variant === 1) cx += W * (wide ? 0.05 : 0.03) * (L.chance(0.5) ? 1 : -1);
    if (variant === 1 && tall && !below && !above) cy -= H * 0.05;
  }
  const mainBox: TBox = { x: cx - S / 2, y: cy - S / 2, w: S, h: S };
  const groundSvg =
    variant > 0 ? ground(ctx, variant, cx, cy, S, W, H, margin, style, letteringOnly) : '';
  const occupied: TBox[] = [mainBox];
  const far: string[] = []; // under the style backdrop (vines, ribbons)
  const back: string[] = [];
  const front: string[] = [];
  const [mainDef, ...others] =
    style === 'minimalist' && !inp.plan
      ? inp.motifs.slice(0, 1)
      : small || style === 'minimalist'
        ? inp.motifs.slice(0, 2)
        : inp.motifs;
  const extraUsed: TMotifDef[] = [];
  const extraElements: string[] = [];

  // --- style backdrop (behind everything)
  const pal = palette;
  switch (profile.backdrop) {
    case 'japanese':
      back.push(japaneseBackground(ctx, mainBox));
      break;
    case 'tribal':
      back.push(tribalSpikes(ctx, mainBox));
      break;
    case 'splash':
      back.push(splashes(ctx, mainBox, pal.inkOnly ? ['#8a8a8a', '#b5b5b5'] : pal.accents));
      break;
    case 'smoke':
      back.push(smoke(ctx, mainBox));
      break;
    case 'ornament':
      back.push(
        ornamentFrame(
          ctx,
          mainBox,
          pal.inkOnly ? pal.paper : mix(pal.accents[1] ?? pal.roles.blue, pal.paper, 0.55),
          pal.roles.red,
        ),
      );
      break;
    case 'dream': {
      // a receding floor grid and a horizon, for the dream-space look
      // a low horizon with a long shadow and a small distant moon: de Chirico and Dali space
      const hy = cy + S * 0.5;
      let g = line(ctx, `M${P(margin, hy)}L${P(W - margin, hy)}`, ctx.detail);
      if (!ctx.stencil)
        g += `<path d="M${P(cx - S * 0.25, hy + mm(2))}Q${P(cx + S * 0.4, hy + mm(6))} ${P(Math.min(W - margin, cx + S * 0.9), hy + mm(4))}L${P(cx + S * 0.2, hy + mm(1.5))}Z" fill="${pal.ink}" fill-opacity="0.55"/>`;
      const moonR = mm(4) + S * 0.04;
      g += inked(
        ctx,
        circleD(W - margin - moonR * 2, margin + moonR * 2, moonR),
        pal.inkOnly ? pal.paper : pal.roles.gold,
      );
      back.push(g);
      break;
    }
    case 'geometry':
      if (comp !== 'geometric' && comp !== 'radial') {
        // sacred-geometry scaffold: concentric circles, an axis with dots, a diamond
        const R = S * 0.62;
        let g =
          line(ctx, circleD(cx, cy, R), ctx.detail) +
          line(ctx, circleD(cx, cy, R + Math.max(mm(2.2), ctx.detail * 3)), ctx.detail);
        const top = Math.max(margin, cy - R * 1.45);
        const bottom = Math.min(H - margin, cy + R * 1.45);
        g += line(
          ctx,
          `M${P(cx, top)}L${P(cx, cy - R - mm(3))}M${P(cx, cy + R + mm(3))}L${P(cx, bottom)}`,
          ctx.detail,
        );
        for (const y of [top, bottom])
          g += ctx.stencil
            ? line(ctx, circleD(cx, y, mm(1.2)))
            : `<circle cx="${f(cx)}" cy="${f(y)}" r="${f(mm(1.6))}" fill="${pal.ink}"/>`;
        g += line(
          ctx,
          `M${P(cx, cy - R)}L${P(cx + R, cy)}L${P(cx, cy + R)}L${P(cx - R, cy)}Z`,
          ctx.detail,
        );
        back.push(g);
      }
      break;
    default:
      break;
  }

  if (askedFrame === 'diamond frame' || (askedFrame === 'frame' && profile.backdrop === 'solid')) {
    back.push(geometryFrame(ctx, cx, cy, S * 0.68, 4, 0));
    extraElements.push('frame', 'diamond frame');
  } else if (askedFrame === 'circle') {
    const R = S * 0.62;
    back.push(
      line(ctx, circleD(cx, cy, R), ctx.outline) +
        line(ctx, circleD(cx, cy, R + Math.max(ctx.mm(2.5), ctx.outline * 2)), ctx.detail),
    );
    extraElements.push('circle', 'frame');
  } else if (askedFrame === 'frame' && profile.backdrop !== 'ornament') {
    back.push(
      ornamentFrame(
        ctx,
        mainBox,
        pal.inkOnly ? pal.paper : mix(pal.accents[1] ?? pal.roles.blue, pal.paper, 0.55),
        pal.roles.red,
      ),
    );
    extraElements.push('frame');
  }

  // --- composition structure
  const flankFill = pal.inkOnly ? pal.paper : pal.roles.green;
  switch (comp) {
    case 'symmetrical': {
      if (
        !small &&
        inp.plan?.compositionAsked !== false &&
        style !== 'tribal' &&
        style !== 'japanese' &&
        style !== 'blackwork' &&
        style !== 'minimalist' &&
        style !== 'geometric' &&
        style !== 'realism'
      ) {
        // laurel-like branches hugging the motif, mirrored
        const reach = Math.min(S * 0.68, W / 2 - margin - mm(4));
        for (const side of [-1, 1]) {
          const p0: [number, number] = [cx + side * S * 0.12, cy + S * 0.5];
          const c: [number, number] = [cx + side * reach * 1.12, cy + S * 0.4];
          const p2: [number, number] = [cx + side * reach * 0.95, cy - S * 0.38];
          back.push(vine(ctx, p0, c, p2, Math.max(mm(6), S * 0.13), 5, flankFill));
        }
      }
      break;
    }
    case 'flowing': {
      // a ribbon and a leafy vine sweeping through the piece in opposite S-curves
      const F = ctx.rng.fork('flow');
      const flip = F.chance(0.5) ? 1 : -1;
      const X = (x: number) => (flip === 1 ? x : W - x);
      // washes (watercolour, realism) flow on their own: an inked band through them reads as a sticker
      if (style !== 'minimalist' && style !== 'tribal' && !hasText && profile.fill !== 'wash') {
        const rw = Math.max(mm(5), Math.min(W, H) * 0.045);
        const ribbon = `M${P(X(margin), H * 0.78)}C${P(X(W * 0.45), H * 1.02)} ${P(X(W * 0.2), H * 0.12)} ${P(X(W - margin), H * 0.24)}`;
        const ribbonFill = pal.inkOnly ? pal.paper : pal.roles.red;
        if (ctx.stencil) far.push(line(ctx, ribbon, rw));
        else
          far.push(
            `<path d="${ribbon}" fill="none" stroke="${pal.ink}" stroke-width="${sw(rw + 2 * ctx.ornament)}" stroke-linecap="butt"/>` +
              `<path d="${ribbon}" fill="none" stroke="${ribbonFill}" stroke-width="${sw(rw)}" stroke-linecap="butt"/>` +
              `<path d="${ribbon}" fill="none" stroke="${mix(ribbonFill, pal.ink, 0.35)}" stroke-width="${sw(Math.max(mm(0.8), rw * 0.18))}" stroke-dasharray="${f(rw * 1.6)} ${f(rw * 2.4)}"/>`,
          );
      }
      const p0: [number, number] = [X(W * 0.12), H - margin];
      const c: [number, number] = [X(W * 1.05), H * 0.55];
      const p2: [number, number] = [X(W * 0.2), margin + mm(4)];
      // minimalist keeps to one unbroken fine line: the sweep without leaves. Japanese wind and
      // watercolour splashes already flow; a vine through them and the lettering band is clutter
      if (hasText && (profile.backdrop === 'japanese' || profile.backdrop === 'splash')) break;
      if (style === 'minimalist')
        far.push(line(ctx, `M${P(...p0)}Q${P(...c)} ${P(...p2)}`, ctx.outline));
      else far.push(vine(ctx, p0, c, p2, Math.max(mm(7), S * 0.16), 8, flankFill));
      break;
    }
    case 'geometric': {
      // a triangle's incircle is too small for a motif of this size: diamonds and hexagons hold it
      const sides = L.pick([4, 6, 6]);
      back.push(geometryFrame(ctx, cx, cy, S * 0.68, sides, sides === 4 ? 0 : -Math.PI / 2));
      break;
    }
    case 'radial': {
      // blackwork's own frame is already the ring, and tribal's spikes already radiate: a petal
      // ring under them turns to mush
      if (profile.backdrop === 'solid' || profile.backdrop === 'tribal') break;
      const nPet = L.pick([12, 16, 18]);
      back.push(
        mandalaRing(
          ctx,
          cx,
          cy,
          S * 0.52,
          S * 0.74,
          nPet,
          // minimalist petals stay open linework
          pal.inkOnly || style === 'minimalist'
            ? pal.paper
            : style === 'realism'
              ? mix(pal.ink, pal.paper, 0.78) // realism's frame stays black and grey
              : mix(pal.accents[0], pal.paper, 0.25),
        ),
      );
      back.push(line(ctx, circleD(cx, cy, S * 0.52), ctx.ornament));
      break;
    }
    case 'abstract': {
      const A = ctx.rng.fork('abstract');
      // tribal and blackwork stay black whatever the palette
      const col =
        pal.inkOnly || profile.fill === 'solid' ? pal.ink : (pal.accents[1] ?? pal.accents[0]);
      // an offset circle, kept inside the canvas
      const cr = Math.min(S * 0.56, W / 2 - margin, H / 2 - margin);
      const ccx = Math.min(Math.max(cx - S * 0.12, margin + cr), W - margin - cr);
      if (style === 'minimalist') {
        // minimalist stays a single fine line: the offset circle broken by one open arc, no fills
        const a0 = A.range(0.2, 0.8);
        const a1 = a0 + Math.PI * 1.6;
        const pt = (a: number) => P(ccx + cr * Math.cos(a), cy + S * 0.06 + cr * Math.sin(a));
        back.push(line(ctx, `M${pt(a0)}A${f(cr)} ${f(cr)} 0 1 1 ${pt(a1)}`, ctx.outline));
        break;
      }
      // bold flat styles keep flat, outlined shapes; tonal styles get translucent washes
      const flat = profile.fill === 'colour' || profile.fill === 'solid';
      const tonal = style === 'realism' || pal.grey;
      const blobCol = tonal && !pal.inkOnly ? mix(pal.ink, pal.paper, 0.55) : col;
      // solid black motifs (tribal, blackwork) would sink into a blot: they get the strokes only
      if (!ctx.stencil && profile.fill !== 'solid')
        back.push(
          flat && !pal.inkOnly
            ? inked(ctx, blobD(A, cx + S * 0.22, cy - S * 0.15, S * 0.42, 0.3, 7), col)
            : `<path d="${blobD(A, cx + S * 0.22, cy - S * 0.15, S * 0.42, 0.3, 7)}" fill="${blobCol}" fill-opacity="${pal.inkOnly ? 0.85 : 0.7}"/>`,
        );
      // two dry-brush strokes across the piece, trash-polka fashion
      back.push(line(ctx, circleD(ccx, cy + S * 0.06, cr), ctx.detail));
      for (let i = 0; i < 2; i++) {
        const y0 = cy + S * (0.35 - i * 0.75);
        const x0 = Math.max(margin, cx - S * 0.75);
        const x1 = Math.min(W - margin, cx + S * 0.75);
        const t = Math.min(mm(A.range(5, 9)), S * 0.08);
        const d = `M${P(x0, y0)}Q${P(cx, y0 - S * 0.25 - t)} ${P(x1, y0 - S * 0.3)}L${P(x1 - mm(3), y0 - S * 0.3 + t * 0.7)}Q${P(cx, y0 - S * 0.25 + t)} ${P(x0 + mm(5), y0 + t * 0.4)}Z`;
        const strokeCol =
          profile.fill === 'solid' ||
          (i === 0 && (pal.inkOnly || pal.grey || style === 'blackwork' || style === 'realism'))
            ? pal.ink
            : tonal
              ? blobCol
              : col;
        back.push(
          ctx.stencil
            ? line(ctx, d)
            : flat
              ? `<path d="${d}" fill="${strokeCol}"/>`
              : `<path d="${d}" fill="${strokeCol}" fill-opacity="0.85"/>`,
        );
      }
      break;
    }
    default:
      break;
  }
  if (profile.backdrop === 'solid') {
    // blackwork: the motif in solid black with skin-coloured cuts, inside a mandala-style frame
    const R = S * 0.7;
    back.push(blackworkFrame(ctx, cx, cy, S * 0.57, S * 0.76, L.pick([12, 16, 20])));
    occupied.push({ x: cx - R * 1.2, y: cy - R * 1.2, w: R * 2.4, h: R * 2.4 });
  }
  if (style === 'traditional' && mainDef.id === 'sun' && others.length === 0) {
    back.push(rays(ctx, cx, cy, S * 0.5, S * 0.72, 16, false));
  }

  // keep a placed motif inside the canvas margins, shrinking it if it cannot fit
  const clampPlace = (p: TPlace): TPlace => {
    const size = Math.min(p.size, W - 2 * margin, H - 2 * margin);
    const h = size / 2;
    return {
      ...p,
      size,
      cx: Math.min(Math.max(p.cx, margin + h), W - margin - h),
      cy: Math.min(Math.max(p.cy, margin + h), H - margin - h),
    };
  };

  // tall canvases: ornamental drops run from framed pieces toward the ends of the limb
  const framed =
    profile.backdrop === 'solid' ||
    profile.backdrop === 'geometry' ||
    profile.backdrop === 'ornament' ||
    comp === 'radial' ||
    comp === 'geometric';
  if (tall && framed && !hasText && style !== 'minimalist') {
    const reachY =
      S *
        (profile.backdrop === 'solid'
          ? 0.9
          : comp === 'radial'
            ? 0.8
            : comp === 'geometric'
              ? 0.75
              : 0.66) +
      (profile.backdrop === 'ornament' ? mm(9) : 0);
    back.push(
      verticalDrop(ctx, cx, cy - reachY, margin + mm(2)) +
        verticalDrop(ctx, cx, cy + reachY, H - margin - mm(2)),
    );
  }

  // --- motifs
  const negative = false;
  const surreal = style === 'surrealism';
  const surrealMode = !surreal
    ? null
    : inp.plan?.melt
      ? 'melt'
      : L.pick(['melt', 'split', 'eye', 'merge'] as const);
  const mainPlace: TPlace = { cx, cy, size: S, flip: comp === 'asymmetrical' && L.chance(0.5) };
  if (mainDef.kind === 'long' && mainDef.axis !== undefined) {
    // stand long motifs upright: blades and anchors tip down, feathers and arrows tip up
    const up = ['feather', 'fern', 'arrow', 'trident'].includes(mainDef.id);
    mainPlace.rot =
      (up ? -90 : 90) - mainDef.axis + (comp === 'asymmetrical' ? L.range(-18, 18) : 0);
    mainPlace.flip = false;
  }
  // related subjects ("wrapped around", "inside", "rising from", pairs, accents) lay out first
  const plan = inp.plan;
  const countOf = (d: TMotifDef) => plan?.counts[d.id] ?? { count: 1 };
  const drawAt = (def: TMotifDef, at: TPlaceAt, layer: 'back' | 'front'): TBox => {
    const sh = placeMotif(ctx, def, clampPlace(at));
    (layer === 'back' ? back : front).push(treatMotif(ctx, sh));
    occupied.push(sh.box);
    return sh.box;
  };
  const related =
    !!plan &&
    !plan.melt &&
    layoutRelated(
      { ctx, rng: L.fork('rel'), W, H, cx, cy, S, margin, draw: drawAt, back, front },
      plan.relation,
      { def: mainDef, ...countOf(mainDef) },
      others.map((o) => ({ def: o, ...countOf(o) })),
    );
  if (letteringOnly && !turnText) {
    // a flourish between the lines: a diamond with tapering strokes either side
    const r = S * 0.14;
    const half = Math.min(W * 0.36, S * 1.6);
    const d = `M${P(cx - half, cy)}Q${P(cx - half * 0.5, cy - r * 0.6)} ${P(cx - r * 1.6, cy)}Q${P(cx - half * 0.5, cy + r * 0.2)} ${P(cx - half, cy)}ZM${P(cx + half, cy)}Q${P(cx + half * 0.5, cy - r * 0.6)} ${P(cx + r * 1.6, cy)}Q${P(cx + half * 0.5, cy + r * 0.2)} ${P(cx + half, cy)}Z`;
    const diamond = `M${P(cx, cy - r)}L${P(cx + r, cy)}L${P(cx, cy + r)}L${P(cx - r, cy)}Z`;
    front.push(
      ctx.stencil
        ? line(ctx, d) + line(ctx, diamond)
        : inked(ctx, d, pal.ink) + inked(ctx, diamond, pal.inkOnly ? pal.ink : pal.roles.red),
    );
  } else if (!related) {
    const longs = others.filter((o) => o.kind === 'long');
    const rest = others.filter((o) => o.kind !== 'long');
    for (const o of longs.slice(0, 1)) {
      // the classic "through" pose: the long piece crosses behind the main motif, tip down;
      // near-vertical on a long canvas, diagonal on a round or wide one
      const target = tall ? 90 + L.pick([-14, 14, -8, 8]) : L.pick([50, 130, 60, 120]);
      const size = tall
        ? Math.min(H * 0.72, S * 1.9)
        : Math.min(S * 1.3, Math.min(W, H) - 2 * margin);
      const sh = placeMotif(ctx, o, {
        cx,
        cy: tall ? cy + S * 0.05 : cy,
        size,
        rot: target - (o.axis ?? 45),
      });
      back.push(treatMotif(ctx, sh));
      occupied.push(sh.box);
    }
    // a lone pair-able motif in a symmetrical piece becomes the classic mirrored pair
    const asPair =
      comp === 'symmetrical' &&
      others.length === 0 &&
      PAIRS.has(mainDef.id) &&
      !tall &&
      !surreal &&
      !small;
    if (asPair) {
      const crossed = CROSSED.has(mainDef.id);
      const size = crossed ? S * 0.98 : S * 0.62;
      for (const side of [-1, 1]) {
        const sh = placeMotif(
          ctx,
          mainDef,
          crossed
            ? { cx, cy, size, rot: 90 + side * 38 - (mainDef.axis ?? 45), flip: false }
            : {
                cx: cx + side * S * 0.36,
                cy: cy - S * 0.05,
                size,
                flip: side === 1,
                rot: side * 8,
              },
        );
        back.push(treatMotif(ctx, sh, { negative }));
      }
    }
    let mainSvg = '';
    if (!asPair) {
      let mainShape = placeMotif(ctx, mainDef, mainPlace);
      if (surrealMode === 'melt')
        mainShape = placeMotif(
          ctx,
          mainDef,
          mainPlace,
          meltWarp(ctx.rng.fork('melt'), mainShape.box),
        );
      mainSvg = treatMotif(ctx, mainShape, { negative });
    }
    if (surrealMode === 'split') {
      const cid1 = ctx.nextId('cut');
      const cid2 = ctx.nextId('cut');
      const cutY = cy + L.range(-0.1, 0.1) * S;
      ctx.defs.push(
        `<clipPath id="${cid1}"><rect x="0" y="0" width="${W}" height="${f(cutY)}"/></clipPath>`,
      );
      ctx.defs.push(
        `<clipPath id="${cid2}"><rect x="0" y="${f(cutY)}" width="${W}" height="${f(H - cutY)}"/></clipPath>`,
      );
      const lift = mm(6);
      mainSvg =
        `<g transform="rotate(-7 ${f(cx)} ${f(cutY)}) translate(0 ${f(-lift)})"><g clip-path="url(#${cid1})">${mainSvg}</g></g>` +
        `<g clip-path="url(#${cid2})">${mainSvg}</g>`;
    }
    if (surrealMode === 'merge' && !asPair) {
      // half one thing, half another, joined along a zigzag seam
      const partnerDef =
        rest.shift() ??
        MOTIF_BY_ID.get(
          L.pick(
            ['skull', 'moon', 'rose', 'clock', 'eye', 'sun'].filter((id) => id !== mainDef.id),
          ),
        )!;
      if (!inp.motifs.includes(partnerDef)) extraUsed.push(partnerDef);
      const partner = treatMotif(ctx, placeMotif(ctx, partnerDef, { cx, cy, size: S, flip: true }));
      // zigzag seam: a triangle wave around x = cx, tooth height S / 7
      const tooth = S / 7;
      const zig = (y: number) => cx + mm(3) * (Math.abs(((((y / tooth) % 2) + 2) % 2) - 1) * 2 - 1);
      const pts: number[] = [];
      for (let y = 0; y <= H + tooth; y += tooth) pts.push(y);
      const seam = pts.map((y, i) => `${i ? 'L' : 'M'}${f(zig(y))} ${f(y)}`).join('');
      const c1 = ctx.nextId('half');
      const c2 = ctx.nextId('half');
      ctx.defs.push(
        `<clipPath id="${c1}"><path d="${seam}L0 ${f(pts[pts.length - 1])}L0 0Z"/></clipPath>`,
      );
      ctx.defs.push(
        `<clipPath id="${c2}"><path d="${seam}L${W} ${f(pts[pts.length - 1])}L${W} 0Z"/></clipPath>`,
      );
      const inside = pts.filter((y) => y > cy - S * 0.5 && y < cy + S * 0.5);
      const seamLine =
        inside.length > 1
          ? line(
              ctx,
              inside.map((y, i) => `${i ? 'L' : 'M'}${f(zig(y))} ${f(y)}`).join(''),
              ctx.detail,
            )
          : '';
      mainSvg =
        `<g clip-path="url(#${c1})">${mainSvg}</g><g clip-path="url(#${c2})">${partner}</g>` +
        seamLine;
    }
    front.push(mainSvg);
    if (surrealMode === 'eye') {
      const eye = MOTIF_BY_ID.get(mainDef.id === 'eye' ? 'moon' : 'eye')!;
      const r = S * 0.2;
      if (!ctx.stencil)
        front.push(
          `<path d="${circleD(cx, cy, r)}" fill="${pal.paper}" stroke="${pal.ink}" stroke-width="${sw(ctx.outline)}"/>`,
        );
      else front.push(line(ctx, circleD(cx, cy, r)));
      front.push(treatMotif(ctx, placeMotif(ctx, eye, { cx, cy, size: r * 1.55 })));
    }
    // wide symmetrical pieces get flanking filler motifs, as a chest panel would
    if (
      wide &&
      !small &&
      comp === 'symmetrical' &&
      others.length === 0 &&
      !asPair &&
      style !== 'minimalist' &&
      style !== 'tribal' &&
      style !== 'blackwork'
    ) {
      const flankId =
        style === 'japanese'
          ? 'cherry-blossom'
          : style === 'traditional'
            ? L.pick(['swallow', 'rose', 'star'])
            : style === 'neo-traditional'
              ? 'rose'
              : L.pick(['fern', 'feather', 'star']);
      const flank = MOTIF_BY_ID.get(flankId === mainDef.id ? 'star' : flankId)!;
      const size = Math.min(S * 0.5, (W - S) / 2 - margin);
      if (size > mm(12)) {
        for (const side of [-1, 1]) {
          const sh = placeMotif(ctx, flank, {
            cx: cx + side * (S / 2 + size * 0.45),
            cy: cy - S * 0.12,
            size,
            flip: side === 1,
            rot: side * 12,
          });
          front.push(treatMotif(ctx, sh));
          occupied.push(sh.box);
        }
        extraUsed.push(flank);
      }
    }

    // companions
    rest.slice(0, 2).forEach((o, i) => {
      if (comp === 'symmetrical' && i === 0 && PAIRS.has(o.id)) {
        // a mirrored pair flanking the main motif (two swallows, two koi)
        const size = tall ? W * 0.42 : S * 0.46;
        for (const side of [-1, 1]) {
          const at = tall
            ? { cx: cx + side * W * 0.24, cy: cy - S / 2 - size * 0.35, size }
            : { cx: cx + side * (S * 0.5 + size * 0.3), cy: cy - S * 0.3, size };
          const sh = placeMotif(ctx, o, { ...clampPlace(at), flip: side === 1 });
          front.push(treatMotif(ctx, sh));
          occupied.push(sh.box);
        }
        return;
      }
      const size = S * (tall ? 0.56 : 0.5);
      const at = tall
        ? i === 0
          ? { cx: cx + W * 0.14, cy: cy - S / 2 - size * 0.3, size }
          : { cx: cx - W * 0.16, cy: cy + S / 2 + size * 0.55, size }
        : i === 0
          ? { cx: cx + S * 0.55, cy: cy + S * 0.22, size }
          : { cx: cx - S * 0.58, cy: cy - S * 0.22, size };
      const sh = placeMotif(ctx, o, { ...clampPlace(at), rot: L.range(-12, 12) });
      front.push(treatMotif(ctx, sh));
      occupied.push(sh.box);
    });
  }

  // --- lettering
  const lettering: string[] = [...texts];
  const letters: string[] = [];
  const letterBoxes: TBox[] = [];
  const clearZones: TBox[] = [];
  if (bannerParts.length) {
    bannerParts.forEach((text, i) => {
      const maxW = W - 2 * margin;
      const bh = Math.max(mm(11), S * 0.2);
      let bw = Math.min(maxW * (tall ? 0.86 : 0.78), Math.max(S * 1.0, bh * 4));
      // widen the band until the lettering reaches its readable minimum, or the canvas edge
      while (bannerCapMm(ctx, bw, bh, text, fontId) < MIN_LETTER_MM[fontId] && bw < maxW * 0.86)
        bw *= 1.1;
      bw = Math.min(bw, W - 2 * margin - 2 * bh * 1.3);
      const sag = Math.min(bh * 0.35, bw * 0.07);
      let by = i === 0 ? cy + S * 0.47 : cy - S * 0.55;
      by = Math.min(Math.max(by, margin + bh), H - margin - bh * 1.5);
      const tilt = comp === 'asymmetrical' ? L.range(-8, 8) : 0;
      const b = banner(ctx, cx, by, bw, bh, (i === 0 ? 1 : -1) * sag, text, fontId, tilt);
      // the scroll is drawn over everything else: it is the lettering's clear zone
      letters.push(b.svg);
      letterBoxes.push(b.textBox);
      occupied.push(b.box);
    });
  }
  scriptBlocks.forEach((block) => {
    block.lines.forEach((ln, k) => {
      const y = block.top + block.cap + k * block.lineH;
      const bend = comp === 'flowing' ? mm(6) : mm(2);
      const d = curvedText(
        ln.text,
        fontId,
        block.size,
        [cx - ln.width / 2 - mm(2), y],
        [cx, y + bend],
        [cx + ln.width / 2 + mm(2), y],
        0,
      );
      const glyphs = turnText
        ? applyMatrix(
            d,
            compose(
              translate(-cx, -(block.top + block.height / 2)),
              rotate(-90),
              translate(W / 2, H / 2),
            ),
          )
        : d;
      letters.push(letterFill(ctx, toD(glyphs)));
      const gb = bbox(glyphs);
      letterBoxes.push(gb);
      // a band around free lettering is kept clear of every other stroke
      const px = mm(3);
      const py = mm(2.5);
      clearZones.push({ x: gb.x - px, y: gb.y - py, w: gb.w + 2 * px, h: gb.h + 2 * py });
      occupied.push(clearZones[clearZones.length - 1]);
    });
  });

  // --- filler and finishing touches
  if ((style === 'traditional' || style === 'neo-traditional') && !letteringOnly)
    front.push(
      filler(
        ctx,
        occupied,
        style === 'traditional' ? 'stars' : 'sparkles',
        small ? 2 : inp.plan ? 4 : tall ? 7 : 9,
      ),
    );
  if (style === 'minimalist' && !hasText && !inp.plan) front.push(filler(ctx, occupied, 'dots', 3));
  if (style === 'watercolor') front.push(filler(ctx, occupied, 'dots', 4));
  if (style === 'japanese' && comp !== 'symmetrical' && !ctx.stencil) {
    // falling petals or leaves across the piece
    const J = ctx.rng.fork('petals');
    for (let i = 0; i < 5; i++) {
      const x = J.range(margin, W - margin);
      const y = J.range(margin, H * 0.8);
      if (occupied.some((b) => x > b.x && x < b.x + b.w && y > b.y && y < b.y + b.h)) continue;
      front.push(inked(ctx, leafD(x, y, mm(J.range(5, 8)), J.range(0, 6.28), 0.5), pal.roles.red));
    }
  }

  // --- serialise
  const bg = ctx.stencil ? '#ffffff' : pal.paper;
  let art = groundSvg + far.join('') + back.join('') + front.join('');
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
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" data-units-per-mm="${unitsPerMm.toFixed(6)}">` +
    `<defs>${ctx.defs.join('')}</defs>` +
    `<rect width="${W}" height="${H}" fill="${bg}"/>` +
    content +
    `</svg>`;
  return {
    svg,
    width: W,
    height: H,
    widthMm: canvas.widthMm,
    heightMm: canvas.heightMm,
    lettering,
    used: letteringOnly ? [] : [mainDef, ...others, ...extraUsed],
    elementsDrawn: [
      ...(bannerParts.length ? ['banner'] : []),
      ...(profile.backdrop === 'ornament' || comp === 'geometric' || profile.backdrop === 'solid'
        ? ['frame']
        : []),
      ...(profile.backdrop === 'splash' ? ['splashes'] : []),
      ...(profile.backdrop === 'japanese' ? ['waves'] : []),
      ...extraElements,
    ],
  };
}
