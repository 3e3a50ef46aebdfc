// The physical size of a typical medium piece per placement (width x height in mm, height along the
// limb or head-to-toe; tattoo-domain reference §1.1). One table for every user: the engine draws
// its canvas at this size, and the body preview starts a design at this width.
import type { TPlacementId } from '../options';

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
