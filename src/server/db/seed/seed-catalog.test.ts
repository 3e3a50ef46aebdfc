// Runs on a private in-memory PGlite (not DATABASE_URL): it rewrites the catalogue, which other
// suites sharing a PostgreSQL database read at the same time.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDbHandle } from '../client';
import { colorPalettes, styles, techniques, themes } from '../schema';
import { DEFAULT_SEED_DIR, loadSeedData } from './load-seed-data';
import { seedCatalog } from './seed-catalog';

let handle: TDbHandle;
beforeAll(async () => {
  handle = await openDatabase({});
});
afterAll(() => handle.close());

async function counts() {
  const count = async (table: typeof styles | typeof colorPalettes | typeof techniques | typeof themes) =>
    (await handle.db.select({ n: sql<number>`count(*)::int` }).from(table as typeof themes))[0].n;
  return {
    styles: await count(styles),
    colors: await count(colorPalettes),
    techniques: await count(techniques),
    themes: await count(themes),
  };
}

function copyOfSeedData() {
  const dir = mkdtempSync(join(tmpdir(), 'inkglow-seed-'));
  cpSync(DEFAULT_SEED_DIR, dir, { recursive: true });
  return dir;
}

describe('seedCatalog', () => {
  it('inserts every record once and changes nothing when run again', async () => {
    const data = await loadSeedData();
    const first = await seedCatalog(handle.db, data);
    expect(first.styles).toEqual({ inserted: data.styles.records.length, updated: 0, unchanged: 0, removed: 0 });
    expect(first.colors.inserted).toBe(data.colors.records.length);
    const after = await counts();
    expect(after).toEqual({
      styles: data.styles.records.length,
      colors: data.colors.records.length,
      techniques: data.techniques.records.length,
      themes: data.themes.records.length,
    });

    const second = await seedCatalog(handle.db, await loadSeedData());
    for (const table of Object.values(second)) expect(table).toMatchObject({ inserted: 0, updated: 0, removed: 0 });
    expect(second.styles.unchanged).toBe(data.styles.records.length);
    expect(await counts()).toEqual(after);
  });

  it('updates a changed file, removes a deleted one, keeps an invalid one and never duplicates', async () => {
    const dir = copyOfSeedData();
    try {
      await seedCatalog(handle.db, await loadSeedData(dir));
      const before = await counts();
      // A content writer edits one style, deletes another and breaks a third.
      await handle.db.update(styles).set({ image_id: null, image_width: 640, image_height: 960 }).where(eq(styles.id, 'japanese'));
      const path = join(dir, 'styles', 'japanese.json');
      const japanese = JSON.parse(readFileSync(path, 'utf8'));
      writeFileSync(path, JSON.stringify({ ...japanese, shortDescription: 'Irezumi, rewritten.' }));
      rmSync(join(dir, 'styles', 'glitch.json'));
      writeFileSync(join(dir, 'styles', 'anime.json'), '{ "id": "anime" }');
      const themesPath = join(dir, 'themes.json');
      const themeList = JSON.parse(readFileSync(themesPath, 'utf8'));
      themeList[0].items.push('axolotl');
      writeFileSync(themesPath, JSON.stringify(themeList));

      const data = await loadSeedData(dir);
      expect(data.problems).toEqual([expect.stringMatching(/^styles\/anime\.json: /)]);
      const report = await seedCatalog(handle.db, data);
      expect(report.styles).toMatchObject({ inserted: 0, updated: 1, removed: 1 });
      expect(report.themes).toMatchObject({ inserted: 0, updated: 1, removed: 0 });
      expect(await counts()).toEqual({ ...before, styles: before.styles - 1 });

      const [row] = await handle.db.select().from(styles).where(eq(styles.id, 'japanese'));
      expect(row.short_description).toBe('Irezumi, rewritten.');
      expect(row.image_height).toBe(960); // the image columns belong to the renderer, not the seed
      expect(await handle.db.select().from(styles).where(eq(styles.id, 'glitch'))).toHaveLength(0);
      expect(await handle.db.select().from(styles).where(eq(styles.id, 'anime'))).toHaveLength(1);
      const [animals] = await handle.db.select().from(themes).where(eq(themes.id, themeList[0].id));
      expect(animals.items).toContain('axolotl');

      // Running the same files again is a no-op.
      const again = await seedCatalog(handle.db, await loadSeedData(dir));
      expect(again.styles).toMatchObject({ inserted: 0, updated: 0, removed: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves a table alone when its file is missing', async () => {
    const dir = copyOfSeedData();
    try {
      rmSync(join(dir, 'techniques.json'));
      const before = await counts();
      const report = await seedCatalog(handle.db, await loadSeedData(dir));
      expect(report.techniques).toEqual({ inserted: 0, updated: 0, unchanged: 0, removed: 0 });
      expect((await counts()).techniques).toBe(before.techniques);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serialises concurrent seeds without duplicates or errors', async () => {
    await handle.db.delete(styles);
    const data = await loadSeedData();
    const reports = await Promise.all([seedCatalog(handle.db, data), seedCatalog(handle.db, data)]);
    expect(reports.map((r) => r.styles.inserted).sort()).toEqual([0, data.styles.records.length]);
    expect((await counts()).styles).toBe(data.styles.records.length);
  });
});
