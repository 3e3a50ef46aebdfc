import type { FastifyInstance } from 'fastify';
import { parseWith } from '../../http-errors';
import { ZPreferences } from './preferences.schemas';
import { PreferencesRepository } from './preferences.repository';
import { PreferencesService } from './preferences.service';

export async function preferencesRoutes(app: FastifyInstance) {
  const service = new PreferencesService(new PreferencesRepository(app.db));

  app.get('/api/preferences', async (request) => {
    const user = await app.requireUser(request);
    return service.get(user.id);
  });

  app.put('/api/preferences', async (request) => {
    const user = await app.requireUser(request);
    return service.put(user.id, parseWith(ZPreferences, request.body ?? {}));
  });
}
