// Phase: the main motif's box. Its size follows the canvas shape, the style and the lettering;
// frames and rings that reach past it are kept inside the canvas; lettering stacks above and
// below it; and each variation seed frames the piece its own way.
import type { TBox } from './path';
import type { TLayout, TScene, TTextPlan } from './scene';
import { isBare } from './motifs';
import { tribalInnerHalf, tribalStrips } from './tribal-ground';
import { blackworkReach, blackworkSettingKind, type TBlackworkSetting } from './blackwork-setting';

/** Geometric drawings that are a whole disc themselves (mountain-geo.ts): a circle asked round
 *  them sits tight, with no figure of the style's own round it. */
export const ROUND_PIECES = new Set(['mountain-geometric']);
const roundPiece = (sc: TScene) => ROUND_PIECES.has(sc.inp.motifs[0]?.id ?? '');

/** How far a style's frame or ring reaches past the motif box, as a multiple of its side. */
function frameReach(sc: TScene): number {
  const { backdrop } = sc.ctx.profile;
  if (backdrop === 'solid') return blackworkReach(blackworkKindOf(sc)) + 0.04;
  if (sc.comp === 'radial') return 0.74;
  // Metatron's cube has no frame round it (structure.ts): its moon row is the widest part
  if (sc.comp === 'geometric' && sc.inp.motifs[0]?.id === 'metatron') return 0.62;
  if (sc.comp === 'geometric' && roundPiece(sc)) return 0.6;
  if (sc.comp === 'geometric') return 0.84;
  // the neo-traditional band, crown gem and pendant (neotrad.ts)
  return backdrop === 'ornament' ? 0.74 : 0.5;
}

/** The blackwork setting a scene's variation gets (the layout's variant, worked out early). */
function blackworkKindOf(sc: TScene): TBlackworkSetting {
  const variant = sc.inp.plan ? (sc.inp.seed >>> 0) % 4 : 0;
  return blackworkSettingKind(variant, sc.inp.motifs[0]?.id);
}

/** The share of a wide canvas a blackwork subject may span, by its setting. */
const WIDE_SPAN: Partial<Record<TBlackworkSetting, number>> = {
  open: 0.6,
  disc: 0.5,
  crescent: 0.5,
};

/** The full height the motif and its frame take, as a multiple of the motif box side. */
function frameExtent(sc: TScene): number {
  const { backdrop } = sc.ctx.profile;
  if (backdrop === 'solid') return 2 * (blackworkReach(blackworkKindOf(sc)) + 0.04);
  if (sc.comp === 'radial') return 1.56;
  if (sc.comp === 'geometric' && sc.inp.motifs[0]?.id === 'metatron') return 1.2;
  if (sc.comp === 'geometric' && roundPiece(sc)) return 1.2;
  if (sc.comp === 'geometric') return 1.5;
  if (backdrop === 'ornament') return 1.5;
  return backdrop === 'geometry' || sc.style === 'surrealism' ? 1.3 : 1;
}

/** The motif box side before lettering is stacked around it. */
/** Motifs whose top reaches out past an asked frame, as flash does it (a stag's antlers break
 *  out of its diamond): drawn larger, the frame drawn in closer round the head. */
export const BREAKS_FRAME = new Set(['stag-head']);

function motifSide(sc: TScene, askedFrame: string | undefined): number {
  const { inp, W, H, tall, wide, small, comp, style, letteringOnly, margin } = sc;
  // words the motif holds take no room of their own
  const hasText = sc.hasText && !sc.textInside;
  const ratio = H / W;
  let S = tall
    ? ratio < 1.5
      ? Math.min(W * 0.8, H * 0.58)
      : Math.min(W * 0.92, H * 0.5)
    : wide
      ? H * 0.66
      : Math.min(W, H) * (hasText ? 0.62 : 0.7);
  if (comp === 'radial' || comp === 'geometric' || style === 'neo-traditional')
    S *= tall ? 0.86 : 0.8;
  else if (comp === 'symmetrical' && tall) S *= 0.82;
  if (style === 'japanese') S *= 0.92;
  if (style === 'realism' || style === 'surrealism') S *= 1.08;
  if (small && !hasText) S = Math.max(S, Math.min(W, H) * 0.78);
  // "a small heart with her name": the motif gives way to the lettering
  if (hasText && (inp.plan?.size === 'small' || inp.plan?.size === 'tiny')) S *= 0.72;
  // a frame asked for in words is drawn round the motif
  if (askedFrame && sc.ctx.profile.backdrop !== 'ornament') S *= 0.8;
  // a piece understood from a request fills its placement as a tattoo would (frames and backdrops
  // still cap it so they stay inside the canvas)
  if (inp.plan && !hasText && style !== 'minimalist')
    S = Math.max(S, Math.min(W, H) * (tall ? 0.86 : 0.8));
  if (inp.plan && style === 'minimalist') S = Math.min(S, Math.min(W, H) * 0.62);
  // a diamond frame holds the motif in its middle only: the motif sits inside the rhombus (one
  // that breaks out of it is drawn larger, the frame drawn in closer round it: diamondRadius)
  if (askedFrame === 'diamond frame')
    S = Math.min(
      S,
      (Math.min(W, H) / 2 - margin) * (BREAKS_FRAME.has(inp.motifs[0]?.id ?? '') ? 1.4 : 1.15),
    );
  if (letteringOnly) S = Math.min(W, H) * 0.16;
  S = Math.min(S, Math.min(W, H) - 2 * margin);
  // frames, rings and fields reach past the motif box: keep their outer edge inside the canvas
  const reach = frameReach(sc);
  const backdrop = sc.ctx.profile.backdrop;
  const pad = margin + sc.ctx.mm(backdrop === 'solid' || comp === 'radial' ? 4 : 3.5);
  // a blackwork subject on a wide canvas (a chest piece) spans more of it: on open skin most, on
  // a solid disc or crescent it breaks out of the setting, which keeps to the canvas height
  // (structure.ts); linework rings stay whole round it
  const span = backdrop === 'solid' ? (WIDE_SPAN[blackworkKindOf(sc)] ?? 0) : 0;
  if (span && sc.wide && !hasText && !letteringOnly)
    return Math.min(Math.max(S, W * span), (W / 2 - pad) / reach, H - 2 * pad);
  return Math.min(S, (W / 2 - pad) / reach, (H / 2 - pad) / reach);
}

