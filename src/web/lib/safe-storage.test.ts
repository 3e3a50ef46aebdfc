// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeStorage } from './safe-storage';

afterEach(() => vi.restoreAllMocks());

describe('safeStorage', () => {
  it('reads and writes when storage works', () => {
    const s = safeStorage('session');
    s.set('k', 'v');
    expect(s.get('k')).toBe('v');
    s.remove('k');
    expect(s.get('k')).toBeNull();
  });

  it('returns nothing and skips writes when storage throws (blocked in a frame)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const s = safeStorage('local');
    expect(() => s.set('k', 'v')).not.toThrow();
    expect(s.get('k')).toBeNull();
    expect(() => s.remove('k')).not.toThrow();
  });

  it('survives a window whose storage getter itself throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const s = safeStorage('local');
    expect(s.get('x')).toBeNull();
    expect(() => s.set('x', '1')).not.toThrow();
  });
});
