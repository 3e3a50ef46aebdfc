// Abuse limits through the HTTP API (429, Retry-After, the one error shape), and counted in the
// database: two limiters over one database share one count, as two app processes would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../testing/build-test-app';
import { randomIp, signUpAndGetCookie } from '../testing/auth-helpers';
import { createTestDrawing } from '../testing/image-factory';
import { createRateLimitRepository } from '../db/rate-limit.repository';
import { loadConfig } from '../config';
import { createAbuseLimits } from './abuse-limits';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ GUEST_GENERATIONS_PER_HOUR: '2', GENERATIONS_PER_MINUTE: '2', UPLOADS_PER_HOUR: '2' });
});
afterAll(() => t.close());

const generate = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/generate', headers, payload: { prompt: 'a swallow', model: 'local' } });

function expectLimited(response: Awaited<ReturnType<typeof generate>>, maxSeconds: number) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  const body = response.json();
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toBe('rate_limited');
  expect(body.error.message).toMatch(/Please try again in \d+ (seconds?|minutes?)\.$/);
  return body.error.message as string;
}

describe('design limits', () => {
  it('gives a guest address its hourly designs, then 429; another address is not affected', async () => {
    const ip = randomIp();
    for (let i = 0; i < 2; i++) expect((await generate({ 'x-forwarded-for': ip })).statusCode).toBe(200);
    const message = expectLimited(await generate({ 'x-forwarded-for': ip }), 3600);
    expect(message).toContain('Guests can make 2 designs an hour; sign in for more.');
    expect((await generate({ 'x-forwarded-for': randomIp() })).statusCode).toBe(200);
  });

  it('gives a signed-in user designs per minute (the offline engine included), edits counted too', async () => {
    const user = await signUpAndGetCookie(t.app);
    const first = await generate({ cookie: user.cookie, 'x-forwarded-for': randomIp() });
    expect(first.statusCode).toBe(200);
    const imageId = first.json().images[0].id as string;
    const edit = await t.app.inject({
      method: 'POST',
      url: `/api/images/${imageId}/edit`,
      headers: { cookie: user.cookie, 'x-forwarded-for': randomIp() },
      payload: { instructions: 'make the lines bolder', model: 'local' },
    });
    expect(edit.statusCode).toBe(200);
    // a new address does not reset a user's count
    expectLimited(await generate({ cookie: user.cookie, 'x-forwarded-for': randomIp() }), 60);
    // another user is not affected
    const other = await signUpAndGetCookie(t.app);
    expect((await generate({ cookie: other.cookie })).statusCode).toBe(200);
  });
});

describe('upload limits', () => {
  it('counts stencils per guest address per hour, then 429', async () => {
    const image = await createTestDrawing(t.app, null);
    const ip = randomIp();
    const stencil = (address: string) =>
      t.app.inject({ method: 'POST', url: '/api/stencils', headers: { 'x-forwarded-for': address }, payload: { imageId: image.id } });
    for (let i = 0; i < 2; i++) expect((await stencil(ip)).statusCode).toBe(200);
    expect(expectLimited(await stencil(ip), 3600)).toContain('You can upload 2 images an hour.');
    expect((await stencil(randomIp())).statusCode).toBe(200);
  });

  it('counts image analyses too', async () => {
    const ip = randomIp();
    const analyze = () =>
      t.app.inject({ method: 'POST', url: '/api/analyze/image', headers: { 'x-forwarded-for': ip }, payload: {} });
    // the first two reach the route's own check (no image: 4xx), the third is refused before it
    for (let i = 0; i < 2; i++) expect((await analyze()).statusCode).not.toBe(429);
    expectLimited(await analyze(), 3600);
  });
});

describe('counted in the database', () => {
  it('shares one count between two limiters (two processes) on one database', async () => {
    const values = { guestGenerationsPerHour: 3, generationsPerMinute: 3, uploadsPerHour: 3 };
    const a = createAbuseLimits(createRateLimitRepository(t.app.db), values);
    const b = createAbuseLimits(createRateLimitRepository(t.app.db), values);
    const who = { userId: null, ip: randomIp() };
    await a.generation(who);
    await b.generation(who);
    await a.generation(who);
    await expect(b.generation(who)).rejects.toMatchObject({ statusCode: 429, code: 'rate_limited' });
    // an hour later the window is new
    await expect(b.generation(who, Date.now() + 3_600_001)).resolves.toBeUndefined();
  });

  it('refuses a limit of 0 or a word in the configuration', () => {
    expect(() => loadConfig({ GUEST_GENERATIONS_PER_HOUR: '0' })).toThrow(/GUEST_GENERATIONS_PER_HOUR/);
    expect(() => loadConfig({ GENERATIONS_PER_MINUTE: 'many' })).toThrow(/GENERATIONS_PER_MINUTE/);
    expect(() => loadConfig({ UPLOADS_PER_HOUR: '-1' })).toThrow(/UPLOADS_PER_HOUR/);
  });
});
