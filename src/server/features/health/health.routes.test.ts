import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../testing/build-test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = process.env.DATABASE_URL ? 'postgres' : 'pglite';

describe('health', () => {
  it('answers liveness without asking the database', async () => {
    const spy = t.app.db.execute.bind(t.app.db);
    let queries = 0;
    t.app.db.execute = ((...args: Parameters<typeof spy>) => ((queries += 1), spy(...args))) as typeof spy;
    try {
      const res = await t.app.inject('/api/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', db });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(queries).toBe(0);
    } finally {
      t.app.db.execute = spy;
    }
  });

  it('answers readiness from the database, with the image store figures', async () => {
    await t.app.inject({ method: 'POST', url: '/api/generate', payload: { prompt: 'a rose', model: 'local' } });
    const res = await t.app.inject('/api/health/ready');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ok', db, images: { store: 'disk' } });
    expect(body.images.files).toBeGreaterThan(0);
    expect(body.images.bytes).toBeGreaterThan(1000);
    expect(JSON.stringify(body)).not.toContain(t.config.DATA_DIR);
  });
});
