import { Moon, Sun } from 'lucide-react';
import { useTheme } from './theme-provider';

export const THEME_TRIGGER_LABEL = 'Change theme';

/** Moon in dark, sun in light: the theme button shows what is on screen. */
export function ThemeTriggerIcon() {
  const { resolvedTheme } = useTheme();
  const Icon = resolvedTheme === 'dark' ? Moon : Sun;
  return <Icon className="size-5" aria-hidden="true" />;
}
