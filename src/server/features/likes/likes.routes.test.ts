import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTestApp } from '../../testing/build-test-app';
import { startAppWithTwoUsers } from '../../testing/test-setup';
import type { TTestUser } from '../../testing/auth-helpers';

let t: TTestApp;
let a: TTestUser;
let b: TTestUser;

beforeAll(async () => {
  ({ t, a, b } = await startAppWithTwoUsers());
});
afterAll(() => t.close());

const like = (u: TTestUser, style_id: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/likes', headers: { cookie: u.cookie }, payload: { style_id } });
const list = async (u: TTestUser) =>
  (await t.app.inject({ url: '/api/likes', headers: { cookie: u.cookie } })).json() as {
    id: string;
    style_id: string;
  }[];

describe('/api/likes', () => {
  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/likes' })).statusCode).toBe(401);
  });

  it('likes a style once (idempotent) and lists newest first', async () => {
    const first = await like(a, 'japanese');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(String), style_id: 'japanese', created_at: expect.any(String) });
    const again = await like(a, 'japanese');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    await like(a, 'tribal');
    expect((await list(a)).map((l) => l.style_id)).toEqual(['tribal', 'japanese']);
  });

  it('refuses a bad body with a 400 naming the field', async () => {
    for (const bad of ['', 'Not A Slug!', 42]) {
      const response = await like(a, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/^style_id:/);
    }
  });

  it('answers 404 in the one error shape for a style that is not in the catalogue', async () => {
    const response = await like(a, 'no-such-style');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Style not found' } });
    expect((await list(a)).map((l) => l.style_id)).not.toContain('no-such-style');
  });

  it('unlikes by like id or by style id', async () => {
    const byId = (await like(a, 'geometric')).json();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/likes/${byId.id}`, headers: { cookie: a.cookie } })).statusCode).toBe(204);
    await like(a, 'minimalist');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/likes/minimalist', headers: { cookie: a.cookie } })).statusCode).toBe(204);
    const styles = (await list(a)).map((l) => l.style_id);
    expect(styles).not.toContain('geometric');
    expect(styles).not.toContain('minimalist');
  });

  it("keeps user A's likes away from user B", async () => {
    const mine = (await like(a, 'realism')).json();
    expect((await list(b)).some((l) => l.id === mine.id)).toBe(false);
    const byId = await t.app.inject({ method: 'DELETE', url: `/api/likes/${mine.id}`, headers: { cookie: b.cookie } });
    expect(byId.statusCode).toBe(404);
    const byStyle = await t.app.inject({ method: 'DELETE', url: '/api/likes/realism', headers: { cookie: b.cookie } });
    expect(byStyle.statusCode).toBe(404);
    expect((await list(a)).some((l) => l.id === mine.id)).toBe(true);
  });
});
