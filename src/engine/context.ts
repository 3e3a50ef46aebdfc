import type { TPath } from './path';
import type { TCanvas } from './placements';
import type { TPalette } from './palettes';
import type { TRng } from './prng';
import type { TStyleProfile } from './styles';

// Everything a drawing function needs for one design: canvas, units, inks and the defs registry.
export interface TCtx {
  canvas: TCanvas;
  rng: TRng;
  palette: TPalette;
  profile: TStyleProfile;
  stencil: boolean;
  /** outer contour width, user units */
  outline: number;
  /** inner detail line width, user units */
  detail: number;
  /** contour for ornaments (leaves, frames, petals): bolder in bold styles */
  ornament: number;
  defs: string[];
  nextId: (prefix: string) => string;
  mm: (v: number) => number;
  /** one-line work (minimalist): motifs hand their silhouettes here instead of drawing them,
   *  and one-line.ts joins them all into a single stroke */
  oneLine?: TPath[];
  /** one-line work: drawings penned as open strokes of their own (TGenShape.strokes), drawn as
   *  they are beside the traced line */
  penStrokes?: TPath[];
  /** minimalist work: this is a mirrored variation (1 or 3), which takes a motif's lineAlt */
  altLine?: boolean;
  /** a skin-coloured gap drawn round each motif, user units: keeps it apart from a black
   *  background (Japanese gakubori) */
  halo?: number;
  /** composition elements a treatment drew on its own (tribal pattern rows): reported as drawn */
  marks: Set<string>;
}

/** Stroke widths are rounded UP so rounding never takes a line under its millimetre minimum. */
export const sw = (v: number) => String(Math.ceil(v * 10) / 10);
