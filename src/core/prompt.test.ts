import { describe, expect, it } from 'vitest';
import {
  MAGIC_PROMPT_PARAGRAPH,
  PROMPT_MAX_LENGTH,
  appendMagicPrompt,
  buildPrompt,
  buildProviderPrompt,
  cutPrompt,
  magicPromptOutcome,
  magicPromptShortfall,
  sentenceLabel,
  hasMagicPromptSelection,
} from './prompt';
import { COMPOSITIONS, PALETTES, PLACEMENTS, STYLES, SUBJECTS, TECHNIQUES } from './options';

describe('buildPrompt', () => {
  it('fills the spec template with option labels when every part is set', () => {
    expect(
      buildPrompt({
        subject: 'animals',
        style: 'japanese',
        technique: 'fine-lines',
        composition: 'flowing',
        palette: 'black-gray',
        placement: 'upper-arm',
      }),
    ).toBe(
      'A Japanese style tattoo of animals with fine lines technique, flowing composition, using a black and gray color palette, designed for upper arm placement.',
    );
  });

  it('is empty when nothing is chosen', () => {
    expect(buildPrompt({})).toBe('');
    expect(buildPrompt({ subject: '   ' })).toBe('');
  });

  it('omits unset parts and the words that join them', () => {
    expect(buildPrompt({ style: 'tribal' })).toBe('A tribal style tattoo.');
    expect(buildPrompt({ subject: 'a koi fish' })).toBe('A tattoo of a koi fish.');
    expect(buildPrompt({ composition: 'radial' })).toBe('A tattoo with radial composition.');
    expect(buildPrompt({ style: 'geometric', placement: 'wrist' })).toBe(
      'A geometric style tattoo, designed for wrist placement.',
    );
    expect(buildPrompt({ technique: 'stippling', palette: 'pastel' })).toBe(
      'A tattoo with stippling technique, using a pastel color palette.',
    );
  });

  it('uses "an" before a vowel', () => {
    expect(buildPrompt({ palette: 'earth-tones' })).toBe('A tattoo, using an earth tones color palette.');
  });

  it('keeps a free-text subject as typed (whitespace tidied)', () => {
    expect(buildPrompt({ subject: '  wolf   howling at the moon ', style: 'blackwork' })).toBe(
      'A blackwork style tattoo of wolf howling at the moon.',
    );
  });

  it('fits the longest combination of list options inside the limit together with Magic Prompt', () => {
    const longest = (list: { value: string; label: string }[]) =>
      list.reduce((a, b) => (b.label.length > a.label.length ? b : a)).value;
    const prompt = buildPrompt({
      subject: longest(SUBJECTS),
      style: longest(STYLES) as never,
      technique: longest(TECHNIQUES) as never,
      composition: longest(COMPOSITIONS) as never,
      palette: longest(PALETTES) as never,
      placement: longest(PLACEMENTS) as never,
    });
    expect(appendMagicPrompt(prompt)).toBe(`${prompt} ${MAGIC_PROMPT_PARAGRAPH}`);
  });
});

describe('cutPrompt', () => {
  it('leaves short prompts alone apart from trimming', () => {
    expect(cutPrompt('  a rose  ')).toBe('a rose');
  });

  it('cuts at the last word boundary within 280 characters', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const cut = cutPrompt(words);
    expect(cut.length).toBeLessThanOrEqual(PROMPT_MAX_LENGTH);
    expect(words.startsWith(cut)).toBe(true);
    expect(words.charAt(cut.length)).toBe(' ');
    expect(cut.endsWith(' ')).toBe(false);
  });

  it('keeps a word that ends exactly at the limit', () => {
    const text = `${'a'.repeat(279)}b tail`;
    expect(cutPrompt(text)).toBe(`${'a'.repeat(279)}b`);
  });

  it('drops a dangling comma left by the cut', () => {
    const text = `${'abc '.repeat(68)}abcdef, more words here`;
    const cut = cutPrompt(text);
    expect(cut.endsWith(',')).toBe(false);
    expect(cut.endsWith('abcdef')).toBe(true);
  });

  it('cuts one over-long word hard', () => {
    expect(cutPrompt('z'.repeat(10_000))).toBe('z'.repeat(280));
  });

  it('honours a custom maximum', () => {
    expect(cutPrompt('one two three', 8)).toBe('one two');
  });
});

describe('sentenceLabel', () => {
  it('reads option labels as words inside a sentence', () => {
    expect(sentenceLabel('Bold Lines')).toBe('bold lines');
    expect(sentenceLabel('Black & Gray')).toBe('black and gray');
    expect(sentenceLabel('Neo-Traditional')).toBe('neo-traditional');
    expect(sentenceLabel('Cross-Hatching')).toBe('cross-hatching');
    expect(sentenceLabel('Japanese')).toBe('Japanese');
  });
});

describe('buildProviderPrompt', () => {
  it('uses the spec defaults for every missing part', () => {
    expect(buildProviderPrompt({})).toBe(
      'A traditional style tattoo of abstract design with linework technique, balanced composition, using a black and gray color palette, designed for forearm placement.',
    );
  });

  it('keeps what the user chose', () => {
    const prompt = buildProviderPrompt({ subject: 'celestial', style: 'minimalist', placement: 'ankle' });
    expect(prompt).toBe(
      'A minimalist style tattoo of celestial with linework technique, balanced composition, using a black and gray color palette, designed for ankle placement.',
    );
  });
});

describe('Magic Prompt', () => {
  it('appends the fixed paragraph once', () => {
    const once = appendMagicPrompt('A rose.');
    expect(once).toBe(`A rose. ${MAGIC_PROMPT_PARAGRAPH}`);
    expect(appendMagicPrompt(once)).toBe(once);
  });

  it('stays within the limit when the prompt is already long', () => {
    const long = 'ink '.repeat(60).trim();
    expect(appendMagicPrompt(long).length).toBeLessThanOrEqual(PROMPT_MAX_LENGTH);
  });

  it('appends nothing, and says there is no room, when the whole paragraph does not fit', () => {
    const full = 'ink '.repeat(70).trim().slice(0, PROMPT_MAX_LENGTH);
    expect(magicPromptOutcome(full)).toBe('no-room');
    expect(appendMagicPrompt(full)).toBe(full);
    expect(magicPromptShortfall(full)).toBe(full.length + 1 + MAGIC_PROMPT_PARAGRAPH.length - PROMPT_MAX_LENGTH);
    const fits = 'a'.repeat(PROMPT_MAX_LENGTH - MAGIC_PROMPT_PARAGRAPH.length - 1);
    expect(magicPromptOutcome(fits)).toBe('added');
    expect(appendMagicPrompt(fits)).toHaveLength(PROMPT_MAX_LENGTH);
    expect(magicPromptOutcome(appendMagicPrompt('A rose.'))).toBe('present');
  });

  it('needs style, technique, composition, palette or placement (not subject)', () => {
    expect(hasMagicPromptSelection({})).toBe(false);
    expect(hasMagicPromptSelection({ subject: 'animals' })).toBe(false);
    expect(hasMagicPromptSelection({ placement: 'back' })).toBe(true);
    expect(hasMagicPromptSelection({ technique: 'etching' })).toBe(true);
  });
});
