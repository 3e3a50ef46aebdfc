import { describe, expect, it } from 'vitest';
import {
  REQUIRED_FIELDS,
  asksForImage,
  completion,
  conversationState,
  generateRequestFor,
  missingFieldsMessage,
} from './fields';
import { FALLBACK_NEXT } from './index';

describe('required fields and completion (spec §5)', () => {
  it('lists the required fields per mode', () => {
    expect(REQUIRED_FIELDS.design).toEqual(['subject', 'style', 'color']);
    expect(REQUIRED_FIELDS.body_preview).toEqual(['subject', 'style', 'placement', 'color']);
    expect(REQUIRED_FIELDS.typography).toEqual(['text', 'style', 'color']);
  });

  it('is the share of required fields present', () => {
    expect(completion({}, 'design')).toEqual({ percent: 0, missing: ['subject', 'style', 'color'], complete: false });
    expect(completion({ subject: 'wolf' }, 'design').percent).toBe(33);
    expect(completion({ subject: 'wolf', style: 'realism' }, 'design').percent).toBe(67);
    expect(completion({ subject: 'wolf', style: 'realism', color: 'black-gray' }, 'design')).toMatchObject({ percent: 100, complete: true });
    expect(completion({ subject: 'wolf', style: 'realism', color: 'black-gray' }, 'body_preview')).toEqual({
      percent: 75,
      missing: ['placement'],
      complete: false,
    });
    expect(completion({ subject: 'x', style: 'minimalist', color: 'black-only' }, 'typography').missing).toEqual(['text']);
    expect(completion({ subject: '   ' }, 'design').missing).toContain('subject');
  });

  it("words the blocked generate as the spec does", () => {
    expect(missingFieldsMessage(['subject', 'color'])).toBe('Please provide: Subject, Color');
  });
});

describe('conversationState', () => {
  const start = { mode: 'design' as const, model: 'chatgpt-image-1' as const };

  it('keeps the slots over the whole conversation, the latest word winning', () => {
    const s = conversationState(['I want a wolf', 'japanese style please', 'actually make it traditional, in black and grey'], start);
    expect(s.fields).toEqual({ subject: 'wolf', style: 'traditional', color: 'black-gray' });
    expect(s.keywords.style).toEqual(['japanese', 'traditional']);
    expect(completion(s.fields, s.keywords.mode).complete).toBe(true);
  });

  it('switches to body preview when a placement comes up, and then needs it', () => {
    const s = conversationState(['a geometric fox in pastel', 'it goes on my ankle'], start);
    expect(s.keywords.mode).toBe('body_preview');
    expect(s.fields.placement).toBe('ankle');
    expect(s.keywords.model).toBe('flux-context');
  });

  it("keeps the mode and model the user chose since: only the newest message switches them", () => {
    // The page sends its current mode and model; earlier messages already had their say there.
    const chosen = conversationState(['a geometric fox on my ankle', 'in pastel please'], { mode: 'design', model: 'chatgpt-image-1' });
    expect(chosen.keywords.mode).toBe('design');
    expect(chosen.keywords.model).toBe('chatgpt-image-1');
    expect(chosen.fields.placement).toBe('ankle');
    const realism = conversationState(['a realistic wolf', 'black and grey'], { mode: 'design', model: 'chatgpt-image-1' });
    expect(realism.keywords.model).toBe('chatgpt-image-1');
    expect(conversationState(['a wolf', 'realistic please'], start).keywords.model).toBe('flux-context');
  });

  it('reads quoted words as lettering', () => {
    const s = conversationState(['the word "Hope" in script, minimalist, black only'], { ...start, mode: 'typography' });
    expect(s.fields.text).toBe('Hope');
    expect(completion(s.fields, 'typography').complete).toBe(true);
    expect(s.keywords.model).toBe('ideogram');
  });
});

describe('asksForImage', () => {
  it('hears "show me" and "draw it" but not a refusal', () => {
    expect(asksForImage('ok, show me')).toBe(true);
    expect(asksForImage('Draw it!')).toBe(true);
    expect(asksForImage('generate the design')).toBe(true);
    expect(asksForImage("don't generate it yet")).toBe(false);
    expect(asksForImage('what does a koi mean?')).toBe(false);
  });
});

describe('generateRequestFor', () => {
  it('builds the generator request from the fields', () => {
    const req = generateRequestFor({ subject: 'wolf', style: 'realism', color: 'black-gray', placement: 'forearm' }, 'design', 'flux-context');
    expect(req).toMatchObject({ model: 'flux-context', attributes: { subject: 'wolf', style: 'realism', palette: 'black-gray', placement: 'forearm' } });
    expect(req.prompt).toBe('A realism style tattoo of wolf, using a black and gray color palette, designed for forearm placement.');
  });
  it('adds lettering and the skin preview', () => {
    const req = generateRequestFor({ subject: 'rose', style: 'traditional', color: 'traditional', placement: 'wrist', text: 'Mom' }, 'body_preview', 'ideogram');
    expect(req.prompt).toContain('"Mom"');
    expect(req.prompt).toMatch(/shown on the skin\.$/);
  });
});

describe('fallback chain (spec §4)', () => {
  it('is chatgpt-image-1 → flux-context, ideogram → chatgpt-image-1, flux-context → chatgpt-image-1', () => {
    expect(FALLBACK_NEXT['chatgpt-image-1']).toBe('flux-context');
    expect(FALLBACK_NEXT.ideogram).toBe('chatgpt-image-1');
    expect(FALLBACK_NEXT['flux-context']).toBe('chatgpt-image-1');
  });
});
