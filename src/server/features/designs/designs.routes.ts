import type { FastifyInstance } from 'fastify';
import { parseWith } from '../../http-errors';
import { ZDesignCreate, ZIdParam } from '../../../core/design-schemas';
import { createDesignsRepository } from './designs.repository';
import { createDesignsService } from './designs.service';
import { claimSecret, isImageClaimToken } from '../../images/claim-token';

export async function designsRoutes(app: FastifyInstance) {
  const secret = claimSecret(app.config);
  const service = createDesignsService(createDesignsRepository(app.db), {
    isClaimToken: (imageId, token) => isImageClaimToken(secret, imageId, token),
  });

  app.get('/api/designs', async (request) => {
    const user = await app.requireUser(request);
    return service.list(user.id);
  });

  app.post('/api/designs', async (request, reply) => {
    const user = await app.requireUser(request);
    const input = parseWith(ZDesignCreate, request.body ?? {});
    return reply.status(201).send(await service.create(user.id, input));
  });

  app.delete('/api/designs/:id', async (request, reply) => {
    const user = await app.requireUser(request);
    const { id } = parseWith(ZIdParam, request.params);
    await service.delete(user.id, id);
    return reply.status(204).send();
  });
}
