// The signed-in half of the header's account slot, loaded only for signed-in visitors so a guest's
// first visit does not pay for the avatar menu.
import { LogOut, UserRound } from 'lucide-react';
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
import { avatarInitial, displayName, useSignOut, type TProfile } from '../lib/session';
import { cn } from '../lib/utils';

export interface AccountMenuProps {
  user: { email: string };
  profile: TProfile | null;
  inMenu: boolean;
  onNavigate?: () => void;
  className?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function AccountMenu({
  user,
  profile,
  inMenu,
  onNavigate,
  className,
  open,
  onOpenChange,
}: AccountMenuProps) {
  const signOut = useSignOut();
  const navigate = useNavigate();
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
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
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
