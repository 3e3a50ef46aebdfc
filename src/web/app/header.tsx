import { NavLink } from 'react-router';
import { cn } from '../lib/utils';
import { HeaderAccount } from './header-account';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NAV_LINKS } from './nav-links';
import { ThemeMenu } from './theme-menu';

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-header backdrop-blur-md supports-[backdrop-filter]:bg-header">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo className="mr-auto lg:mr-6" />
        <nav aria-label="Main" className="hidden lg:mr-auto lg:block">
          <ul className="flex items-center">
            {NAV_LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      'relative block whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium xl:px-3 transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      'after:absolute after:inset-x-2.5 xl:after:inset-x-3 after:-bottom-[13px] after:h-0.5 after:rounded-full after:bg-primary after:opacity-0 after:shadow-[0_0_10px_var(--color-glow)] after:transition-opacity',
                      isActive
                        ? 'text-foreground after:opacity-100'
                        : 'text-muted-foreground hover:text-foreground',
                    )
                  }
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <ThemeMenu />
          <HeaderAccount />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
