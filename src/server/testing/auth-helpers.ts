// Acting as a signed-in user in integration tests. Better Auth refuses POSTs whose Origin is not its
// base URL, so every call sends it. Each helper call uses its own fake client IP so suites sharing a
// PostgreSQL database never trip the per-IP sign-up limit.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface TTestUser {
  id: string;
  email: string;
  password: string;
  /** `name=value` pairs ready for a Cookie header. */
  cookie: string;
  /** The bearer session token (Authorization: Bearer <token>). */
  token: string;
}

export const uniqueEmail = (tag = 'user') => `${tag}-${randomUUID().slice(0, 12)}@example.test`;

export const randomIp = () =>
  `10.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 250)}`;

export function authHeaders(app: FastifyInstance, ip = randomIp()) {
  return { origin: new URL(app.config.PUBLIC_URL).origin, 'x-forwarded-for': ip };
}

/** Joins the response's Set-Cookie headers into one Cookie header (values only). */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list
    .map((c) => c.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** Signs a new user up (e-mail + password) and returns its session cookie and bearer token. */
export async function signUpAndGetCookie(
  app: FastifyInstance,
  email = uniqueEmail(),
  password = 'ink-glow-Test-42',
): Promise<TTestUser> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: authHeaders(app),
    payload: { email, password, name: '' },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  const body = response.json() as { user: { id: string }; token: string | null };
  const cookie = cookieHeader(response.headers['set-cookie']);
  const token = String(response.headers['set-auth-token'] ?? body.token ?? '');
  return { id: body.user.id, email, password, cookie, token };
}

/** Signs an existing user in; a new session each time. */
export async function signIn(app: FastifyInstance, email: string, password: string, ip = randomIp()) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: authHeaders(app, ip),
    payload: { email, password },
  });
  return {
    response,
    cookie: cookieHeader(response.headers['set-cookie']),
    token: String(response.headers['set-auth-token'] ?? ''),
  };
}
