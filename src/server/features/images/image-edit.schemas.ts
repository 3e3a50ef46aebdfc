import { z } from 'zod';
import { EDIT_INSTRUCTIONS_MAX_LENGTH, EDIT_INSTRUCTIONS_REQUIRED_MESSAGE } from '../../../core/edit-instructions';
import { UINT32_MAX, ZGenerationAttributes, ZModelId, ZOutputKind } from '../../../core/generation-schemas';

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
