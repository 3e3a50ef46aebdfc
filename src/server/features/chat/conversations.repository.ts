// Saved chats of signed-in users. Every method takes the owner's id and filters by it, so a user
// only ever reads or changes their own rows.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { conversations } from '../../db/schema';

export type TConversationRow = typeof conversations.$inferSelect;
export type TNewConversationRow = typeof conversations.$inferInsert;
export type TConversationChanges = Partial<Pick<TNewConversationRow, 'title' | 'assistant_id' | 'messages' | 'images' | 'fields' | 'mode' | 'model'>>;

export function createConversationsRepository(db: TDatabase) {
  return {
    list(userId: string, limit: number) {
      return db
        .select({
          id: conversations.id,
          title: conversations.title,
          assistant_id: conversations.assistant_id,
          created_at: conversations.created_at,
          updated_at: conversations.updated_at,
          message_count: sql<number>`jsonb_array_length(${conversations.messages})`.mapWith(Number),
        })
        .from(conversations)
        .where(eq(conversations.user_id, userId))
        .orderBy(desc(conversations.updated_at))
        .limit(limit);
    },

    async find(userId: string, id: string): Promise<TConversationRow | undefined> {
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.user_id, userId), eq(conversations.id, id)))
        .limit(1);
      return row;
    },

    async insert(row: TNewConversationRow): Promise<TConversationRow> {
      const [created] = await db.insert(conversations).values(row).returning();
      return created;
    },

    async update(userId: string, id: string, changes: TConversationChanges, now: Date): Promise<TConversationRow | undefined> {
      const [updated] = await db
        .update(conversations)
        .set({ ...changes, updated_at: now })
        .where(and(eq(conversations.user_id, userId), eq(conversations.id, id)))
        .returning();
      return updated;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(conversations)
        .where(and(eq(conversations.user_id, userId), eq(conversations.id, id)))
        .returning({ id: conversations.id });
      return deleted.length > 0;
    },

    count(userId: string) {
      return db.$count(conversations, eq(conversations.user_id, userId));
    },
  };
}
export type TConversationsRepository = ReturnType<typeof createConversationsRepository>;
