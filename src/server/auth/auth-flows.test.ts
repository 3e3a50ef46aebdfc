// Accounts end to end through the HTTP API: passwords, limits, mail links, sessions, Google (OIDC).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../testing/build-test-app';
import {
  authHeaders,
  cookieHeader,
  randomIp,
  signIn,
  signUpAndGetCookie,
  uniqueEmail,
} from '../testing/auth-helpers';
import { startSmtpCapture, type TSmtpCapture } from '../testing/smtp-capture';
import { startOidcMock, type TOidcMock } from '../testing/oidc-mock';
import { COMMON_PASSWORD_MESSAGE } from './password-policy';
import { createAuthRateLimit } from './auth-rate-limit';
import { createRateLimitRepository } from '../db/rate-limit.repository';

const signUp = (t: TTestApp, email: string, password: string, ip = randomIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: authHeaders(t.app, ip),
    payload: { email, password, name: '' },
  });
const me = (t: TTestApp, cookie: string) => t.app.inject({ url: '/api/me', headers: { cookie } });

describe('passwords', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('refuses one of the most common passwords with a clear message', async () => {
    for (const password of ['password1', 'Qwerty123', 'iloveyou']) {
      const response = await signUp(t, uniqueEmail('common'), password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON', message: COMMON_PASSWORD_MESSAGE });
    }
  });

  it('refuses passwords shorter than 6 or longer than 128 characters', async () => {
    expect((await signUp(t, uniqueEmail('short'), 'aZ9!x')).json().code).toBe('PASSWORD_TOO_SHORT');
    expect((await signUp(t, uniqueEmail('long'), 'aZ9!x'.repeat(26))).json().code).toBe('PASSWORD_TOO_LONG');
    expect((await signUp(t, uniqueEmail('ok'), 'tattoo-Glow-6')).statusCode).toBe(200);
  });

  it('refuses sign-up without the right Origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://evil.example', 'x-forwarded-for': randomIp(), 'sec-fetch-site': 'cross-site' },
      payload: { email: uniqueEmail('csrf'), password: 'tattoo-Glow-6', name: '' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('revokes every other session when the password changes', async () => {
    const u = await signUpAndGetCookie(t.app);
    const elsewhere = await signIn(t.app, u.email, u.password);
    expect((await me(t, elsewhere.cookie)).statusCode).toBe(200);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...authHeaders(t.app), cookie: u.cookie },
      payload: { currentPassword: u.password, newPassword: 'brand-New-Pass-7', revokeOtherSessions: false },
    });
    expect(change.statusCode).toBe(200);
    expect((await me(t, elsewhere.cookie)).statusCode).toBe(401);
    expect((await signIn(t.app, u.email, 'brand-New-Pass-7')).response.statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      AUTH_RATE_LIMIT_IP_MAX: '12',
      AUTH_RATE_LIMIT_IP_WINDOW_MINUTES: '5',
      // the delay's growth is asserted on the policy itself (auth-rate-limit.test.ts), not by the clock
      AUTH_SIGNIN_DELAY_BASE_MS: '1',
      AUTH_SIGNIN_DELAY_MAX_MS: '5',
    });
  });
  afterAll(() => t.close());

  it('lets the owner in from another address at once after a stranger guessed', async () => {
    const u = await signUpAndGetCookie(t.app);
    const stranger = randomIp();
    for (let i = 0; i < 5; i++) {
      expect((await signIn(t.app, u.email, 'wrong-password-x', stranger)).response.statusCode).toBe(401);
    }
    const owner = await signIn(t.app, u.email, u.password, randomIp());
    expect(owner.response.statusCode).toBe(200);
    expect((await me(t, owner.cookie)).statusCode).toBe(200);
    // whatever the case of the address
    expect((await signIn(t.app, u.email.toUpperCase(), u.password, randomIp())).response.statusCode).toBe(200);
  });

  it('answers 429 with Retry-After when one address keeps guessing one account', async () => {
    const u = await signUpAndGetCookie(t.app);
    const guesser = randomIp();
    for (let i = 0; i < 5; i++) {
      expect((await signIn(t.app, u.email, 'wrong-password-x', guesser)).response.statusCode).toBe(401);
    }
    const blocked = await signIn(t.app, u.email.toUpperCase(), 'wrong-password-y', guesser);
    expect(blocked.response.statusCode).toBe(429);
    const retryAfter = Number(blocked.response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.response.json()).toMatchObject({
      message: 'Too many attempts. Please try again in 15 minutes.',
      error: { code: 'rate_limited', message: 'Too many attempts. Please try again in 15 minutes.' },
    });
  });

  it('clears an address\'s failure count after it signs in', async () => {
    const u = await signUpAndGetCookie(t.app);
    const ip = randomIp();
    for (let i = 0; i < 4; i++) await signIn(t.app, u.email, 'wrong-password-x', ip);
    expect((await signIn(t.app, u.email, u.password, ip)).response.statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await signIn(t.app, u.email, 'wrong-password-x', ip);
    expect((await signIn(t.app, u.email, u.password, ip)).response.statusCode).toBe(200);
  });

  it('limits sign-in and sign-up attempts per IP', async () => {
    const ip = randomIp();
    for (let i = 0; i < 12; i++) {
      const response =
        i % 2 ? await signIn(t.app, uniqueEmail('nobody'), 'whatever-1', ip) : { response: await signUp(t, uniqueEmail('ip'), 'tattoo-Glow-6', ip) };
      expect(response.response.statusCode).not.toBe(429);
    }
    const blocked = await signUp(t, uniqueEmail('ip'), 'tattoo-Glow-6', ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(300);
    // another address is not affected
    expect((await signUp(t, uniqueEmail('ip'), 'tattoo-Glow-6')).statusCode).toBe(200);
  });
});

