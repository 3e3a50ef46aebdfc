// Saved conversations of a signed-in user: list, read, save, rename/update, delete.
import type {
  TConversation,
  TConversationList,
  TConversationPatch,
  TConversationWrite,
} from '../../../core/chat/chat-schemas';
import { HttpError, notFound } from '../../http-errors';
import type { TConversationRow, TConversationsRepository } from './conversations.repository';

/** Most conversations one user keeps. */
export const CONVERSATIONS_PER_USER = 200;

export function toConversation(row: TConversationRow): TConversation {
  return {
    id: row.id,
    title: row.title,
    assistant_id: row.assistant_id as TConversation['assistant_id'],
    messages: row.messages as TConversation['messages'],
    images: row.images as TConversation['images'],
    fields: row.fields as TConversation['fields'],
    mode: row.mode as TConversation['mode'],
    model: row.model as TConversation['model'],
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function createConversationsService(deps: { repository: TConversationsRepository; clock: () => Date; newId: () => string }) {
  const { repository } = deps;
  return {
    async list(userId: string): Promise<TConversationList> {
      const rows = await repository.list(userId, CONVERSATIONS_PER_USER);
      return {
        conversations: rows.map((r) => ({
          ...r,
          assistant_id: r.assistant_id as TConversation['assistant_id'],
          created_at: r.created_at.toISOString(),
          updated_at: r.updated_at.toISOString(),
        })),
      };
    },

    async get(userId: string, id: string): Promise<TConversation> {
      const row = await repository.find(userId, id);
      if (!row) throw notFound('Conversation');
      return toConversation(row);
    },

    async create(userId: string, body: TConversationWrite): Promise<TConversation> {
      if ((await repository.count(userId)) >= CONVERSATIONS_PER_USER)
        throw new HttpError(409, 'too_many_conversations', `You can keep up to ${CONVERSATIONS_PER_USER} conversations. Delete some to save new ones.`);
      const now = deps.clock();
      const row = await repository.insert({ id: deps.newId(), user_id: userId, ...body, created_at: now, updated_at: now });
      return toConversation(row);
    },

    async update(userId: string, id: string, patch: TConversationPatch): Promise<TConversation> {
      const row = await repository.update(userId, id, patch, deps.clock());
      if (!row) throw notFound('Conversation');
      return toConversation(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.remove(userId, id))) throw notFound('Conversation');
    },
  };
}
