// zod schemas of the catalogue data files in src/server/db/seed-data. The spec's source tables kept
// lists as newline- or comma-separated text; both that and JSON arrays are accepted.
import { z } from 'zod';
import { ZStyleExample, ZStyleTrait } from '../../../core/catalog-schemas';

const ID = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case id');
const text = z.string().trim().min(1);

/** A list given as an array, or as text split on `separator`. */
const listOf = (separator: RegExp) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(separator)
            .map((s) => s.trim())
            .filter(Boolean)
        : value,
    z.array(text),
  );

const unique = <T>(list: T[]) => new Set(list).size === list.length;

export const ZStyleSeed = z.strictObject({
  id: ID,
  name: text,
  shortDescription: text,
  fullDescription: text,
  characteristics: listOf(/\r?\n/).pipe(z.array(text).length(5, 'must list exactly 5 characteristics')),
  traits: z.array(ZStyleTrait).min(1).refine(unique, 'must not repeat a trait'),
  example: ZStyleExample,
});
export type TStyleSeed = z.infer<typeof ZStyleSeed>;

const keywordShape = {
  id: ID,
  keyword: text,
  shortDescription: text,
  detailedDescription: text,
  attributes: listOf(/,/),
  guidanceLevel: z.union([text, z.number().transform(String)]),
};

export const ZColorPaletteSeed = z.strictObject({
  ...keywordShape,
  colors: z.array(z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'must be a hex colour like #1a2b3c')).default([]),
});
export type TColorPaletteSeed = z.infer<typeof ZColorPaletteSeed>;

export const ZTechniqueSeed = z.strictObject(keywordShape);
export type TTechniqueSeed = z.infer<typeof ZTechniqueSeed>;

export const ZThemeSeed = z.strictObject({
  id: ID,
  category: text,
  items: listOf(/,/).pipe(z.array(text).min(1)),
});
export type TThemeSeed = z.infer<typeof ZThemeSeed>;
