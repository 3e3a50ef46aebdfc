import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startIdeogramFake, type TIdeogramFake } from '../testing/fakes/ideogram-fake';
import { captureLogger, rejectionOf, type TCaptureLogger } from '../testing/fakes/capture-logger';
import { ProviderError } from './errors';
import { createIdeogramProvider, ideogramAspectRatio, type TIdeogramProvider } from './ideogram';
import type { TImageBytes } from './types';

const KEY = 'ideo-test-key-0123456789';
let fake: TIdeogramFake;
let ideogram: TIdeogramProvider;
let logger: TCaptureLogger;
let png: TImageBytes;
let mask: TImageBytes;

beforeAll(async () => {
  fake = await startIdeogramFake({ apiKey: KEY });
  png = {
    bytes: await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer(),
    mime: 'image/png',
  };
  mask = {
    bytes: await sharp({ create: { width: 16, height: 16, channels: 3, background: '#000' } })
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
  ideogram = createIdeogramProvider({
    baseURL: fake.url,
    timeoutMs,
    retry: { baseDelayMs: 1, maxDelayMs: 20 },
    logger,
  });
}

describe('ideogram adapter: requests as the reference says', () => {
  it('generates with Ideogram 3.0: multipart, Api-Key header, x-spelled aspect ratio, bytes back', async () => {
    setup();
    const r = await ideogram.generateImage({
      apiKey: KEY,
      model: 'ideogram',
      prompt: 'the word MOM in a banner',
    });
    expect(r.images).toHaveLength(1);
    expect(r.images[0].mime).toBe('image/png');
    expect((await sharp(r.images[0].bytes).metadata()).width).toBe(64);
    expect(r.revisedPrompt).toBe('the word MOM in a banner, rewritten by the fake MagicPrompt');
    const [req, download] = fake.requests;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/ideogram-v3/generate');
    expect(req.headers['api-key']).toBe(KEY);
    expect(req.headers['authorization']).toBeUndefined();
    expect(req.headers['content-type']).toContain('multipart/form-data');
    expect(req.body).toEqual({
      prompt: 'the word MOM in a banner',
      aspect_ratio: '1x1',
      num_images: '1',
    });
    expect(download.method).toBe('GET');
    expect(download.path).toMatch(/^\/files\/.+\.png$/);
    expect(download.headers['api-key']).toBeUndefined();
  });

  it('sends the optional fields only when asked, and maps sizes to the nearest ratio', async () => {
    setup();
    const r = await ideogram.generateImage({
      apiKey: KEY,
      model: 'ideogram',
      prompt: 'script lettering',
      width: 1600,
      height: 900,
      n: 2,
      seed: 5,
      renderingSpeed: 'TURBO',
      magicPrompt: 'OFF',
      styleType: 'DESIGN',
      negativePrompt: 'blurry',
    });
    expect(r.images).toHaveLength(2);
    expect(r.revisedPrompt).toBe('script lettering');
    expect(fake.requests[0].body).toEqual({
      prompt: 'script lettering',
      aspect_ratio: '16x9',
      num_images: '2',
      rendering_speed: 'TURBO',
      magic_prompt: 'OFF',
      style_type: 'DESIGN',
      negative_prompt: 'blurry',
      seed: '5',
    });
  });

  it('iterates on an image with remix: image file plus instructions', async () => {
    setup();
    const r = await ideogram.editImage({
      apiKey: KEY,
      model: 'ideogram',
      prompt: 'make the letters gothic',
      image: png,
      imageWeight: 70,
    });
    expect(r.images).toHaveLength(1);
    const req = fake.requests[0];
    expect(req.path).toBe('/v1/ideogram-v3/remix');
    expect(req.headers['api-key']).toBe(KEY);
    expect(req.body).toMatchObject({
      prompt: 'make the letters gothic',
      image_weight: '70',
      num_images: '1',
      image: { filename: 'image.png', type: 'image/png', size: png.bytes.length },
    });
  });

  it('edits a masked area with image and mask files', async () => {
    setup();
    await ideogram.editWithMask({ apiKey: KEY, prompt: 'replace the date', image: png, mask });
    const req = fake.requests[0];
    expect(req.path).toBe('/v1/ideogram-v3/edit');
    expect(req.body).toMatchObject({
      prompt: 'replace the date',
      image: { filename: 'image.png' },
      mask: { filename: 'mask.png', size: mask.bytes.length },
    });
  });

  it('rejects other models without calling out', async () => {
    setup();
    expect(
      await rejectionOf(
        ideogram.generateImage({ apiKey: KEY, model: 'flux-context', prompt: 'p' }),
      ),
    ).toMatchObject({ kind: 'bad_request' });
    expect(fake.requests).toHaveLength(0);
  });

  it('ideogramAspectRatio picks the nearest supported ratio', () => {
    expect(ideogramAspectRatio()).toBe('1x1');
    expect(ideogramAspectRatio(1024, 1536)).toBe('2x3');
    expect(ideogramAspectRatio(3000, 1000)).toBe('3x1');
    expect(ideogramAspectRatio(1280, 800)).toBe('16x10');
  });
});

const calls = {
  generate: (key = KEY, signal?: AbortSignal) =>
    ideogram.generateImage({ apiKey: key, signal, model: 'ideogram', prompt: 'p' }),
  remix: (key = KEY, signal?: AbortSignal) =>
    ideogram.editImage({ apiKey: key, signal, model: 'ideogram', prompt: 'p', image: png }),
  'masked edit': (key = KEY, signal?: AbortSignal) =>
    ideogram.editWithMask({ apiKey: key, signal, prompt: 'p', image: png, mask }),
};

describe.each(Object.entries(calls))('ideogram adapter %s: failure modes', (_name, call) => {
  it('maps a wrong key (401) to auth without retrying', async () => {
    setup();
    const e = await rejectionOf(call('wrong-key'));
    expect(e).toBeInstanceOf(ProviderError);
    expect(e).toMatchObject({ kind: 'auth', provider: 'ideogram', status: 401 });
    expect(fake.requests).toHaveLength(1);
  });

  it('maps refuse-key mode to auth', async () => {
    setup();
    fake.setMode('refuse-key');
    expect(await rejectionOf(call())).toMatchObject({ kind: 'auth' });
  });

  it('maps 422 to moderation, not retried', async () => {
    setup();
    fake.setMode('moderate');
    expect(await rejectionOf(call())).toMatchObject({
      kind: 'moderation',
      status: 422,
      message: 'This prompt was refused by Ideogram',
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('maps an unsafe image (no URL) to moderation', async () => {
    setup();
    fake.setMode('moderate', { unsafeImage: true });
    expect(await rejectionOf(call())).toMatchObject({
      kind: 'moderation',
      upstreamCode: 'image_unsafe',
    });
  });

  it('retries a 429 after Retry-After, then succeeds', async () => {
    setup();
    fake.setMode('rate-limit', { times: 1, retryAfter: '0.01' });
    expect(((await call()) as { images: unknown[] }).images).toHaveLength(1);
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

  it('reports a hang as timeout', async () => {
    setup(150);
    fake.setMode('hang');
    expect(await rejectionOf(call())).toMatchObject({ kind: 'timeout', provider: 'ideogram' });
    expect(fake.requests).toHaveLength(1);
  });

  it('aborts at once when the caller cancels', async () => {
    setup();
    fake.setMode('hang');
    const ctrl = new AbortController();
    setTimeout(() => ctrl.abort(), 50);
    // Left alone, the hang would end as 'timeout' (5 s); 'aborted' shows the signal ended it.
    expect(await rejectionOf(call(KEY, ctrl.signal))).toMatchObject({ kind: 'aborted' });
    expect(fake.requests).toHaveLength(1);
  });
});
