// Composition: a design request's motifs, lettering and style on a canvas sized for the
// placement, in phases that pass a typed layout along (scene.ts): lettering plan, motif box,
// variation ground, style backdrop, composition structure, motifs, lettering, finishing touches,
// serialisation.
import {
  askedFrameLayer,
  diamondRadius,
  heldByFrame,
  ornamentFrameLayer,
  ornamentFramed,
  styleBackdrop,
} from './backdrop';
import type { TCtx } from './context';
import { ground } from './ground';
import { finishingTouches, serialise, svgDocument } from './finish';
import { layoutMotif } from './layout';
import { drawLettering } from './lettering-layer';
import { planLettering } from './lettering-plan';
import { drawMotifs } from './motif-layer';
import { japaneseFront } from './japanese';
import { jewelTones, paletteFor } from './palettes';
import { canvasFor, canvasOfMm, SPINE_MM, type TCanvas } from './placements';
import { armbandSvg, wrapSizeMm } from './armband';
import { createRng } from './prng';
import {
  P,
  type TComposeInput,
  type TComposeOutput,
  type TLayers,
  type TLayout,
  type TScene,
} from './scene';
import { compositionStructure, limbDrops } from './structure';
import { profileFor } from './styles';
import { oneLineSvg, penStrokesSvg } from './one-line';
import { isBare, standsOnGround } from './motifs';

export type { TComposeInput, TComposeOutput, TComposePlan } from './scene';
export { splitBalanced } from './lettering-plan';

/** The drawing context: canvas, inks, line weights in user units, and the defs registry. */
function drawingContext(
  inp: TComposeInput,
  canvas: TCanvas = inp.plan?.spine ? canvasOfMm(SPINE_MM) : canvasFor(inp.placement),
): TCtx {
  const rng = createRng(inp.seed);
  const chosen = paletteFor(inp.palette, rng.fork('mono').int(0, 2));
  const palette = inp.style === 'neo-traditional' ? jewelTones(chosen) : chosen;
  const profile = profileFor(inp.style, inp.technique);
  const mm = (v: number) => v * canvas.unitsPerMm;
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
    marks: new Set(),
    nextId: (p) => `${p}${++n}`,
    mm,
  };
  // minimalist is one fine line throughout: frames and rings share the contour's 0.8-1.2 mm
  if (inp.style === 'minimalist') ctx.detail = Math.max(ctx.detail, Math.min(ctx.outline, mm(1)));
  ctx.ornament =
    profile.fill === 'colour' && profile.outlineMm[0] >= 2.5
      ? Math.max(ctx.detail, ctx.outline * 0.6)
      : ctx.detail;
  return ctx;
}

function sceneFor(inp: TComposeInput): TScene {
  const ctx = drawingContext(inp);
  const { width: W, height: H } = ctx.canvas;
  return {
    inp,
    ctx,
    L: ctx.rng.fork('layout'),
    W,
    H,
    tall: H > W * 1.2,
    wide: W > H * 1.2,
    small: Math.max(ctx.canvas.widthMm, ctx.canvas.heightMm) < 100,
    hasText: inp.texts.length > 0,
    style: inp.style,
    comp: inp.composition,
    letteringOnly: !!inp.plan?.letteringOnly && inp.texts.length > 0,
    textInside: !!inp.plan?.textInside && inp.texts.length > 0 && inp.motifs.length > 0,
    margin: ctx.mm(5) + ctx.outline,
  };
}

/** A rhombus standing on its point. */
const rhombus = (cx: number, cy: number, R: number) =>
  `M${P(cx, cy - R)}L${P(cx + R, cy)}L${P(cx, cy + R)}L${P(cx - R, cy)}Z`;

/** A circle asked for in words is the frame of a piece whose ground is only a bold line (geometric
 *  work): a card's line round the circle left a big empty field between the two. */
const circledLine = (sc: TScene, lay: TLayout) =>
  lay.askedFrame === 'circle' && sc.style === 'geometric';

