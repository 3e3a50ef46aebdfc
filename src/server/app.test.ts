import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './testing/build-test-app';

const webRoot = mkdtempSync(join(tmpdir(), 'inkglow-web-'));
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>InkGlow</title><div id="root"></div>');
writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
// what the build's precompression step writes next to a script
const bigScript = `console.log(${JSON.stringify('ink '.repeat(2000))});`;
writeFileSync(join(webRoot, 'assets', 'big-abc123.js'), bigScript);
writeFileSync(join(webRoot, 'assets', 'big-abc123.js.br'), brotliCompressSync(bigScript));
writeFileSync(join(webRoot, 'assets', 'big-abc123.js.gz'), gzipSync(bigScript));
writeFileSync(join(webRoot, 'assets', 'capture.worklet-abc123.js'), 'registerProcessor("x", class {})');
writeFileSync(join(webRoot, 'assets', 'logo-abc123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

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
    // never revalidated: no validators to send with each of them
    for (const name of ['etag', 'last-modified', 'accept-ranges']) expect(res.headers[name], name).toBeUndefined();
  });

  it('keeps document-only security headers off scripts, but on pages, worklets and SVGs', async () => {
    const documentOnly = ['content-security-policy', 'cross-origin-opener-policy', 'x-xss-protection', 'referrer-policy'];
    for (const headers of [{}, { 'accept-encoding': 'br' }]) {
      const script = await t.app.inject({ url: '/assets/big-abc123.js', headers });
      expect(script.statusCode).toBe(200);
      for (const name of documentOnly) expect(script.headers[name], name).toBeUndefined();
      // these two guard subresources too
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
    for (const url of ['/', '/assets/capture.worklet-abc123.js', '/assets/logo-abc123.svg']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
  });

  it('sends precompressed assets as the browser accepts them, varying on Accept-Encoding', async () => {
    const br = await t.app.inject({ url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
    const gz = await t.app.inject({ url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigScript);
    const plain = await t.app.inject('/assets/big-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.body).toBe(bigScript);
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

  it('rejects malformed JSON on a real route with a 400 in the error shape and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'ctp_invalid_json_body', message: expect.stringContaining('not valid JSON') },
    });
    expect(res.body).not.toMatch(/at .+\.(ts|js):\d+/);
  });

  it('answers an oversized body with 413 and an unsupported content type with 415, in the error shape', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/generate',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ prompt: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: { code: 'ctp_body_too_large', message: 'The request body is too large.' } });
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/generate',
      headers: { 'content-type': 'application/xml' },
      payload: '<prompt>rose</prompt>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ error: { code: 'ctp_invalid_media_type', message: 'Unsupported content type.' } });
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
