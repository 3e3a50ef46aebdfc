// Fixed-window counters in the `rate_limit` table so every app process sees the same counts
// (ARCHITECTURE §1). `last_request` holds the start of the current window, in epoch milliseconds.
import { randomUUID } from 'node:crypto';
import { and, eq, like, lt, sql } from 'drizzle-orm';
import type { TDatabase } from './client';
import { rateLimit } from './schema';

export interface TWindowCount {
  count: number;
  windowStart: number;
}

export function createRateLimitRepository(db: TDatabase) {
  return {
    /** Adds one to the key's count in one atomic statement, starting a new window when the old one is over. */
    async hit(key: string, windowMs: number, now = Date.now()): Promise<TWindowCount> {
      const expired = now - windowMs;
      const [row] = await db
        .insert(rateLimit)
        .values({ id: randomUUID(), key, count: 1, lastRequest: now })
        .onConflictDoUpdate({
          target: rateLimit.key,
          set: {
            count: sql`CASE WHEN ${rateLimit.lastRequest} <= ${expired} THEN 1 ELSE ${rateLimit.count} + 1 END`,
            lastRequest: sql`CASE WHEN ${rateLimit.lastRequest} <= ${expired} THEN ${now} ELSE ${rateLimit.lastRequest} END`,
          },
        })
        .returning({ count: rateLimit.count, windowStart: rateLimit.lastRequest });
      return { count: row.count, windowStart: Number(row.windowStart) };
    },

    /** The key's count in the current window (0 when none or expired). */
    async peek(key: string, windowMs: number, now = Date.now()): Promise<TWindowCount> {
      const [row] = await db
        .select({ count: rateLimit.count, windowStart: rateLimit.lastRequest })
        .from(rateLimit)
        .where(eq(rateLimit.key, key))
        .limit(1);
      if (!row || Number(row.windowStart) <= now - windowMs) return { count: 0, windowStart: now };
      return { count: row.count, windowStart: Number(row.windowStart) };
    },

    /** Removes counters under `prefix` whose window started before `before` (epoch ms). */
    async prune(prefix: string, before: number): Promise<void> {
      await db
        .delete(rateLimit)
        .where(and(like(rateLimit.key, `${prefix}%`), lt(rateLimit.lastRequest, before)));
    },

    async clear(key: string): Promise<void> {
      await db.delete(rateLimit).where(eq(rateLimit.key, key));
    },
  };
}
export type TRateLimitRepository = ReturnType<typeof createRateLimitRepository>;
