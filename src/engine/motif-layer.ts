// Phase: the motifs. Related subjects ("wrapped around", "inside", pairs...) are laid out by
// relations.ts; otherwise the main motif is placed with a long piece through it, as a mirrored
// pair, or in a surreal cut, merge or melt, with flanking motifs and companions around it.
import { isBare, isLandscape, MOTIF_BY_ID, type TMotifDef } from './motifs';
import { LEVEL_TILT, liesOverText } from './layout';
import { forCanvas, meltWarp, placeMotif, sourceShape, type TPlace } from './motif-place';
import { inked, line } from './ornaments';
import type { TBox } from './path';
import { drawnAs } from './realism-motifs';
import { layoutRelated, type TPlaceAt } from './relations';
import { P, type TLayers, type TLayout, type TScene, type TTextPlan } from './scene';
import { eyeInset, meltOver, mergeHalves, splitCut } from './surreal';
import { treatMotif, type TTreatOptions } from './treat';

// Motifs traditionally drawn as a pair: two swallows facing, crossed blades and arrows. Any other
// creature stays single and centred.
const PAIRS = new Set(['swallow', 'dagger', 'sword', 'arrow']);
// paired as an X through the centre rather than side by side
const CROSSED = new Set(['dagger', 'sword', 'arrow']);

/** "Made of triangles" (or facets, polygons), and geometric animals, are built as a facet mesh. */
function facetsAsked(sc: TScene, def: TMotifDef): boolean {
  const of = sc.inp.plan?.buildOf ?? '';
  if (/^(?:triangle|polygon|facet|shape|low)/.test(of)) return true;
  return (
    !!sc.inp.plan &&
    sc.style === 'geometric' &&
    (def.themes.includes('animals') || AUTHORED_PLANES.has(def.id))
  );
}

/** Drawings authored in facet planes (TGenShape inks with a plane) for geometric work. */
const AUTHORED_PLANES = new Set(['bee-geometric', 'wolf-geometric', 'mountain-geometric']);

type TSurrealMode = 'melt' | 'split' | 'eye' | 'merge' | null;

/** Keep a placed motif inside the canvas margins, shrinking it if it cannot fit. A wide or tall
 *  motif (a row of moon phases, surf) held level uses its real extent, not a square's. */
function clampPlace(sc: TScene, p: TPlace, def?: TMotifDef): TPlace {
  const { W, H, margin } = sc;
  const size = Math.min(p.size, W - 2 * margin, H - 2 * margin);
  let [hw, hh] = [size / 2, size / 2];
  if (def && Math.abs(p.rot ?? 0) <= 20) {
    const b = sourceShape(def, sc.ctx.rng.fork('shape' + def.id), drawnAs(sc.ctx, def.id)).box;
    const k = size / 2 / Math.max(b.w, b.h);
    [hw, hh] = [Math.max(b.w * k, size * 0.25), Math.max(b.h * k, size * 0.25)];
  }
  return {
    ...p,
    size,
    cx: Math.min(Math.max(p.cx, margin + hw), W - margin - hw),
    cy: Math.min(Math.max(p.cy, margin + hh), H - margin - hh),
  };
}

/** Lettering alone: a flourish between the lines, a diamond with tapering strokes either side. */
function flourish(sc: TScene, lay: TLayout): string {
  const { ctx, W } = sc;
  const { cx, cy, S } = lay;
  const pal = ctx.palette;
  const r = S * 0.14;
  const half = Math.min(W * 0.36, S * 1.6);
  const d = `M${P(cx - half, cy)}Q${P(cx - half * 0.5, cy - r * 0.6)} ${P(cx - r * 1.6, cy)}Q${P(cx - half * 0.5, cy + r * 0.2)} ${P(cx - half, cy)}ZM${P(cx + half, cy)}Q${P(cx + half * 0.5, cy - r * 0.6)} ${P(cx + r * 1.6, cy)}Q${P(cx + half * 0.5, cy + r * 0.2)} ${P(cx + half, cy)}Z`;
  const diamond = `M${P(cx, cy - r)}L${P(cx + r, cy)}L${P(cx, cy + r)}L${P(cx - r, cy)}Z`;
  return ctx.stencil
    ? line(ctx, d) + line(ctx, diamond)
    : inked(ctx, d, pal.ink) + inked(ctx, diamond, pal.inkOnly ? pal.ink : pal.roles.red);
}

