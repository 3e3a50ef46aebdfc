import * as React from 'react';
import { Menu } from 'lucide-react';
import { Button } from '../components/ui/button';
import { intentProps, useOnDemand } from './on-demand';

export const MENU_TRIGGER_LABEL = 'Open menu';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = React.lazy(loadPanel);

/**
 * The hamburger (below lg). A look-alike button until first used; the Radix dialog panel loads
 * on intent and opens on the first tap, so phones do not pay for it on every page load.
 */
export function MobileMenu() {
  const { active, open, setOpen, preload, activate } = useOnDemand('mobile-menu', loadPanel);
  const placeholder = (
    <Button
      variant="ghost"
      size="icon"
      className="lg:hidden"
      aria-label={MENU_TRIGGER_LABEL}
      aria-haspopup="dialog"
      aria-expanded={active && open}
      onClick={activate}
      {...intentProps(preload)}
    >
      <Menu className="size-5" aria-hidden="true" />
    </Button>
  );
  if (!active) return placeholder;
  return (
    <React.Suspense fallback={placeholder}>
      <MobileMenuPanel open={open} onOpenChange={setOpen} />
    </React.Suspense>
  );
}
