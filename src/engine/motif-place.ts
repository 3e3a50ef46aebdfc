// Phase helper: a motif's outline from its source (icon or generated), scaled, turned and
// placed on the canvas, kept inside the margins; and surrealism's melt warp.
import { iconPath } from './assets';
import type { TCtx } from './context';
import type { TGenShape } from './gen-shape';
import { generateShape } from './generated-motifs';
import type { TMotifDef } from './motifs';
import {
  applyMatrix,
  bbox,
  closeSubpaths,
  compose,
  mapPoints,
  parsePath,
  rotate,
  scale,
  splitSubpaths,
  translate,
  withWinding,
  type TBox,
  type TPath,
} from './path';
import { createRng, hashString, type TRng } from './prng';
import type { TMotifShape } from './treat';
import type { TRole } from './palettes';
import { drawnAs, ILLUSTRATED_SHAPES, REALISM_SHAPES } from './realism-motifs';

// Parsed motif outlines in their source box, cached per motif (and seed for generated ones).
type TSource = {
  path: TPath;
  alt?: TPath;
  inks?: { role: TRole; path: TPath; lit?: boolean; plane?: number; open?: boolean }[];
  tones?: { t: number; path: TPath; blur?: number }[];
  toneBlur?: number;
  colourTones?: boolean;
  fine?: boolean;
  carved?: boolean;
  noRim?: boolean;
  fade?: TPath;
  art?: TGenShape['art'];
  frayed?: boolean;
  relief?: TPath;
  strokes?: TPath;
  box: TBox;
};
const shapeCache = new Map<string, TSource>();

export function sourceShape(def: TMotifDef, rng: TRng, etched: boolean | 'illustrated'): TSource {
  const variant =
    def.gen === 'mandala' ||
    def.gen === 'constellation' ||
    def.gen === 'spider-web' ||
    def.gen === 'jellyfish-fine' ||
    def.gen === 'koi' ||
    def.gen === 'tiger-roar'
      ? rng.int(0, 3)
      : 0;
  // realism has its own anatomical drawings for the subjects its icons draw as badges
  const real =
    etched === 'illustrated'
      ? (ILLUSTRATED_SHAPES[def.id] ?? REALISM_SHAPES[def.id])
      : etched
        ? REALISM_SHAPES[def.id]
        : undefined;
  const key = `${def.id}:${variant}${real ? ':real' : ''}${etched === 'illustrated' ? ':ill' : ''}${def.silhouette ? ':sil' : ''}`;
  const hit = shapeCache.get(key);
  if (hit) return hit;
  let d: string;
  let alt: string | undefined;
  let inks: TSource['inks'];
  let tones: TSource['tones'];
  let toneBlur: number | undefined;
  let colourTones: boolean | undefined;
  let fine: boolean | undefined;
  let carved: boolean | undefined;
  let noRim: boolean | undefined;
  let fade: TPath | undefined;
  let art: TGenShape['art'];
  let frayed: boolean | undefined;
  let relief: TPath | undefined;
  let strokes: TPath | undefined;
  let path: TPath;
  if (def.gen || real) {
    const g = real ? real() : generateShape(def.gen!, createRng(hashString(key)));
    alt = g.alt;
    inks = g.inks?.map((k) => ({
      role: k.role,
      path: closeSubpaths(parsePath(k.d)),
      ...(k.lit ? { lit: true } : {}),
      ...(k.plane !== undefined ? { plane: k.plane } : {}),
      ...(k.open ? { open: true } : {}),
    }));
    tones = g.tones?.map((k) => ({
      t: k.t,
      path: closeSubpaths(parsePath(k.d)),
      ...(k.blur ? { blur: k.blur } : {}),
    }));
    toneBlur = g.toneBlur;
    colourTones = g.colourTones;
    fine = g.fine;
    carved = g.carved;
    noRim = g.noRim;
    fade = g.fade ? closeSubpaths(parsePath(g.fade)) : undefined;
    art = g.art;
    frayed = g.frayed;
    relief = g.relief ? closeSubpaths(parsePath(g.relief)) : undefined;
    strokes = g.strokes ? parsePath(g.strokes) : undefined;
    // a silhouette is the shape alone: its inner lines and inks dropped, only its cuts kept open
    const holes = def.silhouette ? g.cuts : g.holes;
    path = [
      ...withWinding(closeSubpaths(parsePath(g.d)), 1),
      ...(holes ? withWinding(closeSubpaths(parsePath(holes)), -1) : []),
    ];
    if (def.silhouette) {
      alt = tones = fade = art = frayed = relief = undefined;
      inks = inks?.filter((k) => k.open);
      if (!inks?.length) inks = undefined;
    }
  } else {
    d = iconPath(def.icon ?? '') ?? iconPath('compass')!;
    path = parsePath(d);
  }
  const out = {
    path,
    alt: alt ? parsePath(alt) : undefined,
    inks,
    tones,
    ...(toneBlur ? { toneBlur } : {}),
    ...(colourTones ? { colourTones } : {}),
    ...(fine ? { fine } : {}),
    ...(carved ? { carved } : {}),
    ...(noRim ? { noRim } : {}),
    ...(fade ? { fade } : {}),
    ...(art ? { art } : {}),
    ...(frayed ? { frayed } : {}),
    ...(relief ? { relief } : {}),
    ...(strokes ? { strokes } : {}),
    // inks are drawn too: a dandelion's seeds are inks reaching past its small body
    box: bbox([...path, ...(inks ?? []).flatMap((k) => k.path)]),
  };
  if (shapeCache.size > 400) shapeCache.clear();
  shapeCache.set(key, out);
  return out;
}

