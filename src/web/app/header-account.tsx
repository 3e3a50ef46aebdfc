import { LogIn, LogOut, UserRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Avatar, AvatarFallback, AvatarImage } from '../components/ui/avatar';
import { Button } from '../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu';
import { toast } from '../components/ui/use-toast';
import { avatarInitial, displayName, useAuth, useSignOut } from '../lib/auth-client';
import { cn } from '../lib/utils';

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
  const signOut = useSignOut();
  const navigate = useNavigate();
  const inMenu = placement === 'mobile-menu';

  if (loading && !user) {
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

  const initial = avatarInitial(profile, user.email);
  const name = displayName(profile, user.email);
  const avatar = (
    <Avatar className={inMenu ? 'size-10' : 'size-9'}>
      {profile?.avatar_url && <AvatarImage src={profile.avatar_url} alt="" />}
      <AvatarFallback className="bg-primary/15 font-semibold text-primary">
        {initial}
      </AvatarFallback>
    </Avatar>
  );

  const doSignOut = async () => {
    try {
      await signOut();
      onNavigate?.();
      await navigate('/');
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error signing out',
        description: (error as Error).message || 'An error occurred while signing out',
      });
    }
  };

  if (inMenu) {
    return (
      <div className={cn('grid grid-cols-[minmax(0,1fr)] gap-3', className)}>
        <div className="flex min-w-0 items-center gap-3">
          {avatar}
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{name}</p>
            {name !== user.email && (
              <p className="truncate text-xs text-muted-foreground">{user.email}</p>
            )}
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <Button asChild variant="outline">
            <Link to="/profile" onClick={onNavigate}>
              <UserRound aria-hidden="true" />
              My Profile
            </Link>
          </Button>
          <Button variant="outline" onClick={() => void doSignOut()}>
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
        </div>
      </div>
    );
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          aria-label={`Account menu for ${name}`}
          className={cn(
            'rounded-full outline-none ring-offset-background transition-shadow hover:ring-2 hover:ring-primary/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
            className,
          )}
        >
          {avatar}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal normal-case tracking-normal text-foreground">
          <p className="truncate text-sm font-medium">{name}</p>
          {name !== user.email && (
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden="true" />
            My Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void doSignOut()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
