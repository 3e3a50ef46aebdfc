import { describe, expect, it } from 'vitest';
import { findBadText, textProblem } from './text-rule';

describe('textProblem', () => {
  it('refuses NUL and lone surrogates, accepts real text of any script', () => {
    expect(textProblem('rose\u0000')).toBe('nul');
    expect(textProblem('a\uD800b')).toBe('surrogate');
    expect(textProblem('\uDC00')).toBe('surrogate');
    expect(textProblem('end\uD83D')).toBe('surrogate');
    for (const ok of ['', 'Ada Lovelace', 'バラ', '🌹 rose', 'née – “quoted”', 'tab\there']) expect(textProblem(ok)).toBeNull();
  });
});

describe('findBadText', () => {
  it('finds the first offending string with its path, in values and keys', () => {
    expect(findBadText({ prompt: 'ok', attributes: { subject: 'x\u0000' } }, 'body')).toEqual({
      path: 'body.attributes.subject',
      problem: 'nul',
    });
    expect(findBadText({ list: ['a', '\uDFFF'] })).toEqual({ path: 'list[1]', problem: 'surrogate' });
    expect(findBadText({ 'bad\u0000key': 1 })).toEqual({ path: 'value', problem: 'nul' });
    expect(findBadText({ a: 1, b: null, c: [true, { d: 'fine 🌹' }] })).toBeNull();
  });
});
