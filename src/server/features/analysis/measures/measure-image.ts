// Every offline measure of one image, in one pass over the analysed raster.
import type { TImageMeasures } from '../../../../core/analysis/analysis-schemas';
import { paletteCentres } from './palette';
import { inkBox, inkFromPalette, loadRaster, type TRaster } from './raster';
import { coverage, countShapes, edgeDensity, symmetry } from './shape';
import { measureStrokes } from './strokes';
import { guessStyles, type TCatalogStyle } from './style-guess';

/** Edge density (share of the design box) below which detail is low, and above which high. */
const DETAIL_LOW = 0.08;
const DETAIL_HIGH = 0.2;

export function measureRaster(
  raster: TRaster,
  catalog: TCatalogStyle[],
): Omit<TImageMeasures, 'elapsedMs'> {
  const palette = paletteCentres(raster);
  inkFromPalette(raster, palette.centres, palette.background);
  const designBox = inkBox(raster);
  const cover = coverage(raster);
  const edges = edgeDensity(raster, designBox);
  const detail = edges < DETAIL_LOW ? 'low' : edges > DETAIL_HIGH ? 'high' : 'medium';
  const strokes = measureStrokes(raster, designBox);
  const base = {
    width: raster.width,
    height: raster.height,
    designBox,
    palette: palette.swatches,
    ...cover,
    edgeDensity: Math.round(edges * 1000) / 1000,
    shapes: countShapes(raster),
    symmetry: symmetry(raster, designBox),
    detail,
    ...strokes,
  } as const;
  return { ...base, styleGuesses: guessStyles(base, catalog) };
}

export async function measureImage(
  bytes: Buffer,
  catalog: TCatalogStyle[],
): Promise<TImageMeasures> {
  const started = performance.now();
  const raster = await loadRaster(bytes);
  const measures = measureRaster(raster, catalog);
  return { ...measures, elapsedMs: Math.round(performance.now() - started) };
}
