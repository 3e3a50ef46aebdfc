// Saved analyses of one user (own rows only).
import { and, desc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { analyses } from '../../db/schema';

export type TSavedAnalysisRow = typeof analyses.$inferSelect;
export type TNewSavedAnalysis = Omit<typeof analyses.$inferInsert, 'created_at'>;

export function createSavedAnalysesRepository(db: TDatabase) {
  return {
    list(userId: string): Promise<TSavedAnalysisRow[]> {
      return db.select().from(analyses).where(eq(analyses.user_id, userId)).orderBy(desc(analyses.created_at));
    },

    async create(row: TNewSavedAnalysis): Promise<TSavedAnalysisRow> {
      const [created] = await db.insert(analyses).values(row).returning();
      return created;
    },

    async delete(userId: string, id: string): Promise<TSavedAnalysisRow | undefined> {
      const [deleted] = await db
        .delete(analyses)
        .where(and(eq(analyses.user_id, userId), eq(analyses.id, id)))
        .returning();
      return deleted;
    },
  };
}
export type TSavedAnalysesRepository = ReturnType<typeof createSavedAnalysesRepository>;
