import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './testing/build-test-app';

const webRoot = mkdtempSync(join(tmpdir(), 'inkglow-web-'));
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>InkGlow</title><div id="root"></div>');
writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ EMBED_ALLOWED_ORIGINS: 'https://parent.example' }, { webRoot });
});
afterAll(() => t.close());

describe('the app', () => {
  it('reports health and which database is in use', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      db: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('serves index.html at the root', async () => {
    const res = await t.app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it('serves index.html for a deep link, uncached', async () => {
    const res = await t.app.inject('/styles/japanese');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year as immutable', async () => {
    const res = await t.app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not the app', async () => {
    const res = await t.app.inject('/assets/missing-123.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'not_found', message: 'No API route GET /api/nope' },
    });
    const post = await t.app.inject({ method: 'POST', url: '/api/also/nope', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().error.code).toBe('not_found');
  });

  it('sends the security headers', async () => {
    const res = await t.app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'self' https://parent.example");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('rejects malformed JSON with a 400 and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toMatch(/at .+\.(ts|js):\d+/);
  });

  it('gives public configuration without secrets', async () => {
    const res = await t.app.inject('/api/config');
    expect(res.json()).toEqual({
      contactEmail: 'hello@inkglow.app',
      googleEnabled: false,
      emailVerificationRequired: false,
      embedAllowedOrigins: ['https://parent.example'],
    });
    expect(res.body).not.toContain(t.config.AUTH_SECRET ?? 'no-secret');
  });
});
