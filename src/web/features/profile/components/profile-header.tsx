import { LogOut } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { avatarInitial, displayName, type TProfile } from '../../../lib/session';

/** Avatar (initial fallback), display name, e-mail and Sign Out (seed-spec §2 Profile header). */
export function ProfileHeader({
  email,
  profile,
  onSignOut,
}: {
  email: string;
  profile: TProfile | null;
  onSignOut: () => void;
}) {
  const name = displayName(profile, email);
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-border bg-card/60 p-5 sm:flex-row sm:items-center sm:p-6">
      <Avatar className="size-16 text-2xl sm:size-20">
        {profile?.avatar_url && <AvatarImage src={profile.avatar_url} alt="" />}
        <AvatarFallback className="bg-primary/15 font-display font-semibold text-primary">
          {avatarInitial(profile, email)}
        </AvatarFallback>
      </Avatar>
      <div className="w-full min-w-0 flex-1">
        <h1
          className={cn(
            'truncate font-display font-semibold tracking-tight',
            name.length > 24 ? 'text-xl sm:text-2xl' : 'text-2xl sm:text-3xl',
          )}
          title={name}
        >
          {name}
        </h1>
        {name !== email && <p className="truncate text-sm text-muted-foreground">{email}</p>}
      </div>
      <Button variant="outline" onClick={onSignOut} className="self-start sm:self-center">
        <LogOut aria-hidden="true" />
        Sign Out
      </Button>
    </div>
  );
}
