import { describe, expect, it } from 'vitest';
import type { TStyleSummary } from '../../../core/catalog-schemas';
import { filterStyles, normalize, traitCounts } from './style-filter';

const style = (id: string, name: string, shortDescription: string, traits: TStyleSummary['traits']): TStyleSummary => ({
  id,
  name,
  shortDescription,
  characteristics: ['Hidden detail about irezumi'],
  traits,
  image: null,
});

const list = [
  style('japanese', 'Japanese', 'Irezumi: dragons, koi and waves.', ['bold', 'color', 'large']),
  style('neo-traditional', 'Neo-Traditional', 'Traditional structure with richer colour.', ['bold', 'color']),
  style('fine-line', 'Fine Line', 'Delicate single-needle work, café-table small.', ['fine', 'small']),
];

describe('filterStyles', () => {
  it('returns everything with no query and no traits', () => {
    expect(filterStyles(list, { query: '', traits: [] })).toEqual(list);
  });

  it('matches the name and description, ignoring case, accents, hyphens and word order', () => {
    const ids = (query: string) => filterStyles(list, { query, traits: [] }).map((s) => s.id);
    expect(ids('NEO traditional')).toEqual(['neo-traditional']);
    expect(ids('traditional neo')).toEqual(['neo-traditional']);
    expect(ids('koi')).toEqual(['japanese']);
    expect(ids('cafe')).toEqual(['fine-line']);
    expect(ids('traditional')).toEqual(['neo-traditional']);
    // Characteristics are not on the card, so they do not make a card match.
    expect(ids('hidden')).toEqual([]);
  });

  it('keeps only styles carrying every selected trait, combined with the query', () => {
    const ids = (traits: TStyleSummary['traits'], query = '') => filterStyles(list, { query, traits }).map((s) => s.id);
    expect(ids(['color'])).toEqual(['japanese', 'neo-traditional']);
    expect(ids(['color', 'large'])).toEqual(['japanese']);
    expect(ids(['color'], 'koi')).toEqual(['japanese']);
    expect(ids(['fine', 'large'])).toEqual([]);
  });
});

describe('traitCounts', () => {
  it('counts styles per trait', () => {
    const counts = traitCounts(list);
    expect(counts.get('bold')).toBe(2);
    expect(counts.get('small')).toBe(1);
    expect(counts.has('lettering')).toBe(false);
  });
});

describe('normalize', () => {
  it('folds accents and punctuation into plain lower-case words', () => {
    expect(normalize('  Café-Racer & Co. ')).toBe('cafe racer co');
  });
});
