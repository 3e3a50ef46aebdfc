// The chat model path of POST /api/chat and POST /api/transcribe through app.ai, against the
// loopback fake OpenAI: a guest's own key, the server's key for signed-in users, streaming, a
// rejected key, a broken stream, and no key ever in a response or a log line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../testing/build-test-app';
import { startOpenAIFake, type TOpenAIFake } from '../../testing/fakes/openai-fake';
import { signUpAndGetCookie, type TTestUser } from '../../testing/auth-helpers';
import { parseSse } from './chat.routes.test';
import { silentWav } from './transcribe.routes.test';

const SERVER_KEY = 'sk-server-secret-0123456789';
const GUEST_KEY = 'sk-guest-secret-9876543210';
let fake: TOpenAIFake;
let t: TTestApp;
let member: TTestUser;
const logs: string[] = [];

beforeAll(async () => {
  fake = await startOpenAIFake({ apiKey: SERVER_KEY });
  t = await buildTestApp(
    { OPENAI_API_KEY: SERVER_KEY, OPENAI_BASE_URL: fake.baseURL },
    { logger: { level: 'debug', stream: { write: (line: string) => void logs.push(line) } } },
  );
  member = await signUpAndGetCookie(t.app);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const chatCalls = () => fake.requests.filter((r) => r.path === '/v1/chat/completions');
const bodies: string[] = [];
async function chat(payload: object, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/chat', payload, headers });
  bodies.push(res.body, JSON.stringify(res.headers));
  return res;
}
const ask = (content: string, assistantId = 'tattoo') => ({ assistantId, messages: [{ role: 'user', content }] });

describe('POST /api/chat with a chat model', () => {
  it("answers a guest with the guest's own key, with the assistant's system prompt, 2000 tokens, temperature 0.7", async () => {
    fake.setMode('succeed');
    const res = await chat(ask('a wolf in realism, black and grey', 'design'), { 'x-openai-key': SERVER_KEY });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.source).toBe('llm');
    expect(body.message).toBe('Fake reply from the fake OpenAI server (gpt-4o) to: a wolf in realism, black and grey');
    expect(body).toMatchObject({ fields: { subject: 'wolf', style: 'realism', color: 'black-gray' }, readyToGenerate: true });
    const sent = chatCalls().at(-1)!;
    const request = sent.body as { messages: { role: string; content: string }[]; max_completion_tokens?: number; max_tokens?: number; temperature: number };
    expect(request.messages[0].role).toBe('system');
    expect(request.messages[0].content).toMatch(/You are the Design Assistant of InkGlow/);
    expect(request.messages[0].content).toMatch(/Never give medical treatment advice/);
    expect(request.messages[1]).toEqual({ role: 'user', content: 'a wolf in realism, black and grey' });
    expect(request.max_completion_tokens ?? request.max_tokens).toBe(2000);
    expect(request.temperature).toBe(0.7);
  });

  it('streams the model reply as server-sent events', async () => {
    const res = await chat(ask('What does a koi mean?'), { 'x-openai-key': SERVER_KEY, accept: 'text/event-stream' });
    const events = parseSse(res.body);
    expect(events[0]).toEqual({ event: 'meta', data: { source: 'llm' } });
    const text = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text).join('');
    expect(text).toBe('Fake reply from the fake OpenAI server (gpt-4o) to: What does a koi mean?');
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { source: 'llm', message: text } });
  });

  it("serves a signed-in user with the server's key (their own headers are ignored)", async () => {
    const res = await chat(ask('Which placement ages best?'), { cookie: member.cookie, 'x-openai-key': 'sk-ignored' });
    expect(res.json().source).toBe('llm');
    expect(chatCalls().at(-1)!.headers.authorization).toBe(`Bearer ${SERVER_KEY}`);
  });

  it('uses the offline assistant for a guest with no key, even though the server has one', async () => {
    const before = chatCalls().length;
    const res = await chat(ask('What does a swallow mean?'));
    expect(res.json().source).toBe('offline');
    expect(res.json().message).toMatch(/5,000 nautical miles/);
    expect(chatCalls().length).toBe(before);
  });

  it("a rejected guest key is a clear 400, or an error event when streaming", async () => {
    const res = await chat(ask('hi'), { 'x-openai-key': GUEST_KEY });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'provider_key_rejected', message: expect.stringMatching(/rejected your API key/) });
    const streamed = await chat(ask('hi'), { 'x-openai-key': GUEST_KEY, accept: 'text/event-stream' });
    expect(parseSse(streamed.body).at(-1)).toMatchObject({ event: 'error', data: { error: { code: 'provider_key_rejected' } } });
  });

  it('a broken provider stream ends in an error event after the words already sent', async () => {
    fake.setMode('break-stream', { times: 1 });
    const res = await chat(ask('tell me about koi'), { 'x-openai-key': SERVER_KEY, accept: 'text/event-stream' });
    expect(res.statusCode).toBe(200);
    const events = parseSse(res.body);
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(0);
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { error: { code: expect.any(String), message: expect.any(String) } } });
    expect(events.some((e) => e.event === 'done')).toBe(false);
  });

  it('a provider failure is a 5xx with a clear message as JSON, never a 500', async () => {
    fake.setMode('fail');
    const res = await chat(ask('hello there'), { cookie: member.cookie });
    fake.setMode('succeed');
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toMatch(/failed to answer/);
  });
});

describe('POST /api/transcribe with the transcription model', () => {
  it("transcribes a guest's base64 WAV with the guest's key", async () => {
    const audio = silentWav(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transcribe',
      payload: { audio: audio.toString('base64'), mime: 'audio/wav' },
      headers: { 'x-openai-key': SERVER_KEY },
    });
    bodies.push(res.body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ text: `Fake transcription of ${audio.length} bytes of audio/wav by gpt-4o-transcribe.` });
  });

  it("transcribes a signed-in user's multipart upload with the server's key", async () => {
    const audio = silentWav(0.5);
    const boundary = '----ink';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="voice.webm"\r\nContent-Type: audio/webm\r\n\r\n`),
      audio,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transcribe',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: member.cookie },
    });
    bodies.push(res.body);
    expect(res.statusCode).toBe(200);
    expect(res.json().text).toMatch(/^Fake transcription of \d+ bytes/);
  });

  it('a rejected key is a clear 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transcribe',
      payload: { audio: silentWav(1).toString('base64'), mime: 'audio/wav' },
      headers: { 'x-openai-key': GUEST_KEY },
    });
    bodies.push(res.body);
    expect(res.statusCode).toBe(400);
  });
});

describe('keys stay secret', () => {
  it('never appear in a response or a log line', () => {
    expect(logs.length).toBeGreaterThan(0);
    for (const text of [...bodies, ...logs]) {
      expect(text).not.toContain(SERVER_KEY);
      expect(text).not.toContain(GUEST_KEY);
      expect(text).not.toContain(GUEST_KEY.slice(-8));
    }
  });
});
