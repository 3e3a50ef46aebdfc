// buildApp(): the whole HTTP application as a Fastify instance; server.ts only listens.
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import './fastify-types';
import type { TConfig } from './config';
import type { TDbHandle } from './db/client';
import { createLeaseRepository } from './db/lease.repository';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors';
import { webAppScriptHashes } from './plugins/inline-scripts';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { registerCompression } from './plugins/compression';
import { registerAuth } from './plugins/auth';
import { registerAbuseLimits } from './plugins/abuse-limits';
import { registerAi } from './ai/ai-plugin';
import { registerOriginCheck } from './plugins/origin-check';
import { registerTextRule } from './plugins/text-rule';
import { trustedOrigins } from './auth/auth';
import { AccessLogController } from './logger';
import { meRoutes } from './features/me/me.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { designsRoutes } from './features/designs/designs.routes';
import { likesRoutes } from './features/likes/likes.routes';
import { preferencesRoutes } from './features/preferences/preferences.routes';
import { healthRoutes } from './features/health/health.routes';
import { siteRoutes } from './features/site/site.routes';
import { imagesRoutes } from './features/images/images.routes';
import { registerCatalog, type TCatalogOptions } from './features/catalog/register-catalog';
import { generateRoutes } from './features/generate/generate.routes';
import { generationsRoutes } from './features/generate/generations.routes';
import { imageEditRoutes } from './features/generate/image-edit.routes';
import { providersRoutes } from './features/providers/providers.routes';
import { printRoutes } from './features/print/print.routes';
import { stencilsRoutes } from './features/stencils/stencils.routes';
import { analysisRoutes } from './features/analysis/analysis.routes';
import { chatRoutes } from './features/chat/chat.routes';
import { transcribeRoutes } from './features/chat/transcribe.routes';
import { conversationsRoutes } from './features/chat/conversations.routes';
import { createImageStore } from './images/image-store';
import { createEnginePool } from './images/engine-pool';
import fastifyWebsocket from '@fastify/websocket';
import { voiceRoutes } from './features/voice/voice.routes';
import { blobStoreFromConfig } from './images/blob-store-from-config';
import { createRetentionSweep } from './images/retention-sweep';
import { createRetentionRepository } from './images/retention.repository';

export interface TBuildAppOptions {
  config: TConfig;
  database: TDbHandle;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; defaults to ./dist next to the repo root. */
  webRoot?: string;
  /** How an engine worker is started (tests: a worker that hangs, to prove the job time limit). */
  engineWorker?: () => Worker;
  /** Style library: seed folder, example rendering (off under NODE_ENV=test), repository. */
  catalog?: TCatalogOptions;
}

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../dist', import.meta.url));

export async function buildApp(options: TBuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new AccessLogController(),
    bodyLimit: 2 * 1024 * 1024,
    // Only behind a proxy we run may X-Forwarded-For name the client; otherwise anyone could dodge
    // the per-IP limits by sending the header.
    trustProxy: config.TRUST_PROXY,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // One error shape for every answer, Fastify's own included.
    frameworkErrors,
    clientErrorHandler,
  });
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('images', createImageStore(database.db, blobStoreFromConfig(config)));
  // Workers start on the first design (server.ts warms them after listening).
  const engine = createEnginePool({
    ...(config.ENGINE_THREADS ? { size: config.ENGINE_THREADS } : {}),
    ...(options.engineWorker ? { start: options.engineWorker } : {}),
    jobTimeoutMs: config.ENGINE_JOB_TIMEOUT_MS,
    onWorkerLost: (error) => app.log.warn({ err: error }, 'engine worker lost; drawing on the main thread'),
    onJobTimeout: (error) =>
      app.log.error({ op: error.op, timeoutMs: error.timeoutMs }, 'engine job timed out; its worker was replaced'),
  });
  app.decorate('engine', engine);
  app.addHook('onClose', () => engine.close());

  registerErrorHandling(app);
  // WebSockets (Voice Glow, GET /api/voice) before any hook that may refuse a request, so a refused
  // upgrade's socket is closed; frames over 64 KiB are refused.
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  const webRoot = options.webRoot ?? DEFAULT_WEB_ROOT;
  await registerSecurityHeaders(
    app,
    config.EMBED_ALLOWED_ORIGINS,
    new URL(config.PUBLIC_URL),
    webAppScriptHashes(webRoot),
  );
  registerOriginCheck(app, trustedOrigins(new URL(config.PUBLIC_URL)));
  registerTextRule(app);
  await registerCompression(app);

  await registerAuth(app);
  registerAbuseLimits(app);
  registerAi(app);
  await app.register(meRoutes);
  await app.register(profileRoutes);
  await app.register(designsRoutes);
  await app.register(likesRoutes);
  await app.register(preferencesRoutes);

  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(imagesRoutes);
  await registerCatalog(app, options.catalog);
  await app.register(generateRoutes);
  await app.register(generationsRoutes);
  await app.register(imageEditRoutes);
  await app.register(providersRoutes);
  await app.register(printRoutes);
  await app.register(stencilsRoutes);
  await app.register(analysisRoutes);
  await app.register(voiceRoutes, {
    // Same auth as HTTP routes: the cookie, else the token a framed page sends in session.start.
    userOf: async (request, authToken) =>
      (await app.getSessionUser(request)) ?? (authToken ? app.getSessionUserByToken(authToken) : null),
    leases: createLeaseRepository(app.db),
    limits: {
      maxSessions: config.VOICE_MAX_SESSIONS,
      maxSessionsPerUser: config.VOICE_MAX_SESSIONS_PER_USER,
      idleMs: config.VOICE_IDLE_MINUTES * 60_000,
      maxSessionMs: config.VOICE_MAX_MINUTES * 60_000,
    },
  });

  await app.register(chatRoutes);
  await app.register(transcribeRoutes);
  await app.register(conversationsRoutes);

  await registerWebApp(app, webRoot);

  const retention = createRetentionSweep({
    repo: createRetentionRepository(database.db),
    images: app.images,
    retentionDays: config.IMAGE_RETENTION_DAYS,
    log: app.log,
  });
  app.decorate('retention', retention);
  app.addHook('onReady', async () => retention.start());
  app.addHook('onClose', async () => retention.stop());
  return app;
}
