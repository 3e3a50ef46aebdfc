// Throttles for the credential endpoints (issue: 5 failed sign-ins per account per 15 minutes; 30
// sign-in and sign-up attempts per IP per 5 minutes; both configurable). Counts live in the database.
import { HttpError } from '../http-errors';
import type { TRateLimitRepository } from '../db/rate-limit.repository';

export interface TAuthLimits {
  accountFailures: { max: number; windowMs: number };
  ipAttempts: { max: number; windowMs: number };
}

export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(
    429,
    'rate_limited',
    `Too many attempts. Please try again in ${describeWait(seconds)}.`,
    { 'Retry-After': String(seconds) },
  );
}

/** Every this many attempts, a process drops counters whose windows ended long ago. */
const PRUNE_EVERY = 500;

export function createAuthRateLimit(repo: TRateLimitRepository, limits: TAuthLimits) {
  let attempts = 0;

  /** Drops counters whose windows are long over, so the table does not grow without bound. */
  async function prune(now = Date.now()): Promise<void> {
    const longest = Math.max(limits.accountFailures.windowMs, limits.ipAttempts.windowMs);
    await repo.prune('auth:', now - longest);
  }

  return {
    /** Counts one attempt from this IP; throws 429 once the IP is over its limit. */
    async attemptFromIp(ip: string, now = Date.now()): Promise<void> {
      const { max, windowMs } = limits.ipAttempts;
      if (++attempts % PRUNE_EVERY === 0) await prune(now);
      const { count, windowStart } = await repo.hit(`auth:ip:${ip}`, windowMs, now);
      if (count > max) throw tooManyAttempts((windowStart + windowMs - now) / 1000);
    },

    /** Throws 429 while the account has used up its failed sign-ins. */
    async assertAccountOpen(email: string, now = Date.now()): Promise<void> {
      const { max, windowMs } = limits.accountFailures;
      const { count, windowStart } = await repo.peek(accountKey(email), windowMs, now);
      if (count >= max) throw tooManyAttempts((windowStart + windowMs - now) / 1000);
    },

    async recordFailure(email: string, now = Date.now()): Promise<void> {
      await repo.hit(accountKey(email), limits.accountFailures.windowMs, now);
    },

    async recordSuccess(email: string): Promise<void> {
      await repo.clear(accountKey(email));
    },

    prune,
  };
}
export type TAuthRateLimit = ReturnType<typeof createAuthRateLimit>;

const accountKey = (email: string) => `auth:account:${email.trim().toLowerCase()}`;
