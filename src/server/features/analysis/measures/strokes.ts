// Line weights and gaps from the masks: the distance transform gives, on each centre-line (ridge)
// pixel of a stroke, half the stroke's width; the same on the un-inked skin gives the gaps between
// strokes. Widths are counted per ridge pixel, so a long line weighs more than a short one.
import type { TOverlayGrid, TWidthHistogram } from '../../../../core/analysis/analysis-schemas';
import { GAP_MAX_FRACTION, LINE_MAX_FRACTION } from '../../../../core/analysis/tattooability';
import { distanceTransform } from './distance';
import type { TBox, TRaster } from './raster';

export const WIDTH_BIN_PX = 0.5;
export const OVERLAY_COLS = 24;
const MIN_GAP_RIDGE_PX = 2;

/** Centre-line widths (px) of the `inside` regions, with the pixel index of each. */
export function ridgeWidths(
  inside: Uint8Array,
  width: number,
  height: number,
): { index: number; widthPx: number }[] {
  let anyOutside = false;
  for (let i = 0; i < inside.length && !anyOutside; i++) if (!inside[i]) anyOutside = true;
  if (!anyOutside) return [];
  const dt = distanceTransform(inside, width, height);
  const out: { index: number; widthPx: number }[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const d = dt[i];
      // On the image edge a region is cut off, not bounded: its width there is unknown.
      if (d < 1 || x === 0 || y === 0 || x === width - 1 || y === height - 1) continue;
      let ridge = true;
      for (let dy = -1; dy <= 1 && ridge; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if ((dx || dy) && xx >= 0 && xx < width && dt[yy * width + xx] > d) {
            ridge = false;
            break;
          }
        }
      }
      // Centre pixel distance d to the nearest outside pixel: the width is about 2d - 1 for odd
      // widths and 2d for even ones; 2d - 0.5 splits the difference (error within half a pixel).
      if (ridge) out.push({ index: i, widthPx: 2 * d - 0.5 });
    }
  }
  return out;
}

function histogram(widths: number[], capPx: number): TWidthHistogram {
  const bins = Math.max(1, Math.ceil(capPx / WIDTH_BIN_PX));
  const counts = new Array<number>(bins).fill(0);
  for (const w of widths) if (w < capPx) counts[Math.floor(w / WIDTH_BIN_PX)]++;
  return { binPx: WIDTH_BIN_PX, counts };
}

/** Per overlay cell, the third-smallest width (one stray pixel does not flag a cell). */
function grid(
  ridges: { index: number; widthPx: number }[],
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
  // One-pixel slits of skin are mostly anti-aliasing seams between an outline and a light fill,
  // below what the raster can resolve; gaps are counted from two pixels up.
  const gapRidges = ridgeWidths(skin, raster.width, raster.height).filter(
    (r) => r.widthPx >= MIN_GAP_RIDGE_PX,
  );
  const cols = OVERLAY_COLS;
  const rows = Math.max(1, Math.round((cols * raster.height) / raster.width));
  return {
    lines: histogram(
      lineRidges.map((r) => r.widthPx),
      lineCap,
    ),
    gaps: histogram(
      gapRidges.map((r) => r.widthPx),
      gapCap,
    ),
    overlay: {
      cols,
      rows,
      linePx: grid(lineRidges, lineCap, raster, cols, rows),
      gapPx: grid(gapRidges, gapCap, raster, cols, rows),
    },
  };
}
