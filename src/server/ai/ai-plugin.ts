// Decorates the app once with every AI model (`app.ai`, src/server/ai/ai.ts). Registered after
// auth (it reads the session user to resolve keys) and before the routes that use it.
import type { FastifyInstance } from 'fastify';
import { createAi, type TAi } from './ai';
import { localEngineOn } from './images/local-engine';

export function registerAi(app: FastifyInstance, overrides: Partial<Pick<Parameters<typeof createAi>[0], 'providers' | 'quota' | 'clock'>> = {}): TAi {
  const ai = createAi({
    config: app.config,
    db: app.db,
    images: app.images,
    engine: localEngineOn(app.engine),
    getSessionUser: (request) => app.getSessionUser(request),
    log: app.log,
    ...overrides,
  });
  app.decorate('ai', ai);
  return ai;
}
