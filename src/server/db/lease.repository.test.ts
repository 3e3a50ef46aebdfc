// Shared concurrency leases against a real rate_limit table (PGlite here; PostgreSQL in CI's second pass).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../testing/build-test-app';
import { createLeaseRepository } from './lease.repository';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const key = () => `test-lease:${randomUUID()}`;

describe('createLeaseRepository', () => {
  it('gives out at most max slots, even when asked at once, and frees a released one', async () => {
    // Two repositories on one database stand for two app processes.
    const a = createLeaseRepository(t.app.db);
    const b = createLeaseRepository(t.app.db);
    const k = key();
    const got = await Promise.all([a.acquire(k, 2, 60_000), b.acquire(k, 2, 60_000), a.acquire(k, 2, 60_000), b.acquire(k, 2, 60_000)]);
    const held = got.filter((lease) => lease !== null);
    expect(held).toHaveLength(2);
    expect(await a.held(k, 2, 60_000)).toBe(2);

    await held[0]!.release();
    await held[0]!.release(); // twice is harmless
    expect(await b.held(k, 2, 60_000)).toBe(1);
    const again = await b.acquire(k, 2, 60_000);
    expect(again).not.toBeNull();
    expect(await a.acquire(k, 2, 60_000)).toBeNull();
  });

  it("takes over a slot whose holder stopped renewing (a crashed process), and the old holder learns it lost it", async () => {
    const repo = createLeaseRepository(t.app.db);
    const k = key();
    let clock = 1_000_000;
    const now = () => clock;
    const stale = await repo.acquire(k, 1, 90_000, now);
    expect(stale).not.toBeNull();
    clock += 60_000;
    expect(await stale!.renew()).toBe(true);
    clock += 60_000; // 60 s after the renewal: still fresh
    expect(await repo.acquire(k, 1, 90_000, now)).toBeNull();
    clock += 31_000; // 91 s after the renewal: expired
    const fresh = await repo.acquire(k, 1, 90_000, now);
    expect(fresh).not.toBeNull();
    expect(await stale!.renew()).toBe(false);
    await stale!.release(); // must not free the new holder's slot
    expect(await repo.held(k, 1, 90_000, clock)).toBe(1);
    await fresh!.release();
    expect(await repo.held(k, 1, 90_000, clock)).toBe(0);
  });
});
