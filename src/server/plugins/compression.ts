// Response compression. Dynamic answers (JSON, HTML, SVG) over a threshold are compressed per
// request by @fastify/compress (brotli when the client asks for it, else gzip). Answers that are
// the same for everyone and change rarely (the style library, prerendered pages) are compressed
// once and kept: `createCompressedCache` below. Built assets come precompressed from the build
// (see web-app.ts). Images and fonts are already compressed and are never touched.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Smaller answers are sent as they are: compression would save less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance) {
  // Must be registered before the routes: it attaches itself to each route as it is declared.
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}

export type TContentEncoding = 'br' | 'gzip';

/** The encoding to use for this request (br preferred), or null for identity. Honours q=0. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): TContentEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    if (!token) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(token, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

interface TCompressedEntry {
  body: Buffer;
  /** The status to answer with (prerendered pages: 200 or 404); default 200. */
  status?: number;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Keeps the compressed forms of a few bodies keyed by a version string (an ETag, a hash): each
 * body is compressed at most once per encoding, however many requests ask for it.
 */
export function createCompressedCache(maxEntries = 64) {
  const entries = new Map<string, TCompressedEntry>();

  function put(key: string, body: string | Buffer, status?: number): TCompressedEntry {
    const entry: TCompressedEntry = { body: Buffer.isBuffer(body) ? body : Buffer.from(body), status };
    entries.delete(key);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(key, entry);
    return entry;
  }

  function get(key: string): TCompressedEntry | undefined {
    const entry = entries.get(key);
    if (entry) {
      entries.delete(key); // refresh its place: the least recently used goes first
      entries.set(key, entry);
    }
    return entry;
  }

  function encoded(entry: TCompressedEntry, encoding: TContentEncoding): Buffer {
    if (encoding === 'br') {
      entry.br ??= brotliCompressSync(entry.body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
      });
      return entry.br;
    }
    entry.gzip ??= gzipSync(entry.body, { level: 9 });
    return entry.gzip;
  }

  return {
    put: (key: string, body: string | Buffer, status?: number) => void put(key, body, status),
    has: (key: string) => entries.has(key),
    /**
     * Sends the body kept under `key` (or `body`, kept from now on) compressed as the request
     * allows; the caller sets the content type. Always varies on Accept-Encoding.
     */
    send(request: FastifyRequest, reply: FastifyReply, key: string, body?: string | Buffer) {
      const entry = get(key) ?? put(key, body ?? '');
      reply.header('vary', 'accept-encoding');
      if (entry.status) reply.status(entry.status);
      const encoding =
        entry.body.length >= COMPRESS_THRESHOLD_BYTES ? negotiateEncoding(request.headers['accept-encoding']) : null;
      if (!encoding) return reply.send(entry.body);
      return reply.header('content-encoding', encoding).send(encoded(entry, encoding));
    },
    get size() {
      return entries.size;
    },
  };
}
