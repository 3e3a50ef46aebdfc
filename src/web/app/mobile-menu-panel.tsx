import * as React from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { NavLink } from 'react-router';
import { Button } from '../components/ui/button';
import { cn } from '../lib/utils';
import { HeaderAccount } from './header-account';
import { Logo } from './logo';
import { MENU_TRIGGER_LABEL } from './mobile-menu';
import { navIcon } from './nav-icons';
import { NAV_LINKS } from './nav-links';
import { ThemeSwitch } from './theme-switch';

/**
 * Below lg: a hamburger that slides a panel in from the right (300 ms). Radix Dialog gives the
 * focus trap, Escape to close, scroll lock and focus return to the trigger. Loaded on demand by
 * MobileMenu.
 */
export default function MobileMenuPanel({
  open,
  onOpenChange: setOpen,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = React.useCallback(() => setOpen(false), [setOpen]);

  // The panel is hidden from lg up; close it there so no invisible dialog keeps the page locked.
  React.useEffect(() => {
    const wide = window.matchMedia?.('(min-width: 1024px)');
    if (!wide) return;
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [setOpen]);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label={MENU_TRIGGER_LABEL}>
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-[2px] duration-300 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in lg:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col border-l border-border bg-background shadow-2xl outline-none data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in lg:hidden"
        >
          <div className="flex h-16 items-center justify-between border-b border-border px-4">
            <Logo onClick={close} />
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X className="size-5" aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
          <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-1">
              {NAV_LINKS.map(({ to, label }) => {
                const Icon = navIcon(to);
                return (
                  <li key={to}>
                    <NavLink
                      to={to}
                      onClick={close}
                      className={({ isActive }) =>
                        cn(
                          'flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
                          isActive
                            ? 'bg-accent text-foreground'
                            : 'text-muted-foreground hover:text-foreground',
                        )
                      }
                    >
                      {({ isActive }) => (
                        <>
                          <Icon
                            className={cn(
                              'size-5 shrink-0',
                              isActive ? 'text-primary' : 'text-muted-foreground',
                            )}
                            aria-hidden="true"
                          />
                          {label}
                          {isActive && (
                            <span className="ml-auto size-1.5 rounded-full bg-primary shadow-[0_0_8px_var(--color-glow)]" />
                          )}
                        </>
                      )}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="space-y-4 border-t border-border p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <ThemeSwitch />
            <HeaderAccount placement="mobile-menu" onNavigate={close} />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
