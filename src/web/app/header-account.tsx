import { lazy, Suspense } from 'react';
import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { useAuth } from '../lib/session';
import { cn } from '../lib/utils';
import { useSharedOpen } from './on-demand';

const AccountMenu = lazy(() => import('./header-account-menu'));

function AccountPlaceholder({ inMenu, className }: { inMenu: boolean; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'block animate-pulse rounded-full bg-muted',
        inMenu ? 'h-11 w-full rounded-md' : 'size-9',
        className,
      )}
    />
  );
}

export interface HeaderAccountProps {
  /** 'header' for the top bar, 'mobile-menu' for the slide-in panel (full width). */
  placement?: 'header' | 'mobile-menu';
  /** Called after a navigation from here (the mobile menu closes itself with it). */
  onNavigate?: () => void;
  className?: string;
}

/**
 * The account slot of the header and mobile menu (seed-spec §2): a Sign In button when signed out;
 * when signed in, the avatar menu with My Profile and Sign Out (initial fallback: username, full
 * name, e-mail, '?').
 */
export function HeaderAccount({ placement = 'header', onNavigate, className }: HeaderAccountProps) {
  const { user, profile, loading } = useAuth();
  const inMenu = placement === 'mobile-menu';
  // The avatar menu's open state outlives a remount of the header (see on-demand.ts).
  const menu = useSharedOpen(inMenu ? 'account-panel' : 'account-menu');

  if (loading && !user) return <AccountPlaceholder inMenu={inMenu} className={className} />;

  if (!user) {
    return (
      <Button asChild size={inMenu ? 'lg' : 'sm'} className={cn(inMenu && 'w-full', className)}>
        <Link to="/auth" onClick={onNavigate}>
          <LogIn aria-hidden="true" />
          Sign In
        </Link>
      </Button>
    );
  }

  return (
    <Suspense fallback={<AccountPlaceholder inMenu={inMenu} className={className} />}>
      <AccountMenu
        user={user}
        profile={profile}
        inMenu={inMenu}
        onNavigate={onNavigate}
        className={className}
        open={menu.open}
        onOpenChange={menu.setOpen}
      />
    </Suspense>
  );
}
