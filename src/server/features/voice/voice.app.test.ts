// GET /api/voice in the real app: registered with the WebSocket plugin, guarded against other
// sites, offline for a guest without a key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TTestApp } from '../../testing/build-test-app';
import { voiceClient } from './voice-test-kit';

let t: TTestApp;
let url = '';
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/voice`;
});
afterAll(() => t.close());

describe('GET /api/voice in the app', () => {
  it('refuses an upgrade from another site', async () => {
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(url, { headers: { Origin: 'https://evil.example' } });
      ws.on('unexpected-response', (req, res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      ws.on('error', () => {});
    });
    expect(status).toBe(403);
  });

  it('runs the offline assistant for a guest without a key', async () => {
    const page = await voiceClient(url, { Origin: 'http://localhost:3000' });
    page.send({ type: 'session.start' });
    expect(await page.next('session.ready')).toMatchObject({ mode: 'offline' });
    expect(await page.next('response.text.done')).toMatchObject({ text: expect.stringContaining('offline assistant') });
    page.ws.close(1000);
    await page.closed;
  });
});
