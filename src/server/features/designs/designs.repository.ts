// Saved designs; every method takes the caller's user id and filters by it (own rows only).
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { designs, images } from '../../db/schema';

export type TDesignRecord = typeof designs.$inferSelect;

export function createDesignsRepository(db: TDatabase) {
  return {
    list(userId: string): Promise<TDesignRecord[]> {
      return db
        .select()
        .from(designs)
        .where(eq(designs.user_id, userId))
        .orderBy(desc(designs.created_at), desc(designs.id));
    },

    /** 'own' (the user's image), 'guest' (nobody's yet: a guest generation) or 'none' (missing or another's). */
    async imageStanding(userId: string, imageId: string): Promise<'own' | 'guest' | 'none'> {
      const [row] = await db
        .select({ owner: images.owner_id })
        .from(images)
        .where(and(eq(images.id, imageId), or(eq(images.owner_id, userId), isNull(images.owner_id))))
        .limit(1);
      if (!row) return 'none';
      return row.owner === userId ? 'own' : 'guest';
    },

    async create(
      userId: string,
      input: { image_id: string; title: string | null; prompt: string; model: string; attributes: Record<string, string> },
    ): Promise<TDesignRecord> {
      return db.transaction(async (tx) => {
        // An unowned (guest) image becomes the saver's, so deleting the account removes its file too.
        await tx
          .update(images)
          .set({ owner_id: userId })
          .where(and(eq(images.id, input.image_id), isNull(images.owner_id)));
        const [row] = await tx
          .insert(designs)
          .values({ id: randomUUID(), user_id: userId, ...input })
          .returning();
        return row;
      });
    },

    /** Deletes one of the user's designs; false when the user has no design with that id. */
    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(designs)
        .where(and(eq(designs.id, id), eq(designs.user_id, userId)))
        .returning({ id: designs.id });
      return rows.length > 0;
    },
  };
}
export type TDesignsRepository = ReturnType<typeof createDesignsRepository>;
