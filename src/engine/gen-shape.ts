// The shape every drawn motif returns, in the 512 x 512 box game-icons draw in.
import type { TCtx } from './context';
import type { TRole } from './palettes';

export interface TGenShape {
  /** filled shapes (normalised to one winding) */
  d: string;
  /** cut-outs (normalised to the opposite winding) */
  holes?: string;
  /** negative space that still reads in a solid silhouette (a cat's almond eyes): kept open
   *  when the subject is drawn as a silhouette, where every other hole and ink is dropped */
  cuts?: string;
  /** region painted in the second ink, on top */
  alt?: string;
  /** further regions in inks of their own (a panther's eyes, mouth and fangs), painted in order
   *  over the body and the alt region; each named by colour role so every palette can map it */
  inks?: {
    role: TRole;
    d: string;
    /** light that stays light (a wave's white foam): painted over the shading, not under it */
    lit?: boolean;
    /** an authored facet plane (0 skin, 1 dotwork, 2 solid ink) for geometric work (facets.ts) */
    plane?: number;
    /** part of the drawing beyond the body (a dandelion's fine seeds): kept where solid and
     *  silhouette work drop the other inks */
    open?: boolean;
  }[];
  /** black-and-grey only: soft patches of diluted black (t = 0 bare skin .. 1 black) laid over
   *  the wash inside the silhouette, where the drawing knows its form better than the wash can
   *  guess from the outline (a lion's eye sockets dark, its nose bridge lit) */
  tones?: { t: number; d: string; blur?: number }[];
  /** how soft those patches are against the default blur (a rose's petal bands need a tighter
   *  blur than a lion's face planes, or they melt into one grey); a patch's own `blur` stands
   *  in for it (a lion's face planes melt while its mane's locks stay crisp) */
  toneBlur?: number;
  /** colour work too paints the tones, tinting the body colour (colour-tones.ts): a face's planes */
  colourTones?: boolean;
  /** hair-thin parts close together (a jellyfish's tentacles): watercolour draws its line at
   *  the fine detail weight, as a full outline would fill the gaps between them */
  fine?: boolean;
  /** the drawing carries its own negative space (a window's tracery cut out of black glass):
   *  blackwork inks it as drawn, without the fur cuts, stipple and inner contour it adds to an
   *  organic silhouette, which would double every cut line into grey noise */
  carved?: boolean;
  /** colour work: no inner rim echoing the silhouette a shade darker inside it. The drawing
   *  lays its own contour lines inside the body (a tiger's limbs over its barrel, a mask's
   *  hair over its brow); the rim, following only the outer edge, ran across them as a
   *  second ghost outline */
  noRim?: boolean;
  /** where the drawing fades out into the skin instead of ending in a contour (a forearm's end
   *  under a held rose): its paint and contour are masked away there through a soft edge */
  fade?: string;
  /** black-and-grey only: the drawing's own painting in its 512 box, for a subject whose form
   *  is all soft tone with no silhouette to wash (a human eye fading into skin); `k` is canvas
   *  units per box unit, so lines keep their millimetre widths; `mirrored` when the placement
   *  flips it (a catch-light stays on the lit side). The shape above still serves
   *  the stencil, black-only etching and the layout. */
  art?: (ctx: TCtx, k: number, mirrored: boolean) => string;
  /** black-and-grey only: the silhouette's edge is never drawn; the wash fades out into skin
   *  before it and the drawing's own strands run on past it (a lion's mane has no outline) */
  frayed?: boolean;
  /** black-and-grey only: the forms that bulge (each finger, each knuckle), as closed shapes;
   *  with the silhouette and its cut lines they make a height map the wash is lit by
   *  (relief-light.ts), so the form reads sculpted rather than airbrushed */
  relief?: string;
  /** one-line work only: the drawing as the fine-line artist pens it, open strokes along their
   *  centre lines (a continuous-line cat, a range's ridge line), drawn as they are instead of
   *  tracing the outline of `d` (which then only sizes and places it) */
  strokes?: string;
}
