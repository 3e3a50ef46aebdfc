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

const get = (u: TTestUser) => t.app.inject({ url: '/api/preferences', headers: { cookie: u.cookie } });
const put = (u: TTestUser, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/preferences', headers: { cookie: u.cookie }, payload: payload as object });

const full = { favorite_styles: ['japanese'], favorite_colors: ['black-gray'], favorite_techniques: [] };

describe('/api/preferences', () => {
  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/preferences' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/preferences', payload: full })).statusCode).toBe(401);
  });

  it('answers empty lists when there is no row yet', async () => {
    const response = await get(a);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      favorite_styles: [],
      favorite_colors: [],
      favorite_techniques: [],
      updated_at: null,
    });
  });

  it('replaces the lists, trimming and dropping duplicates', async () => {
    const response = await put(a, {
      favorite_styles: [' japanese ', 'Japanese', 'tribal'],
      favorite_colors: ['black-gray'],
      favorite_techniques: ['fine-lines'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      favorite_styles: ['japanese', 'tribal'],
      favorite_colors: ['black-gray'],
      favorite_techniques: ['fine-lines'],
    });
    expect((await get(a)).json().favorite_styles).toEqual(['japanese', 'tribal']);
    await put(a, { ...full, favorite_styles: [] });
    expect((await get(a)).json().favorite_styles).toEqual([]);
  });

  it('refuses bad bodies with a 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ favorite_colors: [], favorite_techniques: [] }, 'favorite_styles'],
      [{ ...full, favorite_colors: 'red' }, 'favorite_colors'],
      [{ ...full, favorite_techniques: Array.from({ length: 51 }, (_, i) => `t${i}`) }, 'favorite_techniques'],
      [{ ...full, favorite_styles: ['x'.repeat(61)] }, 'favorite_styles.0'],
    ];
    for (const [payload, field] of cases) {
      const response = await put(a, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message.startsWith(`${field}:`), response.body).toBe(true);
    }
  });

  it("keeps user A's preferences away from user B", async () => {
    await put(a, { favorite_styles: ['realism'], favorite_colors: ['pastel'], favorite_techniques: ['stippling'] });
    expect((await get(b)).json().favorite_styles).toEqual([]);
    await put(b, { favorite_styles: ['tribal'], favorite_colors: [], favorite_techniques: [] });
    expect((await get(a)).json()).toMatchObject({
      favorite_styles: ['realism'],
      favorite_colors: ['pastel'],
      favorite_techniques: ['stippling'],
    });
  });
});
