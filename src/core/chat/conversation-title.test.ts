import { describe, expect, it } from 'vitest';
import { ZConversationPatch } from './chat-schemas';
import { TITLE_REQUIRED_MESSAGE, TITLE_TOO_LONG_MESSAGE, checkConversationTitle } from './conversation-title';

describe('checkConversationTitle', () => {
  it('refuses a blank name', () => {
    expect(checkConversationTitle('')).toEqual({ ok: false, message: TITLE_REQUIRED_MESSAGE });
    expect(checkConversationTitle('  \n\t ')).toEqual({ ok: false, message: TITLE_REQUIRED_MESSAGE });
  });

  it('refuses a name over 120 characters, after trimming', () => {
    expect(checkConversationTitle('a'.repeat(121))).toEqual({ ok: false, message: TITLE_TOO_LONG_MESSAGE });
    expect(checkConversationTitle(`  ${'a'.repeat(120)}  `)).toEqual({ ok: true, title: 'a'.repeat(120) });
  });

  it('trims and folds runs of white space, and the server accepts what it keeps', () => {
    const result = checkConversationTitle('  Swallow   on my\nforearm ');
    expect(result).toEqual({ ok: true, title: 'Swallow on my forearm' });
    if (result.ok) expect(ZConversationPatch.safeParse({ title: result.title }).success).toBe(true);
  });
});
