// Throttles for the credential endpoints. Counts live in the database so every process shares them.
// - Per client address: sign-in, sign-up and reset attempts (30 per 5 minutes by default), then 429.
// - Per account AND address: failed sign-ins (5 per 15 minutes), then 429 for that pair only. The
//   account is never shut as a whole, so a stranger guessing from elsewhere cannot lock the owner out.
// - Per account: a growing, bounded delay before each sign-in once the account has seen failures from
//   any address, which slows guessing spread over many addresses without refusing anyone.
import { setTimeout as sleep } from 'node:timers/promises';
import { HttpError } from '../http-errors';
import type { TRateLimitRepository } from '../db/rate-limit.repository';

export interface TSlowdownPolicy {
  /** Failures on the account (in the window) before any delay starts. */
  freeFailures: number;
  /** Delay after the first failure past the free ones; it doubles with each further failure. */
  baseMs: number;
  /** The delay never grows past this. */
  maxMs: number;
}

export interface TAuthLimits {
  /** Failed sign-ins per account and client address together. */
  pairFailures: { max: number; windowMs: number };
  ipAttempts: { max: number; windowMs: number };
  /** Failed sign-ins per account from any address, counted in `pairFailures.windowMs`. */
  slowdown: TSlowdownPolicy;
}

/** The wait before a sign-in on an account that has seen `failures` failed sign-ins in the window. */
export function signInDelayMs(failures: number, policy: TSlowdownPolicy): number {
  const past = failures - policy.freeFailures;
  if (past <= 0 || policy.maxMs <= 0) return 0;
  // 2 ** 30 already dwarfs any sane maximum; the cap keeps the arithmetic finite.
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(past - 1, 30));
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

export function createAuthRateLimit(
  repo: TRateLimitRepository,
  limits: TAuthLimits,
  wait: (ms: number) => Promise<unknown> = sleep,
) {
  let attempts = 0;
  const failureWindow = limits.pairFailures.windowMs;

  /** Drops counters whose windows are long over, so the table does not grow without bound. */
  async function prune(now = Date.now()): Promise<void> {
    const longest = Math.max(failureWindow, limits.ipAttempts.windowMs);
    await repo.prune('auth:', now - longest);
  }

  /** The delay a sign-in would wait, from the account's failures from every address. */
  async function delayFor(email: string, now = Date.now()): Promise<number> {
    const { count } = await repo.peek(accountKey(email), failureWindow, now);
    return signInDelayMs(count, limits.slowdown);
  }

  return {
    /** Counts one attempt from this IP; throws 429 once the IP is over its limit. */
    async attemptFromIp(ip: string, now = Date.now()): Promise<void> {
      const { max, windowMs } = limits.ipAttempts;
      if (++attempts % PRUNE_EVERY === 0) await prune(now);
      const { count, windowStart } = await repo.hit(`auth:ip:${ip}`, windowMs, now);
      if (count > max) throw tooManyAttempts((windowStart + windowMs - now) / 1000);
    },

    /** Throws 429 while this address has used up its failed sign-ins on this account. */
    async assertPairOpen(email: string, ip: string, now = Date.now()): Promise<void> {
      const { max } = limits.pairFailures;
      const { count, windowStart } = await repo.peek(pairKey(email, ip), failureWindow, now);
      if (count >= max) throw tooManyAttempts((windowStart + failureWindow - now) / 1000);
    },

    delayFor,

    /** Waits out the account's delay on a timer (the event loop keeps serving others). */
    async slowDown(email: string, now = Date.now()): Promise<void> {
      const ms = await delayFor(email, now);
      if (ms > 0) await wait(ms);
    },

    async recordFailure(email: string, ip: string, now = Date.now()): Promise<void> {
      await repo.hit(pairKey(email, ip), failureWindow, now);
      await repo.hit(accountKey(email), failureWindow, now);
    },

    /**
     * The owner proved themselves from this address: its count goes. The account's count stays, so
     * a stranger's guesses keep their delay even when the owner signs in between them.
     */
    async recordSuccess(email: string, ip: string): Promise<void> {
      await repo.clear(pairKey(email, ip));
    },

    prune,
  };
}
export type TAuthRateLimit = ReturnType<typeof createAuthRateLimit>;

const normal = (email: string) => email.trim().toLowerCase();
const accountKey = (email: string) => `auth:account:${normal(email)}`;
const pairKey = (email: string, ip: string) => `auth:pair:${ip}:${normal(email)}`;
