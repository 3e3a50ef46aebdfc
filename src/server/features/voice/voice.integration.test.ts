// The Voice Glow relay end to end against the loopback Realtime fake: tool calls, generation,
// barge-in, session rules, guest keys and backpressure.
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { TGenerateRequest } from '../../../core/generation-schemas';
import { VOICE_CLOSE, VOICE_MESSAGES } from '../../../core/voice/voice-schemas';
import { startRealtimeFake, tonePcm16, type TRealtimeFake, type TRealtimeTurn } from '../../testing/fakes/realtime-fake';
import type { TVoiceDeps, TVoiceLimits } from './voice-deps';
import { audioChunks, memoryLeases, userText, voiceClient, type TVoiceTestClient } from './voice-test-kit';
import { voiceRoutes } from './voice.routes';

const SERVER_KEY = 'fake-openai-key';
const GUEST_KEY = 'sk-guest-7f3a9c2b1e';

interface THarness {
  app: FastifyInstance;
  fake: TRealtimeFake;
  url: string;
  logs: string[];
  generated: TGenerateRequest[];
  connect(headers?: Record<string, string>): Promise<TVoiceTestClient>;
}

let harness: THarness | null = null;
afterEach(async () => {
  await harness?.app.close();
  await harness?.fake.close();
  harness = null;
});

