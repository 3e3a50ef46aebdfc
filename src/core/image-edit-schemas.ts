import { z } from 'zod';
import { EDIT_INSTRUCTIONS_MAX_LENGTH, EDIT_INSTRUCTIONS_REQUIRED_MESSAGE } from './edit-instructions';
import { UINT32_MAX, ZGenerateResponse, ZGenerationAttributes, ZModelId, ZOutputKind } from './generation-schemas';

/**
 * POST /api/images/:id/edit. `design` lets a guest (who has no stored history) send back what
 * the generate answer told them about an engine design, so it can be re-composed.
 */
export const ZImageEditRequest = z.object({
  instructions: z
    .string({ message: EDIT_INSTRUCTIONS_REQUIRED_MESSAGE })
    .trim()
    .min(1, { message: EDIT_INSTRUCTIONS_REQUIRED_MESSAGE })
    .max(EDIT_INSTRUCTIONS_MAX_LENGTH, { message: `must be at most ${EDIT_INSTRUCTIONS_MAX_LENGTH} characters` }),
  model: ZModelId.optional(),
  design: z
    .object({
      prompt: z.string().max(2000).optional(),
      attributes: ZGenerationAttributes.optional(),
      seed: z.number().int().min(0).max(UINT32_MAX).optional(),
      output: ZOutputKind.optional(),
      mirror: z.boolean().optional(),
    })
    .optional(),
});
export type TImageEditRequest = z.infer<typeof ZImageEditRequest>;
/** The request as a client writes it (before zod's transforms). */
export type TImageEditRequestInput = z.input<typeof ZImageEditRequest>;

/** Engine edits: what the instructions changed and the design they produced. */
export const ZImageEditOutcome = z.object({
  prompt: z.string(),
  attributes: ZGenerationAttributes,
  output: ZOutputKind,
  mirror: z.boolean(),
  changes: z.array(z.string()),
  seed: z.number().int(),
});
export type TImageEditOutcome = z.infer<typeof ZImageEditOutcome>;

/** POST /api/images/:id/edit answers like POST /api/generate, plus `edit` for engine designs. */
export const ZImageEditResponse = ZGenerateResponse.extend({ edit: ZImageEditOutcome.optional() });
export type TImageEditResponse = z.infer<typeof ZImageEditResponse>;
