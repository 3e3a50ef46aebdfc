import { describe, expect, it } from 'vitest';
import { captureLogger, rejectionOf } from '../testing/fakes/capture-logger';
import { ProviderError, kindForStatus, parseRetryAfter, safeCode } from './errors';
import { resolveRetryPolicy, retryDelayMs, sleep, withRetry } from './retry';

const policy = resolveRetryPolicy({ baseDelayMs: 1, maxDelayMs: 50 });
const ctx = () => ({
  provider: 'openai' as const,
  operation: 'test',
  policy,
  logger: captureLogger(),
});

describe('ProviderError retry rule', () => {
  it('retries 429, 5xx, 408, 409 and network failures only', () => {
    const err = (kind: ProviderError['kind'], status?: number) =>
      new ProviderError({ kind, provider: 'flux', status });
    expect(err('rate_limit', 429).retryable).toBe(true);
    expect(err('upstream', 500).retryable).toBe(true);
    expect(err('upstream', 503).retryable).toBe(true);
    expect(err('upstream', 408).retryable).toBe(true);
    expect(err('upstream', 409).retryable).toBe(true);
    expect(err('upstream').retryable).toBe(true);
    for (const s of [400, 401, 403, 404, 422])
      expect(err(kindForStatus(s), s).retryable).toBe(false);
    expect(err('timeout').retryable).toBe(false);
    expect(err('aborted').retryable).toBe(false);
    expect(err('moderation', 400).retryable).toBe(false);
  });

  it('kindForStatus', () => {
    expect([401, 403, 429, 408, 409, 500, 502, 400, 404, 422].map(kindForStatus)).toEqual([
      'auth',
      'auth',
      'rate_limit',
      'upstream',
      'upstream',
      'upstream',
      'upstream',
      'bad_request',
      'bad_request',
      'bad_request',
    ]);
  });
});

describe('parseRetryAfter', () => {
  const h = (o: Record<string, string>) => new Headers(o);
  it('reads retry-after-ms, seconds and HTTP dates', () => {
    expect(parseRetryAfter(h({ 'retry-after-ms': '250', 'retry-after': '9' }))).toBe(0.25);
    expect(parseRetryAfter(h({ 'retry-after': '3' }))).toBe(3);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter(h({ 'retry-after': 'Thu, 01 Jan 2026 00:00:10 GMT' }), now)).toBe(10);
    expect(parseRetryAfter(h({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(parseRetryAfter(h({}))).toBeUndefined();
  });
});

describe('safeCode', () => {
  it('keeps short tokens only', () => {
    expect(safeCode('moderation_blocked')).toBe('moderation_blocked');
    expect(safeCode('Incorrect API key provided: sk-abc')).toBeUndefined();
    expect(safeCode(42)).toBeUndefined();
  });

  it('drops codes that could carry a key fragment', () => {
    for (const code of ['boom_sk-abc123', 'sk-proj-AbC123', 'key_ABCdef', 'x.y', 'code_1234567890', 'a']) {
      expect(safeCode(code)).toBeUndefined();
    }
    for (const code of ['invalid_api_key', 'content_policy_violation', 'task_not_found', 'refusal']) {
      expect(safeCode(code)).toBe(code);
    }
  });
});

describe('retryDelayMs', () => {
  const p = resolveRetryPolicy({ baseDelayMs: 100, maxDelayMs: 1_000 });
  it('honours Retry-After up to the cap, else backs off exponentially', () => {
    expect(
      retryDelayMs(
        new ProviderError({ kind: 'rate_limit', provider: 'openai', retryAfterSec: 0.3 }),
        0,
        p,
      ),
    ).toBe(300);
    expect(
      retryDelayMs(
        new ProviderError({ kind: 'rate_limit', provider: 'openai', retryAfterSec: 60 }),
        0,
        p,
      ),
    ).toBe(1_000);
    expect(
      retryDelayMs(new ProviderError({ kind: 'upstream', provider: 'openai', status: 500 }), 0, p),
    ).toBe(100);
    expect(
      retryDelayMs(new ProviderError({ kind: 'upstream', provider: 'openai', status: 500 }), 1, p),
    ).toBe(200);
  });
  it('defaults to 2 retries', () => {
    expect(resolveRetryPolicy().maxRetries).toBe(2);
  });
});

describe('withRetry', () => {
  it('gives up after 2 retries', async () => {
    let calls = 0;
    const e = await rejectionOf(
      withRetry(ctx(), async () => {
        calls++;
        throw new ProviderError({ kind: 'upstream', provider: 'openai', status: 502 });
      }),
    );
    expect(e).toMatchObject({ kind: 'upstream' });
    expect(calls).toBe(3);
  });

  it('does not retry a non-retryable error', async () => {
    let calls = 0;
    await rejectionOf(
      withRetry(ctx(), async () => {
        calls++;
        throw new ProviderError({ kind: 'bad_request', provider: 'openai', status: 400 });
      }),
    );
    expect(calls).toBe(1);
  });

  it('returns the first success', async () => {
    let calls = 0;
    const r = await withRetry(ctx(), async () => {
      if (++calls < 3)
        throw new ProviderError({ kind: 'rate_limit', provider: 'openai', retryAfterSec: 0.001 });
      return 'ok';
    });
    expect(r).toBe('ok');
    expect(calls).toBe(3);
  });

  it('stops waiting at once when aborted during a Retry-After wait', async () => {
    const ctrl = new AbortController();
    const slow = {
      ...ctx(),
      policy: resolveRetryPolicy({ maxDelayMs: 60_000 }),
      signal: ctrl.signal,
    };
    setTimeout(() => ctrl.abort(), 30);
    let attempts = 0;
    const e = await rejectionOf(
      withRetry(slow, async () => {
        attempts += 1;
        throw new ProviderError({ kind: 'rate_limit', provider: 'openai', retryAfterSec: 30 });
      }),
    );
    // Waiting out the 30 s Retry-After would pass the test's own time limit and try again; neither
    // happens. How soon it stops is a figure for bench/provider-cancel.ts, not an assertion.
    expect(e).toMatchObject({ kind: 'aborted' });
    expect(attempts).toBe(1);
  });

  it('sleep rejects at once on an already aborted signal', async () => {
    expect(await rejectionOf(sleep(10_000, AbortSignal.abort(), 'flux'))).toMatchObject({
      kind: 'aborted',
      provider: 'flux',
    });
  });
});
