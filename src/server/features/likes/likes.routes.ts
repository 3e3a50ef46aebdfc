import type { FastifyInstance } from 'fastify';
import { parseWith } from '../../http-errors';
import { ZLikeCreate, ZLikeParam } from '../../../core/like-schemas';
import { createLikesRepository } from './likes.repository';
import { createLikesService } from './likes.service';

/**
 * GET /api/likes (newest first), POST /api/likes { style_id } (idempotent: 201 when new, 200 when the
 * style was already liked), DELETE /api/likes/:id where :id is the like's id or the liked style's id.
 */
export async function likesRoutes(app: FastifyInstance) {
  const service = createLikesService(createLikesRepository(app.db));

  app.get('/api/likes', async (request) => {
    const user = await app.requireUser(request);
    return service.list(user.id);
  });

  app.post('/api/likes', async (request, reply) => {
    const user = await app.requireUser(request);
    const { style_id } = parseWith(ZLikeCreate, request.body ?? {});
    const { like, created } = await service.add(user.id, style_id);
    return reply.status(created ? 201 : 200).send(like);
  });

  app.delete('/api/likes/:id', async (request, reply) => {
    const user = await app.requireUser(request);
    const { id } = parseWith(ZLikeParam, request.params);
    await service.remove(user.id, id);
    return reply.status(204).send();
  });
}
