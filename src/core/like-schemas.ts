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

/** A liked style as GET/POST /api/likes answer it. */
export const ZLike = z.object({ id: z.string(), style_id: z.string(), created_at: z.string() });
export type TLike = z.infer<typeof ZLike>;
/** GET /api/likes: newest first. */
export const ZLikeList = z.array(ZLike);

export const toLike = (row: { id: string; style_id: string; created_at: Date }): TLike => ({
  id: row.id,
  style_id: row.style_id,
  created_at: row.created_at.toISOString(),
});
