// What the edit endpoint needs to know about a stored image: the generation that made it (prompt,
// attributes, seed, output) when it is in the caller's history.
import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { generations } from '../../db/schema';

export interface TImageGenerationInfo {
  prompt: string;
  attributes: Record<string, string>;
  seed: number | null;
  output: string;
  mirror: boolean;
}

export function createImageEditRepository(db: TDatabase) {
  return {
    async generationOf(imageId: string, userId: string): Promise<TImageGenerationInfo | undefined> {
      const [row] = await db
        .select({
          prompt: generations.prompt,
          attributes: generations.attributes,
          seed: generations.seed,
          output: generations.output,
          mirror: generations.mirror,
        })
        .from(generations)
        .where(and(eq(generations.image_id, imageId), eq(generations.user_id, userId)))
        .limit(1);
      return row;
    },
  };
}