/** The bolder drawing a motif uses when small: another icon, or another authored drawing. */
function simpleDef(def: TMotifDef, simple: string): TMotifDef {
  const id = def.id + ':simple';
  return simple.startsWith('gen:')
    ? { ...def, id, gen: simple.slice(4) as TMotifDef['gen'] }
    : { ...def, id, icon: simple, gen: undefined };
}

/** The drawing of a motif for this canvas: watercolour's own drawing where the motif has one;
 *  an upright motif's long form on a long, narrow canvas (its line form there in one-line work,
 *  when it has one), its bold form on one too small for the fine detail (under 30 cm) to stay
 *  open. */
export function forCanvas(def: TMotifDef, ctx: TCtx): TMotifDef {
  if (def.wash && ctx.profile.backdrop === 'splash')
    return { ...def, gen: def.wash, id: `${def.id}:wash` };
  if (def.lineAlt && ctx.altLine) return { ...def, gen: def.lineAlt, id: `${def.id}:alt` };
  if (def.line && ctx.oneLine) return { ...def, gen: def.line, id: `${def.id}:line` };
  const up = def.upright;
  if (!up || up === true) return def;
  const { width, height, widthMm, heightMm } = ctx.canvas;
  if (height / width >= 1.6 && ctx.oneLine && up.line)
    return { ...def, gen: up.line, id: `${def.id}:line` };
  if (height / width >= 1.6) return { ...def, gen: up.long, id: `${def.id}:long` };
  if (up.bold && Math.max(widthMm, heightMm) < 300)
    return { ...def, gen: up.bold, id: `${def.id}:bold` };
  return def;
}

export interface TPlace {
  cx: number;
  cy: number;
  size: number;
  rot?: number;
  flip?: boolean;
  /** source parts to leave out (a beak redrawn by the caller), placed as if they were there */
  without?: (part: TPath) => boolean;
}

