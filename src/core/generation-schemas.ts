// Wire shapes of POST /api/generate and GET /api/generations (ARCHITECTURE §6), shared by server
// and web. Pure zod.
import { z } from 'zod';
import { MODEL_IDS, normalizeModelId, type TModelId } from './models';
import { COMPOSITIONS, PALETTES, PLACEMENTS, STYLES, TECHNIQUES, values } from './options';
import { cutPrompt } from './prompt';
import { quoteUnlessSecret } from './secret-shape';

export * from './generation-rules';
import {
  DESCRIPTION_MAX_LENGTH,
  EMPTY_PROMPT_MESSAGE,
  MAX_VARIATIONS,
  SUBJECT_MAX_LENGTH,
  UINT32_MAX,
} from './generation-rules';

const optionalEnum = <V extends string>(list: [V, ...V[]], what: string) =>
  z.enum(list, { message: `must be one of the ${what}: ${list.join(', ')}` }).optional();

/** `{ subject, style, technique, composition, palette, placement }`; subject is a list id or free text. */
export const ZGenerationAttributes = z.strictObject({
  subject: z
    .string()
    .trim()
    .max(SUBJECT_MAX_LENGTH, { message: `must be at most ${SUBJECT_MAX_LENGTH} characters` })
    .transform((s) => s || undefined)
    .optional(),
  style: optionalEnum(values(STYLES), 'styles'),
  technique: optionalEnum(values(TECHNIQUES), 'techniques'),
  composition: optionalEnum(values(COMPOSITIONS), 'compositions'),
  palette: optionalEnum(values(PALETTES), 'color palettes'),
  placement: optionalEnum(values(PLACEMENTS), 'placements'),
});
export type TGenerationAttributes = z.infer<typeof ZGenerationAttributes>;

export const ZOutputKind = z.enum(['design', 'stencil'], { message: 'must be "design" or "stencil"' });
export type TOutputKind = z.infer<typeof ZOutputKind>;

/** A model id or one of its aliases (e.g. chatgpt-image-one), normalised to the canonical id. */
export const ZModelId = z.string({ message: 'must be a model id' }).transform((id, ctx): TModelId => {
  const model = normalizeModelId(id.trim());
  if (!model) {
    // The id is quoted back to help with a typo, never when it is a key pasted into the wrong field.
    ctx.addIssue({ code: 'custom', message: `unknown model "${quoteUnlessSecret(id)}"; use one of ${MODEL_IDS.join(', ')}` });
    return z.NEVER;
  }
  return model;
});

const ZSize = z
  .number({ message: 'must be a number of pixels' })
  .int({ message: 'must be a whole number of pixels' })
  .min(256, { message: 'must be at least 256' })
  .max(2048, { message: 'must be at most 2048' });

/**
 * Request of POST /api/generate. A prompt longer than 280 characters is not refused: it is cut at
 * a word boundary (spec §5), whatever its length (the body limit bounds it).
 */
export const ZGenerateRequest = z.object({
  prompt: z
    .string({ message: EMPTY_PROMPT_MESSAGE })
    .transform((p) => cutPrompt(p))
    .refine((p) => p.length > 0, { message: EMPTY_PROMPT_MESSAGE }),
  model: ZModelId.default('local'),
  n: z
    .number({ message: `must be a number from 1 to ${MAX_VARIATIONS}` })
    .int({ message: `must be a whole number from 1 to ${MAX_VARIATIONS}` })
    .min(1, { message: `must be from 1 to ${MAX_VARIATIONS}` })
    .max(MAX_VARIATIONS, { message: `must be from 1 to ${MAX_VARIATIONS}` })
    .default(1),
  seed: z
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(0, { message: `must be from 0 to ${UINT32_MAX}` })
    .max(UINT32_MAX, { message: `must be from 0 to ${UINT32_MAX}` })
    .optional(),
  width: ZSize.optional(),
  height: ZSize.optional(),
  output: ZOutputKind.default('design'),
  /** Stencils only: flip left-right for transfer onto skin. */
  mirror: z.boolean({ message: 'must be true or false' }).default(false),
  attributes: ZGenerationAttributes.prefault({}),
});
export type TGenerateRequest = z.infer<typeof ZGenerateRequest>;
/** What a client sends (before defaults and normalisation). */
export type TGenerateRequestInput = z.input<typeof ZGenerateRequest>;

export const ZGeneratedImage = z.object({
  id: z.string(),
  url: z.string(),
  model: z.enum(MODEL_IDS),
  prompt: z.string(),
  seed: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** The history row for this image when the caller is signed in. */
  generationId: z.string().optional(),
  /** A guest's image: proof, for POST /api/designs, that this browser made it (issue #9). */
  claimToken: z.string().optional(),
  /** Engine designs: the vector original and the 300 DPI print PNG. */
  svgUrl: z.string().optional(),
  printUrl: z.string().optional(),
  /** Engine designs: the physical size the design is drawn for. */
  widthMm: z.number().optional(),
  heightMm: z.number().optional(),
});
export type TGeneratedImage = z.infer<typeof ZGeneratedImage>;

export const ZGenerateResponse = z.object({
  images: z.array(ZGeneratedImage).min(1),
  model: z.enum(MODEL_IDS),
  /** The model the caller asked for, when another one made the images. */
  fallbackFrom: z.enum(MODEL_IDS).optional(),
  /** Something the user should know: a fallback, or the engine not matching the subject. */
  note: z.string().optional(),
  subjectMatched: z.boolean().optional(),
});
export type TGenerateResponse = z.infer<typeof ZGenerateResponse>;

/** One history row of GET /api/generations (stored rows use snake_case, ARCHITECTURE §6). */
export const ZGeneration = z.object({
  id: z.string(),
  image_id: z.string(),
  url: z.string(),
  svg_url: z.string().nullable(),
  print_url: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  prompt: z.string(),
  description: z.string(),
  model: z.enum(MODEL_IDS),
  fallback_from: z.enum(MODEL_IDS).nullable(),
  seed: z.number().int().nullable(),
  output: ZOutputKind,
  mirror: z.boolean(),
  attributes: z.record(z.string(), z.string()),
  created_at: z.string(),
});
export type TGeneration = z.infer<typeof ZGeneration>;

export const GENERATIONS_DEFAULT_LIMIT = 24;
export const GENERATIONS_MAX_LIMIT = 100;

export const ZGenerationsQuery = z.object({
  limit: z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: `must be from 1 to ${GENERATIONS_MAX_LIMIT}` })
    .max(GENERATIONS_MAX_LIMIT, { message: `must be from 1 to ${GENERATIONS_MAX_LIMIT}` })
    .default(GENERATIONS_DEFAULT_LIMIT),
  /** Cursor: the id of the last row of the previous page. */
  before: z.string().min(1).max(100).optional(),
});
export type TGenerationsQuery = z.infer<typeof ZGenerationsQuery>;

export const ZGenerationsResponse = z.object({
  generations: z.array(ZGeneration),
  /** Pass as `before` to get the next page; absent on the last page. */
  nextBefore: z.string().optional(),
});
export type TGenerationsResponse = z.infer<typeof ZGenerationsResponse>;

export const ZGenerationUpdate = z.strictObject({
  description: z
    .string({ message: 'must be text' })
    .trim()
    .max(DESCRIPTION_MAX_LENGTH, { message: `must be at most ${DESCRIPTION_MAX_LENGTH} characters` }),
});
export type TGenerationUpdate = z.infer<typeof ZGenerationUpdate>;
