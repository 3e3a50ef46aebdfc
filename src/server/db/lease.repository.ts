// Concurrency leases shared by every app process (e.g. "at most 2 voice sessions per user"), kept
// in the `rate_limit` table beside the other shared limits, so no new table is needed. A limit of N
// is N slot rows `<key>#<n>`; a holder owns a slot while its lease is fresh (`last_request` is the
// time it was last renewed) and its random id is the row's id. Taking a slot is one atomic upsert
// that only wins when the row is absent or its lease has run out, so two processes racing for the
// last slot cannot both win, and a crashed process's slots free themselves after `ttlMs`.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TDatabase } from './client';
import { rateLimit } from './schema';

export interface TLease {
  /** Keeps the slot alive for another ttl; false when it was lost (expired and taken). */
  renew(): Promise<boolean>;
  /** Frees the slot; safe to call twice. */
  release(): Promise<void>;
}

export function createLeaseRepository(db: TDatabase) {
  return {
    /** Takes one of `max` slots of `key` for `ttlMs`, or null when all are held. */
    async acquire(key: string, max: number, ttlMs: number, now = Date.now): Promise<TLease | null> {
      const holder = randomUUID();
      for (let slot = 0; slot < max; slot++) {
        const slotKey = `${key}#${slot}`;
        const at = now();
        const rows = await db
          .insert(rateLimit)
          .values({ id: holder, key: slotKey, count: 1, lastRequest: at })
          .onConflictDoUpdate({
            target: rateLimit.key,
            set: { id: holder, count: 1, lastRequest: at },
            setWhere: sql`${rateLimit.lastRequest} <= ${at - ttlMs}`,
          })
          .returning({ id: rateLimit.id });
        if (rows[0]?.id !== holder) continue;
        let released = false;
        const mine = and(eq(rateLimit.key, slotKey), eq(rateLimit.id, holder));
        return {
          async renew() {
            if (released) return false;
            const kept = await db.update(rateLimit).set({ lastRequest: now() }).where(mine).returning({ id: rateLimit.id });
            return kept.length > 0;
          },
          async release() {
            if (released) return;
            released = true;
            await db.delete(rateLimit).where(mine);
          },
        };
      }
      return null;
    },

    /** How many of `key`'s slots are held now (for tests and health). */
    async held(key: string, max: number, ttlMs: number, now = Date.now()): Promise<number> {
      let count = 0;
      for (let slot = 0; slot < max; slot++) {
        const [row] = await db
          .select({ at: rateLimit.lastRequest })
          .from(rateLimit)
          .where(eq(rateLimit.key, `${key}#${slot}`))
          .limit(1);
        if (row && Number(row.at) > now - ttlMs) count++;
      }
      return count;
    },
  };
}
export type TLeaseRepository = ReturnType<typeof createLeaseRepository>;
