import { Sparkles, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import type { TViewer } from '../hooks/use-viewer';

/** Spec §2: a different welcome for guests (suggesting sign-up) and for signed-in users. */
export function WelcomeBanner({ user }: { user: TViewer | null }) {
  const name = user?.name?.trim();
  return (
    <section
      aria-label="Welcome"
      data-testid="welcome-banner"
      className="relative mb-8 overflow-hidden rounded-xl border border-primary/30 bg-gradient-to-r from-primary/15 via-card to-card p-5 sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-3">
          <Sparkles className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          {user ? (
            <div className="space-y-1">
              <p className="font-semibold">Welcome back{name ? `, ${name}` : ''}!</p>
              <p className="text-sm text-muted-foreground">
                Every design you generate is kept in your history here, and Save puts it in Your Designs on your
                profile.
              </p>
            </div>
          ) : (
            <div className="space-y-1">
              <p className="font-semibold">Welcome to the InkGlow design generator!</p>
              <p className="text-sm text-muted-foreground">
                You can generate designs and stencils right away, no account needed. Sign up to save your designs and
                keep your history across visits.
              </p>
            </div>
          )}
        </div>
        {!user && (
          <Button asChild variant="outline" className="shrink-0 self-start sm:self-center">
            <Link to="/auth?tab=signup&redirect=/generator">
              <UserPlus aria-hidden="true" />
              Sign up free
            </Link>
          </Button>
        )}
      </div>
    </section>
  );
}
