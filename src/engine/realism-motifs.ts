// Realism's own drawings by motif id, chosen when the style renders as an etching
// (motif-place.ts), and the poses they show (understand.ts).
import type { TGenShape } from './generated-motifs';
import { elephantSide, wolfHowling } from './realism-animals';
import { lionPortrait } from './realism-lion';
import { owlInFlight } from './realism-owl';
import { grippingHandEtched } from './hand-grip';
import { humanEye, pocketWatch } from './realism-objects';
import { dewDrop, roseRealistic } from './realism-rose';

/** Realism drawings by motif id (chosen when the style renders as an etching). */
export const REALISM_SHAPES: Record<string, () => TGenShape> = {
  elephant: elephantSide,
  'howling-wolf': wolfHowling,
  owl: owlInFlight,
  lion: lionPortrait,
  rose: roseRealistic,
  'water-drop': dewDrop,
  eye: humanEye,
  clock: pocketWatch,
  fist: grippingHandEtched,
};

/** Poses those drawings show, beyond the flash drawing's (understand.ts reports the rest). */
export const REALISM_POSES: Record<string, string[]> = {
  owl: ['in flight'],
};
