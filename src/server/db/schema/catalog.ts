// The style library, seeded from src/server/db/seed-data (replaces the spec's external table service).
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const styles = pgTable('styles', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  short_description: text('short_description').notNull(),
  full_description: text('full_description').notNull(),
  characteristics: jsonb('characteristics').$type<string[]>().notNull(),
  traits: jsonb('traits').$type<string[]>().notNull().default([]),
  example: jsonb('example').$type<Record<string, string>>().notNull(),
  image_id: text('image_id'),
  image_width: integer('image_width'),
  image_height: integer('image_height'),
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
});
