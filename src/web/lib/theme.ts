/**
 * Theme logic shared by the React ThemeProvider and mirrored by public/theme-init.js (which runs
 * before first paint and cannot import modules). Keep both in step; theme-init.test.ts checks it.
 */
export type TThemeMode = 'light' | 'dark' | 'system';
export type TResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'inkglow-theme';
/** The app as routed starts dark (spec §1); 'system' stays available as an explicit choice. */
export const DEFAULT_THEME: TThemeMode = 'dark';
export const THEMES: readonly TThemeMode[] = ['light', 'dark', 'system'];

/** Browser-bar colours per resolved theme; match --background in styles.css. */
export const THEME_COLORS: Record<TResolvedTheme, string> = { dark: '#0d0c12', light: '#faf6ef' };

const DARK_QUERY = '(prefers-color-scheme: dark)';

type TStorageLike = Pick<Storage, 'getItem' | 'setItem'>;
type TMatchMediaHost = { matchMedia?: (query: string) => MediaQueryList };

export function isTheme(value: unknown): value is TThemeMode {
  return value === 'light' || value === 'dark' || value === 'system';
}

/** localStorage, or null where touching it throws (sandboxed frames, blocked cookies). */
export function safeLocalStorage(): TStorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The remembered choice, or null when none is stored, it is invalid, or storage is unreadable. */
export function readStoredTheme(storage: TStorageLike | null = safeLocalStorage()): TThemeMode | null {
  if (!storage) return null;
  try {
    const value = storage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the choice; returns false (and changes nothing) when storage refuses the write. */
export function writeStoredTheme(
  theme: TThemeMode,
  storage: TStorageLike | null = safeLocalStorage(),
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(THEME_STORAGE_KEY, theme);
    return true;
  } catch {
    return false;
  }
}

export function initialTheme(storage: TStorageLike | null = safeLocalStorage()): TThemeMode {
  return readStoredTheme(storage) ?? DEFAULT_THEME;
}

export function getSystemTheme(
  host: TMatchMediaHost | undefined = globalThis as TMatchMediaHost,
): TResolvedTheme {
  try {
    return host?.matchMedia?.(DARK_QUERY).matches === false ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

export function resolveTheme(theme: TThemeMode, system: TResolvedTheme): TResolvedTheme {
  return theme === 'system' ? system : theme;
}

/** Puts exactly one of `light` / `dark` on the root element and syncs the browser-bar colour. */
export function applyThemeClass(
  resolved: TResolvedTheme,
  root: HTMLElement = document.documentElement,
): void {
  root.classList.remove(resolved === 'dark' ? 'light' : 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
  const meta = root.ownerDocument.querySelector('meta[name="theme-color"]');
  meta?.setAttribute('content', THEME_COLORS[resolved]);
}

/** Calls back with the new system theme whenever the OS preference flips; returns an unsubscribe. */
export function watchSystemTheme(
  onChange: (theme: TResolvedTheme) => void,
  host: TMatchMediaHost | undefined = globalThis as TMatchMediaHost,
): () => void {
  let query: MediaQueryList | undefined;
  try {
    query = host?.matchMedia?.(DARK_QUERY);
  } catch {
    query = undefined;
  }
  if (!query) return () => {};
  const listener = (event: MediaQueryListEvent) => onChange(event.matches ? 'dark' : 'light');
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
