import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startOpenAIFake, type TOpenAIFake } from '../testing/fakes/openai-fake';
import { captureLogger, rejectionOf, type TCaptureLogger } from '../testing/fakes/capture-logger';
import { ProviderError } from './errors';
import { createOpenAIProvider, openaiImageSize, type TOpenAIProvider } from './openai';
import type { TImageBytes } from './types';

const KEY = 'sk-test-openai-0123456789';
let fake: TOpenAIFake;
let logger: TCaptureLogger;
let openai: TOpenAIProvider;
let png: TImageBytes;

beforeAll(async () => {
  fake = await startOpenAIFake({ apiKey: KEY });
  png = {
    bytes: await sharp({ create: { width: 32, height: 32, channels: 3, background: '#f00' } })
      .png()
      .toBuffer(),
    mime: 'image/png',
  };
});
afterAll(() => fake.close());

function setup(overrides: { timeoutMs?: number } = {}) {
  fake.requests.length = 0;
  fake.setMode('succeed');
  logger = captureLogger();
  openai = createOpenAIProvider({
    baseURL: fake.baseURL,
    timeoutMs: overrides.timeoutMs ?? 5_000,
    chatTimeoutMs: overrides.timeoutMs ?? 5_000,
    retry: { baseDelayMs: 1, maxDelayMs: 20 },
    logger,
  });
}
afterEach(() => fake.setMode('succeed'));

async function isPng(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  return meta.format === 'png' && meta.width === 64;
}

const collect = async (it: AsyncIterable<string>) => {
  let s = '';
  for await (const d of it) s += d;
  return s;
};

