// InkGlow's own per-user data (ARCHITECTURE §7). Every row hangs off `user` with ON DELETE CASCADE so
// deleting an account removes everything it owns; image files are removed by the service.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  date,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    username: text('username'),
    full_name: text('full_name'),
    avatar_url: text('avatar_url'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('profiles_username_lower_idx').on(sql`lower(${t.username})`)],
);

export const images = pgTable(
  'images',
  {
    id: text('id').primaryKey(),
    owner_id: text('owner_id').references(() => user.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    storage_key: text('storage_key').notNull(),
    model: text('model').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_owner_idx').on(t.owner_id)],
);

export const designs = pgTable(
  'designs',
  {
    id: text('id').primaryKey(),
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    image_id: text('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    title: text('title'),
    prompt: text('prompt').notNull().default(''),
    model: text('model').notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('designs_user_created_idx').on(t.user_id, t.created_at)],
);

export const generations = pgTable(
  'generations',
  {
    id: text('id').primaryKey(),
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    image_id: text('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    /** Engine designs: the vector original and the 300 DPI print PNG (null for provider images). */
    svg_image_id: text('svg_image_id').references(() => images.id, { onDelete: 'set null' }),
    print_image_id: text('print_image_id').references(() => images.id, { onDelete: 'set null' }),
    prompt: text('prompt').notNull(),
    description: text('description'),
    model: text('model').notNull(),
    fallback_from: text('fallback_from'),
    seed: integer('seed'),
    output: text('output').notNull().default('design'),
    /** Stencils flipped left-right for transfer. */
    mirror: boolean('mirror').notNull().default(false),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('generations_user_created_idx').on(t.user_id, t.created_at)],
);

export const likes = pgTable(
  'likes',
  {
    id: text('id').primaryKey(),
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    style_id: text('style_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('likes_user_style_idx').on(t.user_id, t.style_id)],
);

export const userPreferences = pgTable('user_preferences', {
  user_id: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  favorite_styles: text('favorite_styles').array().notNull().default(sql`'{}'::text[]`),
  favorite_colors: text('favorite_colors').array().notNull().default(sql`'{}'::text[]`),
  favorite_techniques: text('favorite_techniques').array().notNull().default(sql`'{}'::text[]`),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Per-user daily counters for provider quotas (shared across processes through the database). */
export const usage = pgTable(
  'usage',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    kind: text('kind').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.day, t.kind] })],
);

/** Saved chats of a signed-in user (/api/conversations): the transcript, images and design fields. */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    user_id: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    assistant_id: text('assistant_id').notNull(),
    messages: jsonb('messages').$type<unknown[]>().notNull().default([]),
    images: jsonb('images').$type<unknown[]>().notNull().default([]),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    mode: text('mode').notNull().default('design'),
    model: text('model').notNull().default('chatgpt-image-1'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversations_user_updated_idx').on(t.user_id, t.updated_at)],
);
