// buildApp(): the whole HTTP application as a Fastify instance; server.ts only listens.
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import './fastify-types';
import type { TConfig } from './config';
import type { TDbHandle } from './db/client';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { registerAuth } from './plugins/auth';
import { healthRoutes } from './features/health/health.routes';
import { siteRoutes } from './features/site/site.routes';
import { imagesRoutes } from './features/images/images.routes';
import { ImageStore } from './images/image-store';
import { join } from 'node:path';

export interface TBuildAppOptions {
  config: TConfig;
  database: TDbHandle;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; defaults to ./dist next to the repo root. */
  webRoot?: string;
}

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../dist', import.meta.url));

export async function buildApp(options: TBuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: true,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('images', new ImageStore(database.db, join(config.DATA_DIR, 'images')));

  registerErrorHandling(app);
  await registerSecurityHeaders(app, config.EMBED_ALLOWED_ORIGINS);

  await registerAuth(app);

  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(imagesRoutes);

  await registerWebApp(app, options.webRoot ?? DEFAULT_WEB_ROOT);
  return app;
}