/** How far along its length a piercing blade slides back from the motif it goes through. */
const THROUGH_SLIDE = 0.1;
/** How far (in layout boxes) the pierced motif drops on a long canvas to meet the blade's middle. */
const THROUGH_DROP = 0.42;

/** The classic "through" pose: the long piece crosses behind the main motif, tip down;
 *  near-vertical on a long canvas, diagonal on a round or wide one. */
function throughPose(sc: TScene, lay: TLayout, layers: TLayers, longs: TMotifDef[]): void {
  const { ctx, L, W, H, tall, margin } = sc;
  const { cx, cy, S } = lay;
  const { back, occupied } = layers;
  for (const o of longs.slice(0, 1)) {
    const target = tall ? 90 + L.pick([-14, 14, -8, 8]) : L.pick([50, 130, 60, 120]);
    const size = tall
      ? Math.min(H * 0.72, S * 1.9)
      : Math.min(S * 1.3, Math.min(W, H) - 2 * margin);
    // slid back along its own line towards the hilt, so the main motif sits on the middle of
    // the blade (blade out above and below it) rather than on the guard
    const back0 = size * THROUGH_SLIDE;
    const t = (target * Math.PI) / 180;
    const sh = placeMotif(ctx, o, {
      cx: cx - Math.cos(t) * back0,
      cy: (tall ? cy + S * 0.05 : cy) - Math.sin(t) * back0,
      size,
      rot: target - (o.axis ?? 45),
    });
    back.push(treatMotif(ctx, sh));
    occupied.push(sh.box);
  }
}

/** A lone pair-able motif becomes the classic mirrored pair (swallows) or crossed pair (blades). */
function mirroredPair(sc: TScene, lay: TLayout, layers: TLayers): void {
  const { ctx } = sc;
  const { cx, cy, S } = lay;
  const { back, mainDef } = layers;
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
    back.push(treatMotif(ctx, sh, { negative: false }));
  }
}

/** Wide symmetrical pieces get flanking filler motifs, as a chest panel would. A subject the
 *  customer named is flanked by stars only, reported as filler: another creature or flower
 *  beside it would be a subject nobody asked for (two swallows beside "an eagle"). */
function flankingMotifs(sc: TScene, lay: TLayout, layers: TLayers): void {
  const { ctx, L, W, style, margin } = sc;
  const { cx, cy, S } = lay;
  const { front, occupied, mainDef, extraUsed, extraElements } = layers;
  const mm = ctx.mm;
  const named = !!sc.inp.plan?.counts[mainDef.id];
  const flankId = named
    ? 'star'
    : style === 'japanese'
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
    if (named) extraElements.push('stars');
    else extraUsed.push(flank);
  }
}

