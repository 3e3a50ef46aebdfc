import { describe, expect, it } from 'vitest';
import { createQuotaService, describeDuration, nextUtcMidnight, utcDay } from './quota.service';
import type { TUsageRepository } from './usage.repository';

function memoryUsage(): TUsageRepository & { counts: Map<string, number> } {
  const counts = new Map<string, number>();
  const k = (u: string, d: string, kind: string) => `${u}|${d}|${kind}`;
  return {
    counts,
    async reserve(u, d, kind, amount, limit) {
      const next = (counts.get(k(u, d, kind)) ?? 0) + amount;
      if (next > limit) return null;
      counts.set(k(u, d, kind), next);
      return next;
    },
    async release(u, d, kind, amount) {
      counts.set(k(u, d, kind), Math.max(0, (counts.get(k(u, d, kind)) ?? 0) - amount));
    },
    async used(u, d, kind) {
      return counts.get(k(u, d, kind)) ?? 0;
    },
  };
}

describe('quota service', () => {
  const now = new Date('2026-03-04T18:30:20.000Z');

  it('works in UTC days', () => {
    expect(utcDay(now)).toBe('2026-03-04');
    expect(nextUtcMidnight(now).toISOString()).toBe('2026-03-05T00:00:00.000Z');
    expect(nextUtcMidnight(new Date('2026-12-31T23:59:59Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('says how long until the reset in words', () => {
    expect(describeDuration(5 * 3600 + 29 * 60 + 40)).toBe('5 hours 29 minutes');
    expect(describeDuration(3600)).toBe('1 hour');
    expect(describeDuration(61)).toBe('1 minute');
    expect(describeDuration(30)).toBe('less than a minute');
  });

  it('reserves up to the limit, then answers 429 with Retry-After until 00:00 UTC', async () => {
    const usage = memoryUsage();
    const quota = createQuotaService({ usage, limit: 3, clock: () => now });
    await quota.reserve('u1', 2);
    await quota.reserve('u1', 1);
    const error = await quota.reserve('u1', 1).catch((e: unknown) => e);
    expect(error).toMatchObject({
      statusCode: 429,
      code: 'quota_exceeded',
      message:
        "You've used today's 3 free AI generations. They reset at 00:00 UTC (5 hours 29 minutes from now). The offline engine is still unlimited.",
      headers: { 'Retry-After': String(5 * 3600 + 29 * 60 + 40) },
    });
    expect(await quota.status('u1')).toEqual({ limit: 3, used: 3, resetsAt: '2026-03-05T00:00:00.000Z' });
    expect((await quota.status('u2')).used).toBe(0);
  });

  it('gives a reservation back once, on the day it was taken', async () => {
    const usage = memoryUsage();
    let clock = now;
    const quota = createQuotaService({ usage, limit: 2, clock: () => clock });
    const reservation = await quota.reserve('u1', 2);
    clock = new Date('2026-03-05T00:00:01Z');
    await reservation.release();
    await reservation.release();
    expect(usage.counts.get('u1|2026-03-04|provider_images')).toBe(0);
  });
});
