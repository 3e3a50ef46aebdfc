import { describe, expect, it } from 'vitest';
import { confidenceOf, confidenceScore, extractKeywords, isKeywordSetComplete, matchKeywords, switchMode } from './keywords';

const start = { mode: 'design' as const, model: 'chatgpt-image-1' as const };

describe('matchKeywords', () => {
  it('sorts the words of a message into the seven categories', () => {
    const k = matchKeywords('A realistic wolf and moon in black and grey with fine lines, flowing, on my forearm, lettering too');
    expect(k.subject).toEqual(['wolf', 'moon', 'lettering']);
    expect(k.style).toEqual(['realism']);
    expect(k.color).toEqual(['black and grey']);
    expect(k.technique).toEqual(['fine lines']);
    expect(k.composition).toEqual(['flowing']);
    expect(k.placement).toEqual(['forearm']);
    expect(k.imageModel).toEqual(['photorealistic', 'lettering']);
  });

  it('prefers the longest phrase (neo-traditional over traditional, upper back over back)', () => {
    const k = matchKeywords('neo-traditional rose on the upper back');
    expect(k.style).toEqual(['neo-traditional']);
    expect(k.placement).toEqual(['back']);
  });

  it('counts ambiguous body words only as a placement ("on my back", not "come back")', () => {
    expect(matchKeywords('I will come back later').placement).toEqual([]);
    expect(matchKeywords('a koi on my back').placement).toEqual(['back']);
    expect(matchKeywords('hand in hand').placement).toEqual([]);
    expect(matchKeywords('small swallow on the back of my hand').placement).toEqual(['wrist']);
  });

  it('knows the spec vocabulary styles, including the ones outside the generator list', () => {
    for (const style of ['old school', 'new school', 'biomechanical', 'celtic', 'watercolor', 'blackwork', 'surreal'])
      expect(matchKeywords(`a ${style} piece`).style).toEqual([style]);
  });

  it('finds nothing in a message with no design words', () => {
    const k = matchKeywords('hello, how are you?');
    expect(Object.values(k).every((l) => l.length === 0)).toBe(true);
  });
});

describe('confidence (spec §5)', () => {
  it('gives 0.1 per matched keyword up to 0.6', () => {
    expect(confidenceScore(1, 0, 0)).toBe(0.1);
    expect(confidenceScore(6, 0, 0)).toBe(0.6);
    expect(confidenceScore(9, 0, 0)).toBe(0.6);
  });
  it('gives 0.05 per filled category up to 0.25', () => {
    expect(confidenceScore(0, 1, 0)).toBe(0.05);
    expect(confidenceScore(0, 5, 0)).toBe(0.25);
    expect(confidenceScore(0, 7, 0)).toBe(0.25);
  });
  it('gives 0.01 per word up to 0.15', () => {
    expect(confidenceScore(0, 0, 10)).toBe(0.1);
    expect(confidenceScore(0, 0, 15)).toBe(0.15);
    expect(confidenceScore(0, 0, 40)).toBe(0.15);
  });
  it('adds the three parts and caps at 1', () => {
    expect(confidenceScore(3, 3, 12)).toBe(0.57);
    expect(confidenceScore(20, 7, 100)).toBe(1);
  });
  it('scores a message: "traditional rose in red" = 3 keywords, 3 categories, 4 words', () => {
    const text = 'traditional rose in red';
    expect(confidenceOf(matchKeywords(text), text)).toBe(0.49);
  });
});

describe('keyword-set completeness (spec §5)', () => {
  const base = { subject: ['wolf'], style: ['realism'], technique: [], color: ['red'], placement: [], confidence: 0.51 };
  it('needs style, subject, one of technique/color/placement and confidence above 0.5', () => {
    expect(isKeywordSetComplete(base)).toBe(true);
    expect(isKeywordSetComplete({ ...base, confidence: 0.5 })).toBe(false);
    expect(isKeywordSetComplete({ ...base, style: [] })).toBe(false);
    expect(isKeywordSetComplete({ ...base, subject: [] })).toBe(false);
    expect(isKeywordSetComplete({ ...base, color: [] })).toBe(false);
    expect(isKeywordSetComplete({ ...base, color: [], technique: ['stippling'] })).toBe(true);
    expect(isKeywordSetComplete({ ...base, color: [], placement: ['wrist'] })).toBe(true);
  });
});

describe('mode auto-switch (spec §4)', () => {
  it('switches design to body_preview on placement words or "on skin"', () => {
    expect(switchMode(matchKeywords('put it on my forearm'), 'design')).toBe('body_preview');
    expect(switchMode(matchKeywords('show it on skin please'), 'design')).toBe('body_preview');
    expect(switchMode(matchKeywords('a wolf'), 'design')).toBe('design');
  });
  it('only switches from design', () => {
    expect(switchMode(matchKeywords('on my forearm'), 'typography')).toBe('typography');
    expect(switchMode(matchKeywords('on my forearm'), 'body_preview')).toBe('body_preview');
  });
});

describe('extractKeywords: model auto-selection (spec §4)', () => {
  it('lettering words give ideogram', () => {
    expect(extractKeywords('a quote in script lettering', start).model).toBe('ideogram');
  });
  it('body_preview mode or realism words give flux-context', () => {
    expect(extractKeywords('a realistic lion', start).model).toBe('flux-context');
    expect(extractKeywords('a lion on my calf', start)).toMatchObject({ mode: 'body_preview', model: 'flux-context' });
  });
  it('otherwise chatgpt-image-1', () => {
    expect(extractKeywords('a traditional swallow', start).model).toBe('chatgpt-image-1');
  });
  it('changes the model only while it is still chatgpt-image-1', () => {
    expect(extractKeywords('a realistic lion', { mode: 'design', model: 'ideogram' }).model).toBe('ideogram');
    expect(extractKeywords('some lettering', { mode: 'design', model: 'flux-context' }).model).toBe('flux-context');
  });
});
