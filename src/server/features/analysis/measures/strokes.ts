// Line weights and gaps from the masks: the width at each centre-line (ridge) pixel of the dark
// strokes, and the same on the un-inked skin for the gaps between inked shapes. Widths are counted
// per ridge pixel, so a long line weighs more than a short one. Skin wider than the gap cap is
// open space: it is counted (`beyond`) so that a few narrow gaps in an open design stay a small
// share, but it has no width of interest.
import type { TOverlayGrid, TWidthHistogram } from '../../../../core/analysis/analysis-schemas';
import { GAP_MAX_FRACTION, LINE_MAX_FRACTION } from '../../../../core/analysis/tattooability';
import type { TBox, TRaster } from './raster';
import { ridgeWidths, type TRidge } from './ridges';

export const WIDTH_BIN_PX = 0.5;
export const OVERLAY_COLS = 24;
/**
 * Slits of skin in which every pixel touches ink (at most 2 px across) are anti-aliasing seams
 * between an outline and its fill, not gaps: at the 640 px working size that is 0.3% of the
 * design's longer side, and no needle leaves such a sliver of skin; it closes on the first day.
 */
export const SEAM_MAX_DISTANCE_PX = 1;

function histogram(ridges: TRidge[], capPx: number): TWidthHistogram {
  const bins = Math.max(1, Math.ceil(capPx / WIDTH_BIN_PX));
  const counts = new Array<number>(bins).fill(0);
  let beyond = 0;
  for (const { widthPx, weight } of ridges) {
    if (widthPx < capPx) counts[Math.floor(widthPx / WIDTH_BIN_PX)] += weight;
    else beyond += weight;
  }
  return { binPx: WIDTH_BIN_PX, counts, beyond };
}

/** Per overlay cell, the third-smallest width (one stray pixel does not flag a cell). */
function grid(
  ridges: TRidge[],
  capPx: number,
  raster: TRaster,
  cols: number,
  rows: number,
): (number | null)[] {
  const smallest: number[][] = Array.from({ length: cols * rows }, () => []);
  for (const { index, widthPx } of ridges) {
    if (widthPx >= capPx) continue;
    const x = index % raster.width;
    const y = Math.floor(index / raster.width);
    const cell =
      Math.min(rows - 1, Math.floor((y * rows) / raster.height)) * cols +
      Math.min(cols - 1, Math.floor((x * cols) / raster.width));
    const list = smallest[cell];
    list.push(widthPx);
    if (list.length > 3) {
      list.sort((a, b) => a - b);
      list.length = 3;
    }
  }
  return smallest.map((list) =>
    list.length < 3 ? null : Math.round(Math.max(...list) * 100) / 100,
  );
}

export interface TStrokeMeasures {
  lines: TWidthHistogram;
  gaps: TWidthHistogram;
  overlay: TOverlayGrid;
}

export function measureStrokes(raster: TRaster, box: TBox): TStrokeMeasures {
  const longSide = Math.max(box.width, box.height, 1);
  const lineCap = longSide * LINE_MAX_FRACTION;
  const gapCap = longSide * GAP_MAX_FRACTION;
  const lineRidges = ridgeWidths(raster.line, raster.width, raster.height);
  const skin = new Uint8Array(raster.ink.length);
  for (let i = 0; i < skin.length; i++) skin[i] = raster.ink[i] ? 0 : 1;
  const gapRidges = ridgeWidths(skin, raster.width, raster.height).filter(
    (r) => r.distancePx > SEAM_MAX_DISTANCE_PX && insideBox(r.index, raster.width, box),
  );
  const cols = OVERLAY_COLS;
  const rows = Math.max(1, Math.round((cols * raster.height) / raster.width));
  return {
    lines: histogram(lineRidges, lineCap),
    gaps: histogram(gapRidges, gapCap),
    overlay: {
      cols,
      rows,
      linePx: grid(lineRidges, lineCap, raster, cols, rows),
      gapPx: grid(gapRidges, gapCap, raster, cols, rows),
    },
  };
}

/** Skin outside the design's bounding box is margin, not negative space of the design. */
function insideBox(index: number, width: number, box: TBox): boolean {
  const x = index % width;
  const y = (index - x) / width;
  return x > box.x && x < box.x + box.width - 1 && y > box.y && y < box.y + box.height - 1;
}
