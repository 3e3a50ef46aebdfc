// profiles rows; every method is scoped to the caller's user id.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { profiles } from '../../db/schema';

export type TProfileRow = typeof profiles.$inferSelect;

export function createProfileRepository(db: TDatabase) {
  const self = {
    async get(userId: string): Promise<TProfileRow | undefined> {
      const [row] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
      return row;
    },

    /** Creates the row when missing, so older accounts can always be edited. */
    async ensure(userId: string): Promise<TProfileRow> {
      await db.insert(profiles).values({ id: userId }).onConflictDoNothing();
      return (await self.get(userId))!;
    },

    async usernameTakenByOther(userId: string, username: string): Promise<boolean> {
      const [row] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(sql`lower(${profiles.username}) = lower(${username})`, ne(profiles.id, userId)))
        .limit(1);
      return Boolean(row);
    },

    async update(
      userId: string,
      patch: { username?: string | null; full_name?: string | null },
    ): Promise<TProfileRow> {
      await self.ensure(userId);
      const [row] = await db
        .update(profiles)
        .set({ ...patch, updated_at: new Date() })
        .where(eq(profiles.id, userId))
        .returning();
      return row;
    },
  };
  return self;
}
export type TProfileRepository = ReturnType<typeof createProfileRepository>;
