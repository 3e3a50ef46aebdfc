import * as React from 'react';
import { Button } from '../components/ui/button';
import { intentProps, useOnDemand } from './on-demand';
import { THEME_TRIGGER_LABEL, ThemeTriggerIcon } from './theme-trigger';

const loadDropdown = () => import('./theme-menu-dropdown');
const ThemeMenuDropdown = React.lazy(loadDropdown);

/**
 * Light / Dark / System menu (spec §2 header). Until first used it is a look-alike button; the
 * Radix dropdown (with its positioning engine) loads on intent and opens on the first click (the
 * open state lives in on-demand.ts, so a click made while the page is still arriving counts).
 */
export function ThemeMenu() {
  const { active, open, setOpen, preload, activate } = useOnDemand('theme-menu', loadDropdown);
  const placeholder = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={THEME_TRIGGER_LABEL}
      title={THEME_TRIGGER_LABEL}
      aria-haspopup="menu"
      aria-expanded={active && open}
      onClick={activate}
      {...intentProps(preload)}
    >
      <ThemeTriggerIcon />
    </Button>
  );
  if (!active) return placeholder;
  return (
    <React.Suspense fallback={placeholder}>
      <ThemeMenuDropdown open={open} onOpenChange={setOpen} />
    </React.Suspense>
  );
}
