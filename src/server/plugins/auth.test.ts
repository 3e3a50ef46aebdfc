import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { session } from '../db/schema';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type TDbHandle } from '../db/client';
import { authHeaders, signIn, signUpAndGetCookie, uniqueEmail } from '../testing/auth-helpers';

let database: TDbHandle;
let app: FastifyInstance;

// Built by hand (not buildTestApp) so the test can add probe routes before the app is ready.
beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkglow-auth-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
  });
  database = await openDatabase({ databaseUrl: config.DATABASE_URL });
  app = await buildApp({ config, database, webRoot: join(dataDir, 'none') });
  app.get('/api/test-only/whoami', async (request) => ({ user: await app.requireUser(request) }));
  app.get('/api/test-only/maybe', async (request) => ({ user: await app.getSessionUser(request) }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('auth seam', () => {
  it('knows the signed-in user by cookie and by bearer token', async () => {
    const email = uniqueEmail('seam');
    const user = await signUpAndGetCookie(app, email);
    expect(user.cookie).toMatch(/inkglow\.session_token=/);
    expect(user.token).not.toBe('');

    const byCookie = await app.inject({ url: '/api/test-only/whoami', headers: { cookie: user.cookie } });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().user).toEqual({ id: user.id, email, name: '' });

    const byBearer = await app.inject({
      url: '/api/test-only/whoami',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(byBearer.json().user.id).toBe(user.id);
  });

  it('answers 401 with the sign-in message when nobody is signed in', async () => {
    const response = await app.inject({ url: '/api/test-only/whoami' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Please sign in to continue.' },
    });
    const maybe = await app.inject({ url: '/api/test-only/maybe' });
    expect(maybe.json()).toEqual({ user: null });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: authHeaders(app),
      payload: { email: uniqueEmail('cookie'), password: 'ink-glow-Test-42', name: '' },
    });
    const cookies = [response.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/inkglow\.session_token=[^;]+;.*HttpOnly/i);
    expect(cookies).toMatch(/SameSite=Lax/i);
    expect(cookies).not.toMatch(/Secure/);
  });

  it('extends a session that is in use (sliding expiry)', async () => {
    const user = await signUpAndGetCookie(app);
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await app.db.update(session).set({ expiresAt: soon }).where(eq(session.userId, user.id));
    const response = await app.inject({ url: '/api/test-only/whoami', headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(200);
    const [row] = await app.db.select().from(session).where(eq(session.userId, user.id));
    const days = (row.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('refuses an expired session', async () => {
    const user = await signUpAndGetCookie(app);
    await app.db.update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.userId, user.id));
    const response = await app.inject({ url: '/api/test-only/whoami', headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(401);
  });

  it('starts a new session at every sign-in and refuses a revoked one', async () => {
    const user = await signUpAndGetCookie(app);
    const first = await signIn(app, user.email, user.password);
    const second = await signIn(app, user.email, user.password);
    expect(first.response.statusCode).toBe(200);
    expect(first.token).not.toBe(second.token);
    expect(first.token).not.toBe(user.token);

    const signOut = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...authHeaders(app), cookie: first.cookie },
    });
    expect(signOut.statusCode).toBe(200);
    const afterOut = await app.inject({ url: '/api/test-only/whoami', headers: { cookie: first.cookie } });
    expect(afterOut.statusCode).toBe(401);
    const other = await app.inject({ url: '/api/test-only/whoami', headers: { cookie: second.cookie } });
    expect(other.statusCode).toBe(200);
  });
});
