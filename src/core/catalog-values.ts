// The style library's plain values and helpers, without zod: the catalogue pages (style list,
// style page, gallery) import these, and load the zod schemas (catalog-schemas.ts, which re-exports
// this module) only when they fetch, so a prerendered page hydrates without building them.
import { STYLES, type TStyleId } from './options';

export const STYLE_NOT_FOUND_MESSAGE = 'Style not found';
export const CATALOG_UNAVAILABLE_CODE = 'catalog_unavailable';
export const CATALOG_UNAVAILABLE_MESSAGE =
  'The style library is unavailable right now. Please try again in a moment.';

/** Filter tags a style can carry (content writers pick from this list). */
export const STYLE_TRAITS = [
  { value: 'bold', label: 'Bold lines' },
  { value: 'fine', label: 'Fine line' },
  { value: 'color', label: 'Color' },
  { value: 'black-grey', label: 'Black & grey' },
  { value: 'solid-black', label: 'Solid black' },
  { value: 'geometric', label: 'Geometric' },
  { value: 'organic', label: 'Organic' },
  { value: 'lettering', label: 'Lettering' },
  { value: 'heritage', label: 'Heritage' },
  { value: 'illustrative', label: 'Illustrative' },
  { value: 'small', label: 'Small pieces' },
  { value: 'large', label: 'Large pieces' },
] as const;
export type TStyleTrait = (typeof STYLE_TRAITS)[number]['value'];

const TRAIT_VALUES: ReadonlySet<string> = new Set(STYLE_TRAITS.map((t) => t.value));

/** Whether a string (an address parameter) is one of the traits. */
export const isStyleTrait = (value: string): value is TStyleTrait => TRAIT_VALUES.has(value);

/** Widths GET /api/images/:id?w= serves as cached WebP variants. */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 480, 640, 768, 1024] as const;
/** Cards are at most ~400 CSS px wide; 640 covers them at 1.5x. */
export const CARD_IMAGE_WIDTH = 640;
export const DETAIL_IMAGE_WIDTH = 1024;

export const imageVariantUrl = (imageId: string, width: number) =>
  `/api/images/${encodeURIComponent(imageId)}?w=${width}`;

/**
 * A srcset over the variant widths below `width` (the widest the image can be), ending with the
 * variant that serves exactly `width` (variants never enlarge, so ?w=768 of a 683 px image is 683 px).
 */
export function imageSrcSet(imageId: string, width: number): string {
  const below = IMAGE_VARIANT_WIDTHS.filter((w) => w < width);
  const top = IMAGE_VARIANT_WIDTHS.find((w) => w >= width) ?? IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1];
  return [...below.map((w) => `${imageVariantUrl(imageId, w)} ${w}w`), `${imageVariantUrl(imageId, top)} ${Math.min(width, top)}w`].join(', ');
}

/** Splits a full description into its paragraphs (blank-line separated). */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter(Boolean);
}

/** The generator offers ten styles; other catalogue styles design with their example's style. */
export function generatorStyleFor(styleId: string, exampleStyle: TStyleId): TStyleId {
  return (STYLES.find((s) => s.value === styleId)?.value ?? exampleStyle) as TStyleId;
}
