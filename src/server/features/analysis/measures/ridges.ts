// Centre lines ("ridges") of the regions of a mask, with the local width at each ridge pixel.
// The distance transform gives, inside a stroke, the distance to the nearest outside pixel; the
// stroke's centre line is where that distance peaks across the stroke. Widths are read from the
// peak: a stroke W px wide along a row or column has its centre pixel (W + 1) / 2 from the
// outside when W is odd, and two centre pixels W / 2 from it when W is even (they are each
// other's equal neighbour).
import { distanceTransform } from './distance';

export interface TRidge {
  index: number;
  widthPx: number;
  /** Share of the centre line this pixel stands for: 1/2 where two pixels share the centre. */
  weight: number;
  /** Distance to the nearest outside pixel: 1 means every pixel across touches the outside. */
  distancePx: number;
}

/** Across-stroke directions: a ridge pixel peaks along at least one of these. */
const DIRS: [number, number][] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
];
/**
 * Where the distance grows by more than this per px of step towards a neighbour, the pixel sits
 * on a corner's bisector (a 90° corner grows by 0.71), not along a stroke or gap of steady width;
 * on an oblique stroke the pixel grid alone makes neighbours differ by up to about 0.5.
 */
const MAX_SLOPE = 0.6;
/**
 * A ridge run (connected ridge pixels, weighted) shorter than this, or shorter than RUN_TO_WIDTH
 * times its mean width, belongs to a dot, a pinhole or a speck: not a line or a gap.
 */
const MIN_RUN_PX = 3;
const RUN_TO_WIDTH = 1.5;

/** Ridge pixels of the `inside` regions with their widths in pixels (not on the image edge). */
export function ridgeWidths(inside: Uint8Array, width: number, height: number): TRidge[] {
  let anyOutside = false;
  for (let i = 0; i < inside.length && !anyOutside; i++) if (!inside[i]) anyOutside = true;
  if (!anyOutside) return [];
  const dt = distanceTransform(inside, width, height);
  const out: TRidge[] = [];
  // A region cut off by the image edge is not bounded there: its width is unknown.
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const d = dt[i];
      if (d < 1) continue;
      let peak = false;
      let even = false;
      let steep = false;
      let axial = false;
      for (const [dx, dy] of DIRS) {
        const a = dt[i + dy * width + dx];
        const b = dt[i - dy * width - dx];
        const step = dx && dy ? Math.SQRT2 : 1;
        if ((a - d) / step > MAX_SLOPE || (b - d) / step > MAX_SLOPE) steep = true;
        if ((dx === 0 || dy === 0) && Math.abs(a - d) < 1e-6 && Math.abs(b - d) < 1e-6) axial = true;
        // A peak across the stroke drops on both sides; along a stroke the values stay flat.
        if (d >= a && d >= b && 2 * d - a - b >= 0.5 * step) {
          peak = true;
          // Exactly one equal neighbour across the stroke: the centre falls between two pixels.
          // (Along the stroke both neighbours are equal; that says nothing about the width.)
          if (Math.abs(a - d) < 1e-6 !== Math.abs(b - d) < 1e-6) even = true;
        }
      }
      if (!peak || steep) continue;
      // Off the pixel grid (no straight run along a row or column) the parity cannot be read, and
      // the nearest outside pixel centre sits on average a little inside the true edge: 2d + 0.5
      // was within a pixel of the true width for strokes and gaps of 5-14 px drawn at 10-60°.
      const widthPx = axial ? (even ? 2 * d : 2 * d - 1) : 2 * d + 0.5;
      out.push({ index: i, widthPx, weight: even ? 0.5 : 1, distancePx: d });
    }
  }
  return dropShortRuns(out, width, height);
}

/** Keeps ridge pixels whose 8-connected run is long enough to be a line or a gap. */
function dropShortRuns(ridges: TRidge[], width: number, height: number): TRidge[] {
  // Ridge number + 1 per pixel (0: no ridge); a typed array beats a Map here.
  const at = new Int32Array(width * height);
  ridges.forEach((r, k) => (at[r.index] = k + 1));
  const run = new Int32Array(ridges.length).fill(-1);
  const sizes: number[] = [];
  const stack: number[] = [];
  for (let k = 0; k < ridges.length; k++) {
    if (run[k] >= 0) continue;
    const id = sizes.length;
    let size = 0;
    let widthSum = 0;
    let count = 0;
    run[k] = id;
    stack.push(k);
    while (stack.length) {
      const j = stack.pop()!;
      size += ridges[j].weight;
      widthSum += ridges[j].widthPx;
      count++;
      const i = ridges[j].index;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const n = at[i + dy * width + dx] - 1;
          if (n >= 0 && run[n] < 0) {
            run[n] = id;
            stack.push(n);
          }
        }
      }
    }
    sizes.push(size >= MIN_RUN_PX && size >= (RUN_TO_WIDTH * widthSum) / count ? 1 : 0);
  }
  return ridges.filter((_, k) => sizes[run[k]] === 1);
}
