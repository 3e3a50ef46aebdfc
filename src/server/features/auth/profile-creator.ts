// Every new user gets a profiles row at once (seed-spec §3: profiles keyed by the user's id).
import type { TDatabase } from '../../db/client';
import { profiles } from '../../db/schema';

export class ProfileCreator {
  constructor(private readonly db: TDatabase) {}

  async createFor(userId: string, name: string, avatarUrl: string | null): Promise<void> {
    const fullName = name.trim().slice(0, 100) || null;
    await this.db
      .insert(profiles)
      .values({ id: userId, full_name: fullName, avatar_url: avatarUrl })
      .onConflictDoNothing();
  }
}
