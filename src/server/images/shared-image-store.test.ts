// Scale-out without a shared disk: two app processes' worth of apps, each with its own DATA_DIR, on
// one database and one bucket, serve each other's images.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type TDbHandle } from '../db/client';
import { startS3Fake, type TS3Fake } from '../testing/fakes/s3-fake';
import { TEST_ABUSE_LIMITS } from '../testing/build-test-app';

let fake: TS3Fake;
const handles: TDbHandle[] = [];
const apps: FastifyInstance[] = [];

async function startApp(shared: TDbHandle | undefined): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkglow-node-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    IMAGE_STORE_URL: 's3://inkglow-shared/images',
    S3_ENDPOINT: fake.url,
    S3_ACCESS_KEY_ID: 'AKIASHARED',
    S3_SECRET_ACCESS_KEY: 'shared-secret',
    ...TEST_ABUSE_LIMITS,
  });
  // On PostgreSQL each app opens its own connection, as separate processes would; in-memory PGlite
  // can only be shared as one handle.
  const database = shared ?? (await openDatabase({ databaseUrl: config.DATABASE_URL }));
  if (!shared) handles.push(database);
  const app = await buildApp({ config, database, webRoot: join(dataDir, 'no-web') });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  fake = await startS3Fake({ bucket: 'inkglow-shared', accessKeyId: 'AKIASHARED' });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const handle of handles) await handle.close();
  await fake.close();
});

describe('two app nodes on one database and one bucket', () => {
  it("serve each other's images with no shared disk", async () => {
    let shared: TDbHandle | undefined;
    if (!process.env.DATABASE_URL) {
      shared = await openDatabase({});
      handles.push(shared);
    }
    const a = await startApp(shared);
    const b = await startApp(shared);
    const made = await a.inject({ method: 'POST', url: '/api/generate', payload: { prompt: 'a swallow with a banner', model: 'local' } });
    expect(made.statusCode).toBe(200);
    const url = made.json().images[0].url as string;
    expect(fake.log.some((line) => line.startsWith('PUT /inkglow-shared/images/'))).toBe(true);
    const fromA = await a.inject(url);
    const fromB = await b.inject(url);
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe(fromA.headers['content-type']);
    expect(Buffer.compare(fromB.rawPayload, fromA.rawPayload)).toBe(0);
    // A resized variant made by one node is stored for the other too.
    const variant = await b.inject(`${url}?w=320`);
    expect(variant.statusCode).toBe(200);
    expect([...fake.objects.keys()].some((key) => key.startsWith('images/variants/'))).toBe(true);
  }, 180_000); // two app start-ups and a design on a busy machine
});
