import { z } from 'zod';

export const ZLikeCreate = z
  .object({
    style_id: z
      .string()
      .trim()
      .min(1)
      .max(80)
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a style id like "neo-traditional"'),
  })
  .strict();
export type TLikeCreate = z.infer<typeof ZLikeCreate>;

export const ZLikeParam = z.object({ id: z.string().min(1).max(200) });
