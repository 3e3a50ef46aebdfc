// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyThemeClass,
  getSystemTheme,
  initialTheme,
  readStoredTheme,
  resolveTheme,
  THEME_STORAGE_KEY,
  watchSystemTheme,
  writeStoredTheme,
} from './theme';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const throwingStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
};

/** A matchMedia host whose dark preference can be flipped, firing change listeners like a browser. */
function mediaHost(prefersDark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query = {
    get matches() {
      return prefersDark;
    },
    addEventListener: (_: string, l: (event: MediaQueryListEvent) => void) => listeners.add(l),
    removeEventListener: (_: string, l: (event: MediaQueryListEvent) => void) =>
      listeners.delete(l),
  } as unknown as MediaQueryList;
  return {
    host: { matchMedia: vi.fn(() => query) },
    flip(dark: boolean) {
      prefersDark = dark;
      listeners.forEach((l) => l({ matches: dark } as MediaQueryListEvent));
    },
    listenerCount: () => listeners.size,
  };
}

afterEach(() => {
  document.documentElement.className = '';
  localStorage.clear();
});

describe('stored theme', () => {
  it('uses the stored choice over the default', () => {
    expect(initialTheme(memoryStorage({ [THEME_STORAGE_KEY]: 'light' }))).toBe('light');
    expect(initialTheme(memoryStorage({ [THEME_STORAGE_KEY]: 'system' }))).toBe('system');
  });

  it('falls back to dark when nothing (or garbage) is stored', () => {
    expect(initialTheme(memoryStorage())).toBe('dark');
    expect(initialTheme(memoryStorage({ [THEME_STORAGE_KEY]: 'purple' }))).toBe('dark');
  });

  it('reads and writes real localStorage under inkglow-theme', () => {
    expect(writeStoredTheme('light')).toBe(true);
    expect(localStorage.getItem('inkglow-theme')).toBe('light');
    expect(readStoredTheme()).toBe('light');
  });

  it('tolerates blocked storage: reads give nothing, writes are skipped', () => {
    expect(readStoredTheme(throwingStorage)).toBeNull();
    expect(initialTheme(throwingStorage)).toBe('dark');
    expect(writeStoredTheme('light', throwingStorage)).toBe(false);
    expect(readStoredTheme(null)).toBeNull();
  });
});

describe('system preference', () => {
  it('follows matchMedia', () => {
    expect(getSystemTheme(mediaHost(true).host)).toBe('dark');
    expect(getSystemTheme(mediaHost(false).host)).toBe('light');
  });

  it('resolves system to the OS theme and explicit choices to themselves', () => {
    expect(resolveTheme('system', 'light')).toBe('light');
    expect(resolveTheme('system', 'dark')).toBe('dark');
    expect(resolveTheme('dark', 'light')).toBe('dark');
    expect(resolveTheme('light', 'dark')).toBe('light');
  });

  it('reports OS changes until unsubscribed', () => {
    const media = mediaHost(true);
    const seen: string[] = [];
    const stop = watchSystemTheme((t) => seen.push(t), media.host);
    media.flip(false);
    media.flip(true);
    stop();
    media.flip(false);
    expect(seen).toEqual(['light', 'dark']);
    expect(media.listenerCount()).toBe(0);
  });
});

describe('applyThemeClass', () => {
  it('sets the resolved class on <html> and removes the other', () => {
    const root = document.documentElement;
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);

    applyThemeClass('dark');
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.classList.contains('light')).toBe(false);

    applyThemeClass('light');
    expect(root.classList.contains('light')).toBe(true);
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.style.colorScheme).toBe('light');
    expect(meta.getAttribute('content')).toBe('#faf6ef');
    meta.remove();
  });
});