export function placeMotif(
  ctx: TCtx,
  def: TMotifDef,
  at: TPlace,
  warp?: (x: number, y: number) => [number, number],
): TMotifShape {
  // a detailed silhouette drawn small would close up under bold lines: use its simpler variant
  const sizeMm = at.size / ctx.canvas.unitsPerMm;
  const etched = drawnAs(ctx, def.id);
  // one-line work traces its own line form at any size
  const small = def.simple && sizeMm < 60 && !etched && !(ctx.oneLine && def.line);
  const src = sourceShape(
    small ? simpleDef(def, def.simple!) : forCanvas(def, ctx),
    ctx.rng.fork('shape' + def.id),
    etched,
  );
  const k = at.size / Math.max(src.box.w, src.box.h);
  const m = compose(
    translate(-(src.box.x + src.box.w / 2), -(src.box.y + src.box.h / 2)),
    scale(at.flip ? -k : k, k),
    rotate(at.rot ?? 0),
    translate(at.cx, at.cy),
  );
  const kept = at.without ? splitSubpaths(src.path).filter((s) => !at.without!(s)) : null;
  let path = applyMatrix(kept ? kept.flat() : src.path, m);
  let alt = src.alt ? applyMatrix(src.alt, m) : undefined;
  let inks = src.inks?.map((k) => ({ ...k, path: applyMatrix(k.path, m) }));
  let tones = src.tones?.map((k) => ({ ...k, path: applyMatrix(k.path, m) }));
  let fade = src.fade ? applyMatrix(src.fade, m) : undefined;
  let strokes = src.strokes ? applyMatrix(src.strokes, m) : undefined;
  let relief = src.relief ? applyMatrix(src.relief, m) : undefined;
  if (warp) {
    path = mapPoints(path, warp);
    if (alt) alt = mapPoints(alt, warp);
    inks = inks?.map((k) => ({ ...k, path: mapPoints(k.path, warp) }));
    tones = tones?.map((k) => ({ ...k, path: mapPoints(k.path, warp) }));
    if (fade) fade = mapPoints(fade, warp);
    if (relief) relief = mapPoints(relief, warp);
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
  let placed = m;
  if (k2 < 1 || nx !== b.x || ny !== b.y) {
    const fit = compose(translate(-b.x, -b.y), scale(k2), translate(nx, ny));
    placed = compose(m, fit);
    path = applyMatrix(path, fit);
    if (alt) alt = applyMatrix(alt, fit);
    inks = inks?.map((k) => ({ ...k, path: applyMatrix(k.path, fit) }));
    tones = tones?.map((k) => ({ ...k, path: applyMatrix(k.path, fit) }));
    if (fade) fade = applyMatrix(fade, fit);
    if (strokes) strokes = applyMatrix(strokes, fit);
    if (relief) relief = applyMatrix(relief, fit);
  }
  const roles = ctx.palette.roles;
  const colors: [string, string?] = [
    roles[def.roles[0]],
    def.roles[1] ? roles[def.roles[1]] : undefined,
  ];
  const box = bbox(path);
  const girth = def.girth ? def.girth * k * k2 : undefined;
  return {
    path,
    alt,
    ...(inks
      ? {
          inks: inks.map((k) => ({
            path: k.path,
            color: roles[k.role],
            lit: k.lit,
            ...(k.plane !== undefined ? { plane: k.plane } : {}),
            ...(k.open ? { open: true } : {}),
          })),
        }
      : {}),
    ...(tones ? { tones } : {}),
    ...(src.toneBlur ? { toneBlur: src.toneBlur } : {}),
    ...(src.colourTones ? { colourTones: true } : {}),
    ...(src.fine ? { fine: true } : {}),
    ...(src.carved ? { carved: true } : {}),
    ...(src.noRim ? { noRim: true } : {}),
    ...(fade ? { fade } : {}),
    // a painting follows the shape's placement; a melt warps paths only, so it drops the painting
    ...(src.art && !warp && !kept ? { art: { paint: src.art, matrix: placed, k: k * k2 } } : {}),
    ...(src.frayed ? { frayed: true } : {}),
    ...(relief ? { relief } : {}),
    ...(strokes ? { strokes } : {}),
    colors,
    split: def.split,
    ...(def.splitAt !== undefined ? { splitAt: def.splitAt } : {}),
    ...(def.solid ? { solid: true } : {}),
    ...(def.silhouette ? { silhouette: true } : {}),
    box,
    ...(girth ? { girth } : {}),
  };
}

/** Surrealism's melt: the lower part of the shape runs down in drips. */
export function meltWarp(rng: TRng, box: TBox): (x: number, y: number) => [number, number] {
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
