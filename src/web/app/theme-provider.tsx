import * as React from 'react';
import {
  applyThemeClass,
  getSystemTheme,
  initialTheme,
  isTheme,
  resolveTheme,
  THEME_STORAGE_KEY,
  watchSystemTheme,
  writeStoredTheme,
  type TResolvedTheme,
  type TThemeMode,
} from '../lib/theme';

interface TThemeContext {
  /** The user's choice: light, dark or system. */
  theme: TThemeMode;
  /** What is on screen now. */
  resolvedTheme: TResolvedTheme;
  setTheme: (theme: TThemeMode) => void;
}

const ThemeContext = React.createContext<TThemeContext | null>(null);

/**
 * Owns the theme after first paint (public/theme-init.js set the class before it). Starts from the
 * same stored choice, so the first render matches what is already on screen.
 */
export function ThemeProvider({ children }: { children: React.ReactNode }) {
  const [theme, setThemeState] = React.useState<TThemeMode>(() => initialTheme());
  const [systemTheme, setSystemTheme] = React.useState<TResolvedTheme>(() => getSystemTheme());
  const resolvedTheme = resolveTheme(theme, systemTheme);

  // Only while 'system' is chosen does the OS preference matter.
  React.useEffect(
    () => (theme === 'system' ? watchSystemTheme(setSystemTheme) : undefined),
    [theme],
  );

  // Another tab changed the theme: follow it.
  React.useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY && isTheme(event.newValue)) setThemeState(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  React.useLayoutEffect(() => {
    applyThemeClass(resolvedTheme);
  }, [resolvedTheme]);

  const setTheme = React.useCallback((next: TThemeMode) => {
    writeStoredTheme(next); // skipped silently when storage is blocked; the choice still applies
    if (next === 'system') setSystemTheme(getSystemTheme());
    setThemeState(next);
  }, []);

  const value = React.useMemo(
    () => ({ theme, resolvedTheme, setTheme }),
    [theme, resolvedTheme, setTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): TThemeContext {
  const context = React.useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside <ThemeProvider>');
  return context;
}
