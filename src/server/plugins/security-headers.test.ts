import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { registerSecurityHeaders, securityHeaderOptions } from './security-headers';

const HELMET_NAMES = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'cross-origin-opener-policy'];

async function answer(register: (app: ReturnType<typeof Fastify>) => Promise<unknown>, url = '/') {
  const app = Fastify();
  await register(app);
  app.get('/', async () => ({ ok: true }));
  app.get('/stream', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.end('data: 1\n\n');
  });
  const res = await app.inject(url);
  await app.close();
  return res.headers;
}

describe('security headers', () => {
  for (const publicUrl of ['http://localhost:3000', 'https://inkglow.example']) {
    it(`sends exactly what @fastify/helmet sends for the same options (${publicUrl})`, async () => {
      const args: [string[], URL, string[]] = [['https://parent.example'], new URL(publicUrl), ["'sha256-abc'"]];
      const ours = await answer((app) => registerSecurityHeaders(app, ...args));
      const theirs = await answer((app) => app.register(helmet, securityHeaderOptions(...args)));
      const { date: _a, ...oursRest } = ours;
      const { date: _b, ...theirsRest } = theirs;
      expect(oursRest).toEqual(theirsRest);
      for (const name of HELMET_NAMES) expect(ours[name], name).toBeDefined();
      expect(ours['content-security-policy']).toContain("frame-ancestors 'self' https://parent.example");
      expect(ours['content-security-policy']).toContain("script-src 'self' 'sha256-abc'");
      expect(ours['strict-transport-security'] !== undefined).toBe(publicUrl.startsWith('https:'));
    });
  }

  it('keeps them on a hijacked stream', async () => {
    const headers = await answer((app) => registerSecurityHeaders(app, [], new URL('https://inkglow.example')), '/stream');
    expect(headers['content-type']).toBe('text/event-stream');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toContain('max-age=31536000');
  });
});
