// user_preferences: one row per user, keyed by the caller's user id.
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { userPreferences } from '../../db/schema';
import type { TPreferences } from '../../../core/preference-schemas';

export type TPreferencesRecord = typeof userPreferences.$inferSelect;

export function createPreferencesRepository(db: TDatabase) {
  return {
    async get(userId: string): Promise<TPreferencesRecord | undefined> {
      const [row] = await db
        .select()
        .from(userPreferences)
        .where(eq(userPreferences.user_id, userId))
        .limit(1);
      return row;
    },

    async put(userId: string, prefs: TPreferences): Promise<TPreferencesRecord> {
      const values = { ...prefs, updated_at: new Date() };
      const [row] = await db
        .insert(userPreferences)
        .values({ user_id: userId, ...values })
        .onConflictDoUpdate({ target: userPreferences.user_id, set: values })
        .returning();
      return row;
    },
  };
}
export type TPreferencesRepository = ReturnType<typeof createPreferencesRepository>;