describe('openai adapter: requests as the reference says', () => {
  it('generates with gpt-image-1: JSON body, bearer key, no response_format, bytes back', async () => {
    setup();
    const r = await openai.generateImage({
      apiKey: KEY,
      model: 'chatgpt-image-1',
      prompt: 'a koi fish',
    });
    expect(r.images).toHaveLength(1);
    expect(r.images[0].mime).toBe('image/png');
    expect(await isPng(r.images[0].bytes)).toBe(true);
    const [req] = fake.requests;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/images/generations');
    expect(req.headers['authorization']).toBe(`Bearer ${KEY}`);
    expect(req.headers['content-type']).toContain('application/json');
    expect(req.headers['x-stainless-retry-count']).toBe('0');
    expect(req.body).toEqual({
      model: 'gpt-image-1',
      prompt: 'a koi fish',
      n: 1,
      size: '1024x1024',
      output_format: 'png',
    });
  });

  it('passes quality/background and maps a landscape size for gpt-image-1', async () => {
    setup();
    await openai.generateImage({
      apiKey: KEY,
      model: 'chatgpt-image-1',
      prompt: 'p',
      width: 1600,
      height: 900,
      quality: 'high',
      background: 'transparent',
    });
    expect(fake.requests[0].body).toMatchObject({
      size: '1536x1024',
      quality: 'high',
      background: 'transparent',
    });
  });

  it('generates with dall-e-3 (n forced to 1, b64_json) and returns the revised prompt', async () => {
    setup();
    const r = await openai.generateImage({
      apiKey: KEY,
      model: 'dall-e-3',
      prompt: 'a wolf',
      n: 3,
      width: 900,
      height: 1600,
    });
    expect(fake.requests[0].body).toEqual({
      model: 'dall-e-3',
      prompt: 'a wolf',
      n: 1,
      size: '1024x1792',
      response_format: 'b64_json',
    });
    expect(r.revisedPrompt).toBe('a wolf (revised by the fake)');
    expect(r.images).toHaveLength(1);
  });

  it('downloads images the API answers with as URLs, without sending the key there', async () => {
    setup();
    fake.setMode('succeed', { urlResults: true });
    const r = await openai.generateImage({ apiKey: KEY, model: 'dall-e-3', prompt: 'a wolf' });
    expect(await isPng(r.images[0].bytes)).toBe(true);
    const download = fake.requests[1];
    expect(download.method).toBe('GET');
    expect(download.path).toMatch(/^\/files\/.+\.png$/);
    expect(download.headers['authorization']).toBeUndefined();
  });

  it('generates with dall-e-2 at its nearest square size', async () => {
    setup();
    const r = await openai.generateImage({
      apiKey: KEY,
      model: 'dall-e-2',
      prompt: 'a moth',
      n: 2,
      width: 500,
      height: 500,
    });
    expect(fake.requests[0].body).toEqual({
      model: 'dall-e-2',
      prompt: 'a moth',
      n: 2,
      size: '512x512',
      response_format: 'b64_json',
    });
    expect(r.images).toHaveLength(2);
  });

  it('edits with gpt-image-1 as multipart with the image file and instructions', async () => {
    setup();
    const r = await openai.editImage({
      apiKey: KEY,
      model: 'chatgpt-image-1',
      prompt: 'thicker outlines',
      image: png,
    });
    expect(await isPng(r.images[0].bytes)).toBe(true);
    const req = fake.requests[0];
    expect(req.path).toBe('/v1/images/edits');
    expect(req.headers['content-type']).toContain('multipart/form-data');
    expect(req.headers['authorization']).toBe(`Bearer ${KEY}`);
    const body = req.body as Record<string, unknown>;
    expect(body.image).toMatchObject({
      filename: 'image.png',
      type: 'image/png',
      size: png.bytes.length,
    });
    expect((body.image as { bytes: Buffer }).bytes.equals(png.bytes)).toBe(true);
    expect(body).toMatchObject({
      prompt: 'thicker outlines',
      model: 'gpt-image-1',
      n: '1',
      size: '1024x1024',
      output_format: 'png',
    });
    expect(body).not.toHaveProperty('mask');
  });

  it('refuses to edit with a model other than chatgpt-image-1 without calling out', async () => {
    setup();
    const e = await rejectionOf(
      openai.editImage({ apiKey: KEY, model: 'dall-e-3', prompt: 'x', image: png }),
    );
    expect(e).toMatchObject({ kind: 'bad_request', provider: 'openai' });
    expect(fake.requests).toHaveLength(0);
  });

  it('chats with gpt-4o, temperature 0.7 and a 2000 token cap', async () => {
    setup();
    const r = await openai.chat({
      apiKey: KEY,
      messages: [
        { role: 'system', content: 'You design tattoos.' },
        { role: 'user', content: 'a swallow' },
      ],
    });
    expect(r.text).toBe('Fake reply from the fake OpenAI server (gpt-4o) to: a swallow');
    expect(r.finishReason).toBe('stop');
    expect(fake.requests[0].path).toBe('/v1/chat/completions');
    expect(fake.requests[0].body).toEqual({
      model: 'gpt-4o',
      messages: [
        { role: 'system', content: 'You design tattoos.' },
        { role: 'user', content: 'a swallow' },
      ],
      temperature: 0.7,
      max_completion_tokens: 2000,
    });
  });

  it('streams chat text deltas', async () => {
    setup();
    const deltas: string[] = [];
    for await (const d of openai.chatStream({
      apiKey: KEY,
      messages: [{ role: 'user', content: 'a lotus' }],
    }))
      deltas.push(d);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toBe('Fake reply from the fake OpenAI server (gpt-4o) to: a lotus');
    expect(fake.requests[0].body).toMatchObject({
      model: 'gpt-4o',
      stream: true,
      temperature: 0.7,
      max_completion_tokens: 2000,
    });
  });

  it('sends vision requests with the image as a data URL', async () => {
    setup();
    const r = await openai.vision({
      apiKey: KEY,
      image: png,
      prompt: 'Analyse this tattoo',
      system: 'You are a tattoo critic.',
      detail: 'high',
    });
    expect(r.text).toBe('Fake analysis from the fake OpenAI server: a 32x32 image/png image.');
    expect(fake.requests[0].body).toEqual({
      model: 'gpt-4o',
      max_completion_tokens: 2000,
      messages: [
        { role: 'system', content: 'You are a tattoo critic.' },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Analyse this tattoo' },
            {
              type: 'image_url',
              image_url: {
                url: `data:image/png;base64,${png.bytes.toString('base64')}`,
                detail: 'high',
              },
            },
          ],
        },
      ],
    });
  });

  it('transcribes with whisper-1 by default and gpt-4o-transcribe on request', async () => {
    setup();
    const audio = Buffer.from('RIFF....WAVEfake-audio');
    const r = await openai.transcribe({ apiKey: KEY, audio, mime: 'audio/webm' });
    expect(r.text).toBe(`Fake transcription of ${audio.length} bytes of audio/webm by whisper-1.`);
    const body = fake.requests[0].body as Record<string, unknown>;
    expect(fake.requests[0].path).toBe('/v1/audio/transcriptions');
    expect(fake.requests[0].headers['content-type']).toContain('multipart/form-data');
    expect(body.file).toMatchObject({
      filename: 'audio.webm',
      type: 'audio/webm',
      size: audio.length,
    });
    expect(body).toMatchObject({ model: 'whisper-1', response_format: 'json' });

    await openai.transcribe({
      apiKey: KEY,
      audio,
      mime: 'audio/wav',
      model: 'gpt-4o-transcribe',
      language: 'en',
    });
    expect(fake.requests[1].body).toMatchObject({
      model: 'gpt-4o-transcribe',
      language: 'en',
      file: { filename: 'audio.wav' },
    });
  });
});

