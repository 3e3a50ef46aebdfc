// Free daily AI generations for signed-in users on the server's keys (FREE_DAILY_GENERATIONS per
// UTC day). A generation reserves its images before the provider call and gives them back if the
// call fails, so a failed request costs nothing and concurrent requests cannot overshoot.
import type { TQuotaStatus } from '../../../core/provider-schemas';
import { HttpError } from '../../http-errors';
import type { TUsageRepository } from './usage.repository';

export const PROVIDER_IMAGES_KIND = 'provider_images';

export type { TQuotaStatus };

export interface TQuotaReservation {
  /** Gives the reserved images back (idempotent). */
  release(): Promise<void>;
}

export interface TQuotaService {
  status(userId: string): Promise<TQuotaStatus>;
  /** Reserves `amount` images for today, or throws 429 quota_exceeded with Retry-After. */
  reserve(userId: string, amount: number): Promise<TQuotaReservation>;
}

export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** "5 hours 12 minutes", "1 hour", "3 minutes", "less than a minute". */
export function describeDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (hours > 0) return rest > 0 ? `${part(hours, 'hour')} ${part(rest, 'minute')}` : part(hours, 'hour');
  if (minutes > 0) return part(minutes, 'minute');
  return 'less than a minute';
}

export function quotaExceededError(limit: number, now: Date): HttpError {
  const retryAfterSec = Math.max(1, Math.ceil((nextUtcMidnight(now).getTime() - now.getTime()) / 1000));
  return new HttpError(
    429,
    'quota_exceeded',
    `You've used today's ${limit} free AI generations. They reset at 00:00 UTC (${describeDuration(retryAfterSec)} from now). The offline engine is still unlimited.`,
    { 'Retry-After': String(retryAfterSec) },
  );
}

export function createQuotaService(deps: { usage: TUsageRepository; limit: number; clock: () => Date }): TQuotaService {
  const { usage, limit, clock } = deps;
  return {
    async status(userId) {
      const now = clock();
      return {
        limit,
        used: Math.min(limit, await usage.used(userId, utcDay(now), PROVIDER_IMAGES_KIND)),
        resetsAt: nextUtcMidnight(now).toISOString(),
      };
    },

    async reserve(userId, amount) {
      const now = clock();
      const day = utcDay(now);
      const count = await usage.reserve(userId, day, PROVIDER_IMAGES_KIND, amount, limit);
      if (count === null) throw quotaExceededError(limit, now);
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          // The reservation's own day, even if the call ran across midnight.
          await usage.release(userId, day, PROVIDER_IMAGES_KIND, amount);
        },
      };
    },
  };
}
