// Logs never carry a one-time token or a provider key pasted into a URL: without SMTP_URL an unsent mail is logged with its links'
// tokens redacted (outside development), checked against the real token in the database.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { like } from 'drizzle-orm';
import { buildTestApp } from './testing/build-test-app';
import { authHeaders, signUpAndGetCookie } from './testing/auth-helpers';
import { loadConfig } from './config';
import { loggerOptions } from './logger';
import { verification } from './db/schema';

function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  // Better Auth writes its own warnings to the console: those count as log output too.
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  }
  const logger = { ...(loggerOptions(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'trace' })) as object), stream };
  return { lines, logger };
}

describe('without SMTP_URL', () => {
  it('logs that a mail was not sent, with its link but not its token', async () => {
    const logs = captureLogs();
    const t = await buildTestApp({ LOG_LEVEL: 'trace' }, { logger: logs.logger });
    try {
      const u = await signUpAndGetCookie(t.app);
      const ask = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: authHeaders(t.app),
        payload: { email: u.email, redirectTo: '/auth/reset-password' },
      });
      expect(ask.statusCode).toBe(200);
      const [row] = await t.app.db.select().from(verification).where(like(verification.identifier, 'reset-password:%'));
      const token = row.identifier.slice('reset-password:'.length);
      expect(token.length).toBeGreaterThan(10);
      const unsent = logs.lines.filter((l) => l.includes('mail not sent'));
      expect(unsent).toHaveLength(1);
      expect(unsent[0]).toContain('/api/auth/reset-password/[redacted]');
      expect(logs.lines.filter((l) => l.includes(token))).toEqual([]);
    } finally {
      await t.close();
      vi.restoreAllMocks();
    }
  }, 60_000);
});

