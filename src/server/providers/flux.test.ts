import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startFluxFake, type TFluxFake } from '../testing/fakes/flux-fake';
import { captureLogger, rejectionOf, type TCaptureLogger } from '../testing/fakes/capture-logger';
import { ProviderError } from './errors';
import { createFluxProvider, fluxAspectRatio, type TFluxProvider } from './flux';
import type { TImageBytes } from './types';

const KEY = 'bfl-test-key-0123456789';
let fake: TFluxFake;
let flux: TFluxProvider;
let logger: TCaptureLogger;
let png: TImageBytes;

beforeAll(async () => {
  fake = await startFluxFake({ apiKey: KEY });
  png = {
    bytes: await sharp({ create: { width: 16, height: 16, channels: 3, background: '#00f' } })
      .png()
      .toBuffer(),
    mime: 'image/png',
  };
});
afterAll(() => fake.close());

function setup(timeoutMs = 5_000) {
  fake.requests.length = 0;
  fake.setMode('succeed');
  logger = captureLogger();
  flux = createFluxProvider({
    baseURL: fake.url,
    timeoutMs,
    pollIntervalMs: 5,
    retry: { baseDelayMs: 1, maxDelayMs: 20 },
    logger,
  });
}

const api = () => fake.requests.filter((r) => !r.path.startsWith('/files/'));

