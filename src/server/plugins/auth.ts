// Mounts Better Auth at /api/auth/* and gives every route the auth seam:
//   app.getSessionUser(request) -> { id, email, name } | null   (cookie or Authorization: Bearer)
//   app.getSessionUserByToken(token) -> the same for a bearer token given another way (voice socket)
//   app.requireUser(request)    -> the same, or HttpError 401 'Please sign in to continue.'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveAuthSecret } from '../auth/auth-secret';
import { createAuth, type TAuth } from '../auth/auth';
import { createAuthRateLimit } from '../auth/auth-rate-limit';
import { createRateLimitRepository } from '../db/rate-limit.repository';
import { HttpError, unauthorized } from '../http-errors';
import { createMailer, type TMailer } from '../mail/mailer';
import { apiErrorBody } from '../../core/api-error-schemas';

export interface TSessionUser {
  id: string;
  email: string;
  name: string;
}

/** Paths (under /api/auth) that count against the per-IP attempt limit. */
const IP_LIMITED = new Set([
  '/sign-in/email',
  '/sign-up/email',
  '/sign-in/social',
  '/request-password-reset',
  '/send-verification-email',
]);

const HOP_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);

export function toWebHeaders(raw: FastifyRequest['headers']): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined || HOP_HEADERS.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

export async function registerAuth(app: FastifyInstance, options: { mailer?: TMailer } = {}) {
  const { config } = app;
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      log: app.log,
      revealLinks: config.NODE_ENV === 'development',
    });
  const auth = createAuth({
    config,
    db: app.db,
    secret: resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR),
    mailer,
  });
  const limits = createAuthRateLimit(createRateLimitRepository(app.db), {
    pairFailures: {
      max: config.AUTH_RATE_LIMIT_ACCOUNT_MAX,
      windowMs: config.AUTH_RATE_LIMIT_ACCOUNT_WINDOW_MINUTES * 60_000,
    },
    ipAttempts: {
      max: config.AUTH_RATE_LIMIT_IP_MAX,
      windowMs: config.AUTH_RATE_LIMIT_IP_WINDOW_MINUTES * 60_000,
    },
    slowdown: {
      freeFailures: config.AUTH_SIGNIN_DELAY_AFTER_FAILURES,
      baseMs: config.AUTH_SIGNIN_DELAY_BASE_MS,
      maxMs: config.AUTH_SIGNIN_DELAY_MAX_MS,
    },
  });

  const sessions = new WeakMap<FastifyRequest, Promise<TSessionUser | null>>();
  const getSessionUser = (request: FastifyRequest): Promise<TSessionUser | null> => {
    let pending = sessions.get(request);
    if (!pending) {
      pending = auth.api
        .getSession({ headers: toWebHeaders(request.headers) })
        .then((found) =>
          found ? { id: found.user.id, email: found.user.email, name: found.user.name } : null,
        );
      sessions.set(request, pending);
    }
    return pending;
  };
  app.decorate('auth', auth);
  app.decorate('getSessionUser', getSessionUser);
  // Where a header cannot be set (a browser WebSocket), the same token HTTP sends as a bearer.
  app.decorate('getSessionUserByToken', async (token: string): Promise<TSessionUser | null> => {
    const found = await auth.api.getSession({ headers: new Headers({ authorization: `Bearer ${token}` }) });
    return found ? { id: found.user.id, email: found.user.email, name: found.user.name } : null;
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const found = await getSessionUser(request);
    if (!found) throw unauthorized();
    return found;
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: async (request, reply) => {
      const url = new URL(request.url, config.PUBLIC_URL);
      const path = url.pathname.replace(/^\/api\/auth/, '');
      const email = signInEmail(path, request.body);
      try {
        if (request.method === 'POST' && IP_LIMITED.has(path)) await limits.attemptFromIp(request.ip);
        if (email) await limits.assertPairOpen(email, request.ip);
      } catch (error) {
        if (error instanceof HttpError) return sendAuthError(reply, error);
        throw error;
      }

      if (email) await limits.slowDown(email);

      const body =
        request.method === 'POST' && request.body !== undefined
          ? typeof request.body === 'string'
            ? request.body
            : JSON.stringify(request.body)
          : undefined;
      const response = await auth.handler(
        new Request(url, { method: request.method, headers: toWebHeaders(request.headers), body }),
      );

      if (email) {
        if (response.status === 401) await limits.recordFailure(email, request.ip);
        else if (response.ok) await limits.recordSuccess(email, request.ip);
      }
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}

function signInEmail(path: string, body: unknown): string | null {
  if (path !== '/sign-in/email' || !body || typeof body !== 'object') return null;
  const email = (body as { email?: unknown }).email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
}

/** Auth endpoints answer errors in Better Auth's shape ({ code, message }) so its client reads them. */
function sendAuthError(reply: FastifyReply, error: HttpError) {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.status(error.statusCode).send({
    code: error.code.toUpperCase(),
    message: error.message,
    ...apiErrorBody(error.code, error.message),
  });
}

export type { TAuth };
