// Phase: what sits behind the motif. The style's own backdrop (Japanese wind and waves, tribal
// spikes, watercolour splashes, realism smoke, neo-traditional frame, a dream horizon, a
// sacred-geometry scaffold) and a frame the prompt asked for in words.
import { circleD, geometryFrame, line } from './ornaments';
import { watercolourSplashes } from './wash-splash';
import { smoke } from './smoke';
import { CLEAN_SMOKE, LIGHT_SMOKE } from './realism-motifs';
import { groundSpan } from './ground';
import { japaneseSetting } from './japanese';
import { frameKind, neoTradFrame } from './neotrad';
import { PORTRAITS } from './relation-flowers';
import { BREAKS_FRAME, ROUND_PIECES } from './layout';
import type { TBox } from './path';
import { f, P, type TLayers, type TLayout, type TScene } from './scene';

/** The neo-traditional ornament frame in the palette's colours (the style backdrop and a frame
 *  asked for in words draw the same one). */
/** Whether the piece is framed in the ornament frame (the neo-traditional backdrop, or a frame
 *  asked for in words in a style without a frame of its own). */
export function ornamentFramed(sc: TScene, askedFrame: string | undefined): boolean {
  const { backdrop } = sc.ctx.profile;
  if (backdrop === 'ornament') return askedFrame !== 'diamond frame';
  return askedFrame === 'frame' && backdrop !== 'solid';
}

/** A moon with another subject makes the ornament frame a crescent (neotrad.ts). */
function nightFrame(sc: TScene): boolean {
  return sc.inp.motifs.slice(1).some((m) => m.id === 'moon');
}

/** Subjects the ornament frame itself draws, so they are not drawn again as loose accents: the
 *  moon a crescent frame is, the jewels set in and hung from the band. */
export function heldByFrame(sc: TScene, askedFrame: string | undefined): Set<string> {
  if (!ornamentFramed(sc, askedFrame) || sc.letteringOnly) return new Set();
  return new Set(['gem', ...(nightFrame(sc) ? ['moon'] : [])]);
}

/** The ornament frame, fitted round what the motif phase drew (the subject fills its opening and
 *  breaks out over its top; flowers or leaves round its foot overlap the band), put under
 *  everything else behind the motifs. */
export function ornamentFrameLayer(sc: TScene, lay: TLayout, layers: TLayers): void {
  if (!ornamentFramed(sc, lay.askedFrame)) return;
  layers.back.unshift(paletteOrnamentFrame(sc, lay, layers));
}

function paletteOrnamentFrame(sc: TScene, lay: TLayout, layers: TLayers): string {
  const pal = sc.ctx.palette;
  const main = layers.mainDef;
  const night = nightFrame(sc);
  const subject = main && pal.roles[main.roles[0]];
  return neoTradFrame(sc.ctx, lay.mainBox, {
    subject,
    // the gems in a colour the subject is not
    jewel: subject === pal.roles.red ? pal.roles.blue : pal.roles.red,
    kind: frameKind(lay.variant, night),
    variant: lay.variant,
    ...(main && PORTRAITS.has(main.id) ? { quiet: true } : {}),
    ...(layers.subjectBox ? { fit: { subject: layers.subjectBox, all: drawnBox(layers) } } : {}),
  });
}

/** A low horizon with a long shadow: de Chirico and Dali space. (A small distant moon here read
 *  as a stray disc against the variations' frames, so there is none.) */
function dreamSpace(sc: TScene, lay: TLayout): string {
  const { ctx, W, margin } = sc;
  const { cx, cy, S } = lay;
  const mm = ctx.mm;
  const pal = ctx.palette;
  const hy = cy + S * 0.5;
  // the horizon stays inside the variation's panel or ring, clear of its line
  const [x0, x1] = groundSpan(ctx, lay.variant, W, sc.H, margin, hy, mm(4));
  if (x1 - x0 < S * 0.5) return '';
  let g = line(ctx, `M${P(x0, hy)}L${P(x1, hy)}`, ctx.detail);
  if (!ctx.stencil)
    g += `<path d="M${P(Math.max(x0, cx - S * 0.25), hy + mm(2))}Q${P(cx + S * 0.4, hy + mm(6))} ${P(Math.min(x1, cx + S * 0.9), hy + mm(4))}L${P(cx + S * 0.2, hy + mm(1.5))}Z" fill="${pal.ink}" fill-opacity="0.55"/>`;
  return g;
}

