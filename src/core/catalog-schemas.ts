// Wire shapes of the style library API (GET /api/catalog/*), shared by server and web. Records use
// the spec's camelCase names (shortDescription, fullDescription, characteristics, image). Pure zod.
import { z } from 'zod';
import { COMPOSITIONS, PALETTES, PLACEMENTS, STYLES, TECHNIQUES, values } from './options';
import { ZApiErrorBody } from './api-error-schemas';
import { STYLE_TRAITS, type TStyleTrait } from './catalog-values';

// The catalogue's plain values and helpers (no zod), for the web pages that only show catalogue data.
export * from './catalog-values';

export const ZStyleTrait = z.enum(STYLE_TRAITS.map((t) => t.value) as [TStyleTrait, ...TStyleTrait[]]);

/** The recipe the offline engine renders a style's example image from (generator option ids). */
export const ZStyleExample = z.strictObject({
  subject: z.string().trim().min(1).max(80),
  style: z.enum(values(STYLES)),
  technique: z.enum(values(TECHNIQUES)),
  composition: z.enum(values(COMPOSITIONS)),
  palette: z.enum(values(PALETTES)),
  placement: z.enum(values(PLACEMENTS)),
  prompt: z.string().trim().min(1).max(280),
  /** What the offline engine could not show of the style, said under the example (issue #10 item 5). */
  caption: z.string().trim().min(1).max(300).optional(),
});
export type TStyleExample = z.infer<typeof ZStyleExample>;

/** A stored image at the size the record is shown; `id` lets clients ask for other widths. */
export const ZCatalogImage = z.object({
  id: z.string().min(1),
  url: z.string().startsWith('/api/images/'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type TCatalogImage = z.infer<typeof ZCatalogImage>;

export const ZStyleSummary = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  shortDescription: z.string().min(1),
  characteristics: z.array(z.string().min(1)),
  traits: z.array(ZStyleTrait),
  /** null while the example is still being rendered (the page shows a skeleton). */
  image: ZCatalogImage.nullable(),
});
export type TStyleSummary = z.infer<typeof ZStyleSummary>;

export const ZStyleDetail = ZStyleSummary.extend({
  /** Paragraphs separated by blank lines. */
  fullDescription: z.string().min(1),
  example: ZStyleExample,
  /** The generator's style id to design in this style (the style itself or its example's). */
  generatorStyle: z.enum(values(STYLES)),
});
export type TStyleDetail = z.infer<typeof ZStyleDetail>;

export const ZStyleList = z.object({ styles: z.array(ZStyleSummary) });
export type TStyleList = z.infer<typeof ZStyleList>;

const keywordRecordShape = {
  id: z.string().min(1),
  keyword: z.string().min(1),
  shortDescription: z.string().min(1),
  detailedDescription: z.string().min(1),
  attributes: z.array(z.string().min(1)),
  guidanceLevel: z.string().min(1),
};

export const ZColorPalette = z.object({ ...keywordRecordShape, colors: z.array(z.string()) });
export type TColorPalette = z.infer<typeof ZColorPalette>;
export const ZColorList = z.object({ colors: z.array(ZColorPalette) });
export type TColorList = z.infer<typeof ZColorList>;

export const ZTechnique = z.object(keywordRecordShape);
export type TTechnique = z.infer<typeof ZTechnique>;
export const ZTechniqueList = z.object({ techniques: z.array(ZTechnique) });
export type TTechniqueList = z.infer<typeof ZTechniqueList>;

export const ZTheme = z.object({
  id: z.string().min(1),
  category: z.string().min(1),
  items: z.array(z.string().min(1)),
});
export type TTheme = z.infer<typeof ZTheme>;
export const ZThemeList = z.object({ themes: z.array(ZTheme) });
export type TThemeList = z.infer<typeof ZThemeList>;

/** The spec's keyword loader: lower-case, de-duplicated keyword lists built from the tables. */
export const ZKeywordSets = z.object({
  subject: z.array(z.string().min(1)),
  style: z.array(z.string().min(1)),
  technique: z.array(z.string().min(1)),
  color: z.array(z.string().min(1)),
});
export type TKeywordSets = z.infer<typeof ZKeywordSets>;

/** The catalogue's errors are the API's one error shape. */
export const ZCatalogErrorBody = ZApiErrorBody;
