import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../testing/build-test-app';
import { signUpAndGetCookie, uniqueEmail } from '../../testing/auth-helpers';
import { createTestImage } from '../../testing/image-factory';
import {
  account,
  designs,
  images,
  likes,
  profiles,
  session,
  user,
  userPreferences,
  usage,
} from '../../db/schema';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://localhost:3000' });
});
afterAll(() => t.close());

describe('/api/me', () => {
  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/me'],
      ['GET', '/api/me/export'],
      ['DELETE', '/api/me'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it('returns the user and the profile', async () => {
    const email = uniqueEmail('me');
    const u = await signUpAndGetCookie(t.app, email);
    const response = await t.app.inject({ url: '/api/me', headers: { cookie: u.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: u.id,
        email,
        name: '',
        email_verified: false,
        image: null,
        created_at: expect.any(String),
      },
      profile: {
        id: u.id,
        username: null,
        full_name: null,
        avatar_url: null,
        updated_at: expect.any(String),
      },
    });
    // bearer works as well as the cookie
    const byBearer = await t.app.inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${u.token}` },
    });
    expect(byBearer.json().user.id).toBe(u.id);
  });

  it('exports everything the user owns with absolute image links, and nothing secret', async () => {
    const u = await signUpAndGetCookie(t.app);
    const other = await signUpAndGetCookie(t.app);
    const image = await createTestImage(t.app, u.id, '#abcdef');
    const headers = { cookie: u.cookie };
    await t.app.inject({
      method: 'POST',
      url: '/api/designs',
      headers,
      payload: { image_id: image.id, model: 'local', title: 'Rose' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/likes',
      headers,
      payload: { style_id: 'japanese' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/likes',
      headers: { cookie: other.cookie },
      payload: { style_id: 'tribal' },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers,
      payload: { favorite_styles: ['japanese'], favorite_colors: [], favorite_techniques: [] },
    });

    const response = await t.app.inject({ url: '/api/me/export', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="inkglow-data-/);
    const data = response.json();
    expect(data.user.id).toBe(u.id);
    expect(data.designs).toHaveLength(1);
    expect(data.designs[0]).toMatchObject({
      title: 'Rose',
      design_url: `http://localhost:3000/api/images/${image.id}`,
    });
    expect(data.likes.map((l: { style_id: string }) => l.style_id)).toEqual(['japanese']);
    expect(data.preferences.favorite_styles).toEqual(['japanese']);
    expect(data.images.map((i: { url: string }) => i.url)).toEqual([
      `http://localhost:3000/api/images/${image.id}`,
    ]);
    expect(data.sign_in_methods).toEqual([
      { provider_id: 'credential', created_at: expect.any(String) },
    ]);
    expect(response.body).not.toContain(u.token.split('.')[0]);
    expect(response.body).not.toMatch(/"password"|"token"/);
  });

  it('deletes the account with everything it owns, image files included', async () => {
    const u = await signUpAndGetCookie(t.app);
    const other = await signUpAndGetCookie(t.app);
    const image = await createTestImage(t.app, u.id, '#0f0f0f');
    const theirs = await createTestImage(t.app, other.id, '#f0f0f0');
    const headers = { cookie: u.cookie };
    await t.app.inject({
      method: 'POST',
      url: '/api/designs',
      headers,
      payload: { image_id: image.id, model: 'local' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/likes',
      headers,
      payload: { style_id: 'tribal' },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers,
      payload: { favorite_styles: ['tribal'], favorite_colors: [], favorite_techniques: [] },
    });
    await t.app.db
      .insert(usage)
      .values({ user_id: u.id, day: '2026-01-01', kind: 'generate', count: 3 });
    const file = join(t.app.images.blobs.location, image.storage_key);
    expect(existsSync(file)).toBe(true);

    const response = await t.app.inject({ method: 'DELETE', url: '/api/me', headers });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/inkglow\.session_token=; .*Max-Age=0/);

    const db = t.app.db;
    for (const [table, column] of [
      [user, user.id],
      [session, session.userId],
      [account, account.userId],
      [profiles, profiles.id],
      [designs, designs.user_id],
      [likes, likes.user_id],
      [userPreferences, userPreferences.user_id],
      [usage, usage.user_id],
      [images, images.owner_id],
    ] as const) {
      expect(await db.select().from(table).where(eq(column, u.id))).toHaveLength(0);
    }
    expect(existsSync(file)).toBe(false);
    // the old session is refused; the other user is untouched
    expect((await t.app.inject({ url: '/api/me', headers })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/me', headers: { cookie: other.cookie } })).statusCode,
    ).toBe(200);
    expect(existsSync(join(t.app.images.blobs.location, theirs.storage_key))).toBe(true);
  });
});
