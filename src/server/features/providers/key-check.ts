// The cheapest real call that tells whether a provider accepts a key, for the settings dialog's
// Test button. Nothing is generated (no cost): OpenAI lists models, FLUX asks for a task that
// does not exist, Ideogram gets a request without a prompt (it checks the key first). Only the
// status is read; the provider's text (which may echo the key) is never kept.
import { randomUUID } from 'node:crypto';
import type { TProviderName } from '../../../core/provider-errors';
import { ProviderError, kindForStatus, parseRetryAfter } from '../../providers/errors';
import { BFL_DEFAULT_BASE_URL } from '../../providers/flux';
import { IDEOGRAM_DEFAULT_BASE_URL } from '../../providers/ideogram';
import { OPENAI_DEFAULT_BASE_URL } from '../../providers/openai';

export interface TKeyCheckConfig {
  openaiBaseURL?: string;
  fluxBaseURL?: string;
  ideogramBaseURL?: string;
  timeoutMs?: number;
}

export const KEY_CHECK_TIMEOUT_MS = 15_000;

const trim = (url: string) => url.replace(/\/+$/, '');

function request(provider: TProviderName, apiKey: string, config: TKeyCheckConfig): { url: string; init: RequestInit } {
  switch (provider) {
    case 'openai':
      return {
        url: `${trim(config.openaiBaseURL ?? OPENAI_DEFAULT_BASE_URL)}/models`,
        init: { method: 'GET', headers: { authorization: `Bearer ${apiKey}` } },
      };
    case 'flux':
      return {
        url: `${trim(config.fluxBaseURL ?? BFL_DEFAULT_BASE_URL)}/v1/get_result?id=${randomUUID()}`,
        init: { method: 'GET', headers: { 'x-key': apiKey, accept: 'application/json' } },
      };
    case 'ideogram': {
      const form = new FormData();
      form.append('num_images', '1');
      return {
        url: `${trim(config.ideogramBaseURL ?? IDEOGRAM_DEFAULT_BASE_URL)}/v1/ideogram-v3/generate`,
        init: { method: 'POST', headers: { 'api-key': apiKey }, body: form },
      };
    }
  }
}

/** Resolves when the provider accepts the key; throws a ProviderError (kind auth, rate_limit, upstream, timeout...) otherwise. */
export async function checkProviderKey(
  provider: TProviderName,
  apiKey: string,
  config: TKeyCheckConfig = {},
  signal?: AbortSignal,
): Promise<void> {
  const { url, init } = request(provider, apiKey, config);
  const timeout = AbortSignal.timeout(config.timeoutMs ?? KEY_CHECK_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch {
    if (signal?.aborted) throw new ProviderError({ kind: 'aborted', provider });
    if (timeout.aborted) throw new ProviderError({ kind: 'timeout', provider });
    throw new ProviderError({ kind: 'upstream', provider, message: `${provider} could not be reached` });
  }
  await response.body?.cancel().catch(() => {});
  const { status } = response;
  if (status < 300) return;
  // FLUX and Ideogram: a complaint about the (deliberately empty) request means the key got past authentication.
  const pastAuth = status >= 400 && status < 500 && status !== 401 && status !== 403 && status !== 429;
  if (pastAuth && provider !== 'openai') return;
  throw new ProviderError({ kind: kindForStatus(status), provider, status, retryAfterSec: parseRetryAfter(response.headers) });
}