describe('a provider key pasted where an id goes', () => {
  it('is not logged with the request URL', async () => {
    const logs = captureLogs();
    const t = await buildTestApp({ LOG_LEVEL: 'trace' }, { logger: logs.logger });
    const openaiKey = 'sk-proj-' + 'Ab3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6kM9nP2'; // key-shaped, not a real key
    const longKey = 'x7Kq2Vb9Lm4Np8Rs1Tu5Wx3Yz6Ac0De9Fg2Hj5Kl8Mn'; // an unprefixed key (Ideogram-like)
    try {
      const asks = [
        { method: 'GET', url: `/api/images/${openaiKey}` },
        { method: 'GET', url: `/api/images/${openaiKey}/print.png?download=x` },
        { method: 'PATCH', url: `/api/generations/${longKey}`, payload: { description: 'x' } },
        { method: 'GET', url: `/api/nothing-here/${openaiKey}` },
        { method: 'GET', url: `/api/images/x?w=${encodeURIComponent(openaiKey)}` },
      ] as const;
      for (const ask of asks) {
        const res = await t.app.inject({ ...ask, headers: authHeaders(t.app) });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
      const requestLines = logs.lines.filter((l) => l.includes('"url":"/api/'));
      expect(requestLines.length).toBeGreaterThanOrEqual(asks.length);
      expect(requestLines.some((l) => l.includes('/api/images/[redacted]/print.png?download=x'))).toBe(true);
      expect(requestLines.some((l) => l.includes('/api/generations/[redacted]'))).toBe(true);
      for (const secret of [openaiKey, longKey, openaiKey.slice(0, 16), longKey.slice(0, 16)]) {
        expect(logs.lines.filter((l) => l.includes(secret))).toEqual([]);
      }
    } finally {
      await t.close();
      vi.restoreAllMocks();
    }
  }, 60_000);
});

/**
 * A loopback "provider" that, like a careless OpenAI-compatible server, quotes the key it was sent
 * in its error answer: the error path must not carry it on to the log or to the caller.
 */
async function startEchoingProvider(): Promise<{ url: string; server: Server; keysSeen: string[] }> {
  const keysSeen: string[] = [];
  const server = createServer((req, res) => {
    const sent = req.headers.authorization ?? req.headers['x-key'] ?? req.headers['api-key'] ?? '';
    keysSeen.push(String(sent));
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: `Incorrect API key provided: ${String(sent)}`, code: `bad_key_${String(sent)}` } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, keysSeen };
}

describe('planted secrets', () => {
  // Distinct fake keys, shaped like each kind a guest or a link can carry (none is a real key).
  const planted = {
    openai: 'sk-proj-' + 'Qw3eR5tY7uI9oP1aS3dF5gH7jK9lZ2xC4vB6nM8qW0eR2t',
    openaiPath: 'sk-' + 'Zx8cV6bN4mQ2wE0rT8yU6iO4pA2sD0fG8hJ6kL4',
    flux: 'b7e4c2a1-3f5d-4e8b-9a7c-1d2e3f4a5b6c', // BFL keys are UUIDs
    ideogram: 'IdG' + 'x4kP9mQ2vR7tW1yZ5bN8cF3hJ6lS0dA4gE7uK2oM9pT1',
    bearer: 'Bearer ' + 'eyJhbGciOiJIUzI1NiJ9' + '.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl',
    hex: '9f86d081884c7d659a2feaa0c55ad015' + 'a3bf4f1b2b0b822cd15d6c15b0f00a08',
    base64: 'Tm90QVJlYWxLZXlCdXRMb29rc0xpa2VPbmU' + '+/Zm9yVGVzdHM=',
    reset: 'rSt' + 'Tk9q2W8e5R1t7Y3u6I0o4P2a',
    session: 'sEs' + 'Tk7v3B9n1M5x8C2z4L6k0J3h',
    query: 'sk-ant-' + 'Qa1Ws2Ed3Rf4Tg5Yh6Uj7Ik8Ol9P0',
  };
  // What would betray a key even when cut: the whole value and a long enough piece of it.
  const needles = Object.values(planted).flatMap((v) => {
    const bare = v.replace(/^Bearer /, '');
    return [v, bare, bare.slice(-16)];
  });
  const leaksIn = (text: string) => needles.filter((n) => text.includes(n) || text.includes(encodeURIComponent(n)));

  it('appear in no log line and no response body, wherever they are sent', async () => {
    const logs = captureLogs();
    const echo = await startEchoingProvider();
    const t = await buildTestApp(
      { LOG_LEVEL: 'trace', OPENAI_BASE_URL: echo.url, BFL_BASE_URL: echo.url, IDEOGRAM_BASE_URL: echo.url },
      { logger: logs.logger },
    );
    const guestKeys = { 'x-openai-key': planted.openai, 'x-flux-key': planted.flux, 'x-ideogram-key': planted.ideogram };
    const p = planted;
    const q = encodeURIComponent;
    try {
      const asks: Array<{ method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT'; url: string; headers?: Record<string, string>; payload?: Record<string, unknown>; body?: string }> = [
        // headers: the guest key headers and an Authorization header, on routes that reach a provider
        { method: 'POST', url: '/api/generate', headers: { ...guestKeys, authorization: p.bearer }, payload: { prompt: 'rose', model: 'chatgpt-image-1' } },
        { method: 'POST', url: '/api/generate', headers: guestKeys, payload: { prompt: 'rose', model: 'flux-schnell' } },
        { method: 'POST', url: '/api/generate', headers: guestKeys, payload: { prompt: 'rose', model: 'ideogram' } },
        { method: 'POST', url: '/api/chat', headers: guestKeys, payload: { assistantId: 'x', messages: [{ role: 'user', content: 'hi' }] } },
        { method: 'GET', url: '/api/providers', headers: { ...guestKeys, authorization: p.bearer } },
        // JSON bodies: a key pasted into a field, and into a body that is not valid JSON
        { method: 'POST', url: '/api/designs', payload: { title: p.openai, prompt: p.ideogram } },
        { method: 'POST', url: '/api/generate', payload: { prompt: 'rose', model: p.openai } },
        { method: 'POST', url: '/api/generate', headers: { 'content-type': 'application/json' }, body: p.openai },
        { method: 'POST', url: '/api/generate', headers: { 'content-type': 'application/json' }, body: `{"prompt": ${p.ideogram}}` },
        { method: 'PUT', url: '/api/preferences', payload: { [p.openai]: p.hex } },
        // query strings: by name, by shape, bare, as a name, inside a sentence
        { method: 'GET', url: `/api/catalog/styles?key=${q(p.openai)}&apiKey=${q(p.ideogram)}` },
        { method: 'GET', url: `/api/catalog/styles?auth=${q(p.bearer)}` },
        { method: 'GET', url: `/api/catalog/styles?session=${p.session}&sid=${p.hex}` },
        { method: 'GET', url: `/api/auth/reset-password?token=${p.reset}&callbackURL=%2F` },
        { method: 'GET', url: `/api/catalog/styles?q=${q(`my key is ${p.query} ok`)}` },
        { method: 'GET', url: `/api/catalog/styles?${p.openai}` },
        { method: 'GET', url: `/api/catalog/styles?${q(p.openaiPath)}=1` },
        { method: 'GET', url: `/api/catalog/styles?blob=${q(p.base64)}` },
        // URL paths: ids, inside a segment, a bad %-escape after a key, a route that does not exist
        { method: 'GET', url: `/api/images/${p.openai}` },
        { method: 'GET', url: `/api/images/${p.hex}/print.png` },
        { method: 'DELETE', url: `/api/designs/${q(p.bearer)}` },
        { method: 'PATCH', url: `/api/generations/key=${p.openaiPath}`, payload: { description: 'x' } },
        { method: 'GET', url: `/api/auth/reset-password/${p.reset}` },
        { method: 'GET', url: `/api/images/${p.query}%zz` },
        { method: 'GET', url: `/api/nothing-here/${p.ideogram}/${q(p.base64)}` },
        { method: 'GET', url: `/nothing/${p.openai}` },
      ];
      const bodies: string[] = [];
      for (const ask of asks) {
        const { body, ...rest } = ask;
        const res = await t.app.inject({
          ...rest,
          ...(body === undefined ? {} : { payload: body }),
          headers: { ...authHeaders(t.app), ...ask.headers },
        });
        bodies.push(`${ask.method} ${ask.url.slice(0, 40)} -> ${res.statusCode} ${res.body}`);
        // a guest's rejected key is the caller's 400; without a web build, pages answer 503
        expect(res.statusCode, `${ask.method} ${ask.url}`).not.toBe(500);
      }
      // The keys did reach the provider (so its echoing error path ran) and the requests were logged
      // (so the checks below look at real lines).
      const seen = echo.keysSeen.join(' ');
      for (const key of [p.openai, p.flux, p.ideogram]) expect(seen).toContain(key);
      expect(logs.lines.filter((l) => l.includes('"url":"/')).length).toBeGreaterThanOrEqual(asks.length);
      expect(logs.lines.join('\n')).toContain('"statusCode":');
      expect(bodies.filter((b) => leaksIn(b).length > 0), 'response bodies').toEqual([]);
      expect(logs.lines.filter((l) => leaksIn(l).length > 0), 'log lines').toEqual([]);
    } finally {
      await t.close();
      await new Promise((resolve) => echo.server.close(resolve));
      vi.restoreAllMocks();
    }
  }, 120_000);
});
