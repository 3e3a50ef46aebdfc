// GET, POST /api/conversations; GET, PATCH, DELETE /api/conversations/:id: the signed-in user's
// saved chats (own rows only; someone else's id is a 404).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ZConversationPatch, ZConversationWrite } from '../../../core/chat/chat-schemas';
import { parseWith } from '../../http-errors';
import { createConversationsRepository } from './conversations.repository';
import { createConversationsService } from './conversations.service';

/** A long conversation with its image list fits. */
const BODY_LIMIT = 2 * 1024 * 1024;

export async function conversationsRoutes(app: FastifyInstance) {
  const service = createConversationsService({
    repository: createConversationsRepository(app.db),
    clock: () => new Date(),
    newId: randomUUID,
  });
  const idOf = (params: unknown) => String((params as { id?: string }).id ?? '').slice(0, 100);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/conversations', async (request) => {
    const user = await app.requireUser(request);
    return service.list(user.id);
  });

  app.post('/api/conversations', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const user = await app.requireUser(request);
    const body = parseWith(ZConversationWrite, request.body ?? {});
    reply.code(201);
    return service.create(user.id, body);
  });

  app.get('/api/conversations/:id', async (request) => {
    const user = await app.requireUser(request);
    return service.get(user.id, idOf(request.params));
  });

  app.patch('/api/conversations/:id', { bodyLimit: BODY_LIMIT }, async (request) => {
    const user = await app.requireUser(request);
    const patch = parseWith(ZConversationPatch, request.body ?? {});
    return service.update(user.id, idOf(request.params), patch);
  });

  app.delete('/api/conversations/:id', async (request, reply) => {
    const user = await app.requireUser(request);
    await service.remove(user.id, idOf(request.params));
    reply.code(204);
    return null;
  });
}
