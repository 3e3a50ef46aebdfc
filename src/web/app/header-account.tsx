import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { cn } from '../lib/utils';

export interface HeaderAccountProps {
  /** 'header' for the top bar, 'mobile-menu' for the slide-in panel (full width). */
  placement?: 'header' | 'mobile-menu';
  /** Called after a navigation from here (the mobile menu closes itself with it). */
  onNavigate?: () => void;
  className?: string;
}

/**
 * The account slot of the header and mobile menu. Signed out (all the shell knows today): a Sign In
 * button to /auth. The accounts feature replaces the body with the signed-in avatar menu
 * (My Profile, Sign Out) without touching the header.
 */
export function HeaderAccount({ placement = 'header', onNavigate, className }: HeaderAccountProps) {
  const inMenu = placement === 'mobile-menu';
  return (
    <Button asChild size={inMenu ? 'lg' : 'sm'} className={cn(inMenu && 'w-full', className)}>
      <Link to="/auth" onClick={onNavigate}>
        <LogIn aria-hidden="true" />
        Sign In
      </Link>
    </Button>
  );
}
