// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { guestKeyHeaders, guestKeySignature, readGuestKeys, writeGuestKeys } from './guest-keys';

afterEach(() => localStorage.clear());

describe('guest keys', () => {
  it('keeps keys under the spec names and forgets blank ones', () => {
    expect(writeGuestKeys({ openai: ' sk-abc ', flux: '', ideogram: 'ide-1' })).toEqual({ openai: 'sk-abc', ideogram: 'ide-1' });
    expect(localStorage.getItem('guest-openai-key')).toBe('sk-abc');
    expect(localStorage.getItem('guest-flux-key')).toBeNull();
    writeGuestKeys({ ideogram: 'ide-1' });
    expect(readGuestKeys()).toEqual({ ideogram: 'ide-1' });
  });

  it('turns keys into request headers and a signature without secrets', () => {
    const keys = { openai: 'sk-abc', flux: 'bfl-9' };
    expect(guestKeyHeaders(keys)).toEqual({ 'x-openai-key': 'sk-abc', 'x-flux-key': 'bfl-9' });
    expect(guestKeySignature(keys)).toBe('openai,flux');
    expect(guestKeySignature({})).toBe('none');
  });
});
