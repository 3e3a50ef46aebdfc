import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createCompressedCache, negotiateEncoding, registerCompression } from './compression';

describe('negotiateEncoding', () => {
  it('prefers brotli, falls back to gzip, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('gzip;q=0, br;q=0')).toBeNull();
  });
});

describe('compressed responses', () => {
  const big = JSON.stringify({ words: Array.from({ length: 400 }, (_, i) => `word-${i % 37}`) });

  async function app() {
    const server = Fastify();
    await registerCompression(server);
    const cache = createCompressedCache(2);
    server.get('/dynamic', async () => JSON.parse(big) as unknown);
    server.get('/small', async () => ({ ok: true }));
    server.get('/cached', async (request, reply) => {
      return cache.send(request, reply.type('application/json'), 'v1', big);
    });
    return { server, cache };
  }

  it('compresses dynamic JSON over the threshold with brotli or gzip as asked', async () => {
    const { server } = await app();
    const br = await server.inject({ url: '/dynamic', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(big);
    const gz = await server.inject({ url: '/dynamic', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(big);
    const plain = await server.inject({ url: '/dynamic' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);
    const small = await server.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    await server.close();
  });

  it('serves a cached body compressed once per encoding, varying on Accept-Encoding', async () => {
    const { server, cache } = await app();
    const first = await server.inject({ url: '/cached', headers: { 'accept-encoding': 'br' } });
    const second = await server.inject({ url: '/cached', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(second.rawPayload).toString()).toBe(big);
    // the very same buffer: compressed once, not per request
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(cache.size).toBe(1);
    const gz = await server.inject({ url: '/cached', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(big);
    const plain = await server.inject({ url: '/cached' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);
    await server.close();
  });
});
