import type { FastifyInstance } from 'fastify';
import { parseWith } from '../../http-errors';
import { ZProfilePatch } from '../../../core/profile-schemas';
import { createProfileRepository } from './profile.repository';
import { createProfileService } from './profile.service';

export async function profileRoutes(app: FastifyInstance) {
  const service = createProfileService(createProfileRepository(app.db));

  app.patch('/api/profile', async (request) => {
    const user = await app.requireUser(request);
    const patch = parseWith(ZProfilePatch, request.body ?? {});
    return service.update(user.id, patch);
  });
}
