// Phase: what sits behind the motif. The style's own backdrop (Japanese wind and waves, tribal
// spikes, watercolour splashes, realism smoke, neo-traditional frame, a dream horizon, a
// sacred-geometry scaffold) and a frame the prompt asked for in words.
import type { TCtx } from './context';
import { circleD, geometryFrame, line, splashes } from './ornaments';
import { smoke } from './smoke';
import { groundSpan } from './ground';
import { japaneseSetting } from './japanese';
import { neoTradFrame } from './neotrad';
import { mix } from './palettes';
import type { TBox } from './path';
import { f, P, type TLayers, type TLayout, type TScene } from './scene';

/** The neo-traditional ornament frame in the palette's colours (the style backdrop and a frame
 *  asked for in words draw the same one). */
function paletteOrnamentFrame(ctx: TCtx, box: TBox): string {
  const pal = ctx.palette;
  return neoTradFrame(
    ctx,
    box,
    pal.inkOnly ? pal.paper : mix(pal.accents[1] ?? pal.roles.blue, pal.paper, 0.55),
    pal.roles.red,
  );
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
      back.push(splashes(ctx, mainBox, pal.inkOnly ? ['#8a8a8a', '#b5b5b5'] : pal.accents));
      break;
    case 'smoke':
      back.push(smoke(ctx, mainBox, { variant: lay.variant, W: sc.W, H: sc.H, margin: sc.margin }));
      break;
    case 'ornament':
      // a diamond frame asked for takes the ornament frame's place
      if (lay.askedFrame !== 'diamond frame') back.push(paletteOrnamentFrame(ctx, mainBox));
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

/** A frame asked for in words ("in a diamond frame", "inside a circle"), drawn round the motif. */
export function askedFrameLayer(sc: TScene, lay: TLayout, layers: TLayers): void {
  const { ctx } = sc;
  const { askedFrame, cx, cy, S, mainBox } = lay;
  const { back, extraElements } = layers;
  const profile = ctx.profile;
  if (askedFrame === 'diamond frame' || (askedFrame === 'frame' && profile.backdrop === 'solid')) {
    // a rhombus standing on its point, round the motif and inside the canvas
    const R = Math.min(S * 0.9, sc.W / 2 - sc.margin, sc.H / 2 - sc.margin);
    back.push(geometryFrame(ctx, cx, cy, R, 4, -Math.PI / 2));
    extraElements.push('frame', 'diamond frame');
  } else if (askedFrame === 'circle') {
    const R = S * 0.62;
    back.push(
      line(ctx, circleD(cx, cy, R), ctx.outline) +
        line(ctx, circleD(cx, cy, R + Math.max(ctx.mm(2.5), ctx.outline * 2)), ctx.detail),
    );
    extraElements.push('circle', 'frame');
  } else if (askedFrame === 'frame' && profile.backdrop !== 'ornament') {
    back.push(paletteOrnamentFrame(ctx, mainBox));
    extraElements.push('frame');
  }
}
