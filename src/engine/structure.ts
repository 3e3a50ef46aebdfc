// Phase: the composition's structure around the motif: laurel branches (symmetrical), a ribbon
// and vine sweep (flowing), a sacred-geometry frame (geometric), a petal ring (radial), offset
// washes and brush strokes (abstract); then blackwork's frame, a traditional sun's rays and the
// drops that carry a framed piece along a long limb.
import { RAY_REACH } from './neotrad';
import { sw } from './context';
import { blackworkReach, blackworkSetting, blackworkSettingKind } from './blackwork-setting';
import {
  blobD,
  circleD,
  inked,
  line,
  mandalaRing,
  rays,
  verticalDrop,
  vine,
} from './ornaments';
import { mix } from './palettes';
import { mandalaBands } from './mandala-bands';
import { geometricSetting } from './geo-setting';
import { f, P, type TLayers, type TLayout, type TScene } from './scene';

type TPhase = (sc: TScene, lay: TLayout, layers: TLayers) => void;

const symmetricalBranches: TPhase = (sc, lay, layers) => {
  const { inp, ctx, W, small, style, margin } = sc;
  const { cx, cy, S } = lay;
  const { back } = layers;
  const mm = ctx.mm;
  const pal = ctx.palette;
  const flankFill = pal.inkOnly ? pal.paper : pal.roles.green;
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
};

/** A ribbon and a leafy vine sweeping through the piece in opposite S-curves. */
const flowingSweep: TPhase = (sc, lay, layers) => {
  const { ctx, W, H, hasText, style, margin } = sc;
  const { S } = lay;
  const { far } = layers;
  const mm = ctx.mm;
  const pal = ctx.palette;
  const profile = ctx.profile;
  const flankFill = pal.inkOnly ? pal.paper : pal.roles.green;
  const F = ctx.rng.fork('flow');
  const flip = F.chance(0.5) ? 1 : -1;
  // Japanese backgrounds (japanese.ts) are the flow themselves: no ribbon or vine through them.
  // Tribal flow is in its black shapes: a leafy vine through bare skin is another style's prop
  if (profile.backdrop === 'japanese' || style === 'tribal') return;
  const X = (x: number) => (flip === 1 ? x : W - x);
  // washes (watercolour, realism) flow on their own: an inked band through them reads as a sticker
  if (style !== 'minimalist' && !hasText && profile.fill !== 'wash') {
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
  // minimalist keeps to one unbroken fine line: the sweep without leaves. Watercolour splashes
  // already flow; a vine through them and the lettering band is clutter
  if (hasText && profile.backdrop === 'splash') return;
  if (style === 'minimalist')
    far.push(line(ctx, `M${P(...p0)}Q${P(...c)} ${P(...p2)}`, ctx.outline));
  else far.push(vine(ctx, p0, c, p2, Math.max(mm(7), S * 0.16), 8, flankFill));
};

const geometricFrame: TPhase = (sc, lay, layers) => {
  const { ctx } = sc;
  const { cx, cy, S } = lay;
  const { back } = layers;
  if (layers.mainDef?.id === 'mandala') {
    // a mandala is its own frame: its bands grow outward to fill the room (a back piece is big)
    const { W, H, margin } = sc;
    // measured from the piece's own centre, clear of a frame drawn round the canvas edge
    const room = Math.min(cx - margin, W - margin - cx, cy - margin, H - margin - cy) - ctx.mm(10);
    if (room > S * 0.62) {
      const fill = ctx.palette.inkOnly
        ? ctx.palette.paper
        : mix(ctx.palette.accents[0], ctx.palette.paper, 0.25);
      back.push(mandalaBands(ctx, cx, cy, S * 0.52, room, fill));
      return;
    }
  }
  // a frame asked for in words ("inside a circle") is the piece's frame: no second one round it;
  // Metatron's cube is itself the sacred-geometry figure, drawn large with nothing round it
  if (lay.askedFrame || layers.mainDef?.id === 'metatron') return;
  // each variation sets the piece in its own figure (geo-setting.ts)
  back.push(geometricSetting(ctx, lay.variant, cx, cy, S));
};

const radialRing: TPhase = (sc, lay, layers) => {
  const { ctx, L, style } = sc;
  const { cx, cy, S } = lay;
  const { back } = layers;
  const pal = ctx.palette;
  const profile = ctx.profile;
  // blackwork's own frame is already the ring, and tribal's spikes already radiate: a petal
  // ring under them turns to mush
  if (profile.backdrop === 'solid' || profile.backdrop === 'tribal') return;
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
};

/** An offset circle, a wash and two dry-brush strokes across the piece, trash-polka fashion. */
const abstractShapes: TPhase = (sc, lay, layers) => {
  const { ctx, W, H, style, margin } = sc;
  const { cx, cy, S } = lay;
  const { back } = layers;
  const mm = ctx.mm;
  const pal = ctx.palette;
  const profile = ctx.profile;
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
    return;
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
};

const STRUCTURE: Partial<Record<string, TPhase>> = {
  symmetrical: symmetricalBranches,
  flowing: flowingSweep,
  geometric: geometricFrame,
  radial: radialRing,
  abstract: abstractShapes,
};

export function compositionStructure(sc: TScene, lay: TLayout, layers: TLayers): void {
  STRUCTURE[sc.comp]?.(sc, lay, layers);
  const { ctx, L, style } = sc;
  const { cx, cy, S } = lay;
  const { back, occupied, mainDef, others } = layers;
  if (ctx.profile.backdrop === 'solid') {
    // blackwork: the motif in solid black with skin-coloured cuts, set on a disc, a crescent, a
    // dotwork halo, a bold ring, a petal rosette or open skin, varied per variation and subject
    const kind = blackworkSettingKind(lay.variant, mainDef?.id);
    // on a wide canvas the subject may be larger than the round setting can be (layout.ts)
    const reach = blackworkReach(kind);
    const room = Math.min(sc.W, sc.H) / 2 - sc.margin - ctx.mm(4);
    const side = Math.min(S, room / (reach + 0.04));
    const R = side * reach;
    const flip = L.chance(0.5) ? 1 : -1;
    back.push(blackworkSetting(ctx, kind, cx, cy, side, L.pick([12, 16, 20]), flip));
    occupied.push({ x: cx - R, y: cy - R, w: R * 2, h: R * 2 });
  }
  if (style === 'traditional' && mainDef.id === 'sun' && others.length === 0) {
    back.push(rays(ctx, cx, cy, S * 0.5, S * 0.72, 16, false));
  }
}

/** Tall canvases: ornamental drops run from framed pieces toward the ends of the limb. */
export function limbDrops(sc: TScene, lay: TLayout, layers: TLayers): void {
  const { ctx, comp, tall, hasText, style, margin, H } = sc;
  const { cx, cy, S } = lay;
  const profile = ctx.profile;
  const mm = ctx.mm;
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
      // the neo-traditional frame's drop gem hangs below it (neotrad.ts)
      (profile.backdrop === 'ornament' ? S * 0.16 + mm(4) : 0);
    // past the deco rays of the later variations (neotrad.ts)
    const reach =
      profile.backdrop === 'ornament' && lay.variant >= 2
        ? Math.max(reachY, S * RAY_REACH + mm(8))
        : reachY;
    // a drop needs room to hang: none where the rays reach the canvas's ends
    if (cy - reach > margin + mm(10))
      layers.back.push(
        verticalDrop(ctx, cx, cy - reach, margin + mm(2)) +
          verticalDrop(ctx, cx, cy + reach, H - margin - mm(2)),
      );
  }
}
