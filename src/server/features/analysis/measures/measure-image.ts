// Every offline measure of one image, in one pass over the analysed raster.
import type {
  TImageMeasures,
  TPhotoEvidence,
  TSwatch,
} from '../../../../core/analysis/analysis-schemas';
import { PLACEMENT_FACTS } from '../../../../core/analysis/tattooability';
import { photoEvidence } from './photo';
import { paletteCentres } from './palette';
import { inkBox, inkFromPalette, loadRaster, type TRaster } from './raster';
import { coverage, countShapes, edgeDensity, symmetry } from './shape';
import { measureStrokes, OVERLAY_COLS, WIDTH_BIN_PX } from './strokes';
import { guessStyles, type TCatalogStyle } from './style-guess';

/** Edge density (share of the design box) below which detail is low, and above which high. */
const DETAIL_LOW = 0.08;
const DETAIL_HIGH = 0.2;

/**
 * Size (cm, the design's longer side) at which the style guess judges bold against fine lines
 * when the caller names none: the forearm default, the page's starting placement.
 */
export const STYLE_SIZE_CM_DEFAULT = PLACEMENT_FACTS.forearm.sizeCm;

export function measureRaster(
  raster: TRaster,
  catalog: TCatalogStyle[],
  sizeCm = STYLE_SIZE_CM_DEFAULT,
): Omit<TImageMeasures, 'elapsedMs'> {
  const photo = photoEvidence(raster);
  const palette = paletteCentres(raster);
  if (photo.isPhoto) return measurePhoto(raster, photo, palette.swatches);
  inkFromPalette(raster, palette.centres, palette.background);
  const designBox = inkBox(raster);
  const cover = coverage(raster);
  const edges = edgeDensity(raster, designBox);
  const strokes = measureStrokes(raster, designBox);
  const base = {
    width: raster.width,
    height: raster.height,
    designBox,
    palette: palette.swatches,
    photo,
    ...cover,
    edgeDensity: Math.round(edges * 1000) / 1000,
    shapes: countShapes(raster),
    symmetry: symmetry(raster, designBox),
    detail: detailOf(edges),
    ...strokes,
  } as const;
  return { ...base, styleGuesses: guessStyles(base, catalog, sizeCm) };
}

function detailOf(edges: number): TImageMeasures['detail'] {
  return edges < DETAIL_LOW ? 'low' : edges > DETAIL_HIGH ? 'high' : 'medium';
}

/**
 * A photograph: only what the pixels of a scene can say. Its colours, the share of near-black
 * pixels and its edges are measured over the whole frame; ink coverage, shapes, symmetry, line
 * and gap widths and a style guess need a plain ground to tell ink from not-ink, so they are not
 * measured (null or empty) rather than measured on a mask that means nothing here. The swatches
 * are the scene's colours, none of them "background".
 */
function measurePhoto(
  raster: TRaster,
  photo: TPhotoEvidence,
  swatches: TSwatch[],
): Omit<TImageMeasures, 'elapsedMs'> {
  const whole = { x: 0, y: 0, width: raster.width, height: raster.height };
  const edges = edgeDensity(raster, whole);
  const cols = OVERLAY_COLS;
  const rows = Math.max(1, Math.round((cols * raster.height) / raster.width));
  const none = { binPx: WIDTH_BIN_PX, counts: [], beyond: 0 };
  return {
    width: raster.width,
    height: raster.height,
    designBox: whole,
    palette: swatches.map((s) => ({ ...s, background: false })),
    photo,
    inkCoverage: null,
    blackCoverage: Math.round(coverage(raster).blackCoverage * 1000) / 1000,
    colorShare: null,
    greyTones: null,
    edgeDensity: Math.round(edges * 1000) / 1000,
    shapes: null,
    symmetry: null,
    detail: detailOf(edges),
    lines: none,
    gaps: none,
    overlay: {
      cols,
      rows,
      linePx: new Array<null>(cols * rows).fill(null),
      gapPx: new Array<null>(cols * rows).fill(null),
    },
    styleGuesses: [],
  };
}

export async function measureImage(
  bytes: Buffer,
  catalog: TCatalogStyle[],
  sizeCm = STYLE_SIZE_CM_DEFAULT,
): Promise<TImageMeasures> {
  const started = performance.now();
  const raster = await loadRaster(bytes);
  const measures = measureRaster(raster, catalog, sizeCm);
  return { ...measures, elapsedMs: Math.round(performance.now() - started) };
}
