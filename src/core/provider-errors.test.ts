import { describe, expect, it } from 'vitest';
import {
  KEY_REJECTED_MESSAGE,
  PROVIDER_ERROR_KINDS,
  PROVIDER_NAMES,
  mapProviderError,
  shouldFallback,
} from './provider-errors';

describe('mapProviderError', () => {
  it('maps a refused key to 502 for the server key and 400 for a guest key', () => {
    expect(mapProviderError({ kind: 'auth', keySource: 'server', provider: 'openai' })).toEqual({
      status: 502,
      code: 'provider_key_rejected',
      message: KEY_REJECTED_MESSAGE,
    });
    expect(mapProviderError({ kind: 'auth', keySource: 'guest', provider: 'flux' })).toEqual({
      status: 400,
      code: 'provider_key_rejected',
      message: 'Failed to generate image. API key may be invalid or expired.',
    });
  });

  it('names the provider in moderation refusals with 422', () => {
    expect(mapProviderError({ kind: 'moderation', keySource: 'guest', provider: 'ideogram' })).toEqual({
      status: 422,
      code: 'content_refused',
      message: 'This prompt was refused by Ideogram',
    });
    expect(mapProviderError({ kind: 'moderation', keySource: 'server', provider: 'flux' }).message).toBe(
      'This prompt was refused by FLUX',
    );
    expect(mapProviderError({ kind: 'moderation', keySource: 'server', provider: 'openai' }).message).toBe(
      'This prompt was refused by OpenAI',
    );
  });

  it('gives 429 with a whole-second Retry-After, defaulting when the provider gave none', () => {
    const r = mapProviderError({ kind: 'rate_limit', keySource: 'server', provider: 'openai', retryAfterSec: 1.2 });
    expect(r.status).toBe(429);
    expect(r.retryAfterSec).toBe(2);
    expect(r.message).toContain('2 seconds');
    expect(mapProviderError({ kind: 'rate_limit', keySource: 'guest', provider: 'flux' }).retryAfterSec).toBe(30);
    expect(mapProviderError({ kind: 'rate_limit', keySource: 'guest', provider: 'flux', retryAfterSec: 0 }).retryAfterSec).toBe(1);
  });

  it('maps timeout to 504, upstream and bad_request to 502, aborted to 499', () => {
    expect(mapProviderError({ kind: 'timeout', keySource: 'server', provider: 'flux' })).toMatchObject({ status: 504, code: 'provider_timeout' });
    expect(mapProviderError({ kind: 'upstream', keySource: 'guest', provider: 'openai' })).toMatchObject({ status: 502, code: 'provider_unavailable' });
    expect(mapProviderError({ kind: 'bad_request', keySource: 'guest', provider: 'openai' })).toMatchObject({ status: 502, code: 'provider_bad_request' });
    expect(mapProviderError({ kind: 'aborted', keySource: 'guest', provider: 'openai' })).toMatchObject({ status: 499 });
  });

  it('returns a 4xx/5xx answer with a message for every kind, provider and key source', () => {
    for (const kind of PROVIDER_ERROR_KINDS)
      for (const provider of PROVIDER_NAMES)
        for (const keySource of ['server', 'guest'] as const) {
          const r = mapProviderError({ kind, provider, keySource });
          expect(r.status).toBeGreaterThanOrEqual(400);
          expect(r.message.length).toBeGreaterThan(0);
          expect(r.code).toMatch(/^[a-z_]+$/);
          expect(r.retryAfterSec === undefined).toBe(kind !== 'rate_limit');
        }
  });
});

describe('shouldFallback', () => {
  it('falls back on provider trouble but not on refusals or cancellation', () => {
    expect(PROVIDER_ERROR_KINDS.filter(shouldFallback)).toEqual(['auth', 'rate_limit', 'timeout', 'upstream', 'bad_request']);
  });
});
