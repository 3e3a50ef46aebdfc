// Everything one user owns, read for /api/me and the data export, and the account deletion itself.
// Every method takes the user id and filters by it.
import { desc, eq, like } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import {
  account,
  analyses,
  conversations,
  designs,
  generations,
  images,
  likes,
  profiles,
  rateLimit,
  session,
  user,
  userPreferences,
  usage,
} from '../../db/schema';

export function createMeRepository(db: TDatabase) {
  return {
    async user(userId: string) {
      const [row] = await db.select().from(user).where(eq(user.id, userId)).limit(1);
      return row;
    },

    async profile(userId: string) {
      await db.insert(profiles).values({ id: userId }).onConflictDoNothing();
      const [row] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
      return row;
    },

    /** Sign-in methods, without tokens or password hashes. */
    accounts(userId: string) {
      return db
        .select({ provider_id: account.providerId, created_at: account.createdAt })
        .from(account)
        .where(eq(account.userId, userId));
    },

    /** Sessions, without their tokens. */
    sessions(userId: string) {
      return db
        .select({
          created_at: session.createdAt,
          expires_at: session.expiresAt,
          ip_address: session.ipAddress,
          user_agent: session.userAgent,
        })
        .from(session)
        .where(eq(session.userId, userId));
    },

    designs(userId: string) {
      return db.select().from(designs).where(eq(designs.user_id, userId)).orderBy(desc(designs.created_at));
    },

    analyses(userId: string) {
      return db.select().from(analyses).where(eq(analyses.user_id, userId)).orderBy(desc(analyses.created_at));
    },

    likes(userId: string) {
      return db.select().from(likes).where(eq(likes.user_id, userId)).orderBy(desc(likes.created_at));
    },

    async preferences(userId: string) {
      const [row] = await db
        .select()
        .from(userPreferences)
        .where(eq(userPreferences.user_id, userId))
        .limit(1);
      return row;
    },

    generations(userId: string) {
      return db
        .select()
        .from(generations)
        .where(eq(generations.user_id, userId))
        .orderBy(desc(generations.created_at));
    },

    images(userId: string) {
      return db.select().from(images).where(eq(images.owner_id, userId)).orderBy(desc(images.created_at));
    },

    conversations(userId: string) {
      return db
        .select()
        .from(conversations)
        .where(eq(conversations.user_id, userId))
        .orderBy(desc(conversations.updated_at));
    },

    usage(userId: string) {
      return db.select().from(usage).where(eq(usage.user_id, userId));
    },

    /** Deletes the user row; sessions, accounts and every app row cascade from it. */
    async deleteUser(userId: string, email: string): Promise<void> {
      await db.delete(user).where(eq(user.id, userId));
      await db.delete(rateLimit).where(like(rateLimit.key, `auth:account:${email.toLowerCase()}`));
    },
  };
}
export type TMeRepository = ReturnType<typeof createMeRepository>;
