import { Moon, Sun } from 'lucide-react';

export const THEME_TRIGGER_LABEL = 'Change theme';

/**
 * Moon in dark, sun in light: the theme button shows what is on screen. Both icons are in the
 * markup and the theme class on <html> (set before first paint) shows one, so a prerendered page
 * is right from its first paint and hydrates without a mismatch whatever theme was stored.
 */
export function ThemeTriggerIcon() {
  return (
    <>
      <Moon className="size-5 light:hidden" aria-hidden="true" />
      <Sun className="size-5 dark:hidden" aria-hidden="true" />
    </>
  );
}
