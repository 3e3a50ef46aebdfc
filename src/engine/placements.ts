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

/** A spine piece: the tall narrow strip down the spine, not the whole back it is sized under. */
export const SPINE_MM = { w: 120, h: 450 };

export function canvasFor(placement: TPlacementId): TCanvas {
  return canvasOfMm(PLACEMENT_SIZES_MM[placement]);
}

/** A canvas `w` x `h` millimetres, its long side CANVAS_LONG_SIDE units. */
export function canvasOfMm({ w, h }: { w: number; h: number }): TCanvas {
  const unitsPerMm = CANVAS_LONG_SIDE / Math.max(w, h);
  return {
    width: Math.round(w * unitsPerMm),
    height: Math.round(h * unitsPerMm),
    widthMm: w,
    heightMm: h,
    unitsPerMm,
  };
}
