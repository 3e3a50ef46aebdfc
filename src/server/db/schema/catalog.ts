// The style library, seeded from src/server/db/seed-data (replaces the spec's external table service).
// Every row carries a content hash of its source record so re-seeding rewrites only what changed.
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { images } from './app-data';

/** A style's example recipe: generator option ids plus a free-text subject and prompt. */
export interface TStyleExampleRow {
  subject: string;
  style: string;
  technique: string;
  composition: string;
  palette: string;
  placement: string;
  prompt: string;
}

export const styles = pgTable('styles', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  short_description: text('short_description').notNull(),
  full_description: text('full_description').notNull(),
  characteristics: jsonb('characteristics').$type<string[]>().notNull(),
  traits: jsonb('traits').$type<string[]>().notNull().default([]),
  example: jsonb('example').$type<TStyleExampleRow>().notNull(),
  image_id: text('image_id').references(() => images.id, { onDelete: 'set null' }),
  image_width: integer('image_width'),
  image_height: integer('image_height'),
  /** Hash of the recipe (and engine version) the current image was rendered from; stale when it differs. */
  image_recipe_hash: text('image_recipe_hash'),
  /** Set by the process rendering the example, so several app processes never render the same one. */
  image_claimed_at: timestamp('image_claimed_at', { withTimezone: true }),
  sort_order: integer('sort_order').notNull().default(0),
  content_hash: text('content_hash').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const keywordRecord = {
  id: text('id').primaryKey(),
  keyword: text('keyword').notNull(),
  short_description: text('short_description').notNull(),
  detailed_description: text('detailed_description').notNull(),
  attributes: jsonb('attributes').$type<string[]>().notNull(),
  guidance_level: text('guidance_level').notNull(),
  sort_order: integer('sort_order').notNull().default(0),
  content_hash: text('content_hash').notNull().default(''),
};

export const colorPalettes = pgTable('color_palettes', {
  ...keywordRecord,
  colors: jsonb('colors').$type<string[]>().notNull().default([]),
});

export const techniques = pgTable('techniques', { ...keywordRecord });

export const themes = pgTable('themes', {
  id: text('id').primaryKey(),
  category: text('category').notNull(),
  items: jsonb('items').$type<string[]>().notNull(),
  sort_order: integer('sort_order').notNull().default(0),
  content_hash: text('content_hash').notNull().default(''),
});