/** Companions: a mirrored pair flanking the main motif, or up to two smaller subjects beside it. */
function companions(sc: TScene, lay: TLayout, layers: TLayers, rest: TMotifDef[]): void {
  const { ctx, L, W, tall, comp } = sc;
  const { cx, cy, S } = lay;
  const { front, occupied } = layers;
  rest.slice(0, 2).forEach((o, i) => {
    if (comp === 'symmetrical' && i === 0 && PAIRS.has(o.id)) {
      // a mirrored pair flanking the main motif (two swallows)
      const size = tall ? W * 0.42 : S * 0.46;
      for (const side of [-1, 1]) {
        const at = tall
          ? { cx: cx + side * W * 0.24, cy: cy - S / 2 - size * 0.35, size }
          : { cx: cx + side * (S * 0.5 + size * 0.3), cy: cy - S * 0.3, size };
        const sh = placeMotif(ctx, o, { ...clampPlace(sc, at), flip: side === 1 });
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
    const sh = placeMotif(ctx, o, { ...clampPlace(sc, at), rot: L.range(-12, 12) });
    front.push(treatMotif(ctx, sh));
    occupied.push(sh.box);
  });
}

function unrelatedMotifs(
  sc: TScene,
  lay: TLayout,
  layers: TLayers,
  asPlaced: TPlace,
  surrealMode: TSurrealMode,
): void {
  const { ctx, tall, wide, small, style, comp } = sc;
  const { front, mainDef, others } = layers;
  const longs = others.filter((o) => o.kind === 'long');
  const rest = others.filter((o) => o.kind !== 'long');
  throughPose(sc, lay, layers, longs);
  // on a long canvas the blade runs from the top, so the flower it pierces sits lower, on the
  // blade's middle, with steel showing above and below it
  const mainPlace =
    longs.length && tall ? { ...asPlaced, cy: asPlaced.cy + lay.S * THROUGH_DROP } : asPlaced;
  // a lone pair-able motif in a symmetrical piece becomes the classic mirrored pair, unless
  // the customer asked for one ("a swallow")
  const asPair =
    comp === 'symmetrical' &&
    !sc.inp.plan?.counts[mainDef.id]?.one &&
    others.length === 0 &&
    PAIRS.has(mainDef.id) &&
    !tall &&
    style !== 'surrealism' &&
    !small;
  if (asPair) mirroredPair(sc, lay, layers);
  let mainSvg = '';
  // "a melting clock on a branch": the clock drapes over the thing it is on
  const support = surrealMode === 'melt' && !asPair ? rest.shift() : undefined;
  if (support) mainSvg = meltOver(sc, lay, layers, support, mainPlace);
  else if (!asPair) {
    let mainShape = placeMotif(ctx, mainDef, mainPlace);
    if (surrealMode === 'melt')
      mainShape = placeMotif(
        ctx,
        mainDef,
        mainPlace,
        meltWarp(ctx.rng.fork('melt'), mainShape.box),
      );
    mainSvg = treatMotif(ctx, mainShape, { negative: false, facets: facetsAsked(sc, mainDef) });
    layers.mainDrawn = { box: mainShape.box, flip: !!mainPlace.flip };
    layers.subjectBox = mainShape.box;
  }
  if (surrealMode === 'split') mainSvg = splitCut(sc, lay, mainSvg);
  if (surrealMode === 'merge' && !asPair) mainSvg = mergeHalves(sc, lay, layers, rest, mainSvg);
  front.push(mainSvg);
  if (surrealMode === 'eye') eyeInset(sc, lay, layers);
  if (
    wide &&
    !small &&
    comp === 'symmetrical' &&
    others.length === 0 &&
    !asPair &&
    mainPlace.size < lay.S * 1.1 &&
    style !== 'minimalist' &&
    style !== 'tribal' &&
    style !== 'blackwork'
  )
    flankingMotifs(sc, lay, layers);
  companions(sc, lay, layers, rest);
}

/** Where the main motif goes: long motifs stand upright, asymmetrical pieces may face the
 *  other way. */
function mainPlacement(
  sc: TScene,
  lay: TLayout,
  mainDef: TMotifDef,
  alone: boolean,
  level: boolean,
): TPlace {
  const { L, comp } = sc;
  const { cx, cy, S } = lay;
  const mainPlace: TPlace = { cx, cy, size: S, flip: comp === 'asymmetrical' && L.chance(0.5) };
  // variations pose the motif, not only frame it: v0 upright, v1 mirrored (layout), v2 tilted
  // back and v3 mirrored and tilted forward, as a flash artist cants a head or a bird for life.
  // Symmetrical pieces tilt less, so they still read as balanced.
  // Landscapes and things that stand on the ground keep a level horizon.
  const grounded = isLandscape(mainDef.id) || !!mainDef.level;
  // one-line pieces vary how the line leaves the drawing instead, on a level baseline
  // a subject adrift on open skin (a jellyfish in watercolour) swims at a slant, tentacles trailing
  const adrift = mainDef.bare === 'wash' && isBare(mainDef, sc.style);
  const tilt =
    // geometric work is built on its axis of symmetry: a canted head reads as a mistake
    !sc.inp.plan || grounded || sc.style === 'minimalist' || comp === 'geometric'
      ? 0
      : (adrift ? [0, 0, -32, 28] : comp === 'symmetrical' ? [0, 0, -7, 6] : [0, 0, -10, 8])[
          lay.variant
        ];
  if (tilt) mainPlace.rot = tilt;
  if (mainDef.upright && alone && sc.tall && !sc.hasText) {
    // a tall drawing alone (a dragon winding down a back) runs the canvas's length, as wide as
    // the square box would have been; beside other subjects it keeps its box
    const box = sourceShape(forCanvas(mainDef, sc.ctx), sc.ctx.rng.fork('upright'), false).box;
    const { W, H, margin } = sc;
    mainPlace.size = Math.max(
      S,
      Math.min(H - 2 * margin, (Math.min(W - 2 * margin, S * 1.1) * box.h) / box.w),
    );
    mainPlace.cy = H / 2;
    mainPlace.rot = 0;
  }
  if (mainDef.broad && alone && sc.wide && !sc.hasText) {
    // a wide drawing alone (a spread eagle across a chest) spans the canvas's width, its height
    // kept inside the margins; flanking fillers then have no room and are left out
    const box = sourceShape(forCanvas(mainDef, sc.ctx), sc.ctx.rng.fork('broad'), false).box;
    const { W, H, margin } = sc;
    mainPlace.size = Math.max(
      S,
      Math.min((W - 2 * margin) * 0.92, ((H - 2 * margin) * 0.9 * box.w) / box.h),
    );
    mainPlace.cy = H / 2;
  }
  if (alone && !sc.hasText && !sc.tall && drawnAs(sc.ctx, mainDef.id)) {
    // a realism drawing far wider than tall (an owl's spread wings) reaches past the square box
    // toward the canvas's sides, or its body is left small in the middle of the piece
    const box = sourceShape(
      mainDef,
      sc.ctx.rng.fork('shape' + mainDef.id),
      drawnAs(sc.ctx, mainDef.id),
    ).box;
    if (box.w > 1.5 * box.h)
      mainPlace.size = Math.max(mainPlace.size, Math.min((sc.W - 2 * sc.margin) * 0.94, S * 1.2));
  }
  if (mainDef.kind === 'long' && mainDef.axis !== undefined) {
    // stand long motifs upright: blades and anchors tip down, feathers and arrows tip up
    const up = ['feather', 'fern', 'arrow', 'trident'].includes(mainDef.id);
    mainPlace.rot =
      (up ? -90 : 90) - mainDef.axis + (comp === 'asymmetrical' ? L.range(-18, 18) : 0);
    // ...or lies level over its word, tip forward (layout.ts)
    if (level) mainPlace.rot = -mainDef.axis + LEVEL_TILT[lay.variant];
    mainPlace.flip = false;
  }
  return mainPlace;
}

export function drawMotifs(sc: TScene, lay: TLayout, text: TTextPlan, layers: TLayers): void {
  const { inp, ctx, L, W, H, style, margin } = sc;
  const { cx, cy, S } = lay;
  const { back, front, occupied, mainDef, others } = layers;
  const surreal = style === 'surrealism';
  const surrealMode = !surreal
    ? null
    : inp.plan?.melt
      ? 'melt'
      : L.pick(['melt', 'split', 'eye', 'merge'] as const);
  const mainPlace = mainPlacement(sc, lay, mainDef, others.length === 0, liesOverText(sc, text));
  // related subjects ("wrapped around", "inside", "rising from", pairs, accents) lay out first
  const plan = inp.plan;
  const countOf = (d: TMotifDef) => plan?.counts[d.id] ?? { count: 1 };
  const drawAt = (
    def: TMotifDef,
    at: TPlaceAt,
    layer: 'back' | 'front',
    opt?: TTreatOptions,
  ): TBox => {
    const sh = placeMotif(ctx, def, at.free ? at : clampPlace(sc, at, def));
    if (def === mainDef && !layers.subjectBox) layers.subjectBox = sh.box;
    // a geometric animal laid out by a relation ("a deer with a forest inside") is faceted too;
    // small partners keep their own lines, facets would swallow them; a drawing in authored
    // planes (the geometric bee on its comb) is drawn in them wherever it stands
    const treat =
      opt?.facets === undefined && (def === mainDef || AUTHORED_PLANES.has(def.id))
        ? { ...opt, facets: facetsAsked(sc, def) }
        : opt;
    (layer === 'back' ? back : front).push(treatMotif(ctx, sh, treat));
    occupied.push(sh.box);
    return sh.box;
  };
  const related =
    !!plan &&
    !plan.melt &&
    layoutRelated(
      {
        ctx,
        rng: L.fork('rel'),
        W,
        H,
        cx,
        cy,
        S,
        margin,
        draw: drawAt,
        back,
        front,
        variant: lay.variant,
      },
      plan.relation,
      { def: mainDef, ...countOf(mainDef) },
      others.map((o) => ({ def: o, ...countOf(o) })),
    );
  // lettering alone draws no motif: a flourish between flat lines, nothing beside turned ones
  if (sc.letteringOnly) {
    if (!text.turnText) front.push(flourish(sc, lay));
  } else if (!related) unrelatedMotifs(sc, lay, layers, mainPlace, surrealMode);
}
