// Realism's own drawings by motif id, chosen when the style renders as an etching
// (motif-place.ts), and the poses they show (understand.ts).
import type { TCtx } from './context';
import type { TGenShape } from './generated-motifs';
import { elephantSide, wolfHowling } from './realism-animals';
import { lionPortrait } from './realism-lion';
import { owlInFlight } from './realism-owl';
import { grippingHandEtched } from './hand-grip';
import { humanEye, pocketWatch, roseBloom } from './realism-objects';

/** Realism drawings by motif id (chosen when the style renders as an etching). */
export const REALISM_SHAPES: Record<string, () => TGenShape> = {
  elephant: elephantSide,
  'howling-wolf': wolfHowling,
  owl: owlInFlight,
  lion: lionPortrait,
  rose: roseBloom,
  eye: humanEye,
  clock: pocketWatch,
  fist: grippingHandEtched,
};

/** Poses those drawings show, beyond the flash drawing's (understand.ts reports the rest). */
export const REALISM_POSES: Record<string, string[]> = {
  owl: ['in flight'],
};

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

/** The poses a style's drawing of a subject shows beyond the flash drawing's. */
export function ownPoses(style: string, id: string): string[] {
  const drawn = style === 'realism' || (style === 'neo-traditional' && ILLUSTRATED.has(id));
  return drawn ? (REALISM_POSES[id] ?? []) : [];
}
