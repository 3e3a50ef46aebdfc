import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTestApp } from '../../testing/build-test-app';
import { startAppWithTwoUsers } from '../../testing/test-setup';
import type { TTestUser } from '../../testing/auth-helpers';
import { USERNAME_TAKEN } from './profile.service';

let t: TTestApp;
let a: TTestUser;
let b: TTestUser;

beforeAll(async () => {
  ({ t, a, b } = await startAppWithTwoUsers());
});
afterAll(() => t.close());

const patch = (u: TTestUser, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie: u.cookie }, payload: payload as object });
const uniqueName = () => `ink_${randomUUID().slice(0, 8)}`;

describe('PATCH /api/profile', () => {
  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'PATCH', url: '/api/profile', payload: {} })).statusCode).toBe(401);
  });

  it('updates username and full name, and clears them with blanks', async () => {
    const name = uniqueName();
    const response = await patch(a, { username: name, full_name: '  Ada Lovelace ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: a.id, username: name, full_name: 'Ada Lovelace' });
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: a.cookie } });
    expect(me.json().profile).toMatchObject({ username: name, full_name: 'Ada Lovelace' });

    const cleared = await patch(a, { full_name: '' });
    expect(cleared.json()).toMatchObject({ username: name, full_name: null });
  });

  it('refuses a username taken by someone else, whatever its case', async () => {
    const name = uniqueName();
    expect((await patch(a, { username: name })).statusCode).toBe(200);
    const taken = await patch(b, { username: name.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(USERNAME_TAKEN);
    // keeping your own name (in another case) is fine
    expect((await patch(a, { username: name.toUpperCase() })).statusCode).toBe(200);
  });

  it('refuses bad usernames with a 400 naming the field', async () => {
    for (const username of ['ab', 'x'.repeat(31), 'no spaces', 'émile']) {
      const response = await patch(a, { username });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/^username:/);
    }
    const long = await patch(a, { full_name: 'x'.repeat(101) });
    expect(long.json().error.message).toMatch(/^full_name:/);
    const extra = await patch(a, { email: 'x@y.z' });
    expect(extra.statusCode).toBe(400);
  });
});
