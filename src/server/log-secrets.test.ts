// Logs never carry a one-time token or a provider key pasted into a URL: without SMTP_URL an unsent mail is logged with its links'
// tokens redacted (outside development), checked against the real token in the database.
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
