import { z } from 'zod';

const ZAttributes = z
  .record(z.string().trim().min(1).max(40), z.string().max(200))
  .refine((value) => Object.keys(value).length <= 20, 'at most 20 attributes');

export const ZDesignCreate = z
  .object({
    image_id: z.uuid(),
    title: z.string().trim().max(120).optional(),
    prompt: z.string().max(4000).optional(),
    model: z.string().trim().min(1).max(60),
    attributes: ZAttributes.optional(),
    /** Needed to save a guest's image (no owner yet): the token its generation returned. */
    claim_token: z.string().max(200).optional(),
  })
  .strict();
export type TDesignCreate = z.infer<typeof ZDesignCreate>;

export const ZIdParam = z.object({ id: z.string().min(1).max(200) });
