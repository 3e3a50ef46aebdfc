// The `usage` table: per-user daily counters (ARCHITECTURE §7). Every change is one atomic SQL
// statement, so several app processes on one PostgreSQL never exceed a limit between them.
import { and, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { usage } from '../../db/schema';

export interface TUsageRepository {
  /** Adds `amount` to the counter if the total stays within `limit`; the new count, or null when it would not. */
  reserve(userId: string, day: string, kind: string, amount: number, limit: number): Promise<number | null>;
  /** Gives back `amount` (never below zero). */
  release(userId: string, day: string, kind: string, amount: number): Promise<void>;
  used(userId: string, day: string, kind: string): Promise<number>;
}

export function createUsageRepository(db: TDatabase): TUsageRepository {
  const row = (userId: string, day: string, kind: string) =>
    and(eq(usage.user_id, userId), eq(usage.day, day), eq(usage.kind, kind));

  return {
    async reserve(userId, day, kind, amount, limit) {
      if (amount > limit) return null;
      // Insert the day's row, or add to it only while the sum fits: the row lock taken by
      // ON CONFLICT DO UPDATE makes concurrent reservations queue, and the WHERE re-reads the
      // committed count, so two requests can never both take the last slot.
      const rows = await db
        .insert(usage)
        .values({ user_id: userId, day, kind, count: amount })
        .onConflictDoUpdate({
          target: [usage.user_id, usage.day, usage.kind],
          set: { count: sql`${usage.count} + ${amount}` },
          setWhere: sql`${usage.count} + ${amount} <= ${limit}`,
        })
        .returning({ count: usage.count });
      return rows[0]?.count ?? null;
    },

    async release(userId, day, kind, amount) {
      await db
        .update(usage)
        .set({ count: sql`greatest(${usage.count} - ${amount}, 0)` })
        .where(row(userId, day, kind));
    },

    async used(userId, day, kind) {
      const [found] = await db.select({ count: usage.count }).from(usage).where(row(userId, day, kind)).limit(1);
      return found?.count ?? 0;
    },
  };
}
