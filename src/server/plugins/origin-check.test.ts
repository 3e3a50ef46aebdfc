import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../testing/build-test-app';
import { FOREIGN_ORIGIN_MESSAGE } from './origin-check';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const write = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/designs', payload: {}, headers });

describe('Origin check on API writes', () => {
  it('refuses a write from another site with 403 and the error shape', async () => {
    const res = await write({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'forbidden_origin', message: FOREIGN_ORIGIN_MESSAGE } });
    const opaque = await write({ origin: 'null' });
    expect(opaque.statusCode).toBe(403);
    const noOrigin = await write({ 'sec-fetch-site': 'cross-site' });
    expect(noOrigin.statusCode).toBe(403);
  });

  it('lets our own origin (both loopback spellings) and origin-less clients through to the route', async () => {
    const cases: Record<string, string>[] = [{ origin: 'http://localhost:3000' }, { origin: 'http://127.0.0.1:3000' }, {}];
    for (const headers of cases) {
      const res = await write(headers);
      expect(res.statusCode).toBe(401); // the route's own answer: designs need a signed-in user
    }
  });

  it('never blocks reads', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('HSTS', () => {
  it('is absent over plain http and present under an https PUBLIC_URL', async () => {
    expect((await t.app.inject('/api/health')).headers['strict-transport-security']).toBeUndefined();
    const https = await buildTestApp({ PUBLIC_URL: 'https://inkglow.example' });
    try {
      const res = await https.app.inject('/api/health');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await https.close();
    }
  });
});
