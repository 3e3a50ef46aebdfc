// Pure mapping from a classified provider failure to the HTTP answer InkGlow gives (spec §8).
// Adapters classify (src/server/providers/errors.ts); routes call mapProviderError.

export const PROVIDER_NAMES = ['openai', 'flux', 'ideogram'] as const;
export type TProviderName = (typeof PROVIDER_NAMES)[number];

export const PROVIDER_LABELS: Record<TProviderName, string> = {
  openai: 'OpenAI',
  flux: 'FLUX',
  ideogram: 'Ideogram',
};

export const PROVIDER_ERROR_KINDS = [
  'auth',
  'moderation',
  'rate_limit',
  'timeout',
  'upstream',
  'bad_request',
  'aborted',
] as const;
export type TProviderErrorKind = (typeof PROVIDER_ERROR_KINDS)[number];

/** Whose key served the call: the server's own, or the guest's key sent in x-*-key. */
export type TKeySource = 'server' | 'guest';

export interface TProviderErrorResponse {
  status: number;
  code: string;
  message: string;
  /** Present only for rate limiting: the value for the Retry-After header, in whole seconds. */
  retryAfterSec?: number;
}

export const KEY_REJECTED_MESSAGE = 'Failed to generate image. API key may be invalid or expired.';

/** Used when a provider answered 429 without saying how long to wait. */
export const DEFAULT_RETRY_AFTER_SEC = 30;

export interface TMapProviderErrorInput {
  kind: TProviderErrorKind;
  keySource: TKeySource;
  provider: TProviderName;
  retryAfterSec?: number;
}

/**
 * Status choices:
 * - auth: 502 with the server's key (our configuration is broken, not the caller's request);
 *   400 with a guest's key (the caller sent a key that does not work).
 * - moderation: 422, the request was well-formed but its content was refused; this keeps it apart
 *   from our own 400 validation errors so the web app can tell the user to reword.
 * - rate_limit: 429 plus Retry-After. timeout: 504. upstream: 502.
 * - bad_request: 502, the provider rejected what we sent (our bug or an unsupported option),
 *   nothing the caller can fix by resending.
 * - aborted: 499 (client closed request); normally nobody is left to read it.
 */
export function mapProviderError(input: TMapProviderErrorInput): TProviderErrorResponse {
  const label = PROVIDER_LABELS[input.provider];
  switch (input.kind) {
    case 'auth':
      return input.keySource === 'guest'
        ? { status: 400, code: 'provider_key_rejected', message: KEY_REJECTED_MESSAGE }
        : { status: 502, code: 'provider_key_rejected', message: KEY_REJECTED_MESSAGE };
    case 'moderation':
      return { status: 422, code: 'content_refused', message: `This prompt was refused by ${label}` };
    case 'rate_limit': {
      const retryAfterSec = Math.max(1, Math.ceil(input.retryAfterSec ?? DEFAULT_RETRY_AFTER_SEC));
      return {
        status: 429,
        code: 'provider_rate_limited',
        message: `${label} is receiving too many requests. Please try again in ${retryAfterSec} seconds.`,
        retryAfterSec,
      };
    }
    case 'timeout':
      return {
        status: 504,
        code: 'provider_timeout',
        message: `${label} took too long to respond. Please try again.`,
      };
    case 'upstream':
      return {
        status: 502,
        code: 'provider_unavailable',
        message: `${label} could not complete the request. Please try again later.`,
      };
    case 'bad_request':
      return {
        status: 502,
        code: 'provider_bad_request',
        message: `${label} could not process this request.`,
      };
    case 'aborted':
      return { status: 499, code: 'request_aborted', message: 'The request was cancelled.' };
  }
}

/**
 * Whether a failure should move generation on to the next model of the fallback chain.
 * Not after a moderation refusal (trying other providers until one accepts would dodge their
 * safety systems) and not after the caller cancelled.
 */
export function shouldFallback(kind: TProviderErrorKind): boolean {
  return kind !== 'moderation' && kind !== 'aborted';
}
