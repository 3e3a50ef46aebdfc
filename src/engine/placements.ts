import type { TPlacementId } from '../core/options';

// Physical canvas per placement (width x height in mm, height along the limb or head-to-toe),
// typical medium pieces from the tattoo-domain reference §1.1.
export const PLACEMENT_SIZES_MM: Record<TPlacementId, { w: number; h: number }> = {
  forearm: { w: 80, h: 180 },
  'upper-arm': { w: 120, h: 180 },
  back: { w: 350, h: 450 },
  chest: { w: 300, h: 200 },
  shoulder: { w: 150, h: 150 },
  leg: { w: 180, h: 450 },
  thigh: { w: 180, h: 260 },
  calf: { w: 110, h: 190 },
  ankle: { w: 60, h: 80 },
  wrist: { w: 60, h: 50 },
};

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
