// Wire shapes of the analysis tool (POST /api/analyze/image, /api/analyze/concept, saved analyses),
// shared by server and web. Pixel measures are in pixels of the analysed raster so the page can
// re-judge them at any physical size without asking the server again.
import { z } from 'zod';
import { PLACEMENTS, values } from '../options';
import { ZApiErrorBody } from '../api-error-schemas';
import { CONCEPT_MAX_LENGTH, SIZE_CM_MAX, SIZE_CM_MIN } from './analysis-values';

// The analysis tool's plain values (no zod), for the analysis page's first screen.
export * from './analysis-values';

export const ZAnalyst = z.enum(['auto', 'offline', 'ai']);
export type TAnalyst = z.infer<typeof ZAnalyst>;

export const ZAnalysisPlacement = z.enum(values(PLACEMENTS));
export type TAnalysisPlacement = z.infer<typeof ZAnalysisPlacement>;

export const ZSizeCm = z.coerce.number().min(SIZE_CM_MIN).max(SIZE_CM_MAX);

export const ZAnalyzeConceptRequest = z.object({
  concept: z.string().max(CONCEPT_MAX_LENGTH),
  analyst: ZAnalyst.optional(),
});
export type TAnalyzeConceptRequest = z.infer<typeof ZAnalyzeConceptRequest>;

/** The non-file fields of the multipart image request. */
export const ZAnalyzeImageFields = z.object({
  placement: ZAnalysisPlacement.optional(),
  sizeCm: ZSizeCm.optional(),
  analyst: ZAnalyst.optional(),
});

export const ZSwatch = z.object({
  hex: z.string().regex(/^#[0-9a-f]{6}$/),
  /** Share of the image's pixels, 0-1. */
  share: z.number(),
  name: z.string(),
  background: z.boolean(),
});
export type TSwatch = z.infer<typeof ZSwatch>;

/**
 * Counts of ridge (centre-line) pixels per width bin: bin i covers [i*binPx, (i+1)*binPx);
 * `beyond` counts those wider than the last bin (fills, open skin). Older saved analyses lack it.
 */
export const ZWidthHistogram = z.object({
  binPx: z.number(),
  counts: z.array(z.number()),
  beyond: z.number().optional(),
});
export type TWidthHistogram = z.infer<typeof ZWidthHistogram>;

/** A grid laid over the image: per cell the narrowest line and gap found there, in pixels. */
export const ZOverlayGrid = z.object({
  cols: z.number().int(),
  rows: z.number().int(),
  linePx: z.array(z.number().nullable()),
  gapPx: z.array(z.number().nullable()),
});
export type TOverlayGrid = z.infer<typeof ZOverlayGrid>;

export const ZStyleGuess = z.object({
  id: z.string(),
  name: z.string(),
  /** Mean 0-1 score of the style's measurable traits, pulled towards 0.5 when few were measurable. */
  confidence: z.number(),
  /** How many of the style's traits the pixels could check (older saved analyses lack these). */
  traitsMeasured: z.number().int().optional(),
  traitsTotal: z.number().int().optional(),
});

/**
 * Whether the upload looks like a photograph rather than flash or line art, and the measured cues
 * behind that call (see server measures/photo.ts for why these three).
 */
export const ZPhotoEvidence = z.object({
  isPhoto: z.boolean(),
  /** Shannon entropy of the colours at 16 levels per channel, bits. */
  toneEntropyBits: z.number(),
  /** Colour bins (16 levels per channel) holding at least 0.1% of the pixels. */
  distinctTones: z.number().int(),
  /** Share of pixels in flat fill (neighbours within 2 levels). */
  flatShare: z.number(),
  /** Share of pixels close to the border colour (the paper or skin ground). */
  groundShare: z.number(),
  /** Share of pixels that are ground and flat: plain paper, which a photograph lacks. */
  plainGroundShare: z.number(),
});
export type TPhotoEvidence = z.infer<typeof ZPhotoEvidence>;

export const ZImageMeasures = z.object({
  width: z.number().int(),
  height: z.number().int(),
  /** The inked area's bounding box in raster pixels; the physical size applies to its longer side. */
  designBox: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
  palette: z.array(ZSwatch),
  /** Photograph or design; on a photograph the ink figures below are null (not measured). */
  photo: ZPhotoEvidence,
  inkCoverage: z.number().nullable(),
  /** Share of near-black pixels (every channel under 60). */
  blackCoverage: z.number(),
  colorShare: z.number().nullable(),
  greyTones: z.number().int().nullable(),
  edgeDensity: z.number(),
  shapes: z.number().int().nullable(),
  symmetry: z.object({ horizontal: z.number(), vertical: z.number() }).nullable(),
  detail: z.enum(['low', 'medium', 'high']),
  lines: ZWidthHistogram,
  gaps: ZWidthHistogram,
  overlay: ZOverlayGrid,
  styleGuesses: z.array(ZStyleGuess),
  elapsedMs: z.number(),
});
export type TImageMeasures = z.infer<typeof ZImageMeasures>;

export const ZAnalysisResult = z.object({
  kind: z.enum(['image', 'concept']),
  analyst: z.enum(['offline', 'ai']),
  summary: z.string().optional(),
  analysis: z.string(),
  measures: ZImageMeasures.optional(),
  placement: ZAnalysisPlacement.optional(),
  sizeCm: z.number().optional(),
  /** Why the offline analyst answered when the AI one was not used. */
  note: z.string().optional(),
});
export type TAnalysisResult = z.infer<typeof ZAnalysisResult>;

/** Server-sent events of a streamed analysis. */
export const ZAnalysisEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('meta'),
    analyst: z.enum(['offline', 'ai']),
    note: z.string().optional(),
    measures: ZImageMeasures.optional(),
    placement: z.string().optional(),
    sizeCm: z.number().optional(),
  }),
  z.object({ type: z.literal('summary'), text: z.string() }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), result: ZAnalysisResult }),
  ZApiErrorBody.extend({ type: z.literal('error') }),
]);
export type TAnalysisEvent = z.infer<typeof ZAnalysisEvent>;

export const ZSaveAnalysisRequest = z.object({
  kind: z.enum(['image', 'concept']),
  title: z.string().trim().max(120).optional(),
  concept: z.string().max(CONCEPT_MAX_LENGTH).optional(),
  summary: z.string().max(4000).optional(),
  analysis: z.string().min(1).max(40000),
  analyst: z.enum(['offline', 'ai']),
  placement: ZAnalysisPlacement.optional(),
  sizeCm: z.number().optional(),
  measures: ZImageMeasures.optional(),
});
export type TSaveAnalysisRequest = z.infer<typeof ZSaveAnalysisRequest>;

export const ZSavedAnalysis = z.object({
  id: z.string(),
  kind: z.enum(['image', 'concept']),
  title: z.string(),
  concept: z.string().nullable(),
  summary: z.string().nullable(),
  analysis: z.string(),
  analyst: z.string(),
  placement: z.string().nullable(),
  size_cm: z.number().nullable(),
  image_url: z.string().nullable(),
  created_at: z.string(),
});
export type TSavedAnalysis = z.infer<typeof ZSavedAnalysis>;
export const ZSavedAnalysisList = z.object({ analyses: z.array(ZSavedAnalysis) });
export type TSavedAnalysisList = z.infer<typeof ZSavedAnalysisList>;
