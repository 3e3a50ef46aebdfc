import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZApiErrorBody } from '../../core/api-error-schemas';
import { apiErrorFrom, apiFetch, ApiError, readApiErrorBody } from './api-client';

function respond(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(
    async () =>
      new Response(
        body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body),
        {
          status,
          headers: { 'content-type': 'application/json', ...headers },
        },
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('returns parsed JSON and sends cookies', async () => {
    const fetchMock = respond(200, { contactEmail: 'a@b.c' });
    await expect(apiFetch<{ contactEmail: string }>('/api/config')).resolves.toEqual({
      contactEmail: 'a@b.c',
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/config');
    expect(init.credentials).toBe('include');
  });

  it('sends plain objects as JSON', async () => {
    const fetchMock = respond(201, { id: 'x' });
    await apiFetch('/api/designs', { method: 'POST', body: { title: 'Koi' } });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe('{"title":"Koi"}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('throws ApiError with code, message and Retry-After from the error shape', async () => {
    respond(
      429,
      { error: { code: 'RATE_LIMITED', message: 'Slow down' } },
      { 'retry-after': '12' },
    );
    const error = await apiFetch('/api/generate').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Slow down',
      retryAfter: 12,
    });
  });

  it('falls back to the HTTP status when the body is not our error shape', async () => {
    respond(502, '<html>Bad gateway</html>');
    const error = await apiFetch('/api/health').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502' });
    expect((error as ApiError).retryAfter).toBeUndefined();
  });

  it('returns undefined for 204', async () => {
    respond(204, undefined);
    await expect(apiFetch('/api/designs/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('turns network failures into ApiError status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiFetch('/api/config')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });
});

describe('apiErrorFrom', () => {
  const answer = (status: number) => new Response(null, { status });

  it('reads the core error shape, and nothing that only looks like it', () => {
    expect(apiErrorFrom(answer(503), { error: { code: 'engine_timeout', message: 'Try again.' } })).toMatchObject({
      status: 503,
      code: 'engine_timeout',
      message: 'Try again.',
    });
    // a code that is not text, or an empty one, is not our shape: the fallback speaks instead
    expect(apiErrorFrom(answer(400), { error: { code: 7, message: 'x' } }, 'Unknown error')).toMatchObject({
      code: 'HTTP_400',
      message: 'Unknown error',
    });
    expect(apiErrorFrom(answer(400), { error: { code: '', message: 'x' } })).toMatchObject({
      code: 'HTTP_400',
      message: 'Request failed with status 400',
    });
    expect(apiErrorFrom(answer(500), null)).toMatchObject({ code: 'HTTP_500' });
  });

  it('reads the error shape exactly as the core zod schema does', () => {
    const bodies: unknown[] = [
      { error: { code: 'not_found', message: 'No such style' } },
      { error: { code: 'x', message: '', extra: 1 }, other: true },
      { error: { code: '', message: 'x' } },
      { error: { code: 7, message: 'x' } },
      { error: { code: 'x' } },
      { error: { message: 'x' } },
      { error: 'boom' },
      { error: null },
      { message: 'x' },
      [],
      'text',
      null,
      undefined,
      42,
    ];
    for (const body of bodies) {
      const zod = ZApiErrorBody.safeParse(body);
      expect(readApiErrorBody(body), JSON.stringify(body)).toEqual(zod.success ? zod.data : undefined);
    }
  });
});
