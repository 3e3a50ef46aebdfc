import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../testing/build-test-app';
import { authHeaders, signUpAndGetCookie, uniqueEmail, type TTestUser } from '../testing/auth-helpers';

let t: TTestApp;
let user: TTestUser;
beforeAll(async () => {
  t = await buildTestApp();
  user = await signUpAndGetCookie(t.app);
});
afterAll(() => t.close());

describe('the text rule', () => {
  it('refuses a NUL or a lone surrogate in a body, a path or a query with a 400 naming the field', async () => {
    const profile = await t.app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie: user.cookie }, payload: { full_name: 'Ada\u0000' } });
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toEqual({ error: { code: 'invalid_text', message: 'body.full_name: contains a NUL character, which is not allowed' } });
    const design = await t.app.inject({
      method: 'POST',
      url: '/api/designs',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: '{"title":"rose","attributes":{"subject":"\\ud800"}}',
    });
    expect(design.statusCode).toBe(400);
    expect(design.json().error.message).toBe('body.attributes.subject: contains an invalid character (a lone UTF-16 surrogate)');
    const path = await t.app.inject({ method: 'DELETE', url: '/api/designs/%00', headers: { cookie: user.cookie } });
    expect(path.statusCode).toBe(400);
    const q = await t.app.inject({ url: '/api/generations?before=%00', headers: { cookie: user.cookie } });
    expect(q.statusCode).toBe(400);
    expect(q.json().error.message).toMatch(/^query\.before: /);
  });

  it('checks Better Auth inputs too: a NUL in the e-mail, and a display name over 100 characters', async () => {
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: authHeaders(t.app),
      payload: { email: 'a\u0000@example.test', password: 'whatever-123' },
    });
    expect(nul.statusCode).toBe(400);
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: authHeaders(t.app),
      payload: { email: uniqueEmail('long'), password: 'tattoo-Glow-6', name: 'n'.repeat(101) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: { code: 'invalid_request', message: 'name: at most 100 characters' } });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: authHeaders(t.app),
      payload: { email: uniqueEmail('named'), password: 'tattoo-Glow-6', name: 'Ada Lovelace 🌹' },
    });
    expect(ok.statusCode).toBe(200);
  });
});
