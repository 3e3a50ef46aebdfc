import type { FastifyInstance } from 'fastify';
import { EMPTY_PROMPT_MESSAGE, ZGenerateRequest } from '../../../core/generation-schemas';
import { abortOnClientClose } from '../../http-abort';
import { HttpError, parseWith } from '../../http-errors';
import { claimSecret, withClaimTokens } from '../../images/claim-token';

/** POST /api/generate (the model menu for a caller is GET /api/providers). */
export async function generateRoutes(app: FastifyInstance) {
  const secret = claimSecret(app.config);
  app.post('/api/generate', async (request, reply) => {
    const raw = (request.body ?? {}) as { prompt?: unknown };
    // The spec's own sentence, without the field prefix other validation errors carry.
    if (raw.prompt === undefined || (typeof raw.prompt === 'string' && !raw.prompt.trim())) {
      throw new HttpError(400, 'empty_prompt', EMPTY_PROMPT_MESSAGE);
    }
    const body = parseWith(ZGenerateRequest, request.body);
    await app.abuseLimits.generation(request);
    const caller = await app.ai.callerFor(request);
    // Stop provider calls when the caller goes away.
    const signal = abortOnClientClose(reply.raw);
    reply.header('Cache-Control', 'no-store');
    // A guest may save these images after signing up: give their browser the claim tokens.
    return withClaimTokens(await app.ai.images.generate(body, caller, signal), secret, caller.userId);
  });
}
