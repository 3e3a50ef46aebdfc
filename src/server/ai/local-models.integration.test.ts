// OPENAI_BASE_URL pointed at an OpenAI-compatible server that only knows local model names (as
// Ollama, vLLM, LocalAI or llama.cpp's server would): chat, streamed chat and vision run through
// app.ai under CHAT_MODEL / VISION_MODEL, and the fake refuses any other model name.
import sharp from 'sharp';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../providers/errors';
import { buildTestApp, type TTestApp } from '../testing/build-test-app';
import { startOpenAIFake, type TOpenAIFake } from '../testing/fakes/openai-fake';

const KEY = 'local-server-key';
let fake: TOpenAIFake;
let local: TTestApp;
let stock: TTestApp;
const user = { userId: 'user-1', guestKeys: {} };

beforeAll(async () => {
  fake = await startOpenAIFake({ apiKey: KEY, chatModels: ['llama3.2', 'llava:7b'] });
  local = await buildTestApp({
    OPENAI_API_KEY: KEY,
    OPENAI_BASE_URL: fake.baseURL,
    CHAT_MODEL: 'llama3.2',
    VISION_MODEL: 'llava:7b',
  });
  // Same server, default model names (gpt-4o): the local server does not have them.
  stock = await buildTestApp({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: fake.baseURL });
});
afterAll(async () => {
  await local?.close();
  await stock?.close();
  await fake?.close();
});

const chatRequests = () => fake.requests.filter((r) => r.path === '/v1/chat/completions');
const lastModel = () => (chatRequests().at(-1)?.body as { model?: string } | undefined)?.model;

describe('app.ai with OPENAI_BASE_URL at a local OpenAI-compatible server', () => {
  it('chats under CHAT_MODEL', async () => {
    expect(local.app.ai.chat.availability(user)).toEqual({ available: true, keySource: 'server' });
    const text = await local.app.ai.chat.complete(user, { messages: [{ role: 'user', content: 'a fox tattoo idea' }] });
    expect(text).toBe('Fake reply from the fake OpenAI server (llama3.2) to: a fox tattoo idea');
    expect(lastModel()).toBe('llama3.2');
  });

  it('streams chat under CHAT_MODEL', async () => {
    let text = '';
    for await (const delta of local.app.ai.chat.stream(user, { messages: [{ role: 'user', content: 'koi' }] })) text += delta;
    expect(text).toBe('Fake reply from the fake OpenAI server (llama3.2) to: koi');
    expect(lastModel()).toBe('llama3.2');
  });

  it('describes an image under VISION_MODEL', async () => {
    const bytes = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#123456' } }).png().toBuffer();
    const text = await local.app.ai.vision.complete(user, { prompt: 'What is this?', image: { bytes, mime: 'image/png' } });
    expect(text).toBe('Fake analysis from the fake OpenAI server: a 24x16 image/png image.');
    expect(lastModel()).toBe('llava:7b');
    let streamed = '';
    for await (const delta of local.app.ai.vision.stream(user, { prompt: 'And now?', image: { bytes, mime: 'image/png' } }))
      streamed += delta;
    expect(streamed).toBe(text);
  });

  it('serves a guest with the key from their request only', async () => {
    const request = { headers: { 'x-openai-key': KEY } } as unknown as FastifyRequest;
    const guest = await local.app.ai.callerFor(request);
    expect(guest).toEqual({ userId: null, guestKeys: { openai: KEY } });
    expect(await local.app.ai.chat.complete(guest, { messages: [{ role: 'user', content: 'hi' }] })).toContain('(llama3.2)');
    const nobody = { userId: null, guestKeys: {} };
    expect(local.app.ai.chat.availability(nobody)).toMatchObject({ available: false });
    await expect(local.app.ai.chat.complete(nobody, { messages: [{ role: 'user', content: 'hi' }] })).rejects.toMatchObject({
      kind: 'auth',
    });
  });

  it('fails with the default model names the local server does not have', async () => {
    const error = await stock.app.ai.chat.complete(user, { messages: [{ role: 'user', content: 'hi' }] }).catch((e) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: 'bad_request', status: 404 });
    expect(lastModel()).toBe('gpt-4o');
  });
});