/** Empty layers, with the motifs this canvas and style have room for. */
function startLayers(sc: TScene, lay: TLayout): TLayers {
  const { inp, style, small } = sc;
  const [mainDef, ...others] =
    style === 'minimalist' && !inp.plan
      ? inp.motifs.slice(0, 1)
      : small || style === 'minimalist'
        ? inp.motifs.slice(0, 2)
        : inp.motifs;
  const { ctx, W, H, margin, letteringOnly } = sc;
  const { variant, cx, cy, S } = lay;
  // the moon a crescent frame is, the jewels set in its band: drawn by the frame, reported drawn
  const held = heldByFrame(sc, lay.askedFrame);
  const frameDrawn = others.filter((o) => held.has(o.id));
  // a neo-traditional piece (or one framed in ornament as asked) varies its frame, not a card
  // behind it: the frame is the variation
  const framed = ornamentFramed(sc, lay.askedFrame) && !letteringOnly;
  return {
    // a drawing that is its own frame (a web) is never set on a card or in a panel
    ground:
      variant > 0 && !isBare(mainDef, style) && !framed && !circledLine(sc, lay)
        ? ground(
            ctx,
            variant,
            cx,
            cy,
            S,
            W,
            H,
            margin,
            style,
            letteringOnly,
            mainDef && ctx.palette.roles[mainDef.roles[0]],
            lay.askedFrame === 'diamond frame' ? rhombus(cx, cy, diamondRadius(sc, S)) : undefined,
            [mainDef, ...others].filter((d) => !!d).map((d) => d.id),
          )
        : '',
    far: [],
    back: [],
    front: [],
    occupied: [lay.mainBox],
    mainDef,
    others: others.filter((o) => !held.has(o.id)),
    extraUsed: frameDrawn,
    extraElements: [],
  };
}

/** An armband: the flat strip that wraps round the limb, as wide as the limb's circumference. */
function composeWrapBand(inp: TComposeInput): TComposeOutput {
  const { w, h } = wrapSizeMm(inp.placement);
  const canvas = canvasOfMm({ w, h });
  const ctx = drawingContext(inp, canvas);
  const art = armbandSvg(ctx);
  const content =
    inp.stencil && inp.mirror
      ? `<g transform="translate(${canvas.width} 0) scale(-1 1)">${art}</g>`
      : art;
  return {
    svg: svgDocument(ctx, content),
    width: canvas.width,
    height: canvas.height,
    widthMm: w,
    heightMm: h,
    lettering: [],
    used: inp.motifs.slice(0, 1),
    elementsDrawn: ['wrap-around band'],
  };
}

// Symbols whose parts must stay apart to read (a semicolon joined into one stroke is not one).
const APART = new Set(['semicolon']);

/** Minimalist motifs are drawn as one continuous fine line; frames, rings and sweeps would break
 *  it, so the piece drops them (a frame asked for in words stays). */
function oneLineWork(sc: TScene, layers: TLayers): boolean {
  if (sc.style !== 'minimalist' || sc.letteringOnly || !layers.mainDef) return false;
  // a glyph kept apart is still inked on open skin: an arch or card round a semicolon reads as a
  // headstone
  if (APART.has(layers.mainDef.id)) {
    layers.ground = '';
    return false;
  }
  sc.ctx.oneLine = [];
  layers.ground = '';
  layers.oneLine = true;
  return true;
}

export function composeSvg(inp: TComposeInput): TComposeOutput {
  if (inp.plan?.wrapBand) return composeWrapBand(inp);
  const sc = sceneFor(inp);
  const text = planLettering(sc);
  const lay = layoutMotif(sc, text);
  const layers = startLayers(sc, lay);
  const oneLine = oneLineWork(sc, layers);
  // a mirrored variation of a symmetric or handed minimalist mark draws its other form
  if (sc.style === 'minimalist') sc.ctx.altLine = lay.variant === 1 || lay.variant === 3;
  styleBackdrop(sc, lay, layers);
  askedFrameLayer(sc, lay, layers);
  if (!oneLine) {
    compositionStructure(sc, lay, layers);
    limbDrops(sc, lay, layers);
  }
  drawMotifs(sc, lay, text, layers);
  ornamentFrameLayer(sc, lay, layers);
  if (sc.style === 'japanese') japaneseFront(sc, layers);
  if (oneLine) {
    const { W, H, margin } = sc;
    layers.front.push(
      oneLineSvg(sc.ctx, sc.ctx.oneLine ?? [], {
        variant: lay.variant,
        W,
        H,
        margin,
        standing: !!layers.mainDef && standsOnGround(layers.mainDef.id),
      }),
    );
    layers.front.push(penStrokesSvg(sc.ctx, sc.ctx.penStrokes ?? []));
    sc.ctx.oneLine = sc.ctx.penStrokes = undefined;
  }
  const lettering = drawLettering(sc, lay, text, layers);
  finishingTouches(sc, layers, lay.variant);
  return serialise(sc, lay, text, layers, lettering);
}
