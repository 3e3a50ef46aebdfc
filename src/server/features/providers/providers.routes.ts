// GET /api/providers (the caller's models, keys' source and quota) and POST /api/providers/test
// (does the key in the x-*-key header work?). Guest keys come in headers and die with the request.
import type { FastifyInstance } from 'fastify';
import { mapProviderError, PROVIDER_LABELS } from '../../../core/provider-errors';
import { ZProviderTestRequest, type TProviderTestResponse } from '../../../core/provider-schemas';
import { HttpError, parseWith } from '../../http-errors';
import { guestKeysFrom } from '../../ai/keys';
import { abortOnClientClose } from '../../http-abort';
import { ProviderError } from '../../providers/errors';
import { createRateLimitRepository } from '../../db/rate-limit.repository';
import { checkProviderKey } from './key-check';
import { createProvidersService } from './providers.service';

/** Key tests per client IP per window: enough for a person at the dialog, not for probing keys. */
export const KEY_TESTS_PER_WINDOW = 20;
export const KEY_TEST_WINDOW_MS = 10 * 60_000;

export async function providersRoutes(app: FastifyInstance) {
  const service = createProvidersService(app.ai);
  const limits = createRateLimitRepository(app.db);

  app.get('/api/providers', async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return service.describe(await app.ai.callerFor(request));
  });

  app.post('/api/providers/test', async (request, reply): Promise<TProviderTestResponse> => {
    const { provider } = parseWith(ZProviderTestRequest, request.body);
    // The key under test is the one in this request's header, whoever is signed in: it is the
    // caller's own key, and the server's keys are never tested (or revealed) through here.
    const apiKey = guestKeysFrom(request.headers)[provider];
    if (!apiKey) {
      throw new HttpError(400, 'key_missing', `Enter your ${PROVIDER_LABELS[provider]} key first.`);
    }
    reply.header('Cache-Control', 'no-store');
    // Counted in the database so every app process shares the limit.
    const now = Date.now();
    const { count, windowStart } = await limits.hit(`provider-test:ip:${request.ip}`, KEY_TEST_WINDOW_MS, now);
    if (count > KEY_TESTS_PER_WINDOW) {
      const retryAfterSec = Math.max(1, Math.ceil((windowStart + KEY_TEST_WINDOW_MS - now) / 1000));
      throw new HttpError(
        429,
        'too_many_key_tests',
        `Too many key tests. Please try again in ${Math.ceil(retryAfterSec / 60)} minutes.`,
        { 'Retry-After': String(retryAfterSec) },
      );
    }
    try {
      await checkProviderKey(
        provider,
        apiKey,
        {
          openaiBaseURL: app.config.OPENAI_BASE_URL,
          fluxBaseURL: app.config.BFL_BASE_URL,
          ideogramBaseURL: app.config.IDEOGRAM_BASE_URL,
        },
        abortOnClientClose(reply.raw),
      );
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      request.log.info(error.toLog(), 'provider key test failed');
      const mapped = mapProviderError({ kind: error.kind, provider, keySource: 'guest', retryAfterSec: error.retryAfterSec });
      throw new HttpError(
        mapped.status,
        mapped.code,
        error.kind === 'auth' ? `${PROVIDER_LABELS[provider]} did not accept this key. Check it and try again.` : mapped.message,
        mapped.retryAfterSec !== undefined ? { 'Retry-After': String(mapped.retryAfterSec) } : {},
      );
    }
    return { ok: true, provider };
  });
}
