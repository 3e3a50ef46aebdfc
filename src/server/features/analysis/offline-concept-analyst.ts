// The offline concept analyst: a seven-step analysis of a written tattoo idea, built from the words
// it names (the fixed vocabulary of src/core), the style library and the motif table. The seven
// steps, documented in src/core/analysis/framework.ts (CONCEPT_STEPS): Concept, Symbolism, Style
// fit, Composition, Placement and size, Colour, Brief for the artist.
import { CONCEPT_STEPS } from '../../../core/analysis/framework';
import { findMotifs } from '../../../core/analysis/motifs';
import { PLACEMENT_FACTS } from '../../../core/analysis/tattooability';
import { confidenceOf, matchKeywords, VOCABULARY, wordCount } from '../../../core/chat';
import { PLACEMENTS, labelOf } from '../../../core/options';
import type { TAnalysisPlacement } from '../../../core/analysis/analysis-schemas';

export interface TConceptStyle {
  id: string;
  name: string;
  shortDescription: string;
  characteristics: string[];
}

const slug = (keyword: string) => keyword.toLowerCase().replace(/\s+/g, '-');
const valueOf = (category: 'style' | 'placement', keyword: string) =>
  VOCABULARY[category].find((entry) => entry.keyword === keyword)?.value;

/** What the concept names, from the chat's keyword extraction over the fixed vocabulary, the library and the motif table. */
export function conceptTerms(concept: string, catalog: TConceptStyle[]) {
  const lists = matchKeywords(concept);
  const text = concept.toLowerCase();
  const sizeMatch = text.match(/(\d+(?:\.\d+)?)\s*(cm|centimet(?:er|re)s?|in|inch(?:es)?|")/);
  const sizeCm = sizeMatch
    ? Number(sizeMatch[1]) * (sizeMatch[2].startsWith('c') ? 1 : 2.54)
    : null;
  const styles: TConceptStyle[] = [];
  for (const keyword of lists.style) {
    const found =
      catalog.find((s) => s.id === slug(keyword)) ??
      catalog.find((s) => s.id === valueOf('style', keyword));
    if (found && !styles.includes(found)) styles.push(found);
  }
  const placements = lists.placement
    .map((k) => valueOf('placement', k))
    .filter((p): p is TAnalysisPlacement => Boolean(p));
  return {
    subjects: lists.subject,
    styles,
    motifs: findMotifs(text),
    techniques: lists.technique,
    compositions: lists.composition,
    colours: lists.color,
    placements: [...new Set(placements)],
    sizeCm: sizeCm === null ? null : Math.round(sizeCm * 10) / 10,
    words: wordCount(concept),
    confidence: confidenceOf(lists, concept),
  };
}

const list = (items: string[], none: string) => (items.length ? items.join(', ') : none);

export function offlineConceptAnalysis(concept: string, catalog: TConceptStyle[]): string {
  const t = conceptTerms(concept, catalog);
  const placement = t.placements[0];
  const title = (i: number) => `## ${i + 1}. ${CONCEPT_STEPS[i].title}`;
  const style = t.styles[0];
  const lines: string[] = [
    '# Concept analysis (offline analyst)',
    '',
    title(0),
    `> ${concept.trim().replace(/\n+/g, ' ')}`,
    `- **Named in it:** ${t.words} words (keyword confidence ${t.confidence.toFixed(2)}); subjects: ${list(t.subjects, 'none from the vocabulary')}; motifs: ${list(
      t.motifs.map((m) => m.id.replace(/-/g, ' ')),
      'none from the motif table',
    )}; styles: ${list(
      t.styles.map((s) => s.name),
      'none named',
    )}; placement: ${list(
      t.placements.map((p) => labelOf(PLACEMENTS, p)),
      'not named',
    )}.`,
    '',
    title(1),
    ...(t.motifs.length
      ? t.motifs.map(
          (m) =>
            `- **${m.words[0]}:** often said to mean ${m.meaning}${m.note ? ` (${m.note})` : ''}`,
        )
      : [
          "- None of the motifs in the library's symbolism table is named; tell your artist what the image means to you.",
        ]),
    '- Meanings are conventions, not rules: what it means to you matters most.',
    '',
    title(2),
    ...(style
      ? [
          `- **${style.name}:** ${style.shortDescription}`,
          ...style.characteristics.slice(0, 3).map((c) => `  - ${c}`),
        ]
      : [
          '- No style is named. Browse the style library, or name one (for example Traditional, Fine Line, Blackwork) to get a fit check.',
        ]),
    ...t.styles.slice(1, 3).map((s) => `- Also named: **${s.name}**: ${s.shortDescription}`),
    '',
    title(3),
    t.compositions.length
      ? `- Composition asked for: ${t.compositions.join(', ')}.`
      : '- No composition named; a single clear focal element reads best at tattoo sizes.',
    t.motifs.length > 2
      ? `- ${t.motifs.length} motifs named: give one the lead and let the others frame it, or the piece will need a larger size.`
      : '- One or two motifs keep the design readable from a distance.',
    '',
    title(4),
    placement
      ? `- **${labelOf(PLACEMENTS, placement)}:** typical size about ${PLACEMENT_FACTS[placement].sizeCm} cm on the longer side; ${PLACEMENT_FACTS[placement].ageing}.`
      : '- No placement named: forearm, calf and upper arm suit tall designs; chest and back suit wide or symmetric ones.',
    t.sizeCm !== null
      ? `- **Size named:** ${t.sizeCm} cm. Keep lines at least 0.5 mm and gaps at least 1.5 mm at that size; picture every line three times thicker to test it.`
      : '- No size named; fine detail needs size. Upload a sketch to measure its lines and gaps at any size.',
    '',
    title(5),
    `- **Colours named:** ${list(t.colours, 'none')}.`,
    t.colours.some((c) => ['gold', 'pastel'].includes(c)) ||
    /\b(yellow|white|pink|pastel)\b/.test(concept.toLowerCase())
      ? '- Yellow, white and pastel tints fade first and show weakly on darker skin; keep them inside black outlines.'
      : '- Black lasts longest and holds colour in place as an outline.',
    '',
    title(6),
    `- **Idea:** ${concept.trim().slice(0, 240)}${concept.trim().length > 240 ? '...' : ''}`,
    `- **Style:** ${style ? style.name : 'to decide with the artist'}`,
    `- **Technique:** ${list(t.techniques, 'to decide with the artist')}`,
    `- **Placement and size:** ${placement ? labelOf(PLACEMENTS, placement) : 'open'}${t.sizeCm !== null ? `, ${t.sizeCm} cm` : ''}`,
    `- **Colour:** ${list(t.colours, 'open')}`,
    '- Bring reference images and ask to see healed work (a year or more old) in this style.',
  ];
  return lines.join('\n');
}
