import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EMPTY_PROMPT_MESSAGE, ZGenerateRequest } from '../../../core/generation-schemas';
import { PROVIDER_NAMES, type TProviderName } from '../../../core/provider-errors';
import { HttpError, parseWith } from '../../http-errors';
import { createGenerationsRepository } from '../generations/generations.repository';
import { createGenerateService } from './generate.service';
import type { TRunnerContext } from './image-model-runner';
import { createModelRegistry } from './runners';

const GUEST_KEY_HEADERS: Record<TProviderName, string> = {
  openai: 'x-openai-key',
  flux: 'x-flux-key',
  ideogram: 'x-ideogram-key',
};

async function runnerContext(app: FastifyInstance, request: FastifyRequest): Promise<TRunnerContext> {
  const user = await app.getSessionUser(request);
  const guestKeys: TRunnerContext['guestKeys'] = {};
  if (!user) {
    for (const provider of PROVIDER_NAMES) {
      const value = request.headers[GUEST_KEY_HEADERS[provider]];
      if (typeof value === 'string' && value.trim()) guestKeys[provider] = value.trim();
    }
  }
  return { userId: user?.id ?? null, guestKeys };
}

/** POST /api/generate and GET /api/generate/models (the generator's model menu for this caller). */
export async function generateRoutes(app: FastifyInstance) {
  const service = createGenerateService({
    registry: createModelRegistry(app),
    images: app.images,
    generations: createGenerationsRepository(app.db),
    clock: () => new Date(),
    randomSeed: () => randomInt(0, 2 ** 32 - 1),
    newId: randomUUID,
    onRunnerError: (model, error) => app.log.warn({ model, err: error }, 'image model failed; falling back'),
  });

  app.get('/api/generate/models', async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return { models: service.choices(await runnerContext(app, request)), defaultModel: 'local' };
  });

  app.post('/api/generate', async (request, reply) => {
    const raw = (request.body ?? {}) as { prompt?: unknown };
    // The spec's own sentence, without the field prefix other validation errors carry.
    if (raw.prompt === undefined || (typeof raw.prompt === 'string' && !raw.prompt.trim())) {
      throw new HttpError(400, 'empty_prompt', EMPTY_PROMPT_MESSAGE);
    }
    const body = parseWith(ZGenerateRequest, request.body);
    const context = await runnerContext(app, request);
    // Stop provider calls when the caller goes away.
    const controller = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    reply.header('Cache-Control', 'no-store');
    return service.generate(body, context, controller.signal);
  });
}
