import type { FastifyInstance } from 'fastify';
import { parseWith } from '../../http-errors';
import { ZPreferences } from '../../../core/preference-schemas';
import { createPreferencesRepository } from './preferences.repository';
import { createPreferencesService } from './preferences.service';

export async function preferencesRoutes(app: FastifyInstance) {
  const service = createPreferencesService(createPreferencesRepository(app.db));

  app.get('/api/preferences', async (request) => {
    const user = await app.requireUser(request);
    return service.get(user.id);
  });

  app.put('/api/preferences', async (request) => {
    const user = await app.requireUser(request);
    return service.put(user.id, parseWith(ZPreferences, request.body ?? {}));
  });
}
