// GET /api/catalog/*: the style library (replaces the spec's external table service). Answers carry
// a short max-age and an ETag; a failing database becomes 503 catalog_unavailable, logged.
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
import { createAnswerCache, type TAnswerCache, type TCachedAnswer } from './catalog-answer-cache';

export interface TCatalogRoutesOptions {
  /** Defaults to the app's database. */
  repository?: TCatalogRepository;
  /** Answers kept in memory; registerCatalog clears it when the catalogue changes. */
  cache?: TAnswerCache;
}

/** Catalogue content changes only with a deploy; a minute of freshness, then a cheap revalidation. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
/** While example images are still being drawn, clients must revalidate to pick them up. */
export const CATALOG_PENDING_CACHE_CONTROL = 'no-cache';

// Style ids are slugs: anything else (a NUL, a space, an over-long id) is not a style, and never
// reaches the database.
const ZStyleParams = z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'not a style id') });

function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

/** Catalogue answers are the same for everyone: each version is compressed once, not per request. */
const compressed = createCompressedCache();

function sendCached(request: FastifyRequest, reply: FastifyReply, { json, etag, pending }: TCachedAnswer) {
  reply
    .header('cache-control', pending ? CATALOG_PENDING_CACHE_CONTROL : CATALOG_CACHE_CONTROL)
    .header('etag', etag)
    .header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return compressed.send(request, reply.type('application/json; charset=utf-8'), etag, json);
}

export async function catalogRoutes(app: FastifyInstance, options: TCatalogRoutesOptions) {
  const service = createCatalogService(options.repository ?? createCatalogRepository(app.db));
  const cache = options.cache ?? createAnswerCache();

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

  const answer = <T>(request: FastifyRequest, key: string, load: () => Promise<T>, pending?: (value: T) => boolean) =>
    guarded(request, () => cache.get(key, load, pending));

  app.get('/api/catalog/styles', async (request, reply) =>
    sendCached(request, reply, await answer(request, 'styles', () => service.listStyles(), (list) => list.styles.some((s) => !s.image))),
  );

  app.get('/api/catalog/styles/:id', async (request, reply) => {
    const { id } = parseWith(ZStyleParams, request.params);
    const style = await answer(request, `style:${id}`, async () => (await service.getStyle(id)) ?? null, (found) => Boolean(found && !found.image));
    if (style.json === 'null') {
      throw new HttpError(404, 'not_found', STYLE_NOT_FOUND_MESSAGE, { 'cache-control': 'no-cache' });
    }
    return sendCached(request, reply, style);
  });

  app.get('/api/catalog/colors', async (request, reply) =>
    sendCached(request, reply, await answer(request, 'colors', () => service.listColors())),
  );
  app.get('/api/catalog/techniques', async (request, reply) =>
    sendCached(request, reply, await answer(request, 'techniques', () => service.listTechniques())),
  );
  app.get('/api/catalog/themes', async (request, reply) =>
    sendCached(request, reply, await answer(request, 'themes', () => service.listThemes())),
  );
  app.get('/api/catalog/keywords', async (request, reply) =>
    sendCached(request, reply, await answer(request, 'keywords', () => service.keywords())),
  );
}
