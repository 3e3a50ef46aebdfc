import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOG_UNAVAILABLE_MESSAGE,
  ZCatalogErrorBody,
  ZColorList,
  ZKeywordSets,
  ZStyleDetail,
  ZStyleList,
  ZTechniqueList,
  ZThemeList,
} from '../../../core/catalog-schemas';
import { STYLES } from '../../../core/options';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { styles } from '../../db/schema';
import { loadSeedData } from '../../db/seed/load-seed-data';
import { registerErrorHandling } from '../../plugins/errors';
import { buildTestApp, type TTestApp } from '../../testing/build-test-app';
import { catalogRoutes } from './catalog.routes';
import { createAnswerCache } from './catalog-answer-cache';
import { createCatalogRepository, type TCatalogRepository } from './catalog.repository';

let t: TTestApp;
let data: Awaited<ReturnType<typeof loadSeedData>>;
beforeAll(async () => {
  t = await buildTestApp();
  data = await loadSeedData();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('GET /api/catalog/styles', () => {
  it('lists every seeded style in the spec order, matching its schema', async () => {
    const res = await get('/api/catalog/styles');
    expect(res.statusCode).toBe(200);
    const body = ZStyleList.parse(res.json());
    expect(body.styles).toHaveLength(data.styles.records.length);
    expect(body.styles[0]).toMatchObject({ id: 'realism', name: 'Realism' });
    const japanese = body.styles.find((s) => s.id === 'japanese')!;
    const source = data.styles.records.find((s) => s.id === 'japanese')!;
    expect(japanese).toMatchObject({
      name: source.name,
      shortDescription: source.shortDescription,
      characteristics: source.characteristics,
      traits: source.traits,
    });
    // The list is card data only.
    expect(japanese).not.toHaveProperty('fullDescription');
  });

  it('is compressed as asked (brotli, gzip, none), the same bytes each time', async () => {
    const plain = await get('/api/catalog/styles');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await get('/api/catalog/styles', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const again = await get('/api/catalog/styles', { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    const gz = await get('/api/catalog/styles', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('sends an ETag and answers 304 when it still matches', async () => {
    const res = await get('/api/catalog/styles');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers['cache-control']).toMatch(/max-age=60|no-cache/);
    const again = await get('/api/catalog/styles', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/api/catalog/styles', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });
});

describe('GET /api/catalog/styles/:id', () => {
  it('returns the full record with its description and example recipe', async () => {
    const res = await get('/api/catalog/styles/japanese');
    expect(res.statusCode).toBe(200);
    const style = ZStyleDetail.parse(res.json());
    const source = data.styles.records.find((s) => s.id === 'japanese')!;
    expect(style.fullDescription).toBe(source.fullDescription);
    expect(style.example).toEqual(source.example);
    expect(style.generatorStyle).toBe('japanese');
  });

  it("designs a style outside the generator's ten in its example's style", async () => {
    const outsider = data.styles.records.find((s) => !STYLES.some((g) => g.value === s.id))!;
    const style = ZStyleDetail.parse((await get(`/api/catalog/styles/${outsider.id}`)).json());
    expect(style.generatorStyle).toBe(outsider.example.style);
  });

  it('answers 404 "Style not found" for an unknown id', async () => {
    const res = await get('/api/catalog/styles/no-such-style');
    expect(res.statusCode).toBe(404);
    expect(ZCatalogErrorBody.parse(res.json())).toEqual({ error: { code: 'not_found', message: 'Style not found' } });
  });
});

describe('example images', () => {
  it('are null until rendered, then a card-size WebP with its pixel size', async () => {
    // The catalogue might be shared with other suites on PostgreSQL: use a style and set it explicitly.
    const png = await sharp({ create: { width: 683, height: 1024, channels: 3, background: '#333' } }).png().toBuffer();
    const { db } = t.app;
    await db.update(styles).set({ image_id: null }).where(eq(styles.id, 'minimalist'));
    const before = ZStyleList.parse((await get('/api/catalog/styles')).json());
    expect(before.styles.find((s) => s.id === 'minimalist')!.image).toBeNull();
    expect((await get('/api/catalog/styles')).headers['cache-control']).toBe('no-cache');

    const stored = await t.app.images.save({ bytes: png, mime: 'image/png', model: 'local' });
    await db
      .update(styles)
      .set({ image_id: stored.id, image_width: 683, image_height: 1024 })
      .where(eq(styles.id, 'minimalist'));
    const list = ZStyleList.parse((await get('/api/catalog/styles')).json());
    const image = list.styles.find((s) => s.id === 'minimalist')!.image!;
    expect(image).toEqual({ id: stored.id, url: `/api/images/${stored.id}?w=640`, width: 640, height: 960 });
    const file = await get(image.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await sharp(file.rawPayload).metadata()).width).toBe(640);

    const detail = ZStyleDetail.parse((await get('/api/catalog/styles/minimalist')).json());
    expect(detail.image).toEqual({ id: stored.id, url: `/api/images/${stored.id}?w=1024`, width: 683, height: 1024 });
  });
});

describe('colors, techniques, themes and keywords', () => {
  it('return the seeded records in camelCase, matching their schemas', async () => {
    const colors = ZColorList.parse((await get('/api/catalog/colors')).json()).colors;
    expect(colors.map((c) => c.id)).toEqual(data.colors.records.map((c) => c.id));
    expect(colors[0]).toEqual(data.colors.records[0]);

    const techniques = ZTechniqueList.parse((await get('/api/catalog/techniques')).json()).techniques;
    expect(techniques).toEqual(data.techniques.records);

    const themes = ZThemeList.parse((await get('/api/catalog/themes')).json()).themes;
    expect(themes).toEqual(data.themes.records);
  });

  it('builds the keyword sets from the tables, lower-cased and without repeats', async () => {
    const res = await get('/api/catalog/keywords');
    expect(res.headers['cache-control']).toMatch(/max-age=60/);
    const sets = ZKeywordSets.parse(res.json());
    expect(sets.style).toContain('japanese');
    expect(sets.style).toContain('neo-traditional');
    expect(sets.technique).toContain(data.techniques.records[0].keyword.toLowerCase());
    expect(sets.color).toContain(data.colors.records[0].keyword.toLowerCase());
    expect(sets.subject).toContain(data.themes.records[0].items[0].toLowerCase());
    for (const list of Object.values(sets)) {
      expect(new Set(list).size).toBe(list.length);
      expect(list.every((w) => w === w.toLowerCase())).toBe(true);
    }
  });
});

describe('when the database fails', () => {
  const unavailable = { error: { code: 'catalog_unavailable', message: CATALOG_UNAVAILABLE_MESSAGE } };

  it('answers 503 catalog_unavailable on every route and logs the failure', async () => {
    const failure = new Error('connection refused');
    const fail = () => Promise.reject(failure);
    const repository: TCatalogRepository = {
      listStyles: fail,
      findStyle: fail,
      listColors: fail,
      listTechniques: fail,
      listThemes: fail,
    };
    const logged: unknown[] = [];
    const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } } });
    registerErrorHandling(app);
    await app.register(catalogRoutes, { repository });
    for (const url of ['styles', 'styles/japanese', 'colors', 'techniques', 'themes', 'keywords']) {
      const res = await app.inject(`/api/catalog/${url}`);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(unavailable);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(logged).toHaveLength(6);
    expect(logged[0]).toMatchObject({ msg: 'style library query failed', err: { message: 'connection refused' } });
    await app.close();
  });

  it('answers 503 when the real database has gone away', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.config.DATA_DIR, AUTH_SECRET: t.config.AUTH_SECRET });
    const database = await openDatabase({});
    const app = await buildApp({ config, database, webRoot: t.config.DATA_DIR });
    await app.ready();
    expect((await app.inject('/api/catalog/techniques')).statusCode).toBe(200);
    await database.close();
    // What was already read is served from memory; what was not answers 503.
    expect((await app.inject('/api/catalog/techniques')).statusCode).toBe(200);
    const res = await app.inject('/api/catalog/styles');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(unavailable);
    await app.close();
  });
});

describe('answers from memory', () => {
  it('reads the database once per answer, answers 304 to its ETag, and reads again after a clear', async () => {
    // (Style lists are kept only once every example is drawn; techniques are complete at seeding.)
    let reads = 0;
    const real = createCatalogRepository(t.app.db);
    const repository: TCatalogRepository = { ...real, listTechniques: () => ((reads += 1), real.listTechniques()) };
    const cache = createAnswerCache();
    const app = Fastify();
    registerErrorHandling(app);
    await app.register(catalogRoutes, { repository, cache });
    const first = await app.inject('/api/catalog/techniques');
    const second = await app.inject('/api/catalog/techniques');
    expect(second.body).toBe(first.body);
    expect(reads).toBe(1);
    const again = await app.inject({ url: '/api/catalog/techniques', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    cache.clear();
    await app.inject('/api/catalog/techniques');
    expect(reads).toBe(2);
    await app.close();
  });

  it('refuses style ids that are not slugs before any query', async () => {
    for (const id of ['%00', 'Japanese', 'a%20b', '-x']) {
      const res = await t.app.inject(`/api/catalog/styles/${id}`);
      expect(res.statusCode).toBe(400);
      // A NUL is caught first by the app-wide text rule; the rest by the slug check.
      expect(res.json().error.code).toBe(id === '%00' ? 'invalid_text' : 'invalid_request');
    }
  });
});
