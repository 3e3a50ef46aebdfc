import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { EMPTY_PROMPT_MESSAGE, ZGenerateRequest } from '../../../core/generation-schemas';
import { HttpError, parseWith } from '../../http-errors';
import { createGenerationsRepository } from '../generations/generations.repository';
import { createGenerateService } from './generate.service';
import { abortOnClientClose, requestKeyContext } from '../../keys/request-keys';
import { createModelRegistry } from './runners';
import { ProviderError } from '../../providers/errors';
import { claimSecret, withClaimTokens } from '../../images/claim-token';

/** POST /api/generate (the model menu for a caller is GET /api/providers). */
export async function generateRoutes(app: FastifyInstance) {
  const secret = claimSecret(app.config);
  const service = createGenerateService({
    registry: createModelRegistry(app),
    images: app.images,
    generations: createGenerationsRepository(app.db),
    clock: () => new Date(),
    randomSeed: () => randomInt(0, 2 ** 32 - 1),
    newId: randomUUID,
    // Safe fields only: a provider error's kind and status, never its request (which held the key).
    onRunnerError: (model, error) =>
      app.log.warn(
        { model, ...(error instanceof ProviderError ? error.toLog() : { err: error }) },
        'image model failed',
      ),
  });

  app.post('/api/generate', async (request, reply) => {
    const raw = (request.body ?? {}) as { prompt?: unknown };
    // The spec's own sentence, without the field prefix other validation errors carry.
    if (raw.prompt === undefined || (typeof raw.prompt === 'string' && !raw.prompt.trim())) {
      throw new HttpError(400, 'empty_prompt', EMPTY_PROMPT_MESSAGE);
    }
    const body = parseWith(ZGenerateRequest, request.body);
    const context = await requestKeyContext(app, request);
    // Stop provider calls when the caller goes away.
    const signal = abortOnClientClose(reply.raw);
    reply.header('Cache-Control', 'no-store');
    // A guest may save these images after signing up: give their browser the claim tokens.
    return withClaimTokens(await service.generate(body, context, signal), secret, context.userId);
  });
}