/** Sacred-geometry scaffold: concentric circles, an axis with dots, a diamond. */
function geometryScaffold(sc: TScene, lay: TLayout): string {
  const { ctx, H, margin } = sc;
  const { cx, cy, S } = lay;
  const mm = ctx.mm;
  const pal = ctx.palette;
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
  return g;
}

export function styleBackdrop(sc: TScene, lay: TLayout, layers: TLayers): void {
  const { ctx, comp } = sc;
  const { mainBox } = lay;
  const { back } = layers;
  const pal = ctx.palette;
  const profile = ctx.profile;
  switch (profile.backdrop) {
    case 'japanese':
      japaneseSetting(sc, lay, layers);
      break;
    // tribal: no flames scattered round the motif; its patterning is inside it (tribal-fill.ts)
    case 'splash':
      back.push(
        watercolourSplashes(
          ctx,
          mainBox,
          pal.inkOnly ? ['#8a8a8a', '#b5b5b5'] : pal.accents,
          lay.variant,
        ),
      );
      break;
    case 'smoke':
      back.push(
        smoke(ctx, mainBox, {
          variant: lay.variant,
          W: sc.W,
          H: sc.H,
          margin: sc.margin,
          light: LIGHT_SMOKE.has(layers.mainDef.id),
          clean: CLEAN_SMOKE.has(layers.mainDef.id),
        }),
      );
      break;
    case 'ornament':
      // drawn once the motifs are placed, fitted round them (ornamentFrameLayer)
      break;
    case 'dream':
      back.push(dreamSpace(sc, lay));
      break;
    case 'geometry':
      if (comp !== 'geometric' && comp !== 'radial') back.push(geometryScaffold(sc, lay));
      break;
    default:
      break;
  }
}

/** How far the asked diamond frame reaches from the centre: round the motif, inside the canvas. */
export function diamondRadius(sc: Pick<TScene, 'W' | 'H' | 'margin' | 'inp'>, S: number): number {
  const k = BREAKS_FRAME.has(sc.inp.motifs[0]?.id ?? '') ? 0.7 : 0.9;
  return Math.min(S * k, sc.W / 2 - sc.margin, sc.H / 2 - sc.margin);
}

/** A frame asked for in words ("in a diamond frame", "inside a circle"), drawn round the motif. */
export function askedFrameLayer(sc: TScene, lay: TLayout, layers: TLayers): void {
  const { ctx } = sc;
  const { askedFrame, cx, cy, S } = lay;
  const { back, extraElements } = layers;
  const profile = ctx.profile;
  if (askedFrame === 'diamond frame' || (askedFrame === 'frame' && profile.backdrop === 'solid')) {
    // a rhombus standing on its point, round the motif and inside the canvas; in sacred geometry
    // it carries its inscribed circle and construction lines, round flash it is a plain frame
    const R = diamondRadius(sc, S);
    back.push(geometryFrame(ctx, cx, cy, R, 4, -Math.PI / 2, profile.backdrop !== 'geometry'));
    extraElements.push('frame', 'diamond frame');
  } else if (askedFrame === 'circle') {
    // a drawing that is a disc itself gets the circle close round its rim
    const R = S * (ROUND_PIECES.has(sc.inp.motifs[0]?.id ?? '') ? 0.54 : 0.62);
    back.push(
      line(ctx, circleD(cx, cy, R), ctx.outline) +
        line(ctx, circleD(cx, cy, R + Math.max(ctx.mm(2.5), ctx.outline * 2)), ctx.detail),
    );
    extraElements.push('circle', 'frame');
  } else if (askedFrame === 'frame' && profile.backdrop !== 'ornament') {
    // the ornament frame, drawn once the motifs are placed (ornamentFrameLayer)
    extraElements.push('frame');
  }
}

/** The box round everything the motif phase drew (the first occupied box is the layout's). */
function drawnBox(layers: TLayers): TBox {
  const boxes = layers.occupied.slice(1);
  if (!boxes.length) return layers.occupied[0];
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.w));
  const y1 = Math.max(...boxes.map((b) => b.y + b.h));
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}
