// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSystemTheme, initialTheme, resolveTheme, THEME_STORAGE_KEY } from './theme';

// public/theme-init.js runs before the app can import theme.ts; these cases keep the two in step.
const here = dirname(fileURLToPath(import.meta.url));
const script = readFileSync(resolve(here, '../../../public/theme-init.js'), 'utf8');

function runInitScript() {
  document.documentElement.className = '';
  new Function(script)();
  return document.documentElement.className;
}

function preferDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark, media: query }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('public/theme-init.js', () => {
  it.each([
    [null, true],
    [null, false],
    ['light', true],
    ['dark', false],
    ['system', true],
    ['system', false],
    ['bogus', false],
  ])('stored %s with OS dark=%s matches theme.ts', (stored, osDark) => {
    preferDark(osDark);
    if (stored) localStorage.setItem(THEME_STORAGE_KEY, stored);
    const expected = resolveTheme(initialTheme(), getSystemTheme(window));
    expect(runInitScript()).toBe(expected);
  });

  it('defaults to dark when storage throws', () => {
    preferDark(false);
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(runInitScript()).toBe('dark');
    spy.mockRestore();
  });
});