describe('flux adapter: requests as the reference says', () => {
  it('flux-context: submits to flux-kontext-pro, polls polling_url with x-key, downloads without it', async () => {
    setup();
    fake.setMode('succeed', { pendingPolls: 2 });
    const r = await flux.generateImage({
      apiKey: KEY,
      model: 'flux-context',
      prompt: 'a dragon',
      seed: 7,
    });
    expect(r.images).toHaveLength(1);
    expect(r.images[0].mime).toBe('image/png');
    expect((await sharp(r.images[0].bytes).metadata()).width).toBe(64);

    const [submit, ...rest] = fake.requests;
    expect(submit.method).toBe('POST');
    expect(submit.path).toBe('/v1/flux-kontext-pro');
    expect(submit.headers['x-key']).toBe(KEY);
    expect(submit.headers['content-type']).toBe('application/json');
    expect(submit.headers['accept']).toBe('application/json');
    expect(submit.headers['authorization']).toBeUndefined();
    expect(submit.body).toEqual({
      prompt: 'a dragon',
      output_format: 'png',
      safety_tolerance: 2,
      aspect_ratio: '1:1',
      seed: 7,
    });

    const polls = rest.filter((q) => q.path === '/v1/get_result');
    expect(polls).toHaveLength(3); // Pending, Pending, Ready
    for (const p of polls) {
      expect(p.method).toBe('GET');
      expect(p.headers['x-key']).toBe(KEY);
      expect(p.query.id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const download = rest[rest.length - 1];
    expect(download.path).toMatch(/^\/files\/.+\.png$/);
    expect(download.headers['x-key']).toBeUndefined();
  });

  it('flux-schnell: submits width/height to the fastest hosted model', async () => {
    setup();
    await flux.generateImage({
      apiKey: KEY,
      model: 'flux-schnell',
      prompt: 'a moth',
      width: 1000,
      height: 1500,
    });
    expect(fake.requests[0].path).toBe('/v1/flux-2-klein-4b');
    expect(fake.requests[0].body).toEqual({
      prompt: 'a moth',
      output_format: 'png',
      safety_tolerance: 2,
      width: 1008,
      height: 1504,
    });
  });

  it('editing sends the input image as base64 and keeps its proportions unless a size is given', async () => {
    setup();
    const r = await flux.editImage({
      apiKey: KEY,
      model: 'flux-context',
      prompt: 'add roses',
      image: png,
    });
    expect(r.images).toHaveLength(1);
    expect(fake.requests[0].body).toEqual({
      prompt: 'add roses',
      input_image: png.bytes.toString('base64'),
      output_format: 'png',
      safety_tolerance: 2,
    });
    await flux.editImage({
      apiKey: KEY,
      model: 'flux-context',
      prompt: 'wider',
      image: png,
      width: 1344,
      height: 768,
    });
    expect(api().filter((q) => q.method === 'POST')[1].body).toMatchObject({ aspect_ratio: '7:4' });
  });

  it('makes one task per image when several are asked for', async () => {
    setup();
    const r = await flux.generateImage({
      apiKey: KEY,
      model: 'flux-context',
      prompt: 'p',
      n: 2,
      seed: 10,
    });
    expect(r.images).toHaveLength(2);
    const submits = fake.requests.filter((q) => q.method === 'POST');
    expect(submits.map((q) => (q.body as { seed: number }).seed)).toEqual([10, 11]);
  });

  it('rejects models it cannot serve without calling out', async () => {
    setup();
    expect(
      await rejectionOf(flux.generateImage({ apiKey: KEY, model: 'ideogram', prompt: 'p' })),
    ).toMatchObject({ kind: 'bad_request' });
    expect(
      await rejectionOf(
        flux.editImage({ apiKey: KEY, model: 'flux-schnell', prompt: 'p', image: png }),
      ),
    ).toMatchObject({ kind: 'bad_request' });
    expect(fake.requests).toHaveLength(0);
  });

  it('polls the configured base instead of a polling_url on a foreign host, and never sends it the key', async () => {
    setup();
    fake.setMode('succeed', {
      pollingUrl: 'https://collector.example.invalid/v1/get_result?id=steal',
    });
    const r = await flux.generateImage({ apiKey: KEY, model: 'flux-context', prompt: 'p' });
    expect(r.images).toHaveLength(1);
    const poll = fake.requests.find((q) => q.path === '/v1/get_result');
    expect(poll?.query.id).not.toBe('steal');
    expect(logger.text()).toContain('polling_url on an unexpected host');
  });
});

const calls = {
  'generate flux-context': (key = KEY, signal?: AbortSignal) =>
    flux.generateImage({ apiKey: key, signal, model: 'flux-context', prompt: 'p' }),
  'generate flux-schnell': (key = KEY, signal?: AbortSignal) =>
    flux.generateImage({ apiKey: key, signal, model: 'flux-schnell', prompt: 'p' }),
  edit: (key = KEY, signal?: AbortSignal) =>
    flux.editImage({ apiKey: key, signal, model: 'flux-context', prompt: 'p', image: png }),
};

describe.each(Object.entries(calls))('flux adapter %s: failure modes', (_name, call) => {
  it('maps a wrong key (403) to auth without retrying', async () => {
    setup();
    const e = await rejectionOf(call('wrong-key'));
    expect(e).toBeInstanceOf(ProviderError);
    expect(e).toMatchObject({ kind: 'auth', provider: 'flux', status: 403 });
    expect(fake.requests).toHaveLength(1);
  });

  it('maps refuse-key mode to auth', async () => {
    setup();
    fake.setMode('refuse-key');
    expect(await rejectionOf(call())).toMatchObject({ kind: 'auth' });
  });

  it('retries a 429 on submit after Retry-After, then succeeds', async () => {
    setup();
    fake.setMode('rate-limit', { times: 1, retryAfter: '0.01' });
    const r = (await call()) as { images: unknown[] };
    expect(r.images).toHaveLength(1);
    expect(fake.requests.filter((q) => q.method === 'POST')).toHaveLength(2);
    expect(logger.lines.find((l) => l.msg === 'provider call failed; retrying')?.obj).toMatchObject(
      { kind: 'rate_limit', delayMs: 10 },
    );
  });

  it('retries a 500 twice, then reports upstream', async () => {
    setup();
    fake.setMode('fail');
    expect(await rejectionOf(call())).toMatchObject({ kind: 'upstream', status: 500 });
    expect(fake.requests).toHaveLength(3);
  });

  it('reports a hanging submit as timeout', async () => {
    setup(150);
    fake.setMode('hang');
    expect(await rejectionOf(call())).toMatchObject({ kind: 'timeout', provider: 'flux' });
    expect(fake.requests).toHaveLength(1);
  });

  it('reports endless Pending as timeout at the deadline', async () => {
    setup(400);
    fake.setMode('succeed', { pendingPolls: 1_000_000 });
    expect(await rejectionOf(call())).toMatchObject({ kind: 'timeout' });
    expect(fake.requests.filter((q) => q.path === '/v1/get_result').length).toBeGreaterThan(2);
  });

  it('maps Request Moderated and Content Moderated to moderation', async () => {
    setup();
    fake.setMode('moderate', { pendingPolls: 1 });
    expect(await rejectionOf(call())).toMatchObject({
      kind: 'moderation',
      upstreamCode: 'request_moderated',
      message: 'This prompt was refused by FLUX',
    });
    fake.setMode('moderate', { moderation: 'content' });
    expect(await rejectionOf(call())).toMatchObject({
      kind: 'moderation',
      upstreamCode: 'content_moderated',
    });
    expect(fake.requests.filter((q) => q.method === 'POST')).toHaveLength(2);
  });

  it('maps Error and Task not found to upstream without resubmitting', async () => {
    setup();
    fake.setMode('error');
    expect(await rejectionOf(call())).toMatchObject({
      kind: 'upstream',
      upstreamCode: 'error',
      retryable: false,
    });
    fake.setMode('not-found');
    expect(await rejectionOf(call())).toMatchObject({
      kind: 'upstream',
      upstreamCode: 'task_not_found',
    });
    expect(fake.requests.filter((q) => q.method === 'POST')).toHaveLength(2);
  });

  it('stops polling at once when the caller aborts', async () => {
    setup();
    fake.setMode('succeed', { pendingPolls: 1_000_000 });
    const ctrl = new AbortController();
    setTimeout(() => ctrl.abort(), 60);
    // Left alone, the endless polling would end as 'timeout' (5 s); 'aborted' shows the signal ended it.
    // How soon it stops is a figure for bench/provider-cancel.ts, not an assertion.
    expect(await rejectionOf(call(KEY, ctrl.signal))).toMatchObject({ kind: 'aborted' });
    // Requests already on the wire may still land; after that, nothing more may come.
    await new Promise((r) => setTimeout(r, 30));
    const polled = fake.requests.length;
    await new Promise((r) => setTimeout(r, 100));
    expect(fake.requests.length).toBe(polled);
  });
});

describe('flux adapter: other cases', () => {
  it('aborts a poll that hangs', async () => {
    setup();
    fake.setMode('succeed', { hangPolls: true });
    const ctrl = new AbortController();
    setTimeout(() => ctrl.abort(), 60);
    expect(
      await rejectionOf(
        flux.generateImage({
          apiKey: KEY,
          signal: ctrl.signal,
          model: 'flux-context',
          prompt: 'p',
        }),
      ),
    ).toMatchObject({ kind: 'aborted' });
  });

  it('fails as auth before any request when the key is empty', async () => {
    setup();
    expect(
      await rejectionOf(flux.generateImage({ apiKey: '', model: 'flux-context', prompt: 'p' })),
    ).toMatchObject({ kind: 'auth' });
    expect(fake.requests).toHaveLength(0);
  });

  it('fluxAspectRatio reduces and clamps', () => {
    expect(fluxAspectRatio()).toBe('1:1');
    expect(fluxAspectRatio(1920, 1080)).toBe('16:9');
    expect(fluxAspectRatio(4000, 1000)).toBe('21:9');
    expect(fluxAspectRatio(500, 3000)).toBe('9:21');
  });
});
