import { z } from 'zod';
import { designUrl } from './design-urls';

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

/** A saved design as GET/POST /api/designs answer it. */
export const ZDesign = z.object({
  id: z.string(),
  image_id: z.string(),
  design_url: z.string(),
  title: z.string().nullable(),
  prompt: z.string(),
  model: z.string(),
  attributes: z.record(z.string(), z.string()),
  created_at: z.string(),
});
export type TDesign = z.infer<typeof ZDesign>;
/** GET /api/designs: newest first. */
export const ZDesignList = z.array(ZDesign);

export { designUrl, imageIdOfUrl } from './design-urls';

/** A stored design row to its API shape. */
export function toDesign(row: Omit<TDesign, 'design_url' | 'created_at'> & { created_at: Date }): TDesign {
  return {
    id: row.id,
    image_id: row.image_id,
    design_url: designUrl(row.image_id),
    title: row.title,
    prompt: row.prompt,
    model: row.model,
    attributes: row.attributes,
    created_at: row.created_at.toISOString(),
  };
}
