// Renders the example image of every style whose image is missing or was drawn from an older recipe
// (or engine), stores it in the image store and points the catalogue row at it. Runs in the
// background after the server listens; a row is claimed first so parallel processes never render
// the same style twice.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { styles } from '../../../db/schema';
import type { TImageStore } from '../../../images/image-store';
import type { TStyleExample } from '../../../../core/catalog-schemas';
import { exampleRecipeHash } from './example-recipe';
import type { TExampleRenderer } from './example-renderer';
import { placeholderExample } from './placeholder-image';
import type { TRenderedExample } from './render-example';

export interface TJobLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface TExampleImageJob {
  db: TDatabase;
  images: Pick<TImageStore, 'save'>;
  renderer: TExampleRenderer;
  engineFingerprint: string;
  log: TJobLogger;
  signal?: AbortSignal;
  /** Render at most this many (tests); all stale examples by default. */
  limit?: number;
}

export interface TExampleImageReport {
  rendered: number;
  placeholders: number;
  /** Stale rows another process had claimed. */
  skipped: number;
}

/** A claim older than this belongs to a process that died; it may be taken over. */
const CLAIM_TTL_SECONDS = 120;
const PLACEHOLDER_PREFIX = 'placeholder:';

/** Styles whose example image must be (re)rendered, in display order. */
export async function staleExamples(db: TDatabase, fingerprint: string) {
  const rows = await db
    .select({ id: styles.id, example: styles.example, imageId: styles.image_id, recipeHash: styles.image_recipe_hash })
    .from(styles)
    .orderBy(styles.sort_order, styles.id);
  return rows
    .map((r) => ({ ...r, wanted: exampleRecipeHash(r.id, r.example as TStyleExample, fingerprint) }))
    .filter((r) => !r.imageId || r.recipeHash !== r.wanted);
}

/** Drops every claim: with PGlite only this process can hold one, so any left are from a crash. */
export async function releaseAllClaims(db: TDatabase) {
  await db.update(styles).set({ image_claimed_at: null }).where(sql`${styles.image_claimed_at} is not null`);
}

async function claim(db: TDatabase, id: string): Promise<boolean> {
  const rows = await db
    .update(styles)
    .set({ image_claimed_at: sql`now()` })
    .where(
      and(
        eq(styles.id, id),
        or(isNull(styles.image_claimed_at), lt(styles.image_claimed_at, sql`now() - ${sql.raw(`interval '${CLAIM_TTL_SECONDS} seconds'`)}`)),
      ),
    )
    .returning({ id: styles.id });
  return rows.length === 1;
}

export async function renderStaleExampleImages(job: TExampleImageJob): Promise<TExampleImageReport> {
  const { db, log } = job;
  const report: TExampleImageReport = { rendered: 0, placeholders: 0, skipped: 0 };
  const stale = await staleExamples(db, job.engineFingerprint);
  for (const row of stale.slice(0, job.limit ?? stale.length)) {
    if (job.signal?.aborted) break;
    if (!(await claim(db, row.id))) {
      report.skipped += 1;
      continue;
    }
    let image: TRenderedExample;
    let recipeHash = row.wanted;
    try {
      try {
        image = await job.renderer.render(row.id, row.example as TStyleExample);
      } catch (error) {
        if (job.signal?.aborted) break;
        // Last resort: a neutral placeholder, retried on the next start (its hash never matches).
        log.error({ err: error, styleId: row.id }, 'the engine could not render this style example; using a placeholder');
        image = placeholderExample();
        recipeHash = `${PLACEHOLDER_PREFIX}${row.wanted}`;
        report.placeholders += 1;
      }
      const stored = await job.images.save({ ...image, model: 'local' });
      await db
        .update(styles)
        .set({ image_id: stored.id, image_width: image.width, image_height: image.height, image_recipe_hash: recipeHash })
        .where(eq(styles.id, row.id));
      if (!recipeHash.startsWith(PLACEHOLDER_PREFIX)) report.rendered += 1;
    } finally {
      await db.update(styles).set({ image_claimed_at: null }).where(eq(styles.id, row.id));
    }
  }
  if (stale.length) log.info({ ...report, stale: stale.length }, 'style example images rendered');
  return report;
}
