import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZGenerationUpdate, ZGenerationsQuery } from '../../../core/generation-schemas';
import { parseWith } from '../../http-errors';
import { createGenerationsRepository } from '../../ai/images/generations.repository';
import { createGenerationsService } from './generations.service';

const ZParams = z.object({ id: z.string().min(1).max(100) });

/** GET /api/generations (history, signed-in only) and PATCH /api/generations/:id (description). */
export async function generationsRoutes(app: FastifyInstance) {
  const service = createGenerationsService(createGenerationsRepository(app.db));

  app.get('/api/generations', async (request, reply) => {
    const user = await app.requireUser(request);
    const query = parseWith(ZGenerationsQuery, request.query);
    reply.header('Cache-Control', 'private, no-store');
    return service.list(user.id, query);
  });

  app.patch('/api/generations/:id', async (request) => {
    const user = await app.requireUser(request);
    const { id } = parseWith(ZParams, request.params);
    const { description } = parseWith(ZGenerationUpdate, request.body);
    return service.updateDescription(user.id, id, description);
  });
}
