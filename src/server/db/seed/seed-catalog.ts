// Upserts the catalogue tables from the loaded data files: new rows are inserted, rows whose content
// hash changed are rewritten, rows no longer in the files are deleted, the rest are left alone.
// Runs in one transaction under an advisory lock so app processes starting together never race.
import { eq, inArray, sql } from 'drizzle-orm';
import type { TDatabase } from '../client';
import { colorPalettes, styles, techniques, themes } from '../schema';
import { contentHash } from './content-hash';
import type { TSeedData, TTableLoad } from './load-seed-data';

export interface TSyncCounts {
  inserted: number;
  /** Rows whose content changed. */
  updated: number;
  /** Rows whose content is the same (their position may have moved). */
  unchanged: number;
  removed: number;
}

export interface TSeedReport {
  styles: TSyncCounts;
  colors: TSyncCounts;
  techniques: TSyncCounts;
  themes: TSyncCounts;
}

type TTx = Parameters<Parameters<TDatabase['transaction']>[0]>[0];
type TCatalogTable = typeof styles | typeof colorPalettes | typeof techniques | typeof themes;
type TRow = { id: string; content_hash: string; sort_order: number } & Record<string, unknown>;

/** Arbitrary constant naming the catalogue seed lock (pg_advisory_xact_lock takes a bigint). */
const SEED_LOCK_KEY = 4_815_162_342;

const NONE: TSyncCounts = { inserted: 0, updated: 0, unchanged: 0, removed: 0 };

async function syncTable(tx: TTx, table: TCatalogTable, load: TTableLoad<unknown>, rows: TRow[]): Promise<TSyncCounts> {
  if (!load.available) return { ...NONE };
  // Drizzle's builders do not accept a union of tables; all four share id and content_hash.
  const t = table as typeof themes;
  const existing = await tx.select({ id: t.id, hash: t.content_hash, order: t.sort_order }).from(t);
  const current = new Map(existing.map((r) => [r.id, r]));
  const wanted = new Set(rows.map((r) => r.id));
  const counts = { ...NONE };

  const inserts = rows.filter((r) => !current.has(r.id));
  if (inserts.length) await tx.insert(t).values(inserts as (typeof themes.$inferInsert)[]);
  counts.inserted = inserts.length;

  for (const row of rows) {
    const old = current.get(row.id);
    if (old === undefined) continue;
    if (old.hash === row.content_hash) {
      // Position is kept out of the hash: one deleted style must not rewrite every row after it.
      if (old.order !== row.sort_order) await tx.update(t).set({ sort_order: row.sort_order }).where(eq(t.id, row.id));
      counts.unchanged += 1;
      continue;
    }
    const { id: _id, ...fields } = row;
    const set = table === styles ? { ...fields, updated_at: sql`now()` } : fields;
    await tx.update(t).set(set as Partial<typeof themes.$inferInsert>).where(eq(t.id, row.id));
    counts.updated += 1;
  }

  const keep = new Set(load.keep);
  const stale = existing.map((r) => r.id).filter((id) => !wanted.has(id) && !keep.has(id));
  if (stale.length) await tx.delete(t).where(inArray(t.id, stale));
  counts.removed = stale.length;
  return counts;
}

export async function seedCatalog(db: TDatabase, data: TSeedData): Promise<TSeedReport> {
  const styleRows: TRow[] = data.styles.records.map((s, i) => ({
    id: s.id,
    name: s.name,
    short_description: s.shortDescription,
    full_description: s.fullDescription,
    characteristics: s.characteristics,
    traits: s.traits,
    example: s.example,
    sort_order: i,
    content_hash: contentHash(s),
  }));
  const keywordRow = (r: TSeedData['techniques']['records'][number], i: number) => ({
    id: r.id,
    keyword: r.keyword,
    short_description: r.shortDescription,
    detailed_description: r.detailedDescription,
    attributes: r.attributes,
    guidance_level: r.guidanceLevel,
    sort_order: i,
  });
  const colorRows: TRow[] = data.colors.records.map((c, i) => ({
    ...keywordRow(c, i),
    colors: c.colors,
    content_hash: contentHash(c),
  }));
  const techniqueRows: TRow[] = data.techniques.records.map((r, i) => ({
    ...keywordRow(r, i),
    content_hash: contentHash(r),
  }));
  const themeRows: TRow[] = data.themes.records.map((r, i) => ({
    id: r.id,
    category: r.category,
    items: r.items,
    sort_order: i,
    content_hash: contentHash(r),
  }));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    return {
      styles: await syncTable(tx, styles, data.styles, styleRows),
      colors: await syncTable(tx, colorPalettes, data.colors, colorRows),
      techniques: await syncTable(tx, techniques, data.techniques, techniqueRows),
      themes: await syncTable(tx, themes, data.themes, themeRows),
    };
  });
}
