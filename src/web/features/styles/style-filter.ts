// Search and trait filtering of the style list (pure, so it is tested without a DOM).
import type { TStyleSummary, TStyleTrait } from '../../../core/catalog-schemas';

/** Lower-case, accents removed, so "neo traditional" finds "Neo-Traditional" and "cafe" finds "café". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export interface TStyleFilter {
  query: string;
  /** A style must carry every selected trait. */
  traits: TStyleTrait[];
}

export function filterStyles(styles: TStyleSummary[], filter: TStyleFilter): TStyleSummary[] {
  const words = normalize(filter.query).split(' ').filter(Boolean);
  return styles.filter((style) => {
    if (!filter.traits.every((t) => style.traits.includes(t))) return false;
    if (words.length === 0) return true;
    // What the card shows: its name and description.
    const haystack = normalize(`${style.name} ${style.shortDescription}`);
    return words.every((w) => haystack.includes(w));
  });
}

/** How many styles carry each trait, for the chip labels. */
export function traitCounts(styles: TStyleSummary[]): Map<TStyleTrait, number> {
  const counts = new Map<TStyleTrait, number>();
  for (const style of styles) for (const t of style.traits) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}
