import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_KEY_MISSING_REASON } from '../keys';
import { createRealtime, realtimeUrl } from './realtime';

let server: WebSocketServer;
let base: string;
const seen: { url?: string; authorization?: string }[] = [];

beforeAll(async () => {
  server = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    // Like the real endpoint: a wrong key is refused before the upgrade.
    verifyClient: (info, done) => {
      seen.push({ url: info.req.url, authorization: info.req.headers.authorization });
      if (info.req.headers.authorization === 'Bearer good-key') done(true);
      else done(false, 401, 'Unauthorized');
    },
  });
  server.on('connection', (socket) => socket.send(JSON.stringify({ type: 'session.created', event_id: 'e1' })));
  await new Promise((resolve) => server.once('listening', resolve));
  base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/v1/realtime`;
});
afterAll(async () => {
  for (const client of server.clients) client.terminate();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('realtime connection', () => {
  it('puts the model in the query', () => {
    expect(realtimeUrl('wss://api.openai.com/v1/realtime', 'gpt-realtime')).toBe('wss://api.openai.com/v1/realtime?model=gpt-realtime');
    expect(realtimeUrl('ws://127.0.0.1:9/rt?model=old&x=1', 'm')).toBe('ws://127.0.0.1:9/rt?model=m&x=1');
  });

  it('opens the upstream socket with the bearer key and the configured model', async () => {
    const realtime = createRealtime({ serverKeys: { openai: 'good-key' }, url: base, model: 'gpt-realtime' });
    const socket = await realtime.connect({ userId: 'u1', guestKeys: {} });
    const first = await new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))));
    expect(JSON.parse(first)).toMatchObject({ type: 'session.created' });
    socket.close();
    expect(seen.at(-1)).toEqual({ url: '/v1/realtime?model=gpt-realtime', authorization: 'Bearer good-key' });
  });

  it('uses a guest key given to the voice socket, never the server key, for guests', async () => {
    const realtime = createRealtime({ serverKeys: { openai: 'server-key' }, url: base, model: 'gpt-realtime' });
    const guest = { userId: null, guestKeys: {} };
    expect(realtime.availability(guest)).toMatchObject({ available: false });
    expect(realtime.availability(guest, 'good-key')).toEqual({ available: true, keySource: 'guest' });
    const socket = await realtime.connect(guest, { guestKey: 'good-key' });
    socket.terminate();
    expect(seen.at(-1)?.authorization).toBe('Bearer good-key');
  });

  it('rejects with a ProviderError: refused key, no key, aborted', async () => {
    const refused = createRealtime({ serverKeys: { openai: 'bad-key' }, url: base, model: 'gpt-realtime' });
    await expect(refused.connect({ userId: 'u1', guestKeys: {} })).rejects.toMatchObject({ kind: 'auth', status: 401 });
    const none = createRealtime({ serverKeys: {}, url: base, model: 'gpt-realtime' });
    expect(none.availability({ userId: 'u1', guestKeys: {} })).toEqual({ available: false, reason: SERVER_KEY_MISSING_REASON });
    await expect(none.connect({ userId: 'u1', guestKeys: {} })).rejects.toMatchObject({ kind: 'auth' });
    const ok = createRealtime({ serverKeys: { openai: 'good-key' }, url: base, model: 'gpt-realtime' });
    await expect(ok.connect({ userId: 'u1', guestKeys: {} }, { signal: AbortSignal.abort() })).rejects.toMatchObject({ kind: 'aborted' });
  });
});