describe('e-mail verification and password reset', () => {
  let t: TTestApp;
  let smtp: TSmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await buildTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true', SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('sends a confirmation mail and refuses sign-in until the link is followed', async () => {
    const email = uniqueEmail('verify');
    const password = 'tattoo-Glow-6';
    const response = await signUp(t, email, password);
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toBeNull();
    expect(cookieHeader(response.headers['set-cookie'])).not.toMatch(/session_token/);

    const early = await signIn(t.app, email, password);
    expect(early.response.statusCode).toBe(403);
    expect(early.response.json().code).toBe('EMAIL_NOT_VERIFIED');

    const link = new URL(await smtp.linkFor(email));
    expect(link.origin).toBe('http://localhost:3000');
    const follow = await t.app.inject({ url: link.pathname + link.search });
    expect(follow.statusCode).toBe(302);
    expect(cookieHeader(follow.headers['set-cookie'])).toMatch(/session_token/);

    expect((await signIn(t.app, email, password)).response.statusCode).toBe(200);
  });

  it('resets a forgotten password through the mailed link and ends old sessions', async () => {
    const email = uniqueEmail('reset');
    await signUp(t, email, 'tattoo-Glow-6');
    const verify = new URL(await smtp.linkFor(email));
    const verified = await t.app.inject({ url: verify.pathname + verify.search });
    const oldCookie = cookieHeader(verified.headers['set-cookie']);
    expect((await me(t, oldCookie)).statusCode).toBe(200);

    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: authHeaders(t.app),
      payload: { email, redirectTo: '/auth/reset-password' },
    });
    expect(ask.statusCode).toBe(200);
    await expect.poll(() => smtp.mails.filter((m) => m.to.includes(email)).length).toBe(2);
    const link = new URL(await smtp.linkFor(email));
    const open = await t.app.inject({ url: link.pathname + link.search });
    expect(open.statusCode).toBe(302);
    const target = new URL(String(open.headers.location), 'http://localhost:3000');
    expect(target.pathname).toBe('/auth/reset-password');
    const token = target.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const common = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: authHeaders(t.app),
      payload: { token, newPassword: 'password123' },
    });
    expect(common.statusCode).toBe(400);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: authHeaders(t.app),
      payload: { token, newPassword: 'fresh-Ink-2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(t, oldCookie)).statusCode).toBe(401);
    expect((await signIn(t.app, email, 'tattoo-Glow-6')).response.statusCode).toBe(401);
    expect((await signIn(t.app, email, 'fresh-Ink-2026')).response.statusCode).toBe(200);
  });
});

