// The `generations` table: a signed-in user's generator history (one row per image).
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { generations, images } from '../../db/schema';

export type TNewGenerationRow = typeof generations.$inferInsert;

export interface TGenerationListRow {
  id: string;
  image_id: string;
  svg_image_id: string | null;
  print_image_id: string | null;
  width: number;
  height: number;
  prompt: string;
  description: string | null;
  model: string;
  fallback_from: string | null;
  seed: number | null;
  output: string;
  mirror: boolean;
  attributes: Record<string, string>;
  created_at: Date;
}

export interface TGenerationsRepository {
  insertMany(rows: TNewGenerationRow[]): Promise<void>;
  /** Newest first; `before` is the id of the last row already shown. */
  listForUser(userId: string, options: { limit: number; before?: string }): Promise<TGenerationListRow[]>;
  updateDescription(userId: string, id: string, description: string | null): Promise<TGenerationListRow | undefined>;
}

const listColumns = {
  id: generations.id,
  image_id: generations.image_id,
  svg_image_id: generations.svg_image_id,
  print_image_id: generations.print_image_id,
  width: images.width,
  height: images.height,
  prompt: generations.prompt,
  description: generations.description,
  model: generations.model,
  fallback_from: generations.fallback_from,
  seed: generations.seed,
  output: generations.output,
  mirror: generations.mirror,
  attributes: generations.attributes,
  created_at: generations.created_at,
};

export function createGenerationsRepository(db: TDatabase): TGenerationsRepository {
  const select = () =>
    db.select(listColumns).from(generations).innerJoin(images, eq(images.id, generations.image_id));

  return {
    async insertMany(rows) {
      if (rows.length) await db.insert(generations).values(rows);
    },

    async listForUser(userId, { limit, before }) {
      let cursor: { created_at: Date; id: string } | undefined;
      if (before) {
        [cursor] = await db
          .select({ created_at: generations.created_at, id: generations.id })
          .from(generations)
          .where(and(eq(generations.user_id, userId), eq(generations.id, before)))
          .limit(1);
        if (!cursor) return [];
      }
      const owned = eq(generations.user_id, userId);
      const where = cursor
        ? and(
            owned,
            or(
              lt(generations.created_at, cursor.created_at),
              and(eq(generations.created_at, cursor.created_at), lt(generations.id, cursor.id)),
            ),
          )
        : owned;
      return select().where(where).orderBy(desc(generations.created_at), desc(generations.id)).limit(limit);
    },

    async updateDescription(userId, id, description) {
      const updated = await db
        .update(generations)
        .set({ description })
        .where(and(eq(generations.user_id, userId), eq(generations.id, id)))
        .returning({ id: generations.id });
      if (!updated.length) return undefined;
      const [row] = await select().where(eq(generations.id, id)).limit(1);
      return row;
    },
  };
}
