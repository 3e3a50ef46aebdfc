// Private in-memory PGlite: the job rewrites catalogue rows other suites may read.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TStyleExample } from '../../../../core/catalog-schemas';
import { createDiskBlobStore } from '../../../images/blob-store';
import { createImageStore, type TImageStore } from '../../../images/image-store';
import { openDatabase, type TDbHandle } from '../../../db/client';
import { styles } from '../../../db/schema';
import { renderStaleExampleImages, staleExamples, type TJobLogger } from './example-images';
import { exampleRecipeHash, exampleSeed } from './example-recipe';
import { inlineExampleRenderer, type TExampleRenderer } from './example-renderer';
import { loadSeedData } from '../../../db/seed/load-seed-data';
import { seedCatalog } from '../../../db/seed/seed-catalog';

let handle: TDbHandle;
let store: TImageStore;
let total: number;
const errors: { obj: object; msg?: string }[] = [];
const log: TJobLogger = { info: () => {}, error: (obj, msg) => errors.push({ obj, msg }) };

/** A renderer that draws a small solid PNG per call and records which styles it was asked for. */
function fakeRenderer(fail: string[] = []): TExampleRenderer & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async render(styleId) {
      calls.push(styleId);
      if (fail.includes(styleId)) throw new Error(`cannot draw ${styleId}`);
      const bytes = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#222' } }).png().toBuffer();
      return { bytes, mime: 'image/png', width: 40, height: 60 };
    },
    close: async () => {},
  };
}

beforeAll(async () => {
  handle = await openDatabase({});
  store = createImageStore(handle.db, createDiskBlobStore(mkdtempSync(join(tmpdir(), 'inkglow-images-'))));
  const data = await loadSeedData();
  total = data.styles.records.length;
  await seedCatalog(handle.db, data);
});
afterAll(() => handle.close());
beforeEach(async () => {
  errors.length = 0;
  await handle.db.update(styles).set({ image_id: null, image_width: null, image_height: null, image_recipe_hash: null, image_claimed_at: null });
});

const job = (renderer: TExampleRenderer, extra: { limit?: number; engineFingerprint?: string } = {}) =>
  renderStaleExampleImages({ db: handle.db, images: store, renderer, log, engineFingerprint: 'v1', ...extra });

describe('renderStaleExampleImages', () => {
  it('renders each missing example once, in display order, and nothing on the next run', async () => {
    const renderer = fakeRenderer();
    const report = await job(renderer, { limit: 3 });
    expect(report).toEqual({ rendered: 3, placeholders: 0, skipped: 0 });
    expect(renderer.calls).toEqual(['realism', 'neo-traditional', 'traditional']);
    const [row] = await handle.db.select().from(styles).where(eq(styles.id, 'realism'));
    expect(row).toMatchObject({ image_width: 40, image_height: 60, image_claimed_at: null });
    expect((await store.find(row.image_id!))?.model).toBe('local');

    const rest = fakeRenderer();
    expect((await job(rest)).rendered).toBe(total - 3);
    expect(rest.calls).not.toContain('realism');
    const again = fakeRenderer();
    expect(await job(again)).toEqual({ rendered: 0, placeholders: 0, skipped: 0 });
    expect(again.calls).toEqual([]);
  });

  it('re-renders a style whose recipe changed, and all of them when the engine changed', async () => {
    await job(fakeRenderer());
    const [row] = await handle.db.select().from(styles).where(eq(styles.id, 'japanese'));
    const example = { ...(row.example as TStyleExample), subject: 'koi' };
    await handle.db.update(styles).set({ example }).where(eq(styles.id, 'japanese'));
    const renderer = fakeRenderer();
    await job(renderer);
    expect(renderer.calls).toEqual(['japanese']);
    const [after] = await handle.db.select().from(styles).where(eq(styles.id, 'japanese'));
    expect(after.image_recipe_hash).toBe(exampleRecipeHash('japanese', example, 'v1'));

    expect(await staleExamples(handle.db, 'v2')).toHaveLength(total);
  });

  it('falls back to a logged placeholder when the engine throws, and retries it next time', async () => {
    const report = await job(fakeRenderer(['tribal']), { limit: 8 });
    expect(report).toEqual({ rendered: 7, placeholders: 1, skipped: 0 });
    expect(errors).toHaveLength(1);
    expect(errors[0].obj).toMatchObject({ styleId: 'tribal' });
    const [row] = await handle.db.select().from(styles).where(eq(styles.id, 'tribal'));
    expect(row.image_id).not.toBeNull();
    expect(row.image_recipe_hash).toMatch(/^placeholder:/);
    const retry = fakeRenderer();
    await job(retry, { limit: 1 });
    expect(retry.calls).toEqual(['tribal']);
  });

  it('skips a style another process is rendering, but takes over an abandoned claim', async () => {
    await handle.db.update(styles).set({ image_claimed_at: sql`now()` }).where(eq(styles.id, 'realism'));
    await handle.db
      .update(styles)
      .set({ image_claimed_at: sql`now() - interval '1 hour'` })
      .where(eq(styles.id, 'neo-traditional'));
    const renderer = fakeRenderer();
    const report = await job(renderer, { limit: 3 });
    expect(report.skipped).toBe(1);
    expect(renderer.calls).toEqual(['neo-traditional', 'traditional']);
    const claimed = await handle.db.select({ id: styles.id }).from(styles).where(isNotNull(styles.image_claimed_at));
    expect(claimed.map((r) => r.id)).toEqual(['realism']);
  });

  it('renders a real example with the engine: a 1024 px PNG, the same bytes every time', async () => {
    const [row] = await handle.db.select().from(styles).where(eq(styles.id, 'geometric'));
    const renderer = inlineExampleRenderer();
    const a = await renderer.render(row.id, row.example as TStyleExample);
    const b = await renderer.render(row.id, row.example as TStyleExample);
    expect(Math.max(a.width, a.height)).toBe(1024);
    const meta = await sharp(a.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', a.width, a.height]);
    expect(a.bytes.equals(b.bytes)).toBe(true);
    expect(exampleSeed('geometric')).not.toBe(exampleSeed('tribal'));
  });
});
