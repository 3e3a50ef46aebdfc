import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startRealtimeFake, tonePcm16, type TRealtimeFake } from './realtime-fake';

let fake: TRealtimeFake | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

type TEvent = Record<string, unknown> & { type: string };

/** Opens a client to the fake and collects what it says. */
async function client(url: string, key = 'fake-openai-key') {
  const ws = new WebSocket(`${url}?model=gpt-realtime`, { headers: { Authorization: `Bearer ${key}` } });
  const events: TEvent[] = [];
  const waiters: { type: string; resolve: (e: TEvent) => void }[] = [];
  ws.on('message', (data) => {
    const event = JSON.parse(String(data)) as TEvent;
    events.push(event);
    for (const w of waiters.filter((x) => x.type === event.type)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(event);
    }
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    events,
    send: (event: object) => ws.send(JSON.stringify(event)),
    next(type: string, after = 0): Promise<TEvent> {
      const seen = events.slice(after).find((e) => e.type === type);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ type, resolve }));
    },
  };
}

const GA_SESSION = {
  type: 'session.update',
  session: {
    type: 'realtime',
    audio: { input: { turn_detection: { type: 'server_vad' } } },
  },
};

function speak(c: Awaited<ReturnType<typeof client>>, speechMs: number, silenceMs: number) {
  const audio = Buffer.concat([tonePcm16(speechMs), Buffer.alloc(Math.round(silenceMs * 48))]);
  for (let i = 0; i < audio.length; i += 4800)
    c.send({ type: 'input_audio_buffer.append', audio: audio.subarray(i, i + 4800).toString('base64') });
}

describe('realtime fake (GA protocol)', () => {
  it('refuses a wrong key on the handshake with 401 before any event', async () => {
    fake = await startRealtimeFake();
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(fake!.url, { headers: { Authorization: 'Bearer wrong' } });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('error', () => {});
    });
    expect(status).toBe(401);
    fake.setMode('refuse-key', { times: 1 });
    const again = await new Promise<number>((resolve) => {
      const ws = new WebSocket(fake!.url, { headers: { Authorization: 'Bearer fake-openai-key' } });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('error', () => {});
    });
    expect(again).toBe(401);
  });

  it('greets with session.created, echoes session.update and requires session.type', async () => {
    fake = await startRealtimeFake();
    const c = await client(fake.url);
    expect((await c.next('session.created')).event_id).toBeTruthy();
    c.send({ type: 'session.update', session: { instructions: 'x' } });
    expect(((await c.next('error')).error as { param: string }).param).toBe('session.type');
    c.send({ type: 'session.update', session: { type: 'realtime', instructions: 'hello' } });
    const updated = await c.next('session.updated');
    expect((updated.session as { instructions: string }).instructions).toBe('hello');
    expect(fake.sessions[0].query.model).toBe('gpt-realtime');
    c.ws.close();
  });

  it('hears speech in appended audio, transcribes it and calls the scripted tool', async () => {
    fake = await startRealtimeFake({
      script: [{ heard: 'A koi on my back', toolCalls: [{ name: 'update_preferences', arguments: { subject: 'koi' } }], reply: 'Lovely koi.' }],
    });
    const c = await client(fake.url);
    c.send(GA_SESSION);
    await c.next('session.updated');
    speak(c, 600, 700);
    await c.next('input_audio_buffer.speech_started');
    await c.next('input_audio_buffer.speech_stopped');
    const heard = await c.next('conversation.item.input_audio_transcription.completed');
    expect(heard.transcript).toBe('A koi on my back');
    const call = await c.next('response.function_call_arguments.done');
    expect(call.name).toBe('update_preferences');
    expect(JSON.parse(call.arguments as string)).toEqual({ subject: 'koi' });
    const done = await c.next('response.done');
    const mark = c.events.length;
    c.send({ type: 'conversation.item.create', item: { type: 'function_call_output', call_id: call.call_id, output: '{"ok":true}' } });
    c.send({ type: 'response.create' });
    const transcript = await c.next('response.output_audio_transcript.done', mark);
    expect(transcript.transcript).toBe('Lovely koi.');
    expect(c.events.some((e) => e.type === 'response.output_audio.delta')).toBe(true);
    expect((done.response as { status: string }).status).toBe('completed');
    expect(fake.sessions[0].audioBytes).toBeGreaterThan(60_000);
    c.ws.close();
  });

  it('cancels an active response and says so in response.done; cancelling nothing is an error', async () => {
    fake = await startRealtimeFake({ script: [{ heard: 'hi', reply: 'one two three four five six seven eight' }], audioPaceMs: 30 });
    const c = await client(fake.url);
    c.send({ type: 'response.cancel' });
    expect(((await c.next('error')).error as { code: string }).code).toBe('response_cancel_not_active');
    c.send({ type: 'conversation.item.create', item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'hi' }] } });
    c.send({ type: 'response.create' });
    await c.next('response.output_audio.delta');
    c.send({ type: 'response.cancel' });
    const done = await c.next('response.done');
    expect(done.response).toMatchObject({ status: 'cancelled', status_details: { reason: 'client_cancelled' } });
    c.ws.close();
  });

  it('speaks the beta event names in beta mode', async () => {
    fake = await startRealtimeFake({ dialect: 'beta', script: [{ heard: 'hi', reply: 'Hello there.' }] });
    const c = await client(fake.url);
    c.send({ type: 'conversation.item.create', item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'hi' }] } });
    c.send({ type: 'response.create' });
    await c.next('response.audio_transcript.done');
    expect(c.events.some((e) => e.type === 'response.audio.delta')).toBe(true);
    expect(c.events.some((e) => e.type.startsWith('response.output_audio'))).toBe(false);
    c.ws.close();
  });

  it('rejects a too-short commit without voice detection, and fails on demand', async () => {
    fake = await startRealtimeFake();
    const c = await client(fake.url);
    c.send({ type: 'session.update', session: { type: 'realtime', audio: { input: { turn_detection: null } } } });
    await c.next('session.updated');
    c.send({ type: 'input_audio_buffer.append', audio: tonePcm16(40).toString('base64') });
    c.send({ type: 'input_audio_buffer.commit' });
    expect(((await c.next('error')).error as { code: string }).code).toBe('input_audio_buffer_commit_empty');
    c.ws.close();
    fake.setMode('fail', { times: 1 });
    const f = await client(fake.url);
    expect(((await f.next('error')).error as { type: string }).type).toBe('server_error');
  });
});
