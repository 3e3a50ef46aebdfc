// GET /api/voice in the real app: registered with the WebSocket plugin, guarded against other
// sites, offline for a guest without a key, the same sign-in as HTTP routes (cookie or a framed
// page's token), and the per-user cap counted in the database across processes.
import Fastify from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { VOICE_CLOSE, VOICE_MESSAGES } from '../../../core/voice/voice-schemas';
import { createLeaseRepository } from '../../db/lease.repository';
import { SERVER_KEY_MISSING_REASON } from '../../ai/keys';
import { signUpAndGetCookie } from '../../testing/auth-helpers';
import { buildTestApp, type TTestApp } from '../../testing/build-test-app';
import { voiceDepsFromAi } from './voice-deps-ai';
import { voiceClient } from './voice-test-kit';
import { voiceRoutes } from './voice.routes';

const ORIGIN = { Origin: 'http://localhost:3000' };
let t: TTestApp;
let url = '';
beforeAll(async () => {
  // No server keys: a signed-in user gets the offline assistant with the administrator's reason,
  // a guest gets it with the "enter your own key" reason; that difference shows who the socket saw.
  t = await buildTestApp({ VOICE_MAX_SESSIONS_PER_USER: '1' });
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
    const page = await voiceClient(url, ORIGIN);
    page.send({ type: 'session.start' });
    const ready = await page.next('session.ready');
    expect(ready).toMatchObject({ mode: 'offline' });
    expect(ready.reason).not.toBe(SERVER_KEY_MISSING_REASON);
    expect(await page.next('response.text.done')).toMatchObject({ text: expect.stringContaining('offline assistant') });
    page.ws.close(1000);
    await page.closed;
  });

  it('knows a signed-in user by the session cookie, or by the token a framed page sends first', async () => {
    const user = await signUpAndGetCookie(t.app);
    const byCookie = await voiceClient(url, { ...ORIGIN, Cookie: user.cookie });
    byCookie.send({ type: 'session.start' });
    expect(await byCookie.next('session.ready')).toMatchObject({ mode: 'offline', reason: SERVER_KEY_MISSING_REASON });
    byCookie.ws.close(1000);
    await byCookie.closed;

    expect(user.token).not.toBe('');
    const byToken = await voiceClient(url, ORIGIN); // no cookie, as in a cross-site frame
    byToken.send({ type: 'session.start', authToken: user.token });
    expect(await byToken.next('session.ready')).toMatchObject({ mode: 'offline', reason: SERVER_KEY_MISSING_REASON });
    byToken.ws.close(1000);
    await byToken.closed;

    const forged = await voiceClient(url, ORIGIN);
    forged.send({ type: 'session.start', authToken: `${user.token}x` });
    const asGuest = await forged.next('session.ready');
    expect(asGuest.reason).not.toBe(SERVER_KEY_MISSING_REASON);
    forged.ws.close(1000);
    await forged.closed;
  });

  it("counts a user's sessions across processes in the database", async () => {
    const user = await signUpAndGetCookie(t.app);
    // A second relay process on the same database (VOICE_MAX_SESSIONS_PER_USER is 1 in both).
    const other = Fastify();
    await other.register(fastifyWebsocket);
    await other.register(voiceRoutes, {
      deps: voiceDepsFromAi(t.app),
      leases: createLeaseRepository(t.app.db),
      limits: { maxSessionsPerUser: 1 },
      userOf: (request, token) => t.app.getSessionUserByToken(token ?? ''),
    });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const otherUrl = `ws://127.0.0.1:${(other.server.address() as { port: number }).port}/api/voice`;
    try {
      const first = await voiceClient(url, { ...ORIGIN, Cookie: user.cookie });
      first.send({ type: 'session.start' });
      await first.next('session.ready');

      const second = await voiceClient(otherUrl);
      second.send({ type: 'session.start', authToken: user.token });
      expect(await second.next('error')).toMatchObject({ message: VOICE_MESSAGES.userBusy });
      expect((await second.closed).code).toBe(VOICE_CLOSE.busy);

      first.ws.close(1000);
      await first.closed;
      // The place is given back when the first session ends, so the other process may take it.
      await expect
        .poll(async () => {
          const third = await voiceClient(otherUrl);
          third.send({ type: 'session.start', authToken: user.token });
          const answer = await Promise.race([third.next('session.ready'), third.next('error')]);
          third.ws.close(1000);
          return answer.type === 'error' ? String(answer.message) : answer.type;
        })
        .toBe('session.ready');
    } finally {
      await other.close();
    }
  });
});
