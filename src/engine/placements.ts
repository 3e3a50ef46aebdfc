import type { TPlacementId } from '../core/options';
import { PLACEMENT_SIZES_MM } from '../core/placement/sizes';

export { PLACEMENT_SIZES_MM };

/** The canvas's long side in SVG user units; the short side follows the placement's proportions. */
export const CANVAS_LONG_SIDE = 1000;

export interface TCanvas {
  width: number;
  height: number;
  widthMm: number;
  heightMm: number;
  /** user units per millimetre */
  unitsPerMm: number;
}

export function canvasFor(placement: TPlacementId): TCanvas {
  const { w, h } = PLACEMENT_SIZES_MM[placement];
  const unitsPerMm = CANVAS_LONG_SIDE / Math.max(w, h);
  return {
    width: Math.round(w * unitsPerMm),
    height: Math.round(h * unitsPerMm),
    widthMm: w,
    heightMm: h,
    unitsPerMm,
  };
}