type TCall = (key?: string, signal?: AbortSignal) => Promise<unknown>;
const methods: Record<string, TCall> = {
  'generate gpt-image-1': (key = KEY, signal) =>
    openai.generateImage({ apiKey: key, signal, model: 'chatgpt-image-1', prompt: 'p' }),
  'generate dall-e-3': (key = KEY, signal) =>
    openai.generateImage({ apiKey: key, signal, model: 'dall-e-3', prompt: 'p' }),
  edit: (key = KEY, signal) =>
    openai.editImage({ apiKey: key, signal, model: 'chatgpt-image-1', prompt: 'p', image: png }),
  chat: (key = KEY, signal) =>
    openai.chat({ apiKey: key, signal, messages: [{ role: 'user', content: 'p' }] }),
  'chat stream': (key = KEY, signal) =>
    collect(openai.chatStream({ apiKey: key, signal, messages: [{ role: 'user', content: 'p' }] })),
  vision: (key = KEY, signal) => openai.vision({ apiKey: key, signal, image: png, prompt: 'p' }),
  transcribe: (key = KEY, signal) =>
    openai.transcribe({ apiKey: key, signal, audio: Buffer.from('abc') }),
};

describe.each(Object.entries(methods))('openai adapter %s: failure modes', (_name, call) => {
  it('maps a wrong key to auth without retrying', async () => {
    setup();
    const e = await rejectionOf(call('sk-wrong-key-999999'));
    expect(e).toBeInstanceOf(ProviderError);
    expect(e).toMatchObject({
      kind: 'auth',
      provider: 'openai',
      status: 401,
      upstreamCode: 'invalid_api_key',
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('maps refuse-key mode (the key was revoked) to auth', async () => {
    setup();
    fake.setMode('refuse-key');
    expect(await rejectionOf(call())).toMatchObject({ kind: 'auth', status: 401 });
  });

  it('retries a 429 after Retry-After and then succeeds', async () => {
    setup();
    fake.setMode('rate-limit', { times: 1, retryAfter: '0.015' });
    await call();
    expect(fake.requests).toHaveLength(2);
    const retryLine = logger.lines.find((l) => l.msg === 'provider call failed; retrying');
    expect(retryLine?.obj).toMatchObject({
      kind: 'rate_limit',
      status: 429,
      retryAfterSec: 0.015,
      delayMs: 15,
    });
  });

  it('retries a 500 twice, then reports upstream', async () => {
    setup();
    fake.setMode('fail');
    expect(await rejectionOf(call())).toMatchObject({ kind: 'upstream', status: 500 });
    expect(fake.requests).toHaveLength(3);
    expect(fake.requests.map((r) => r.headers['x-stainless-retry-count'])).toEqual(['0', '0', '0']);
  });

  it('reports a hang as timeout after the configured time, without retrying', async () => {
    setup({ timeoutMs: 150 });
    fake.setMode('hang');
    // The fake never answers: only the 150 ms timeout can end the call (how close to 150 ms is a
    // figure for bench/provider-cancel.ts).
    expect(await rejectionOf(call())).toMatchObject({ kind: 'timeout', provider: 'openai' });
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

describe('openai adapter: moderation', () => {
  it('classifies gpt-image-1 moderation_blocked as moderation, not retried', async () => {
    setup();
    fake.setMode('moderate');
    expect(
      await rejectionOf(
        openai.generateImage({ apiKey: KEY, model: 'chatgpt-image-1', prompt: 'p' }),
      ),
    ).toMatchObject({
      kind: 'moderation',
      status: 400,
      upstreamCode: 'moderation_blocked',
      message: 'This prompt was refused by OpenAI',
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('classifies DALL-E content_policy_violation and edit refusals as moderation', async () => {
    setup();
    fake.setMode('moderate');
    expect(
      await rejectionOf(openai.generateImage({ apiKey: KEY, model: 'dall-e-3', prompt: 'p' })),
    ).toMatchObject({
      kind: 'moderation',
      upstreamCode: 'content_policy_violation',
    });
    expect(
      await rejectionOf(
        openai.editImage({ apiKey: KEY, model: 'chatgpt-image-1', prompt: 'p', image: png }),
      ),
    ).toMatchObject({ kind: 'moderation' });
  });

  it('turns a chat refusal into moderation', async () => {
    setup();
    fake.setMode('moderate');
    expect(
      await rejectionOf(openai.chat({ apiKey: KEY, messages: [{ role: 'user', content: 'p' }] })),
    ).toMatchObject({ kind: 'moderation', upstreamCode: 'refusal' });
  });

  it('a missing key fails as auth before any request', async () => {
    setup();
    expect(
      await rejectionOf(openai.chat({ apiKey: '', messages: [{ role: 'user', content: 'p' }] })),
    ).toMatchObject({ kind: 'auth' });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('openaiImageSize', () => {
  it('keeps orientation within each model’s sizes', () => {
    expect(openaiImageSize('chatgpt-image-1')).toBe('1024x1024');
    expect(openaiImageSize('chatgpt-image-1', 900, 1600)).toBe('1024x1536');
    expect(openaiImageSize('dall-e-3', 1600, 900)).toBe('1792x1024');
    expect(openaiImageSize('dall-e-2', 200, 256)).toBe('256x256');
    expect(openaiImageSize('dall-e-2', 2000, 1000)).toBe('1024x1024');
  });
});