/** How far each variation cants a level long motif over its word (degrees, clockwise): v1 and
 *  v3 rise, by different amounts, so the four variations differ. */
export const LEVEL_TILT = [0, -8, 0, -4];

/** A fine-line long motif with a word (an arrow with "brave") lies level with the word set
 *  close under it, as the classic small piece is drawn, instead of standing over a word far
 *  below it. */
export function liesOverText(sc: TScene, text: TTextPlan): boolean {
  const main = sc.inp.motifs[0];
  return (
    sc.style === 'minimalist' &&
    !sc.letteringOnly &&
    !sc.textInside &&
    !!text.below &&
    !text.above &&
    main?.kind === 'long' &&
    main.axis !== undefined
  );
}

export function layoutMotif(sc: TScene, text: TTextPlan): TLayout {
  const { inp, W, H, tall, wide, hasText, comp, letteringOnly, margin, L } = sc;
  const { below, above } = text;
  // a frame asked for in words ("in a diamond frame", "inside a circle")
  // (the most specific one: "a diamond frame" also says "frame")
  const asked = inp.plan?.elements ?? [];
  const askedFrame = ['diamond frame', 'circle', 'frame'].find((e) => asked.includes(e));
  let S = motifSide(sc, askedFrame);
  let cx = W / 2;
  const textOut = hasText && !sc.textInside;
  let cy = tall ? H * (textOut ? 0.44 : 0.48) : H * (textOut ? 0.42 : 0.5);
  if (below || above) {
    // stack [above text] motif [below text] and centre the stack; frames and rings reach past
    // the motif box, so the text clears their full height
    const lies = liesOverText(sc, text);
    const textGap = sc.ctx.mm(lies ? 3.5 : 5);
    // a level arrow is about a fifth as deep as it is long (more when v1 and v3 cant it, see
    // LEVEL_TILT): the word sits under that, not under the square box; it may run most of the
    // canvas's width, a little shorter on the canted variations
    const v = inp.plan ? (inp.seed >>> 0) % 4 : 0;
    const extent = lies
      ? 0.24 + Math.abs(Math.sin((LEVEL_TILT[v] * Math.PI) / 180))
      : frameExtent(sc);
    if (lies) S = Math.max(S, Math.min(W - 2 * margin, H) * 0.74) * [1, 0.84, 1, 0.92][v];
    const extra = (below ? below.height + textGap : 0) + (above ? above.height + textGap : 0);
    S = Math.max(Math.min(S, (H - 2 * margin - extra) / extent), Math.min(W, H) * 0.25);
    const SE = S * extent;
    const total = SE + extra;
    const top = Math.max(margin, (H - total) / 2);
    cy = top + (above ? above.height + textGap : 0) + SE / 2;
    if (below) below.top = cy + SE / 2 + textGap;
    if (above) above.top = top;
    // v2 sets the word over the level arrow instead of under it
    // as does flash v3 of a small motif over its word (a heart over a name): the name on top
    const flashTurn = sc.style === 'traditional' && v === 3 && S < W * 0.55 && !above;
    if (below && ((lies && v === 2) || flashTurn)) {
      below.top = top;
      cy = top + below.height + textGap + SE / 2;
    }
  }
  if (comp === 'asymmetrical') {
    cx += (wide ? -W * 0.1 : -W * 0.05) * (L.chance(0.5) ? 1 : -1);
    cy += tall ? -H * 0.04 : 0;
  }
  // variations (seed + i): each of four seeds frames the piece differently, not just its filler:
  // v0 open skin, v1 mirrored in an oval, v2 on an arched panel, v3 mirrored on a sunburst card
  const variant = inp.plan ? (inp.seed >>> 0) % 4 : 0;
  // a glyph (a semicolon) mirrored is another glyph: it keeps its hand
  // a level arrow over its word keeps pointing forward, the way the word reads
  const mirrorArt =
    !letteringOnly &&
    !inp.motifs[0]?.solid &&
    (variant === 1 || variant === 3) &&
    !liesOverText(sc, text);
  // Japanese pieces keep the motif large: their variations change the field behind, not a card
  // v3 crops in close on it, larger than the panel's open space
  if (sc.style === 'japanese' && variant === 3 && !letteringOnly)
    S = Math.min(S * 1.1, W - 2 * margin, H - 2 * margin);
  // a drawing that is its own frame (a web) stays on open skin: no card to make room for;
  // neo-traditional varies its frame instead (neotrad.ts): the subject keeps its size
  const bare = isBare(inp.motifs[0], sc.style);
  if (
    !letteringOnly &&
    variant > 0 &&
    sc.style !== 'japanese' &&
    sc.style !== 'neo-traditional' &&
    // blackwork's variations change its setting (blackwork-setting.ts), not the subject's size
    sc.style !== 'blackwork' &&
    !bare
  ) {
    // v2 lets a flash motif break out of its arched panel, as flash does; v1 and v3 sit inside
    const breaks = variant === 2 && sc.style === 'traditional';
    // a tribal oval band (tribal-ground.ts) rings the motif: it sits well inside it
    const ringed = sc.style === 'tribal' && variant !== 2;
    // tribal v2's strips of teeth run across a long placement's ends: the width stays the subject's
    const strips = sc.style === 'tribal' && tribalStrips(variant, inp.motifs[0]?.id) && tall;
    // a tribal v2 without strips (a scorpion) sits on open skin: nothing to make room for
    const open =
      sc.style === 'tribal' && variant === 2 && !tribalStrips(variant, inp.motifs[0]?.id);
    // traditional flash sits on skin (flash-ground.ts): no card to make room for, it keeps its size
    // (v2 and v3 a little less, so the sun rays or the moon behind show past it)
    const flash = sc.style === 'traditional';
    // a small motif over a word (a heart over a name) has room to grow: v2 draws it larger
    const smallStack = flash && !!(below || above) && S < W * 0.55;
    S *= flash
      ? [1, 0.84, smallStack ? 1.14 : 0.88, 0.84][variant]
      : ringed
        ? 0.74
        : variant === 3
          ? 0.78
          : breaks || strips || open
            ? 0.98
            : 0.82;
    // a ringed subject fills the oval's inside (a small motif in a big empty oval reads lost),
    // centred in it as the oval is
    const ringFill = ringed && !below && !above;
    if (ringFill) {
      S = Math.max(S, Math.min(tribalInnerHalf(sc.ctx, W, H, margin) * 2 * 0.92, H - 2 * margin));
      cx = W / 2;
      cy = H / 2;
    }
    // flash repeats a subject across a sheet off its middle, its accents on the open side: v1
    // (mirrored) sits left, v3 (mirrored too) right; a word set with it stays centred under
    // it, so the pair moves only a little
    // (a frame asked for in words stays centred round it)
    if (flash && variant !== 2 && !askedFrame) {
      const side = variant === 1 ? 1 : -1;
      const step = sc.textInside ? 0.02 : below || above ? 0.03 : wide ? 0.09 : tall ? 0.04 : 0.07;
      cx += W * step * side;
      if (tall && !below && !above) cy -= H * 0.04 * side;
    } else if (variant === 1 && !ringFill) {
      cx += W * (wide ? 0.05 : 0.03) * (L.chance(0.5) ? 1 : -1);
      if (tall && !below && !above && !ringFill) cy -= H * 0.05;
    }
  }
  // a solid silhouette on open skin is the same black mass in v0 and v2 (a sitting animal keeps
  // level): v2 draws it smaller, leaving the washes round it the room
  if (bare && inp.motifs[0]?.silhouette && variant === 2 && !letteringOnly) S *= 0.74;
  // watercolour has no card or frame to vary (ground.ts): v3's bloom rises above a subject drawn
  // smaller, lower and off to one side, as a loose painting is set (wash-splash.ts)
  if (sc.style === 'watercolor' && variant === 3 && !letteringOnly && !askedFrame) {
    S *= 0.84;
    cx = Math.min(cx + sc.W * 0.07, sc.W - sc.margin - S / 2);
    if (!below) cy = Math.min(cy + S * 0.08, sc.H - sc.margin - S / 2);
  }
  // v2's brush sweeps cross the piece: the subject steps to the side the mirrored v3 does not
  if (sc.style === 'watercolor' && variant === 2 && !letteringOnly && !askedFrame)
    cx = Math.min(cx + sc.W * 0.07, sc.W - sc.margin - S / 2);
  const mainBox: TBox = { x: cx - S / 2, y: cy - S / 2, w: S, h: S };
  return { S, cx, cy, variant, mirrorArt, mainBox, ...(askedFrame ? { askedFrame } : {}) };
}
