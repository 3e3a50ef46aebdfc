// AI providers end to end through the HTTP API, against the loopback provider fakes: guest keys and
// server keys, the fallback chain, error mapping, quotas, edits, /api/providers, and a sweep that
// no key ever reaches a response body, a response header or a log line.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDIT_INSTRUCTIONS_REQUIRED_MESSAGE } from '../../../core/edit-instructions';
import type { TGenerateResponse } from '../../../core/generation-schemas';
import { KEY_REJECTED_MESSAGE } from '../../../core/provider-errors';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { loggerOptions } from '../../logger';
import { randomIp, signUpAndGetCookie } from '../../testing/auth-helpers';
import { TEST_ABUSE_LIMITS } from '../../testing/build-test-app';
import { startFluxFake, type TFluxFake } from '../../testing/fakes/flux-fake';
import { startIdeogramFake, type TIdeogramFake } from '../../testing/fakes/ideogram-fake';
import { startOpenAIFake, type TOpenAIFake } from '../../testing/fakes/openai-fake';
import type { TImageEditResponse } from '../../../core/image-edit-schemas';
import { ZProvidersResponse } from '../../../core/provider-schemas';

// Distinctive keys so any leak is found by a plain substring search.
const GUEST = { openai: 'sk-guest-OPENAI-7f3a9c1e55', flux: 'guest-FLUX-b81d4e2a90', ideogram: 'guest-IDEOGRAM-c4e6a1f733' };
const SERVER = { openai: 'sk-server-OPENAI-2b9e7d4c18', flux: 'server-FLUX-e5a3c9b761', ideogram: 'server-IDEOGRAM-9d2f6b8a44' };
const WRONG = 'sk-wrong-GUESS-0a1b2c3d4e5f';
const ALL_SECRETS = [...Object.values(GUEST), ...Object.values(SERVER), WRONG];

interface TFakes {
  openai: TOpenAIFake;
  flux: TFluxFake;
  ideogram: TIdeogramFake;
  reset(): void;
  close(): Promise<void>;
}

async function startFakes(keys: typeof GUEST): Promise<TFakes> {
  const openai = await startOpenAIFake({ apiKey: keys.openai });
  const flux = await startFluxFake({ apiKey: keys.flux });
  const ideogram = await startIdeogramFake({ apiKey: keys.ideogram });
  return {
    openai,
    flux,
    ideogram,
    reset() {
      for (const f of [openai, flux, ideogram]) {
        f.setMode('succeed');
        f.requests.length = 0;
      }
    },
    close: async () => void (await Promise.all([openai.close(), flux.close(), ideogram.close()])),
  };
}

const logLines: string[] = [];
const responses: LightMyRequestResponse[] = [];

async function buildProviderApp(env: Record<string, string>): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkglow-providers-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'trace',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    PROVIDER_TIMEOUT_MS: '4000',
    // Tests give each client its own X-Forwarded-For address.
    TRUST_PROXY: 'true',
    ...TEST_ABUSE_LIMITS,
    ...env,
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL });
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  // The production logger options (level, redaction), writing to our stream.
  const app = await buildApp({
    config,
    database,
    webRoot: join(dataDir, 'no-web'),
    logger: { ...(loggerOptions(config) as object), stream },
  });
  await app.ready();
  return { app, close: async () => (await app.close(), await database.close()) };
}

let guestFakes: TFakes;
let serverFakes: TFakes;
let guestApp: FastifyInstance;
let serverApp: FastifyInstance;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  guestFakes = await startFakes(GUEST);
  serverFakes = await startFakes(SERVER);
  closers.push(guestFakes.close, serverFakes.close);
  const g = await buildProviderApp({
    OPENAI_BASE_URL: guestFakes.openai.baseURL,
    BFL_BASE_URL: guestFakes.flux.url,
    IDEOGRAM_BASE_URL: guestFakes.ideogram.url,
  });
  const s = await buildProviderApp({
    OPENAI_BASE_URL: serverFakes.openai.baseURL,
    OPENAI_API_KEY: SERVER.openai,
    BFL_BASE_URL: serverFakes.flux.url,
    BFL_API_KEY: SERVER.flux,
    IDEOGRAM_BASE_URL: serverFakes.ideogram.url,
    IDEOGRAM_API_KEY: SERVER.ideogram,
    FREE_DAILY_GENERATIONS: '2',
  });
  guestApp = g.app;
  serverApp = s.app;
  closers.push(g.close, s.close);
}, 180_000);

afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

async function call(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  responses.push(response);
  return response;
}

const keyHeaders = (keys: Partial<typeof GUEST>) => ({
  ...(keys.openai ? { 'x-openai-key': keys.openai } : {}),
  ...(keys.flux ? { 'x-flux-key': keys.flux } : {}),
  ...(keys.ideogram ? { 'x-ideogram-key': keys.ideogram } : {}),
});

const generate = (app: FastifyInstance, payload: object, headers: Record<string, string> = {}) =>
  call(app, { method: 'POST', url: '/api/generate', payload, headers });

describe('guests with their own keys', () => {
  it('generates with chatgpt-image-one (alias) on the guest key, stores the image and serves it', async () => {
    guestFakes.reset();
    const response = await generate(guestApp, { prompt: 'a fox in the moonlight', model: 'chatgpt-image-one' }, keyHeaders({ openai: GUEST.openai }));
    expect(response.statusCode).toBe(200);
    const body = response.json() as TGenerateResponse;
    expect(body.model).toBe('chatgpt-image-1');
    expect(body.fallbackFrom).toBeUndefined();
    const sent = guestFakes.openai.requests.find((r) => r.path === '/v1/images/generations');
    expect(sent?.headers.authorization).toBe(`Bearer ${GUEST.openai}`);
    expect(sent?.body).toMatchObject({ model: 'gpt-image-1', prompt: 'a fox in the moonlight', n: 1, size: '1024x1024' });
    const image = await call(guestApp, { url: body.images[0].url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('falls back from FLUX Kontext to ChatGPT Image when FLUX fails, and says why', async () => {
    guestFakes.reset();
    guestFakes.flux.setMode('fail');
    const response = await generate(guestApp, { prompt: 'a koi', model: 'flux-context' }, keyHeaders(GUEST));
    expect(response.statusCode).toBe(200);
    const body = response.json() as TGenerateResponse;
    expect(body).toMatchObject({ model: 'chatgpt-image-1', fallbackFrom: 'flux-context' });
    expect(body.note).toBe('FLUX Kontext failed (the provider is unavailable), so this was made with ChatGPT Image.');
  });

  it('ends at the offline engine when every provider is down, and says so', async () => {
    guestFakes.reset();
    guestFakes.flux.setMode('fail');
    guestFakes.openai.setMode('fail');
    const response = await generate(guestApp, { prompt: 'a koi', model: 'chatgpt-image-1' }, keyHeaders(GUEST));
    expect(response.statusCode).toBe(200);
    const body = response.json() as TGenerateResponse;
    expect(body).toMatchObject({ model: 'local', fallbackFrom: 'chatgpt-image-1' });
    expect(body.note).toContain('ChatGPT Image failed (the provider is unavailable), and no other AI provider could serve it, so this was made with the offline engine.');
    expect(guestFakes.flux.requests.some((r) => r.method === 'POST')).toBe(true);
  });

  it('does not fall back after a moderation refusal: 422 with the provider named', async () => {
    guestFakes.reset();
    guestFakes.openai.setMode('moderate');
    const response = await generate(guestApp, { prompt: 'something refused', model: 'chatgpt-image-1' }, keyHeaders(GUEST));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { code: 'content_refused', message: 'This prompt was refused by OpenAI' } });
    expect(guestFakes.flux.requests).toHaveLength(0);
  });

  it('answers 400 with the spec message when a guest key is refused', async () => {
    guestFakes.reset();
    const response = await generate(guestApp, { prompt: 'a rose', model: 'chatgpt-image-1' }, keyHeaders({ openai: WRONG }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'provider_key_rejected', message: KEY_REJECTED_MESSAGE } });
  });

  it('answers 429 with Retry-After when the provider rate-limits and nothing else can serve', async () => {
    guestFakes.reset();
    guestFakes.openai.setMode('rate-limit', { retryAfter: '1' });
    const response = await generate(guestApp, { prompt: 'a rose', model: 'chatgpt-image-1' }, keyHeaders({ openai: GUEST.openai }));
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toMatchObject({ error: { code: 'provider_rate_limited' } });
  });

  it('answers 504 when the provider does not answer within PROVIDER_TIMEOUT_MS (4 s here)', async () => {
    guestFakes.reset();
    guestFakes.openai.setMode('hang');
    // The fake never answers, so only PROVIDER_TIMEOUT_MS can produce this 504.
    const response = await generate(guestApp, { prompt: 'a rose', model: 'chatgpt-image-1' }, keyHeaders({ openai: GUEST.openai }));
    expect(response.statusCode).toBe(504);
    expect(response.json()).toMatchObject({ error: { code: 'provider_timeout', message: 'OpenAI took too long to respond. Please try again.' } });
  });

  it('aborts the provider call when the client disconnects', async () => {
    guestFakes.reset();
    guestFakes.openai.setMode('hang');
    const address = await guestApp.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const pending = fetch(`${address}/api/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...keyHeaders({ openai: GUEST.openai }) },
      body: JSON.stringify({ prompt: 'a rose', model: 'chatgpt-image-1' }),
      signal: controller.signal,
    }).catch((e: unknown) => e);
    // Wait until the provider has the request, then hang up.
    while (!guestFakes.openai.requests.some((r) => r.path === '/v1/images/generations')) await new Promise((r) => setTimeout(r, 20));
    const from = logLines.length;
    controller.abort();
    await pending;
    let line: string | undefined;
    for (let i = 0; i < 150 && !line; i++) {
      await new Promise((r) => setTimeout(r, 20));
      line = logLines.slice(from).find((l) => l.includes('"provider call failed"') && l.includes('"provider":"openai"'));
    }
    // Cancelled by the closed connection, not left to run into the 4 s timeout.
    expect(line).toContain('"kind":"aborted"');
  });

  it('lists the models a guest can use, with the true reason for the others', async () => {
    const none = ZProvidersResponse.parse((await call(guestApp, { url: '/api/providers' })).json());
    expect(none.keySource).toBe('guest');
    expect(none.quota).toBeUndefined();
    expect(none.models.find((m) => m.id === 'local')).toMatchObject({ available: true, provider: 'local' });
    expect(none.models.find((m) => m.id === 'chatgpt-image-1')).toEqual({
      id: 'chatgpt-image-1',
      label: 'ChatGPT Image (gpt-image-1)',
      provider: 'openai',
      available: false,
      reason: 'Enter your own OpenAI key in Settings to use this model, or use the offline engine.',
    });
    const flux = ZProvidersResponse.parse((await call(guestApp, { url: '/api/providers', headers: keyHeaders({ flux: GUEST.flux }) })).json());
    expect(flux.models.filter((m) => m.available).map((m) => m.id)).toEqual(['local', 'flux-context', 'flux-schnell']);
  });

  it('tests a key with the cheapest call: ok, refused, or missing', async () => {
    guestFakes.reset();
    for (const provider of ['openai', 'flux', 'ideogram'] as const) {
      const ok = await call(guestApp, { method: 'POST', url: '/api/providers/test', payload: { provider }, headers: keyHeaders({ [provider]: GUEST[provider] }) });
      expect(ok.statusCode, provider).toBe(200);
      expect(ok.json()).toEqual({ ok: true, provider });
      const bad = await call(guestApp, { method: 'POST', url: '/api/providers/test', payload: { provider }, headers: keyHeaders({ [provider]: WRONG }) });
      expect(bad.statusCode, provider).toBe(400);
      expect(bad.json()).toMatchObject({ error: { code: 'provider_key_rejected' } });
    }
    expect(guestFakes.openai.requests.map((r) => `${r.method} ${r.path}`)).toContain('GET /v1/models');
    expect(guestFakes.openai.requests.some((r) => r.path.startsWith('/v1/images'))).toBe(false);
    const missing = await call(guestApp, { method: 'POST', url: '/api/providers/test', payload: { provider: 'flux' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: { code: 'key_missing', message: 'Enter your FLUX key first.' } });
  });

  it('limits key tests per client IP (20 per 10 minutes)', async () => {
    const ip = randomIp();
    const test = () =>
      call(guestApp, {
        method: 'POST',
        url: '/api/providers/test',
        payload: { provider: 'openai' },
        headers: { ...keyHeaders({ openai: WRONG }), 'x-forwarded-for': ip },
      });
    for (let i = 0; i < 20; i++) expect((await test()).statusCode).toBe(400);
    const limited = await test();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'too_many_key_tests' } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await call(guestApp, { method: 'POST', url: '/api/providers/test', payload: { provider: 'openai' }, headers: { ...keyHeaders({ openai: GUEST.openai }), 'x-forwarded-for': randomIp() } })).statusCode).toBe(200);
  });
});

describe('POST /api/images/:id/edit', () => {
  it('edits a provider image with gpt-image-1 on the guest key', async () => {
    guestFakes.reset();
    const made = (await generate(guestApp, { prompt: 'a rose', model: 'chatgpt-image-1' }, keyHeaders({ openai: GUEST.openai }))).json() as TGenerateResponse;
    const response = await call(guestApp, {
      method: 'POST',
      url: `/api/images/${made.images[0].id}/edit`,
      payload: { instructions: 'add a dagger through it' },
      headers: keyHeaders({ openai: GUEST.openai }),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as TImageEditResponse;
    expect(body.model).toBe('chatgpt-image-1');
    expect(body.images[0].id).not.toBe(made.images[0].id);
    const sent = guestFakes.openai.requests.find((r) => r.path === '/v1/images/edits');
    expect(sent?.headers.authorization).toBe(`Bearer ${GUEST.openai}`);
    expect((sent?.body as Record<string, unknown>).prompt).toBe('add a dagger through it');
    expect((await call(guestApp, { url: body.images[0].url })).statusCode).toBe(200);
  });

  it('edits with FLUX Kontext (the input image goes along)', async () => {
    guestFakes.reset();
    const made = (await generate(guestApp, { prompt: 'a rose', model: 'flux-context' }, keyHeaders({ flux: GUEST.flux }))).json() as TGenerateResponse;
    expect(made.model).toBe('flux-context');
    const response = await call(guestApp, {
      method: 'POST',
      url: `/api/images/${made.images[0].id}/edit`,
      payload: { instructions: 'make the petals blue' },
      headers: keyHeaders({ flux: GUEST.flux }),
    });
    expect(response.statusCode).toBe(200);
    const submits = guestFakes.flux.requests.filter((r) => r.method === 'POST');
    expect((submits.at(-1)?.body as Record<string, unknown>).input_image).toEqual(expect.any(String));
  });

  it('re-composes an engine design from its attributes and seed', async () => {
    const made = (await generate(guestApp, { prompt: 'a rose', seed: 7, attributes: { subject: 'rose', style: 'traditional' } })).json() as TGenerateResponse;
    const response = await call(guestApp, {
      method: 'POST',
      url: `/api/images/${made.images[0].id}/edit`,
      payload: { instructions: 'make it a stencil in japanese style', design: { prompt: 'a rose', seed: 7, attributes: { subject: 'rose', style: 'traditional' } } },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as TImageEditResponse;
    expect(body.model).toBe('local');
    expect(body.edit).toMatchObject({ output: 'stencil', seed: 7, attributes: { subject: 'rose', style: 'japanese' } });
    expect(body.note).toContain('Changed: stencil, style → Japanese.');
    expect(body.images[0].svgUrl).toBeDefined();
    expect(body.images[0].id).not.toBe(made.images[0].id);
  });

  it('refuses blank instructions with the spec message, and unknown images with 404', async () => {
    const made = (await generate(guestApp, { prompt: 'a rose' })).json() as TGenerateResponse;
    const blank = await call(guestApp, { method: 'POST', url: `/api/images/${made.images[0].id}/edit`, payload: { instructions: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: { code: 'edit_instructions_required', message: EDIT_INSTRUCTIONS_REQUIRED_MESSAGE } });
    const missing = await call(guestApp, { method: 'POST', url: '/api/images/00000000-0000-4000-8000-000000000000/edit', payload: { instructions: 'more color' } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('signed-in users on the server keys', () => {
  it('generates with the server key and keeps the image in the user history', async () => {
    serverFakes.reset();
    const user = await signUpAndGetCookie(serverApp);
    const response = await generate(serverApp, { prompt: 'a swallow', model: 'chatgpt-image-1' }, { cookie: user.cookie, 'x-openai-key': WRONG });
    expect(response.statusCode).toBe(200);
    expect((response.json() as TGenerateResponse).model).toBe('chatgpt-image-1');
    // A signed-in caller's header key is ignored: the server's key is used.
    const sent = serverFakes.openai.requests.find((r) => r.path === '/v1/images/generations');
    expect(sent?.headers.authorization).toBe(`Bearer ${SERVER.openai}`);
    const history = (await call(serverApp, { url: '/api/generations', headers: { cookie: user.cookie } })).json() as { generations: { model: string }[] };
    expect(history.generations[0].model).toBe('chatgpt-image-1');
  });

  it('answers 502 when the server key is refused (our configuration, not the caller)', async () => {
    serverFakes.reset();
    serverFakes.openai.setMode('refuse-key');
    serverFakes.flux.setMode('refuse-key');
    const user = await signUpAndGetCookie(serverApp);
    const response = await generate(serverApp, { prompt: 'a swallow', model: 'chatgpt-image-1' }, { cookie: user.cookie });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: { code: 'provider_key_rejected', message: KEY_REJECTED_MESSAGE } });
    // Failed calls do not count against the quota.
    const providers = ZProvidersResponse.parse((await call(serverApp, { url: '/api/providers', headers: { cookie: user.cookie } })).json());
    expect(providers.quota?.used).toBe(0);
  });

  it('lists every model as available with keySource server and the quota', async () => {
    const user = await signUpAndGetCookie(serverApp);
    const body = ZProvidersResponse.parse((await call(serverApp, { url: '/api/providers', headers: { cookie: user.cookie } })).json());
    expect(body.keySource).toBe('server');
    expect(body.models.every((m) => m.available)).toBe(true);
    expect(body.quota).toMatchObject({ limit: 2, used: 0 });
    expect(Date.parse(body.quota!.resetsAt) - Date.now()).toBeLessThanOrEqual(86_400_000);
    expect(body.quota!.resetsAt).toMatch(/T00:00:00\.000Z$/);
  });

  it('counts provider images per UTC day: the third past a limit of 2 gets 429 with Retry-After', async () => {
    serverFakes.reset();
    const user = await signUpAndGetCookie(serverApp);
    for (let i = 0; i < 2; i++) {
      expect((await generate(serverApp, { prompt: 'a swallow', model: 'chatgpt-image-1' }, { cookie: user.cookie })).statusCode).toBe(200);
    }
    const third = await generate(serverApp, { prompt: 'a swallow', model: 'chatgpt-image-1' }, { cookie: user.cookie });
    expect(third.statusCode).toBe(429);
    const retryAfter = Number(third.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect((third.json() as { error: { code: string; message: string } }).error).toMatchObject({ code: 'quota_exceeded' });
    expect((third.json() as { error: { message: string } }).error.message).toMatch(
      /^You've used today's 2 free AI generations\. They reset at 00:00 UTC \((\d+ hours?( \d+ minutes?)?|\d+ minutes?|less than a minute) from now\)\. The offline engine is still unlimited\.$/,
    );
    // The offline engine is not counted.
    expect((await generate(serverApp, { prompt: 'a swallow', model: 'local' }, { cookie: user.cookie })).statusCode).toBe(200);
  });

  it('never lets concurrent requests exceed the quota', async () => {
    serverFakes.reset();
    const user = await signUpAndGetCookie(serverApp);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => generate(serverApp, { prompt: 'a swallow', model: 'chatgpt-image-1' }, { cookie: user.cookie })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
    expect(serverFakes.openai.requests.filter((r) => r.path === '/v1/images/generations')).toHaveLength(2);
  });

  it('re-composes a stored engine design from its saved attributes and seed', async () => {
    const user = await signUpAndGetCookie(serverApp);
    const made = (await generate(serverApp, { prompt: 'x', seed: 99, attributes: { subject: 'wolf', style: 'tribal', palette: 'black-only' } }, { cookie: user.cookie })).json() as TGenerateResponse;
    const response = await call(serverApp, {
      method: 'POST',
      url: `/api/images/${made.images[0].id}/edit`,
      payload: { instructions: 'more color' },
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as TImageEditResponse;
    expect(body.edit).toMatchObject({ seed: 99, attributes: { subject: 'wolf', style: 'tribal', palette: 'full-color' } });
    // Another user cannot edit (or learn of) this image.
    const other = await signUpAndGetCookie(serverApp);
    const foreign = await call(serverApp, { method: 'POST', url: `/api/images/${made.images[0].id}/edit`, payload: { instructions: 'more color' }, headers: { cookie: other.cookie } });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('secrets', () => {
  it('never puts a key in a response body, a response header or a log line, through success and every failure', async () => {
    const modes = ['succeed', 'refuse-key', 'moderate', 'rate-limit', 'fail', 'hang'] as const;
    // An engine image to send to the providers' edit endpoints in every mode.
    const guestImage = ((await generate(guestApp, { prompt: 'a rose' })).json() as TGenerateResponse).images[0].id;
    for (const mode of modes) {
      // A new user per mode, so the daily quota never stands in for the failure under test.
      const user = await signUpAndGetCookie(serverApp);
      const userImage = ((await generate(serverApp, { prompt: 'a rose' }, { cookie: user.cookie })).json() as TGenerateResponse).images[0].id;
      for (const fakes of [guestFakes, serverFakes]) {
        fakes.reset();
        fakes.openai.setMode(mode, { retryAfter: '1' });
        fakes.flux.setMode(mode, { retryAfter: '1' });
        fakes.ideogram.setMode(mode, { retryAfter: '1' });
      }
      await Promise.all([
        generate(guestApp, { prompt: 'a rose', model: 'flux-context' }, keyHeaders(GUEST)),
        generate(guestApp, { prompt: 'a rose', model: 'ideogram' }, keyHeaders({ ...GUEST, ideogram: WRONG })),
        generate(serverApp, { prompt: 'a rose', model: 'ideogram' }, { cookie: user.cookie, ...keyHeaders(GUEST) }),
        ...(['openai', 'flux', 'ideogram'] as const).flatMap((provider) =>
          [GUEST[provider], WRONG].map((key) =>
            call(guestApp, {
              method: 'POST',
              url: '/api/providers/test',
              payload: { provider },
              headers: { ...keyHeaders({ [provider]: key }), 'x-forwarded-for': randomIp() },
            }),
          ),
        ),
        call(guestApp, { url: '/api/providers', headers: keyHeaders(GUEST) }),
        call(serverApp, { url: '/api/providers', headers: { cookie: user.cookie } }),
        call(guestApp, { method: 'POST', url: `/api/images/${guestImage}/edit`, payload: { instructions: 'bolder', model: 'chatgpt-image-1' }, headers: keyHeaders(GUEST) }),
        call(serverApp, { method: 'POST', url: `/api/images/${userImage}/edit`, payload: { instructions: 'bolder', model: 'flux-context' }, headers: { cookie: user.cookie } }),
      ]);
    }
    expect(responses.length).toBeGreaterThan(50);
    expect(logLines.length).toBeGreaterThan(50);
    for (const secret of ALL_SECRETS) {
      for (const response of responses) {
        expect(response.body.includes(secret), `body of ${response.statusCode}`).toBe(false);
        expect(JSON.stringify(response.headers).includes(secret), 'headers').toBe(false);
      }
      expect(logLines.filter((line) => line.includes(secret))).toEqual([]);
    }
    // The sweep saw the failures it was meant to see.
    const statuses = new Set(responses.map((r) => r.statusCode));
    for (const status of [200, 400, 422, 429, 502, 504]) expect(statuses.has(status), String(status)).toBe(true);
  }, 240_000);
});
