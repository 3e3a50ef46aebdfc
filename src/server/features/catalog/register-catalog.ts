// Wires the style library into the app: seed the catalogue tables from the data files (after the
// migrations, before the app is ready), serve /api/catalog/*, and once the server listens render
// any missing example images in the background (the API answers with image: null meanwhile).
import type { FastifyInstance } from 'fastify';
import { loadSeedData, DEFAULT_SEED_DIR } from '../../db/seed/load-seed-data';
import { seedCatalog } from '../../db/seed/seed-catalog';
import { engineFingerprint } from './examples/example-recipe';
import { releaseAllClaims, renderStaleExampleImages } from './examples/example-images';
import { inlineExampleRenderer, workerExampleRenderer, type TExampleRenderer } from './examples/example-renderer';
import { catalogRoutes } from './catalog.routes';
import { createAnswerCache } from './catalog-answer-cache';
import type { TCatalogRepository } from './catalog.repository';

export interface TCatalogOptions {
  seedDir?: string;
  /** Render stale example images after listen; defaults to on except under NODE_ENV=test. */
  renderExamples?: boolean;
  createRenderer?: () => TExampleRenderer;
  repository?: TCatalogRepository;
}

function defaultRenderer(app: FastifyInstance): TExampleRenderer {
  try {
    return workerExampleRenderer({
      onWorkerLost: (error) =>
        app.log.warn({ err: error }, 'example renderer worker stopped; rendering on the main thread'),
    });
  } catch (error) {
    app.log.warn({ err: error }, 'example renderer worker unavailable; rendering on the main thread');
    return inlineExampleRenderer();
  }
}

export async function seedCatalogFromFiles(app: FastifyInstance, seedDir = DEFAULT_SEED_DIR) {
  const started = performance.now();
  try {
    const data = await loadSeedData(seedDir);
    for (const problem of data.problems) app.log.warn(`catalogue data: ${problem}`);
    const report = await seedCatalog(app.db, data);
    app.log.info({ ...report, ms: Math.round(performance.now() - started) }, 'style library seeded');
    return report;
  } catch (error) {
    // The app still starts: the catalogue serves what the tables hold, or 503 if the database is down.
    app.log.error({ err: error }, 'seeding the style library failed');
    return undefined;
  }
}

export async function registerCatalog(app: FastifyInstance, options: TCatalogOptions = {}) {
  await seedCatalogFromFiles(app, options.seedDir);
  // Seeded just now: the cache starts empty. Answers still missing examples are never kept, and the
  // cache is cleared again when the example job ends.
  const cache = createAnswerCache();
  await app.register(catalogRoutes, { repository: options.repository, cache });

  const renderExamples = options.renderExamples ?? app.config.NODE_ENV !== 'test';
  if (!renderExamples) return;

  const abort = new AbortController();
  let job: Promise<unknown> | undefined;
  let renderer: TExampleRenderer | undefined;

  app.addHook('onListen', async () => {
    if (job) return;
    job = (async () => {
      const started = performance.now();
      if (app.dbKind === 'pglite') await releaseAllClaims(app.db);
      const fingerprint = await engineFingerprint();
      renderer = (options.createRenderer ?? (() => defaultRenderer(app)))();
      const report = await renderStaleExampleImages({
        db: app.db,
        images: app.images,
        renderer,
        engineFingerprint: fingerprint,
        log: app.log,
        signal: abort.signal,
      });
      app.log.debug({ ...report, ms: Math.round(performance.now() - started) }, 'example image job finished');
    })()
      .catch((error: unknown) => {
        if (!abort.signal.aborted) app.log.error({ err: error }, 'rendering style example images failed');
      })
      .finally(() => {
        cache.clear();
        return renderer?.close();
      });
  });

  app.addHook('onClose', async () => {
    abort.abort();
    await renderer?.close();
    await job;
  });
}
