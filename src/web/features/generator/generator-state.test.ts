import { describe, expect, it } from 'vitest';
import { MAGIC_PROMPT_PARAGRAPH, PROMPT_MAX_LENGTH } from '../../../core/prompt';
import { formAttributes, generatorReducer, initialForm, type TGeneratorAction, type TGeneratorForm } from './generator-state';

const run = (...actions: TGeneratorAction[]) => actions.reduce<TGeneratorForm>(generatorReducer, initialForm);

describe('generator form', () => {
  it('rebuilds the prompt while attributes change', () => {
    const form = run(
      { type: 'attribute', key: 'style', value: 'japanese' },
      { type: 'subjectFromList', value: 'animals' },
      { type: 'attribute', key: 'placement', value: 'back' },
    );
    expect(form.prompt).toBe('A Japanese style tattoo of animals, designed for back placement.');
    expect(run({ type: 'attribute', key: 'style', value: 'tribal' }, { type: 'attribute', key: 'style', value: undefined }).prompt).toBe('');
  });

  it('stops rebuilding once the user types their own prompt, and resumes when they clear it', () => {
    const typed = run(
      { type: 'attribute', key: 'style', value: 'japanese' },
      { type: 'prompt', value: 'my own koi idea' },
      { type: 'attribute', key: 'style', value: 'tribal' },
    );
    expect(typed.prompt).toBe('my own koi idea');
    const cleared = generatorReducer(typed, { type: 'prompt', value: '' });
    expect(cleared.prompt).toBe('A tribal style tattoo.');
    expect(cleared.promptMode).toBe('auto');
  });

  it('cuts a typed or pasted prompt over 280 characters at a word boundary, never mid-word', () => {
    const pasted = `${'a salmon swimming '.repeat(15)}upstream past the falls`;
    const form = run({ type: 'prompt', value: pasted });
    expect(form.prompt.length).toBeLessThanOrEqual(PROMPT_MAX_LENGTH);
    expect(pasted.startsWith(form.prompt)).toBe(true);
    expect(pasted.charAt(form.prompt.length)).toBe(' ');
    // Under the limit the text is the person's own, trailing space and all.
    expect(run({ type: 'prompt', value: 'a koi ' }).prompt).toBe('a koi ');
  });

  it('keeps a prompt from the address and does not auto-build over it', () => {
    const form = run({ type: 'promptFromQuery', value: 'a phoenix rising' }, { type: 'attribute', key: 'style', value: 'realism' });
    expect(form.prompt).toBe('a phoenix rising');
    expect(formAttributes(form)).toEqual({ style: 'realism' });
  });

  it('makes the list subject and the free-text subject exclusive', () => {
    const listed = run({ type: 'subjectText', value: 'koi' }, { type: 'subjectFromList', value: 'celestial' });
    expect(listed).toMatchObject({ subjectId: 'celestial', subjectText: '' });
    const typed = generatorReducer(listed, { type: 'subjectText', value: 'moth' });
    expect(typed).toMatchObject({ subjectId: undefined, subjectText: 'moth' });
    expect(formAttributes(typed).subject).toBe('moth');
  });

  it('Magic Prompt appends the paragraph and keeps it through rebuilds', () => {
    const form = run({ type: 'attribute', key: 'technique', value: 'etching' }, { type: 'magic' });
    expect(form.prompt).toBe(`A tattoo with etching technique. ${MAGIC_PROMPT_PARAGRAPH}`);
    const next = generatorReducer(form, { type: 'attribute', key: 'palette', value: 'pastel' });
    expect(next.prompt).toBe(`A tattoo with etching technique, using a pastel color palette. ${MAGIC_PROMPT_PARAGRAPH}`);
    const custom = run({ type: 'prompt', value: 'a moth' }, { type: 'magic' }, { type: 'magic' });
    expect(custom.prompt).toBe(`a moth ${MAGIC_PROMPT_PARAGRAPH}`);
  });

  it('restores a history item’s prompt and attributes', () => {
    const form = run({ type: 'restore', prompt: 'old prompt', attributes: { subject: 'koi', style: 'japanese' } });
    expect(form).toMatchObject({ subjectText: 'koi', subjectId: undefined, style: 'japanese', prompt: 'old prompt', promptMode: 'custom' });
    const listed = run({ type: 'restore', prompt: 'p', attributes: { subject: 'memorial' } });
    expect(listed.subjectId).toBe('memorial');
  });
});