async function start(options: {
  script?: TRealtimeTurn[];
  limits?: Partial<TVoiceLimits>;
  serverKey?: string | null;
  failGeneration?: boolean;
  audioPaceMs?: number;
  signedIn?: boolean;
  /** The key the fake accepts (default the server's). */
  fakeKey?: string;
} = {}): Promise<THarness> {
  const fake = await startRealtimeFake({ script: options.script, apiKey: options.fakeKey ?? SERVER_KEY, audioPaceMs: options.audioPaceMs, silenceMs: 200 });
  const logs: string[] = [];
  const generated: TGenerateRequest[] = [];
  const serverKey = options.serverKey === undefined ? SERVER_KEY : options.serverKey;
  const deps: TVoiceDeps = {
    realtime: {
      availability: (caller, guestKey) =>
        caller.userId
          ? serverKey
            ? { available: true, keySource: 'server' }
            : { available: false, reason: 'no server key' }
          : guestKey
            ? { available: true, keySource: 'guest' }
            : { available: false, reason: 'no guest key' },
      connect: (caller, { guestKey }) =>
        new Promise((resolve, reject) => {
          const key = caller.userId ? serverKey : guestKey;
          const ws = new WebSocket(`${fake.url}?model=gpt-realtime`, { headers: { Authorization: `Bearer ${key}` } });
          ws.once('open', () => resolve(ws));
          ws.once('unexpected-response', (_req, res) =>
            reject(Object.assign(new Error('refused'), { kind: res.statusCode === 401 ? 'auth' : 'upstream', status: res.statusCode })),
          );
          ws.once('error', (e) => reject(e));
        }),
    },
    generate: async (body) => {
      generated.push(body);
      if (options.failGeneration) throw Object.assign(new Error('provider down'), { kind: 'upstream' });
      return {
        images: [{ id: 'img1', url: '/api/images/img1', model: body.model, prompt: body.prompt, seed: 1, width: 1024, height: 1024 }],
        model: body.model,
      } as unknown as Awaited<ReturnType<TVoiceDeps['generate']>>;
    },
    offline: {
      greeting: () => 'Hello from the offline assistant.',
      reply: async (history) => ({
        reply: `You said: ${history.at(-1)?.content}`,
        preferences: { subject: 'swallow', style: 'traditional', color: 'full color' },
        wantsGeneration: /generate/i.test(history.at(-1)?.content ?? ''),
      }),
    },
  };
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  await app.register(fastifyWebsocket);
  await app.register(voiceRoutes, {
    deps,
    limits: options.limits,
    leases: memoryLeases(),
    userOf: async () => (options.signedIn === false ? null : { id: 'user-1' }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  const url = `ws://127.0.0.1:${address.port}/api/voice`;
  harness = { app, fake, url, logs, generated, connect: (headers) => voiceClient(url, headers) };
  return harness;
}

const SWALLOW: TRealtimeTurn[] = [
  {
    heard: 'I want a traditional swallow on my forearm',
    toolCalls: [{ name: 'update_preferences', arguments: { subject: 'swallow', style: 'traditional', placement: 'forearm' } }],
    reply: 'Full color or black only?',
  },
  { heard: 'Full color', toolCalls: [{ name: 'update_preferences', arguments: { color: 'full color' } }], reply: 'Shall I generate it?' },
  { heard: 'Yes', toolCalls: [{ name: 'generate_tattoo', arguments: {} }], reply: 'Here it is.' },
];

function speak(client: TVoiceTestClient, speechMs = 500, silenceMs = 400) {
  for (const audio of audioChunks(Buffer.concat([tonePcm16(speechMs), Buffer.alloc(silenceMs * 48)])))
    client.send({ type: 'input_audio_buffer.append', audio });
}

describe('GET /api/voice relay against the Realtime fake', () => {
  it('configures the session, turns speech into a transcript, preferences_update and spoken reply', async () => {
    const h = await start({ script: SWALLOW });
    const page = await h.connect();
    page.send({ type: 'session.start' });
    expect(await page.next('session.ready')).toMatchObject({ mode: 'realtime', keySource: 'server' });
    const update = h.fake.sessions[0].received.find((e) => e.type === 'session.update') as { session: Record<string, unknown> };
    expect(update.session).toMatchObject({ type: 'realtime', audio: { input: { turn_detection: { type: 'server_vad' }, transcription: {} } } });
    expect((update.session.tools as { name: string }[]).map((t) => t.name)).toEqual(['update_preferences', 'generate_tattoo']);
    expect(String(update.session.instructions)).toMatch(/Voice Glow/);
    expect(h.fake.sessions[0].headers.authorization).toBe(`Bearer ${SERVER_KEY}`);

    speak(page);
    expect(await page.next('conversation.item.input_audio_transcription.completed')).toMatchObject({
      transcript: 'I want a traditional swallow on my forearm',
    });
    expect(await page.next('preferences_update')).toMatchObject({
      preferences: { subject: 'swallow', style: 'traditional', placement: 'forearm' },
      completed: false,
      missing: ['color'],
    });
    // The tool output went back and the model carried on: its spoken reply reaches the page.
    expect(await page.next('response.audio_transcript.done')).toMatchObject({ transcript: 'Full color or black only?' });
    expect(page.events.some((e) => e.type === 'response.audio.delta')).toBe(true);
    const toolOutput = h.fake.sessions[0].received.find((e) => (e.item as { type?: string } | undefined)?.type === 'function_call_output');
    expect(JSON.parse((toolOutput!.item as { output: string }).output)).toMatchObject({ ok: true, missing: ['color'] });
    expect(h.fake.sessions[0].audioBytes).toBeGreaterThan(40_000);
    page.ws.close(1000);
  });

  it('runs generate_tattoo through the generation service and sends the image, then completes', async () => {
    const h = await start({ script: SWALLOW });
    const page = await h.connect();
    page.send({ type: 'session.start' });
    await page.next('session.ready');
    for (const text of ['I want a traditional swallow on my forearm', 'Full color']) {
      const mark = page.events.length;
      page.send(userText(text));
      page.send({ type: 'response.create' });
      await page.next('response.audio_transcript.done', mark);
    }
    expect(page.events.filter((e) => e.type === 'preferences_update').at(-1)).toMatchObject({ completed: true, missing: [] });
    const mark = page.events.length;
    page.send(userText('Yes'));
    page.send({ type: 'response.create' });
    const request = await page.next('generate_request', mark);
    expect(request.prompt).toMatch(/traditional style tattoo of swallow/i);
    expect(await page.next('generation.done', mark)).toMatchObject({ image: { id: 'img1', url: '/api/images/img1' } });
    expect(await page.next('response.audio_transcript.done', mark)).toMatchObject({ transcript: 'Here it is.' });
    expect(h.generated[0]).toMatchObject({ attributes: { style: 'traditional', palette: 'full-color', placement: 'forearm' } });
    page.ws.close(1000);
  });

  it("adds the spec's apology when generation fails and tells the model", async () => {
    const h = await start({ script: [{ heard: 'go', toolCalls: [{ name: 'generate_tattoo', arguments: {} }], reply: 'Let me try again.' }], failGeneration: true });
    const page = await h.connect();
    page.send({ type: 'session.start' });
    await page.next('session.ready');
    page.send(userText('generate'));
    page.send({ type: 'response.create' });
    expect(await page.next('generation.failed')).toMatchObject({ message: VOICE_MESSAGES.generationFailed });
    await page.next('response.audio_transcript.done');
    const output = h.fake.sessions[0].received.find((e) => (e.item as { type?: string } | undefined)?.type === 'function_call_output');
    expect(JSON.parse((output!.item as { output: string }).output)).toMatchObject({ ok: false });
    page.ws.close(1000);
  });

  it('barge-in: speech during a reply tells the page to stop and cancels the response upstream', async () => {
    const h = await start({ script: [{ heard: 'hi', reply: 'one two three four five six seven eight nine ten eleven twelve' }], audioPaceMs: 40 });
    const page = await h.connect();
    page.send({ type: 'session.start' });
    await page.next('session.ready');
    page.send(userText('hi'));
    page.send({ type: 'response.create' });
    await page.next('response.audio.delta');
    speak(page, 300, 0);
    await page.next('input_audio_buffer.speech_started');
    await page.next('response.done');
    const received = h.fake.sessions[0].received.map((e) => e.type);
    expect(received).toContain('response.cancel');
    expect(page.events.some((e) => e.type === 'response.audio_transcript.done')).toBe(false);

    // The page says how much it played; the model forgets the rest (reference §4).
    const itemId = String(page.events.find((e) => e.type === 'response.audio.delta')!.item_id);
    const sentMs = page.events.filter((e) => e.type === 'response.audio.delta').length * 120;
    page.send({ type: 'conversation.item.truncate', item_id: itemId, audio_end_ms: 70 });
    // More than was ever sent is cut to what was sent; an item this session never played is ignored.
    page.send({ type: 'conversation.item.truncate', item_id: itemId, audio_end_ms: 999_999 });
    page.send({ type: 'conversation.item.truncate', item_id: 'item_not_ours', audio_end_ms: 10 });
    await expect.poll(() => h.fake.sessions[0].truncated.length).toBe(2);
    expect(h.fake.sessions[0].truncated).toEqual([
      { item_id: itemId, content_index: 0, audio_end_ms: 70 },
      { item_id: itemId, content_index: 0, audio_end_ms: sentMs },
    ]);
    expect(page.events.some((e) => e.type === 'error')).toBe(false);
    page.ws.close(1000);
  });

  it("uses a guest's own key from the first message and never logs it", async () => {
    const h = await start({ signedIn: false, fakeKey: GUEST_KEY });
    const page = await h.connect();
    page.send({ type: 'session.start', openaiKey: GUEST_KEY });
    expect(await page.next('session.ready')).toMatchObject({ mode: 'realtime', keySource: 'guest' });
    expect(h.fake.sessions[0].headers.authorization).toBe(`Bearer ${GUEST_KEY}`);
    expect(h.fake.sessions[0].query).not.toHaveProperty('key');
    page.ws.close(1000);
    await page.closed;
    await new Promise((r) => setTimeout(r, 50));
    expect(h.logs.join('\n')).toContain('voice session started');
    expect(h.logs.join('\n')).not.toContain(GUEST_KEY);
  });

  it("a refused key becomes 'Missing required API keys' and a close the page does not retry", async () => {
    const h = await start({ signedIn: false });
    const page = await h.connect();
    page.send({ type: 'session.start', openaiKey: 'sk-wrong-key-123' });
    expect(await page.next('error')).toMatchObject({ message: VOICE_MESSAGES.missingKeys });
    expect((await page.closed).code).toBe(VOICE_CLOSE.missingKeys);
    expect(h.logs.join('\n')).not.toContain('sk-wrong-key-123');
  });

  it("an upstream failure says 'Failed to connect. Please try again.' with a close code the page retries", async () => {
    const h = await start();
    const page = await h.connect();
    page.send({ type: 'session.start' });
    await page.next('session.ready');
    h.fake.dropAll(1011);
    expect(await page.next('error')).toMatchObject({ message: VOICE_MESSAGES.connectFailed });
    expect((await page.closed).code).toBe(1011);
  });

  it('when the service ends the session normally, the page is closed with 1000 (no reconnect)', async () => {
    const h = await start();
    const page = await h.connect();
    page.send({ type: 'session.start' });
    await page.next('session.ready');
    h.fake.dropAll(1000);
    expect(await page.next('error')).toMatchObject({ message: VOICE_MESSAGES.upstreamEnded });
    expect((await page.closed).code).toBe(1000);
  });

  it('forwards audio frames upstream byte for byte, and still reads other shapes of append', async () => {
    const h = await start();
    const page = await h.connect();
    page.send({ type: 'session.start' });
    await page.next('session.ready');
    const chunk = Buffer.alloc(4800, 1).toString('base64');
    page.send({ type: 'input_audio_buffer.append', audio: chunk }); // the page's own shape: the fast path
    page.ws.send(`{ "audio": "${chunk}", "type": "input_audio_buffer.append" }`); // reordered: the schema path
    page.ws.send('{"type":"input_audio_buffer.append","audio":"AA\\"}'); // not base64: refused
    await expect.poll(() => h.fake.sessions[0].audioBytes).toBe(9600);
    expect(await page.next('error')).toMatchObject({ code: 'bad_message' });
    page.ws.close(1000);
  });

  it('without a realtime key the same socket runs the offline assistant by text', async () => {
    const h = await start({ signedIn: false });
    const page = await h.connect();
    page.send({ type: 'session.start' });
    expect(await page.next('session.ready')).toMatchObject({ mode: 'offline' });
    expect(await page.next('response.text.done')).toMatchObject({ text: 'Hello from the offline assistant.' });
    page.send(userText('please generate a swallow'));
    expect(await page.next('preferences_update')).toMatchObject({ completed: true });
    expect(await page.next('generation.done')).toMatchObject({ image: { id: 'img1' } });
    expect(h.generated[0].model).toBe('local');
    expect(h.fake.sessions).toHaveLength(0);
    page.ws.close(1000);
  });

  it('limits sessions per user and per process, with clear messages', async () => {
    const h = await start({ limits: { maxSessionsPerUser: 1, maxSessions: 5 } });
    const first = await h.connect();
    first.send({ type: 'session.start' });
    await first.next('session.ready');
    const second = await h.connect();
    second.send({ type: 'session.start' });
    expect(await second.next('error')).toMatchObject({ message: VOICE_MESSAGES.userBusy });
    expect((await second.closed).code).toBe(VOICE_CLOSE.busy);
    first.ws.close(1000);
    await first.closed;
    await new Promise((r) => setTimeout(r, 50));
    const third = await h.connect();
    third.send({ type: 'session.start' });
    await third.next('session.ready');
    third.ws.close(1000);
  });

  it('ends idle and over-long sessions with their messages, and pings the page', async () => {
    const h = await start({ limits: { idleMs: 300, heartbeatMs: 100 } });
    const page = await h.connect();
    let pings = 0;
    page.ws.on('ping', () => pings++);
    page.send({ type: 'session.start' });
    expect(await page.next('error', 0, 3000)).toMatchObject({ message: VOICE_MESSAGES.idle });
    expect((await page.closed).code).toBe(VOICE_CLOSE.idle);
    expect(pings).toBeGreaterThan(0);
    await h.app.close();
    await h.fake.close();
    harness = null;

    const h2 = await start({ limits: { maxSessionMs: 300 } });
    const p2 = await h2.connect();
    p2.send({ type: 'session.start' });
    expect(await p2.next('error', 0, 3000)).toMatchObject({ message: VOICE_MESSAGES.tooLong });
    expect((await p2.closed).code).toBe(VOICE_CLOSE.tooLong);
  });

  it('refuses a session that does not start with session.start', async () => {
    const h = await start();
    const page = await h.connect();
    page.send({ type: 'input_audio_buffer.append', audio: 'AAAA' });
    expect(await page.next('error')).toMatchObject({ message: VOICE_MESSAGES.startFirst });
    expect((await page.closed).code).toBe(VOICE_CLOSE.badMessage);
  });

  it('backpressure: audio over the buffer limit is dropped and the count logged, never queued', async () => {
    const h = await start({ limits: { maxUpstreamBuffer: -1, maxPageBuffer: -1 } });
    const page = await h.connect();
    page.send({ type: 'session.start' });
    await page.next('session.ready');
    speak(page, 500, 400);
    page.send(userText('hi'));
    page.send({ type: 'response.create' });
    await page.next('response.audio_transcript.done');
    expect(h.fake.sessions[0].audioBytes).toBe(0);
    expect(page.events.some((e) => e.type === 'response.audio.delta')).toBe(false);
    page.ws.close(1000);
    await page.closed;
    await new Promise((r) => setTimeout(r, 50));
    const log = h.logs.map((l) => JSON.parse(l) as { event?: string; upstream?: number; page?: number });
    expect(log.find((l) => l.event === 'voice.audio_dropped')).toBeTruthy();
    const totals = log.find((l) => l.event === 'voice.dropped_totals');
    expect(totals?.upstream).toBe(9); // 900 ms in 100 ms chunks
    expect(totals?.page).toBeGreaterThan(0);
  });
});
