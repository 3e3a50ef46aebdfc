// Analyses a signed-in user chose to keep (the analysis tool). Uploads are not stored unless the
// analysis is saved; then the checked, metadata-free image is kept in `images` with the user as owner.
import { index, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { images } from './app-data';

export const analyses = pgTable(
  'analyses',
  {
    id: text('id').primaryKey(),
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    concept: text('concept'),
    summary: text('summary'),
    analysis: text('analysis').notNull(),
    analyst: text('analyst').notNull(),
    placement: text('placement'),
    size_cm: real('size_cm'),
    measures: jsonb('measures'),
    image_id: text('image_id').references(() => images.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analyses_user_created_idx').on(t.user_id, t.created_at)],
);
