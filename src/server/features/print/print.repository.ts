// What the print and brief know about an image beyond its bytes: the engine's vector original and
// the words it was made from, found through the generation history or a saved design.
import { desc, eq, or } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { designs, generations } from '../../db/schema';

export interface TImageContext {
  /** The vector original of an engine design (an image id), when one exists. */
  svgImageId: string | null;
  prompt: string | null;
  placement: string | null;
  attributes: Record<string, string>;
}

export function createPrintRepository(db: TDatabase) {
  return {
    async contextOf(imageId: string): Promise<TImageContext | null> {
      const [gen] = await db
        .select()
        .from(generations)
        .where(or(eq(generations.image_id, imageId), eq(generations.svg_image_id, imageId), eq(generations.print_image_id, imageId)))
        .orderBy(desc(generations.created_at))
        .limit(1);
      if (gen) {
        return {
          svgImageId: gen.svg_image_id,
          prompt: gen.prompt,
          placement: gen.attributes.placement ?? null,
          attributes: gen.attributes,
        };
      }
      const [design] = await db.select().from(designs).where(eq(designs.image_id, imageId)).limit(1);
      if (design) {
        return { svgImageId: null, prompt: design.prompt, placement: design.attributes.placement ?? null, attributes: design.attributes };
      }
      return null;
    },
  };
}
export type TPrintRepository = ReturnType<typeof createPrintRepository>;
