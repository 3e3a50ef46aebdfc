// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearGuestKeys,
  guestKeyHeaders,
  guestKeySignature,
  readGuestKeys,
  subscribeGuestKeys,
  writeGuestKeys,
} from './guest-keys-store';

afterEach(() => {
  clearGuestKeys();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('guest keys store', () => {
  it('keeps keys under the spec names and forgets blank ones', () => {
    expect(writeGuestKeys({ openai: ' sk-abc ', flux: '', ideogram: 'ide-1' })).toEqual({ openai: 'sk-abc', ideogram: 'ide-1' });
    expect(localStorage.getItem('guest-openai-key')).toBe('sk-abc');
    expect(localStorage.getItem('guest-flux-key')).toBeNull();
    expect(localStorage.getItem('guest-ideogram-key')).toBe('ide-1');
    writeGuestKeys({ ideogram: 'ide-1' });
    expect(readGuestKeys()).toEqual({ ideogram: 'ide-1' });
    clearGuestKeys();
    expect(readGuestKeys()).toEqual({});
    expect(localStorage.length).toBe(0);
  });

  it('turns keys into request headers and a signature without secrets', () => {
    const keys = { openai: 'sk-abc', flux: 'bfl-9' };
    expect(guestKeyHeaders(keys)).toEqual({ 'x-openai-key': 'sk-abc', 'x-flux-key': 'bfl-9' });
    expect(guestKeySignature(keys)).toBe('openai,flux');
    expect(guestKeySignature({})).toBe('none');
  });

  it('tolerates a blocked storage: saved keys still work for this page view', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => writeGuestKeys({ flux: 'bfl-1' })).not.toThrow();
    expect(readGuestKeys()).toEqual({ flux: 'bfl-1' });
  });

  it('tells subscribers when keys change and keeps a stable snapshot in between', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeGuestKeys(listener);
    const before = readGuestKeys();
    expect(readGuestKeys()).toBe(before);
    writeGuestKeys({ openai: 'sk-1' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readGuestKeys()).toEqual({ openai: 'sk-1' });
    unsubscribe();
    writeGuestKeys({});
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
