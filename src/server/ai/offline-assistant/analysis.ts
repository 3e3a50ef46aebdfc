// The Analysis Assistant's offline read of a described concept: style, placement, size and how
// it will age, with the risks the domain reference names.
import { normalizeText, type TExtractedKeywords } from '../../../core/chat/keywords';
import type { TDesignFields } from '../../../core/chat/fields';
import { PALETTES, STYLES, labelOf } from '../../../core/options';
import type { TOfflineCatalog } from './catalog';
import { PLACEMENT_FACTS } from './knowledge/placements';

/** Sizes written in the text, in centimetres. */
export function sizesCm(text: string): number[] {
  const sizes: number[] = [];
  for (const m of normalizeText(text).matchAll(/(\d+(?:[.,]\d+)?)\s*(cm|mm|centimet\w*|millimet\w*|inch(?:es)?|in\b|")/g)) {
    const n = Number(m[1].replace(',', '.'));
    const unit = m[2];
    sizes.push(unit.startsWith('mm') || unit.startsWith('milli') ? n / 10 : unit.startsWith('in') || unit === '"' ? n * 2.54 : n);
  }
  return sizes;
}

export function placementFactsIn(text: string) {
  const t = normalizeText(text);
  return PLACEMENT_FACTS.filter((p) =>
    [p.id.replace('-', ' '), ...p.aliases.split(/\s+/).filter((a) => a.length > 3)].some((a) => new RegExp(`\\b${a}s?\\b`).test(t)),
  ).slice(0, 2);
}

export function analyseConcept(text: string, keywords: TExtractedKeywords, fields: TDesignFields, catalog: TOfflineCatalog): string[] {
  const t = normalizeText(text);
  const lines: string[] = [];
  if (fields.style) {
    const record = catalog.styles.find((s) => s.id === fields.style);
    if (record) {
      const ageing = record.fullDescription.split(/\n\s*\n/)[2]?.split(/(?<=\.)\s/)[0];
      lines.push(`**Style**: ${record.name}. ${record.shortDescription}${ageing ? ` ${ageing}` : ''}`);
    } else lines.push(`**Style**: ${labelOf(STYLES, fields.style)}.`);
  }
  for (const p of placementFactsIn(text))
    lines.push(`**Placement**: ${p.name}: typical sizes ${p.sizes}; pain about ${p.pain} on a 1-5 scale; ageing ${p.ageing}.`);
  const sizes = sizesCm(text);
  const largest = sizes.length ? Math.max(...sizes) : undefined;
  const small = largest !== undefined ? largest < 5 : /\b(tiny|small|little|mini|micro)\b/.test(t);
  const fine = keywords.technique.includes('fine lines') || /\bfine[\s-]?line|single needle|micro/.test(t);
  if (/\bportrait|face of\b/.test(t) && (largest === undefined || largest < 15))
    lines.push('**Size**: portraits usually need about 15 cm or more to stay readable; smaller faces soften into blur within years.');
  if (/\bmicro[\s-]?realism\b/.test(t) || (small && keywords.style.includes('realism')))
    lines.push('**Detail**: micro-realism (often 2.5-7.5 cm) is the style most at risk of softening; ask the artist for healed examples over a year old.');
  if (small && fine)
    lines.push('**Ageing**: small fine-line work blurs fastest, as lines can double or triple in width over the years; enlarge it or simplify it (imagine every line three times thicker).');
  if (/\b(finger|fingers|hand|hands|palm|knuckle)\b/.test(t))
    lines.push('**Placement risk**: hands and fingers fade and blur fastest and often need touch-ups; many artists refuse or warn about finger work.');
  if (keywords.style.includes('watercolor'))
    lines.push('**Outline**: watercolour without outlines may fade or blur sooner (disputed); a black line scaffold helps it hold.');
  if (/\bwhite ink\b/.test(t)) lines.push('**Colour**: white ink fades fastest and can look like scarring.');
  if (fields.color === 'pastel' || /\bpastel/.test(t))
    lines.push('**Colour**: pastels and light tints fade sooner than dark colours, and show weakly on deeper skin tones; keep strong black contrast.');
  else if (fields.color) lines.push(`**Colour**: ${labelOf(PALETTES, fields.color)}. Black lasts longest; yellows, pastels and white fade first.`);
  if (keywords.subject.some((s) => ['lettering', 'quote', 'name', 'script'].includes(s)) || fields.text)
    lines.push('**Lettering**: keep capitals at least 3 mm tall for bold fonts and 6 mm or more for script (8-10 mm to stay readable for decades).');
  return lines;
}
