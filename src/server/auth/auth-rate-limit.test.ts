// The sign-in slowdown policy, and the limiter's use of it against a real rate_limit table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimitRepository } from '../db/rate-limit.repository';
import { buildTestApp, type TTestApp } from '../testing/build-test-app';
import { randomIp, uniqueEmail } from '../testing/auth-helpers';
import { createAuthRateLimit, signInDelayMs, type TAuthLimits } from './auth-rate-limit';

const policy = { freeFailures: 3, baseMs: 500, maxMs: 5000 };

describe('signInDelayMs', () => {
  it('waits nothing for the first few failures', () => {
    for (const failures of [0, 1, 2, 3]) expect(signInDelayMs(failures, policy)).toBe(0);
  });

  it('doubles with each further failure and stops at the maximum', () => {
    const delays = [4, 5, 6, 7, 8, 9, 50, 10_000].map((f) => signInDelayMs(f, policy));
    expect(delays).toEqual([500, 1000, 2000, 4000, 5000, 5000, 5000, 5000]);
  });

  it('waits nothing when the maximum is 0 (slowdown switched off)', () => {
    expect(signInDelayMs(100, { ...policy, maxMs: 0 })).toBe(0);
  });
});

describe('the sign-in limiter', () => {
  let t: TTestApp;
  const limits: TAuthLimits = {
    pairFailures: { max: 5, windowMs: 15 * 60_000 },
    ipAttempts: { max: 30, windowMs: 5 * 60_000 },
    slowdown: policy,
  };
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('slows the account down more with every failure from any address, and waits on a timer', async () => {
    const waits: number[] = [];
    const limiter = createAuthRateLimit(createRateLimitRepository(t.app.db), limits, async (ms) => {
      waits.push(ms);
    });
    const email = uniqueEmail('slow');
    const seen: number[] = [];
    for (let i = 0; i < 8; i++) {
      seen.push(await limiter.delayFor(email));
      await limiter.slowDown(email);
      await limiter.recordFailure(email, randomIp()); // a new address every time
    }
    expect(seen).toEqual([0, 0, 0, 0, 500, 1000, 2000, 4000]);
    expect(waits).toEqual([500, 1000, 2000, 4000]);
    // each address made one guess only: none of them is shut out
    await expect(limiter.assertPairOpen(email, randomIp())).resolves.toBeUndefined();
  });

  it('shuts one address out of one account only, and a success there clears it', async () => {
    const limiter = createAuthRateLimit(createRateLimitRepository(t.app.db), limits, async () => {});
    const email = uniqueEmail('pair');
    const ip = randomIp();
    for (let i = 0; i < 5; i++) await limiter.recordFailure(email, ip);
    await expect(limiter.assertPairOpen(email, ip)).rejects.toMatchObject({ statusCode: 429 });
    await expect(limiter.assertPairOpen(email, randomIp())).resolves.toBeUndefined();
    await expect(limiter.assertPairOpen(uniqueEmail('other'), ip)).resolves.toBeUndefined();
    await limiter.recordSuccess(email, ip);
    await expect(limiter.assertPairOpen(email, ip)).resolves.toBeUndefined();
    // the account's own count (the slowdown) survives the owner's success
    expect(await limiter.delayFor(email)).toBe(1000);
  });
});
