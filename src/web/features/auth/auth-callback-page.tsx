import * as React from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { useAuth } from '../../lib/session';
import { isFramed, postAuthSuccess } from '../../lib/embed';
import {
  AUTH_FAILED_TEXT,
  AUTH_FAILED_TITLE,
  AUTH_SUCCESS_TEXT,
  AUTH_SUCCESS_TITLE,
} from './auth-messages';
import { useEmbedOrigins } from './hooks/use-embed-origins';
import { takeRememberedRedirect } from './hooks/use-redirect-target';

/** Where Google sign-in lands (seed-spec §2 Auth callback). */
export default function AuthCallbackPage() {
  const { user, loading } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const embed = useEmbedOrigins();
  const done = React.useRef(false);

  const error = params.get('error');
  const errorDescription = params.get('error_description');

  React.useEffect(() => {
    if (done.current) return;
    if (error || errorDescription) {
      done.current = true;
      toast({
        variant: 'destructive',
        title: AUTH_FAILED_TITLE,
        description: errorDescription || AUTH_FAILED_TEXT,
      });
      // Spec §2: a failed callback lands on /auth, even for someone already signed in (who would
      // otherwise be sent straight on to /profile as if it had worked).
      navigate('/auth', { replace: true, state: { authFailed: true } });
      return;
    }
    if (loading) return;
    if (!user) {
      done.current = true;
      navigate('/auth', { replace: true });
      return;
    }
    if (isFramed()) {
      if (embed.isLoading) return;
      done.current = true;
      toast({ title: AUTH_SUCCESS_TITLE, description: AUTH_SUCCESS_TEXT });
      postAuthSuccess(embed.origins, { id: user.id, email: user.email });
      return;
    }
    done.current = true;
    toast({ title: AUTH_SUCCESS_TITLE, description: AUTH_SUCCESS_TEXT });
    navigate(takeRememberedRedirect() ?? '/profile', { replace: true });
  }, [error, errorDescription, loading, user, embed.isLoading, embed.origins, navigate]);

  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <title>Completing authentication · InkGlow</title>
      <Spinner className="size-10" label="Completing authentication" />
      <p className="text-lg font-medium">Completing authentication...</p>
    </div>
  );
}
