// GET /api/catalog/*: the style library (replaces the spec's external table service). Answers carry
// a short max-age and an ETag; a failing database becomes 503 catalog_unavailable, logged.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CATALOG_UNAVAILABLE_CODE,
  CATALOG_UNAVAILABLE_MESSAGE,
  STYLE_NOT_FOUND_MESSAGE,
} from '../../../core/catalog-schemas';
import { HttpError, parseWith } from '../../http-errors';
import { createCompressedCache } from '../../plugins/compression';
import { createCatalogRepository, type TCatalogRepository } from './catalog.repository';
import { createCatalogService } from './catalog.service';

export interface TCatalogRoutesOptions {
  /** Defaults to the app's database. */
  repository?: TCatalogRepository;
}

/** Catalogue content changes only with a deploy; a minute of freshness, then a cheap revalidation. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
/** While example images are still being drawn, clients must revalidate to pick them up. */
export const CATALOG_PENDING_CACHE_CONTROL = 'no-cache';

const ZStyleParams = z.object({ id: z.string().min(1).max(100) });

function etagOf(json: string) {
  return `"${createHash('sha1').update(json).digest('base64url')}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

/** Catalogue answers are the same for everyone: each version is compressed once, not per request. */
const compressed = createCompressedCache();

function sendCached(request: FastifyRequest, reply: FastifyReply, body: unknown, pending = false) {
  const json = JSON.stringify(body);
  const etag = etagOf(json);
  reply
    .header('cache-control', pending ? CATALOG_PENDING_CACHE_CONTROL : CATALOG_CACHE_CONTROL)
    .header('etag', etag)
    .header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return compressed.send(request, reply.type('application/json; charset=utf-8'), etag, json);
}

export async function catalogRoutes(app: FastifyInstance, options: TCatalogRoutesOptions) {
  const service = createCatalogService(options.repository ?? createCatalogRepository(app.db));

  /** Any failure below the service is the database's: log it, answer 503. */
  async function guarded<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      request.log.error({ err: error }, 'style library query failed');
      throw new HttpError(503, CATALOG_UNAVAILABLE_CODE, CATALOG_UNAVAILABLE_MESSAGE, {
        'retry-after': '5',
        'cache-control': 'no-store',
      });
    }
  }

  app.get('/api/catalog/styles', async (request, reply) => {
    const list = await guarded(request, () => service.listStyles());
    return sendCached(request, reply, list, list.styles.some((s) => !s.image));
  });

  app.get('/api/catalog/styles/:id', async (request, reply) => {
    const { id } = parseWith(ZStyleParams, request.params);
    const style = await guarded(request, () => service.getStyle(id));
    if (!style) {
      throw new HttpError(404, 'not_found', STYLE_NOT_FOUND_MESSAGE, { 'cache-control': 'no-cache' });
    }
    return sendCached(request, reply, style, !style.image);
  });

  app.get('/api/catalog/colors', async (request, reply) =>
    sendCached(request, reply, await guarded(request, () => service.listColors())),
  );
  app.get('/api/catalog/techniques', async (request, reply) =>
    sendCached(request, reply, await guarded(request, () => service.listTechniques())),
  );
  app.get('/api/catalog/themes', async (request, reply) =>
    sendCached(request, reply, await guarded(request, () => service.listThemes())),
  );
  app.get('/api/catalog/keywords', async (request, reply) =>
    sendCached(request, reply, await guarded(request, () => service.keywords())),
  );
}
