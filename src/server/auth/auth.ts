// Better Auth configured for InkGlow (accounts issue): e-mail + password, Google through OpenID
// discovery with PKCE, database sessions, bearer tokens for frames that block cookies.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer, genericOAuth } from 'better-auth/plugins';
import type { TConfig } from '../config';
import type { TDatabase } from '../db/client';
import { account, rateLimit, session, user, verification } from '../db/schema';
import { resetPasswordMail, verificationMail } from '../mail/auth-mails';
import type { TMailer } from '../mail/mailer';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from './password-policy';
import { createProfileCreator } from './profile-creator';

/** Session lifetime and sliding refresh (seconds): 7 days, pushed forward at most once a day of use. */
export const SESSION_EXPIRES_IN = 60 * 60 * 24 * 7;
export const SESSION_UPDATE_AGE = 60 * 60 * 24;

export const DEFAULT_GOOGLE_ISSUER = 'https://accounts.google.com';

export interface TAuthDeps {
  config: TConfig;
  db: TDatabase;
  secret: string;
  mailer: TMailer;
}

const PASSWORD_PATHS: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

export function createAuth({ config, db, secret, mailer }: TAuthDeps) {
  const publicUrl = new URL(config.PUBLIC_URL);
  const googleEnabled = Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
  const issuer = (config.GOOGLE_ISSUER ?? DEFAULT_GOOGLE_ISSUER).replace(/\/$/, '');
  const profiles = createProfileCreator(db);

  return betterAuth({
    appName: 'InkGlow',
    baseURL: publicUrl.origin,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(publicUrl),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    // InkGlow's own database-backed throttles sit in front of Better Auth (auth-rate-limit.ts).
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: config.REQUIRE_EMAIL_VERIFICATION,
      autoSignIn: !config.REQUIRE_EMAIL_VERIFICATION,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user: u, url }) => {
        await mailer.send(resetPasswordMail(u.email, url));
      },
    },
    emailVerification: {
      sendOnSignUp: config.REQUIRE_EMAIL_VERIFICATION,
      sendOnSignIn: config.REQUIRE_EMAIL_VERIFICATION,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user: u, url }) => {
        await mailer.send(verificationMail(u.email, url));
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN,
      updateAge: SESSION_UPDATE_AGE,
    },
    advanced: {
      // Better Auth skips its Origin/CSRF check under NODE_ENV=test; keep production behaviour everywhere.
      disableOriginCheck: false,
      cookiePrefix: 'inkglow',
      // Secure + the __Secure- prefix when users reach us over https.
      useSecureCookies: publicUrl.protocol === 'https:',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await profiles.createFor(created.id, created.name, created.image ?? null);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = PASSWORD_PATHS[ctx.path];
        if (field) {
          const password: unknown = ctx.body?.[field];
          const email: unknown = ctx.body?.email;
          const problem = typeof password === 'string' ? await passwordProblem(password, typeof email === 'string' ? email : undefined) : null;
          if (problem) throw new APIError('BAD_REQUEST', problem);
        }
        // A password change always ends every other session (issue: sessions revoked on change).
        if (ctx.path === '/change-password' && ctx.body) {
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        }
      }),
    },
    plugins: [
      bearer(),
      ...(googleEnabled
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  name: 'Google',
                  discoveryUrl: `${issuer}/.well-known/openid-configuration`,
                  clientId: config.GOOGLE_CLIENT_ID!,
                  clientSecret: config.GOOGLE_CLIENT_SECRET!,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  accessType: 'offline',
                  prompt: 'consent',
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type TAuth = ReturnType<typeof createAuth>;

/** PUBLIC_URL's origin; on a loopback default, both spellings of it (localhost and 127.0.0.1). */
export function trustedOrigins(publicUrl: URL): string[] {
  const loopback = ['localhost', '127.0.0.1'];
  if (!loopback.includes(publicUrl.hostname)) return [publicUrl.origin];
  return loopback.map((host) => {
    const url = new URL(publicUrl.origin);
    url.hostname = host;
    return url.origin;
  });
}
