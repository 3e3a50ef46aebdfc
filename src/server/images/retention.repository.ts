// Which stored images the retention sweep may delete, decided and done in one DELETE so an image
// saved while the sweep runs is never taken: the same conditions are checked again at delete time.
// An image is kept while anything refers to it: a saved design (and, through its generation row,
// that design's vector original and print PNG), a style's example, a saved analysis, a saved chat.
import { and, eq, inArray, isNotNull, isNull, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { TDatabase } from '../db/client';
import { analyses, conversations, designs, generations, images, styles } from '../db/schema';
import type { TImageRecord } from './image-store';

export interface TRetentionCutoffs {
  /** Guest images (no owner) created before this are unsaved leftovers. */
  guestBefore: Date;
  /** Signed-in users' images (history) created before this. */
  ownedBefore: Date;
}

const one = sql`1`;

/** True while a saved thing still refers to the image row `images.id`. */
function referenced(db: TDatabase): SQL[] {
  const inFamily = (id: SQL | typeof images.id) =>
    or(eq(generations.image_id, id), eq(generations.svg_image_id, id), eq(generations.print_image_id, id));
  return [
    notExists(db.select({ one }).from(designs).where(eq(designs.image_id, images.id))),
    // A saved design's generation keeps its siblings: the vector original and the print PNG.
    notExists(
      db
        .select({ one })
        .from(generations)
        .innerJoin(designs, inFamily(sql`${designs.image_id}`))
        .where(inFamily(images.id)),
    ),
    notExists(db.select({ one }).from(styles).where(eq(styles.image_id, images.id))),
    notExists(db.select({ one }).from(analyses).where(eq(analyses.image_id, images.id))),
    // Saved chats keep image URLs (/api/images/<id>) in their JSON.
    notExists(
      db
        .select({ one })
        .from(conversations)
        .where(
          sql`position(${images.id} in ${conversations.images}::text) > 0 or position(${images.id} in ${conversations.messages}::text) > 0`,
        ),
    ),
  ];
}

export function createRetentionRepository(db: TDatabase) {
  return {
    /** Deletes up to `limit` expired, unreferenced image rows and returns them (their files are the caller's). */
    async deleteExpired(cutoffs: TRetentionCutoffs, limit: number): Promise<TImageRecord[]> {
      const expired = or(
        and(isNull(images.owner_id), lt(images.created_at, cutoffs.guestBefore)),
        and(isNotNull(images.owner_id), lt(images.created_at, cutoffs.ownedBefore)),
      );
      const unreferenced = referenced(db);
      const batch = db
        .select({ id: images.id })
        .from(images)
        .where(and(expired, ...unreferenced))
        .limit(limit);
      return db
        .delete(images)
        .where(and(inArray(images.id, batch), expired, ...unreferenced))
        .returning();
    },
  };
}
export type TRetentionRepository = ReturnType<typeof createRetentionRepository>;
