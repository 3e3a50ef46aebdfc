// Keyword extraction over the fixed vocabulary, the confidence formula and keyword-set
// completeness (spec §3, §5). Pure.
import type { TModelId } from '../models';
import { autoSelectModel, type TChatMode } from '../routing';
import { KEYWORD_CATEGORIES, VOCABULARY, type TKeywordCategory, type TVocabEntry } from './vocabulary';

export type TKeywordLists = Record<TKeywordCategory, string[]>;

export interface TExtractedKeywords extends TKeywordLists {
  /** 0-1, spec §5 formula. */
  confidence: number;
  mode: TChatMode;
  model: TModelId;
}

interface TMatcher {
  re: RegExp;
  category: TKeywordCategory;
  entry: TVocabEntry;
  length: number;
}

const escape = (phrase: string) =>
  phrase
    .toLowerCase()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/[\s-]+/g, '[\\s-]+');

const PLACE_PREFIX = String.raw`(?:on|for|across|down|along|over|to|around)\s+(?:(?:my|the|a|her|his|your|one|left|right|upper|lower|inner|outer)\s+)*`;

function matchersFor(categories: readonly TKeywordCategory[]): TMatcher[] {
  const list: TMatcher[] = [];
  for (const category of categories) {
    for (const entry of VOCABULARY[category]) {
      for (const phrase of entry.match)
        list.push({ re: new RegExp(`(?<![a-z0-9])${escape(phrase)}(?![a-z0-9])`, 'g'), category, entry, length: phrase.length });
      for (const word of entry.contextual ?? [])
        list.push({ re: new RegExp(`(?<![a-z0-9])${PLACE_PREFIX}${escape(word)}(?![a-z0-9])`, 'g'), category, entry, length: word.length });
    }
  }
  // Longest phrases first so "upper back" wins over "back" and "neo-traditional" over "traditional".
  return list.sort((a, b) => b.length - a.length);
}

const DESIGN_MATCHERS = matchersFor(KEYWORD_CATEGORIES.filter((c) => c !== 'imageModel'));
const MODEL_MATCHERS = matchersFor(['imageModel']);

export const normalizeText = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ');

export function emptyKeywordLists(): TKeywordLists {
  return { subject: [], style: [], technique: [], composition: [], color: [], placement: [], imageModel: [] };
}

/** Matched vocabulary keywords per category, in order of appearance, without repeats. */
export function matchKeywords(text: string): TKeywordLists {
  const lists = emptyKeywordLists();
  const found: { at: number; category: TKeywordCategory; keyword: string }[] = [];
  let masked = normalizeText(text);
  for (const m of DESIGN_MATCHERS) {
    masked = masked.replace(m.re, (hit, offset: number) => {
      found.push({ at: offset, category: m.category, keyword: m.entry.keyword });
      return ' '.repeat(hit.length);
    });
  }
  const plain = normalizeText(text);
  for (const m of MODEL_MATCHERS) {
    for (const hit of plain.matchAll(m.re)) found.push({ at: hit.index ?? 0, category: 'imageModel', keyword: m.entry.keyword });
  }
  found.sort((a, b) => a.at - b.at);
  for (const f of found) if (!lists[f.category].includes(f.keyword)) lists[f.category].push(f.keyword);
  return lists;
}

export const wordCount = (text: string) => (text.trim().match(/[\p{L}\p{N}'-]+/gu) ?? []).length;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Spec §5: 0.1 per matched keyword up to 0.6, 0.05 per filled category up to 0.25, 0.01 per word up
 * to 0.15, capped at 1.
 */
export function confidenceScore(matched: number, categoriesFilled: number, words: number): number {
  const score = Math.min(0.6, matched * 0.1) + Math.min(0.25, categoriesFilled * 0.05) + Math.min(0.15, words * 0.01);
  return round2(Math.min(1, score));
}

export function confidenceOf(lists: TKeywordLists, text: string): number {
  const matched = KEYWORD_CATEGORIES.reduce((n, c) => n + lists[c].length, 0);
  const filled = KEYWORD_CATEGORIES.filter((c) => lists[c].length > 0).length;
  return confidenceScore(matched, filled, wordCount(text));
}

/** Spec §4: to body_preview when the text asks to see it on skin or names a body placement, only from design. */
export function switchMode(lists: Pick<TKeywordLists, 'placement' | 'imageModel'>, mode: TChatMode): TChatMode {
  if (mode !== 'design') return mode;
  return lists.placement.length > 0 || lists.imageModel.includes('on skin') ? 'body_preview' : mode;
}

/** Keywords, confidence, mode after the auto-switch and model after the auto-selection for one text. */
export function extractKeywords(text: string, current: { mode: TChatMode; model: TModelId }): TExtractedKeywords {
  const lists = matchKeywords(text);
  const mode = switchMode(lists, current.mode);
  const model = autoSelectModel({ text, mode, currentModel: current.model });
  return { ...lists, confidence: confidenceOf(lists, text), mode, model };
}

/**
 * Spec §5: a keyword set is complete with a style and a subject, at least one of technique, colour
 * or placement, and confidence above 0.5.
 */
export function isKeywordSetComplete(k: Pick<TExtractedKeywords, 'subject' | 'style' | 'technique' | 'color' | 'placement' | 'confidence'>): boolean {
  return (
    k.style.length > 0 &&
    k.subject.length > 0 &&
    (k.technique.length > 0 || k.color.length > 0 || k.placement.length > 0) &&
    k.confidence > 0.5
  );
}
