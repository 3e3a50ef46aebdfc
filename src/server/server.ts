// The process: read configuration, open the database (migrations applied), listen, and shut down
// gracefully on SIGINT/SIGTERM (stop accepting, drain requests, close the database).
import { resolve } from 'node:path';
import { ConfigError, loadConfig, type TConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { buildApp } from './app';
import { loggerOptions } from './logger';
import { resolveAuthSecret } from './auth/auth-secret';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

export async function startServer() {
  let config: TConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const dataDir = resolve(config.DATA_DIR);
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    fail(`Could not open the database: ${(error as Error).message}`);
  }
  const app = await buildApp({
    config: { ...config, DATA_DIR: dataDir, AUTH_SECRET: resolveAuthSecret(config.AUTH_SECRET, dataDir) },
    database,
    logger: loggerOptions(config),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // Start the engine's worker threads now, so the first design does not wait for them to load.
  app.engine.warm().catch((error: Error) => app.log.warn({ err: error }, 'engine warm-up failed'));
  app.log.info(`InkGlow is ready at ${config.PUBLIC_URL} (database: ${database.kind})`);
  return app;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('server.ts')) {
  startServer().catch((error: Error) => fail(`InkGlow failed to start: ${error.message}`));
}
