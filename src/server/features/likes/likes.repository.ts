// Liked styles; every method takes the caller's user id and filters by it (own rows only).
import { randomUUID } from 'node:crypto';
import { and, desc, eq, or } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { likes, styles } from '../../db/schema';

export type TLikeRecord = typeof likes.$inferSelect;

export function createLikesRepository(db: TDatabase) {
  return {
    list(userId: string): Promise<TLikeRecord[]> {
      return db
        .select()
        .from(likes)
        .where(eq(likes.user_id, userId))
        .orderBy(desc(likes.created_at), desc(likes.id));
    },

    /** Whether the catalogue holds this style. */
    async styleExists(styleId: string): Promise<boolean> {
      const rows = await db.select({ id: styles.id }).from(styles).where(eq(styles.id, styleId)).limit(1);
      return rows.length > 0;
    },

    /** Inserts the like unless it exists; returns the row and whether it is new. */
    async add(userId: string, styleId: string): Promise<{ row: TLikeRecord; created: boolean }> {
      const inserted = await db
        .insert(likes)
        .values({ id: randomUUID(), user_id: userId, style_id: styleId })
        .onConflictDoNothing()
        .returning();
      if (inserted.length) return { row: inserted[0], created: true };
      const [row] = await db
        .select()
        .from(likes)
        .where(and(eq(likes.user_id, userId), eq(likes.style_id, styleId)))
        .limit(1);
      return { row, created: false };
    },

    /** Removes the user's like whose id, or whose style id, is `idOrStyleId`. */
    async remove(userId: string, idOrStyleId: string): Promise<boolean> {
      const rows = await db
        .delete(likes)
        .where(
          and(eq(likes.user_id, userId), or(eq(likes.id, idOrStyleId), eq(likes.style_id, idOrStyleId))),
        )
        .returning({ id: likes.id });
      return rows.length > 0;
    },
  };
}
export type TLikesRepository = ReturnType<typeof createLikesRepository>;
