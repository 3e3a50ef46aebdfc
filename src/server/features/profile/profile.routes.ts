import type { FastifyInstance } from 'fastify';
import { parseWith } from '../../http-errors';
import { ZProfilePatch } from './profile.schemas';
import { ProfileRepository } from './profile.repository';
import { ProfileService } from './profile.service';

export async function profileRoutes(app: FastifyInstance) {
  const service = new ProfileService(new ProfileRepository(app.db));

  app.patch('/api/profile', async (request) => {
    const user = await app.requireUser(request);
    const patch = parseWith(ZProfilePatch, request.body ?? {});
    return service.update(user.id, patch);
  });
}
