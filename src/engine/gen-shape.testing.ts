// Test helper: the raster of one ink role of a generated shape, for "is this point painted X?".
import type { TGenShape } from './gen-shape';
import { raster } from './shape-raster';

/** The union of the shape's ink regions of `role` (an empty raster when it has none). */
export const inkOf = (g: TGenShape, role: string) =>
  raster({
    d:
      g.inks
        ?.filter((k) => k.role === role)
        .map((k) => k.d)
        .join('') || 'M0 0Z',
  });
