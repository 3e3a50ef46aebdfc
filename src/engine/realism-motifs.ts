// Realism's own drawings by motif id, chosen when the style renders as an etching
// (motif-place.ts), and the poses they show (understand.ts). Each is a TGenShape in the 512 x 512
// box: the silhouette, its small cut-outs inked solid (fur strands, folds, eyes) and soft patches
// of tone laid over the grey wash (grey-wash.ts).
import type { TCtx } from './context';
import type { TGenShape } from './gen-shape';
import type { TMotifDef } from './motifs';
import { elephantSide } from './realism-elephant';
import { elephantCalf } from './realism-calf';
import { wolfHowling } from './realism-wolf';
import { wolfHeadGrey } from './wolf-head';
import { fullMoon } from './realism-moon';
import { lionPortrait } from './realism-lion';
import { lionArt } from './realism-lion-art';
import { owlInFlight } from './realism-owl';
import { grippingHandReal } from './realism-hand-grip';
import { pocketWatch } from './realism-objects';
import { humanEye } from './realism-eye';
import { eyeArt } from './realism-eye-art';
import { dewDrop, roseRealistic } from './realism-rose';

/** Realism drawings by motif id (chosen when the style renders as an etching). */
export const REALISM_SHAPES: Record<string, () => TGenShape> = {
  elephant: elephantSide,
  // the young of a subject asked with its parent ("an elephant with a baby elephant")
  'elephant:young': elephantCalf,
  'howling-wolf': wolfHowling,
  wolf: wolfHeadGrey,
  owl: owlInFlight,
  // painted hair by hair (realism-lion-art.ts); the shape serves the stencil and the layout
  lion: () => ({ ...lionPortrait(), art: lionArt }),
  moon: fullMoon,
  rose: roseRealistic,
  'water-drop': dewDrop,
  // the line drawing serves the stencil and black-only work; the grey wash is painted
  eye: () => ({ ...humanEye(), art: eyeArt }),
  clock: pocketWatch,
  fist: grippingHandReal,
};

/** Subjects whose realism drawing fades out into skin on its own (a lion's mane, frayed into
 *  loose strands): the smoke behind them is a tight, pale shadow, as the full smoke mass round
 *  them reads as an airbrushed halo with specks scattered through it. */
export const LIGHT_SMOKE = new Set(['lion', 'elephant']);

/** Subjects whose smoke keeps its grey mass but drops the pepper stipple at its edge: round a
 *  rose beaded with dew, the black specks read as dirt sprayed on the skin (and as more drops);
 *  round a hand holding a rose they read as grit on its smooth skin. */
export const CLEAN_SMOKE = new Set(['rose', 'hand']);

/** Poses those drawings show, beyond the flash drawing's (understand.ts reports the rest). */
export const REALISM_POSES: Record<string, string[]> = {
  owl: ['in flight'],
};

/** The drawing for the young of a subject asked with its parent: realism's own drawing of the
 *  young where it has one (a calf's build, not the adult drawn small), else the subject's. */
export function youngOf(def: TMotifDef, etched: boolean): TMotifDef {
  const id = `${def.id}:young`;
  return etched && REALISM_SHAPES[id] ? { ...def, id } : def;
}

/** Subjects neo-traditional draws from realism's anatomical drawing, in colour, where the flash
 *  icon is a flat badge (the owl: a hollow outline with two holes for eyes). */
const ILLUSTRATED = new Set(['owl']);

/** Whether a motif is drawn from its realism drawing: realism's etching and grey wash, and
 *  neo-traditional's illustrated subjects. */
export function anatomical(ctx: TCtx, id: string): boolean {
  if (!REALISM_SHAPES[id]) return false;
  return (
    ctx.profile.fill === 'etch' || (ctx.profile.backdrop === 'ornament' && ILLUSTRATED.has(id))
  );
}

/** Bolder takes on realism's drawings for the styles that illustrate them with heavy lines
 *  (neo-traditional's owl): the fine feather strokes and bars, which fill in to black under its
 *  weight, left out. */
export const ILLUSTRATED_SHAPES: Record<string, () => TGenShape> = {
  owl: () => owlInFlight(true),
};

/** How a motif is drawn: from its realism drawing as etched (realism) or as illustrated
 *  (neo-traditional), or from its own icon (false). */
export function drawnAs(ctx: TCtx, id: string): boolean | 'illustrated' {
  if (!anatomical(ctx, id)) return false;
  return ctx.profile.fill === 'etch' ? true : 'illustrated';
}

/** The poses a style's drawing of a subject shows beyond the flash drawing's. */
export function ownPoses(style: string, id: string): string[] {
  const drawn = style === 'realism' || (style === 'neo-traditional' && ILLUSTRATED.has(id));
  return drawn ? (REALISM_POSES[id] ?? []) : [];
}