describe('Google sign-in (OIDC on loopback)', () => {
  let t: TTestApp;
  let oidc: TOidcMock;
  beforeAll(async () => {
    oidc = await startOidcMock({ sub: 'g-1', email: uniqueEmail('google'), name: 'Grace Hopper' });
    t = await buildTestApp({
      GOOGLE_CLIENT_ID: 'inkglow-test-client',
      GOOGLE_CLIENT_SECRET: 'inkglow-test-secret',
      GOOGLE_ISSUER: oidc.issuer,
    });
  });
  afterAll(async () => {
    await t.close();
    await oidc.stop();
  });

  it('signs in with the authorization-code flow and PKCE, creating the account and profile', async () => {
    const sub = `g-${Date.now()}`;
    oidc.identity = { sub, email: uniqueEmail('google'), name: 'Grace Hopper' };
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: authHeaders(t.app),
      payload: { provider: 'google', callbackURL: '/auth/callback', errorCallbackURL: '/auth/callback' },
    });
    expect(start.statusCode).toBe(200);
    const authorize = new URL(start.json().url);
    expect(authorize.origin).toBe(new URL(oidc.issuer).origin);
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toBeTruthy();
    expect(authorize.searchParams.get('access_type')).toBe('offline');
    expect(authorize.searchParams.get('prompt')).toBe('consent');

    const provider = await fetch(authorize, { redirect: 'manual' });
    expect(provider.status).toBe(302);
    const callback = new URL(provider.headers.get('location')!);
    expect(callback.pathname).toBe('/api/auth/callback/google');

    const done = await t.app.inject({
      url: callback.pathname + callback.search,
      headers: { cookie: cookieHeader(start.headers['set-cookie']) },
    });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toMatch(/\/auth\/callback$/);
    const cookie = cookieHeader(done.headers['set-cookie']);
    const profile = await me(t, cookie);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      user: { email: oidc.identity.email, email_verified: true },
      profile: { full_name: 'Grace Hopper' },
    });
  });

  it('sends the user back to the callback page with an error when the provider refuses', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: authHeaders(t.app),
      payload: { provider: 'google', callbackURL: '/auth/callback', errorCallbackURL: '/auth/callback' },
    });
    const state = new URL(start.json().url).searchParams.get('state')!;
    const done = await t.app.inject({
      url: `/api/auth/callback/google?error=access_denied&error_description=User+said+no&state=${state}`,
      headers: { cookie: cookieHeader(start.headers['set-cookie']) },
    });
    expect(done.statusCode).toBe(302);
    const target = new URL(String(done.headers.location), 'http://localhost:3000');
    expect(target.pathname).toBe('/auth/callback');
    expect(target.searchParams.get('error')).toBe('access_denied');
  });
});

describe('cookies under https', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://inkglow.example' });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure with the __Secure- prefix', async () => {
    const response = await signUp(t, uniqueEmail('https'), 'tattoo-Glow-6');
    expect(response.statusCode).toBe(200);
    const cookies = [response.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/__Secure-inkglow\.session_token=[^;]+;.*Secure/);
    expect(cookies).toMatch(/HttpOnly/i);
    expect(cookies).toMatch(/SameSite=Lax/i);
  });
});

describe('rate-limit counters', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('prunes only counters whose windows are over', async () => {
    const repo = createRateLimitRepository(t.app.db);
    const limits = createAuthRateLimit(repo, {
      pairFailures: { max: 5, windowMs: 60_000 },
      ipAttempts: { max: 30, windowMs: 60_000 },
      slowdown: { freeFailures: 3, baseMs: 500, maxMs: 5000 },
    });
    const now = Date.now();
    const oldIp = randomIp();
    const freshIp = randomIp();
    await limits.attemptFromIp(oldIp, now - 10 * 60_000);
    await limits.attemptFromIp(freshIp, now);
    await limits.prune(now);
    expect((await repo.peek(`auth:ip:${oldIp}`, 3_600_000, now)).count).toBe(0);
    expect((await repo.peek(`auth:ip:${freshIp}`, 60_000, now)).count).toBe(1);
  });
});
