// The retention sweep against a real database and both blob stores (disk, and S3 through the
// loopback stand-in): expired unsaved images go with their files; anything saved stays.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../testing/build-test-app';
import { signUpAndGetCookie } from '../testing/auth-helpers';
import { createTestImage } from '../testing/image-factory';
import { startS3Fake, type TS3Fake } from '../testing/fakes/s3-fake';
import { analyses, conversations, designs, generations, images, styles } from '../db/schema';
import type { TImageRecord } from './image-store';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let fake: TS3Fake;
beforeAll(async () => {
  fake = await startS3Fake({ bucket: 'inkglow-retention', accessKeyId: 'AKIARETAIN' });
});
afterAll(() => fake.close());

const stores = [
  { kind: 'disk', env: (): Record<string, string> => ({}) },
  {
    kind: 's3',
    env: (): Record<string, string> => ({
      IMAGE_STORE_URL: 's3://inkglow-retention/images',
      S3_ENDPOINT: fake.url,
      S3_ACCESS_KEY_ID: 'AKIARETAIN',
      S3_SECRET_ACCESS_KEY: 'retention-secret',
    }),
  },
];

describe.each(stores)('the retention sweep on the $kind store', ({ env }) => {
  let t: TTestApp;
  let colour = 0;
  beforeAll(async () => {
    t = await buildTestApp({ ...env(), IMAGE_RETENTION_DAYS: '30' });
    // these tests run each pass themselves; a timed pass racing one would blur what they check
    await t.app.retention.stop();
  });
  afterAll(() => t.close());

  /** A stored image with its own bytes, aged `ageMs`. */
  async function image(ownerId: string | null, ageMs: number): Promise<TImageRecord> {
    colour += 1;
    const row = await createTestImage(t.app, ownerId, `#${colour.toString(16).padStart(6, '0')}`);
    const created_at = new Date(Date.now() - ageMs);
    await t.app.db.update(images).set({ created_at }).where(eq(images.id, row.id));
    return { ...row, created_at };
  }
  const exists = async (row: TImageRecord) =>
    (await t.app.db.select().from(images).where(eq(images.id, row.id))).length === 1;
  const fileExists = (row: TImageRecord) => t.app.images.blobs.has(row.storage_key);

  async function generation(userId: string, ageMs: number) {
    const [main, svg, print] = [await image(userId, ageMs), await image(userId, ageMs), await image(userId, ageMs)];
    const id = randomUUID();
    await t.app.db.insert(generations).values({
      id,
      user_id: userId,
      image_id: main.id,
      svg_image_id: svg.id,
      print_image_id: print.id,
      prompt: 'a swallow',
      model: 'local',
      created_at: new Date(Date.now() - ageMs),
    });
    return { id, family: [main, svg, print] };
  }

  it('deletes unsaved guest images after 24 hours, rows and files, and keeps younger ones', async () => {
    const old = await image(null, 25 * HOUR);
    const young = await image(null, 23 * HOUR);
    expect(await fileExists(old)).toBe(true);
    expect(await t.app.retention.sweep()).toBeGreaterThanOrEqual(1);
    expect(await exists(old)).toBe(false);
    expect(await fileExists(old)).toBe(false);
    expect(await exists(young)).toBe(true);
    expect(await fileExists(young)).toBe(true);
  });

  it("deletes a signed-in user's unsaved history after IMAGE_RETENTION_DAYS, never a saved design's images", async () => {
    const user = await signUpAndGetCookie(t.app);
    const unsaved = await generation(user.id, 31 * DAY);
    const saved = await generation(user.id, 31 * DAY);
    const recent = await generation(user.id, 29 * DAY);
    // the user saved the second one: its PNG is the design, its SVG and print PNG are its downloads
    await t.app.db.insert(designs).values({ id: randomUUID(), user_id: user.id, image_id: saved.family[0].id, prompt: 'a swallow', model: 'local' });
    // a guest image claimed into a saved design after sign-up
    const claimed = await image(null, 3 * DAY);
    await t.app.db.insert(designs).values({ id: randomUUID(), user_id: user.id, image_id: claimed.id, prompt: 'a rose', model: 'local' });

    await t.app.retention.sweep();

    for (const row of unsaved.family) {
      expect(await exists(row)).toBe(false);
      expect(await fileExists(row)).toBe(false);
    }
    expect(await t.app.db.select().from(generations).where(eq(generations.id, unsaved.id))).toHaveLength(0);
    for (const row of [...saved.family, ...recent.family, claimed]) {
      expect(await exists(row)).toBe(true);
      expect(await fileExists(row)).toBe(true);
    }
    expect(await t.app.db.select().from(generations).where(eq(generations.id, saved.id))).toHaveLength(1);
  });

  it("keeps old images that a style's example, a saved analysis or a saved chat refers to", async () => {
    const user = await signUpAndGetCookie(t.app);
    const example = await image(null, 400 * DAY);
    const [style] = await t.app.db.select({ id: styles.id, image_id: styles.image_id }).from(styles).limit(1);
    expect(style).toBeDefined();
    await t.app.db.update(styles).set({ image_id: example.id }).where(eq(styles.id, style.id));
    const analysed = await image(user.id, 400 * DAY);
    await t.app.db.insert(analyses).values({ id: randomUUID(), user_id: user.id, kind: 'image', title: 'x', analysis: 'y', analyst: 'offline', image_id: analysed.id });
    const chatted = await image(user.id, 400 * DAY);
    await t.app.db.insert(conversations).values({
      id: randomUUID(),
      user_id: user.id,
      title: 'chat',
      assistant_id: 'design',
      images: [{ id: 'a', url: `/api/images/${chatted.id}`, prompt: 'p', timestamp: 't' }],
    });
    const orphan = await image(user.id, 400 * DAY);

    await t.app.retention.sweep();

    for (const row of [example, analysed, chatted]) expect(await exists(row)).toBe(true);
    expect(await exists(orphan)).toBe(false);
    await t.app.db.update(styles).set({ image_id: style.image_id }).where(eq(styles.id, style.id));
  });

  it('keeps a file that a kept row shares (identical bytes are stored once)', async () => {
    const kept = await createTestImage(t.app, null, '#abcdef');
    const twin = await createTestImage(t.app, null, '#abcdef');
    expect(twin.storage_key).toBe(kept.storage_key);
    await t.app.db.update(images).set({ created_at: new Date(Date.now() - 2 * DAY) }).where(eq(images.id, twin.id));
    await t.app.retention.sweep();
    expect(await exists(twin)).toBe(false);
    expect(await exists(kept)).toBe(true);
    expect(await fileExists(kept)).toBe(true);
  });
});

describe('the sweep timer', () => {
  it('starts when the app is ready and stops when it closes', async () => {
    const t = await buildTestApp();
    expect(t.app.retention.started).toBe(true);
    await t.close();
    expect(t.app.retention.started).toBe(false);
  });

  it('refuses a retention of less than a day in the configuration', async () => {
    await expect(buildTestApp({ IMAGE_RETENTION_DAYS: '0' })).rejects.toThrow(/IMAGE_RETENTION_DAYS/);
  });
});
