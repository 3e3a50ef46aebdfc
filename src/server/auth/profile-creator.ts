// Every new user gets a profiles row at once (seed-spec §3: profiles keyed by the user's id).
import type { TDatabase } from '../db/client';
import { profiles } from '../db/schema';

export function createProfileCreator(db: TDatabase) {
  return {
    async createFor(userId: string, name: string, avatarUrl: string | null): Promise<void> {
      const fullName = name.trim().slice(0, 100) || null;
      await db
        .insert(profiles)
        .values({ id: userId, full_name: fullName, avatar_url: avatarUrl })
        .onConflictDoNothing();
    },
  };
}
export type TProfileCreator = ReturnType<typeof createProfileCreator>;
