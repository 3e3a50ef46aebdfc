// A real app on a real database for integration tests: in-memory PGlite, or the PostgreSQL server
// in DATABASE_URL when it is set (CI runs the integration suite on both).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp, type TBuildAppOptions } from '../app';
import { loadConfig, type TConfig } from '../config';
import { openDatabase } from '../db/client';

/**
 * Test apps design and upload far more from one address than a person would, and on PostgreSQL
 * every suite shares one database, so the abuse counters of earlier suites are still there. The
 * limits' own tests set them low.
 */
export const TEST_ABUSE_LIMITS = {
  GUEST_GENERATIONS_PER_HOUR: '100000',
  GENERATIONS_PER_MINUTE: '100000',
  UPLOADS_PER_HOUR: '100000',
} as const;

export interface TTestApp {
  app: FastifyInstance;
  config: TConfig;
  close: () => Promise<void>;
}

export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    webRoot?: string;
    /** e.g. a pino stream that keeps lines, to check what is logged. */
    logger?: FastifyServerOptions['logger'];
    engineWorker?: TBuildAppOptions['engineWorker'];
  } = {},
): Promise<TTestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkglow-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    // tests give each simulated client its own X-Forwarded-For address
    TRUST_PROXY: 'true',
    ...TEST_ABUSE_LIMITS,
    ...env,
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL });
  const app = await buildApp({
    config,
    database,
    webRoot: options.webRoot ?? join(dataDir, 'no-web-build'),
    logger: options.logger,
    engineWorker: options.engineWorker,
  });
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
