import * as React from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CircleAlert, MailCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../components/ui/use-toast';
import { authClient, useAuth } from '../../lib/auth-client';
import { isFramed, postAuthSuccess } from '../../lib/embed';
import { useSiteConfig } from '../../lib/site-config';
import {
  ACCOUNT_CREATED,
  ACCOUNT_CREATED_TEXT,
  CHECK_EMAIL_TEXT,
  CHECK_EMAIL_TITLE,
  GOOGLE_FAILED,
  GOOGLE_FALLBACK,
  GOOGLE_UNAVAILABLE,
  GOOGLE_UNAVAILABLE_TEXT,
  OPENING_NEW_TAB,
  REDIRECTING_TO_GOOGLE,
  SIGN_IN_FAILED,
  SIGN_IN_FALLBACK,
  SIGN_UP_FAILED,
  SIGN_UP_FALLBACK,
  authErrorMessage,
} from './auth-messages';
import type { TSignIn } from './auth-schemas';
import { CredentialsForm } from './components/credentials-form';
import { ForgotPasswordForm } from './components/forgot-password-form';
import { GoogleButton } from './components/google-button';
import { ResetPasswordForm } from './components/reset-password-form';
import { useEmbedOrigins } from './hooks/use-embed-origins';
import { rememberRedirect, useRedirectTarget } from './hooks/use-redirect-target';

type TTab = 'signin' | 'signup';

export default function AuthPage() {
  const { user, loading } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const site = useSiteConfig();
  const embed = useEmbedOrigins();
  const framed = React.useMemo(isFramed, []);
  const mode = params.get('mode');
  // Arrived from a failed sign-in callback: stay here and say so, even when signed in already.
  const location = useLocation();
  const authFailed = Boolean((location.state as { authFailed?: unknown } | null)?.authFailed);

  // 'Sign up' links open the Sign Up tab: /auth?tab=signup (or ?mode=signup).
  const [tab, setTab] = React.useState<TTab>(
    params.get('tab') === 'signup' || mode === 'signup' ? 'signup' : 'signin',
  );
  const [submitting, setSubmitting] = React.useState(false);
  const [googleBusy, setGoogleBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [checkEmail, setCheckEmail] = React.useState(false);
  const [notifiedParent, setNotifiedParent] = React.useState(false);
  const busy = submitting || googleBusy;

  // Signed in: back to where the user came from, or tell the parent frame.
  React.useEffect(() => {
    if (loading || !user || mode === 'reset' || authFailed) return;
    if (framed) {
      if (embed.isLoading || notifiedParent) return;
      postAuthSuccess(embed.origins, { id: user.id, email: user.email });
      setNotifiedParent(true);
      return;
    }
    navigate(target, { replace: true });
  }, [
    loading,
    user,
    mode,
    framed,
    authFailed,
    embed.isLoading,
    embed.origins,
    notifiedParent,
    navigate,
    target,
  ]);

  const startGoogle = React.useCallback(async () => {
    if (!site.googleEnabled) {
      toast({ title: GOOGLE_UNAVAILABLE, description: GOOGLE_UNAVAILABLE_TEXT });
      return;
    }
    setError(null);
    if (framed) {
      // Google refuses to be framed: finish in a new tab (seed-spec §4).
      toast({ title: REDIRECTING_TO_GOOGLE, description: OPENING_NEW_TAB });
      window.open(
        `/auth?start=google&redirect=${encodeURIComponent(target)}`,
        '_blank',
        'noopener',
      );
      return;
    }
    setGoogleBusy(true);
    rememberRedirect(target);
    try {
      const { error: failure } = await authClient.signIn.social({
        provider: 'google',
        callbackURL: '/auth/callback',
        newUserCallbackURL: '/auth/callback',
        errorCallbackURL: '/auth/callback',
      });
      if (failure) throw failure;
      // success: the browser is on its way to Google
    } catch (failure) {
      const message = authErrorMessage(failure as { message?: string }, GOOGLE_FALLBACK);
      setError(message);
      toast({ variant: 'destructive', title: GOOGLE_FAILED, description: message });
      setGoogleBusy(false);
    }
  }, [site.googleEnabled, framed, target]);

  // Opened from a frame with ?start=google: go straight on to Google.
  const autoStarted = React.useRef(false);
  React.useEffect(() => {
    if (
      params.get('start') !== 'google' ||
      framed ||
      loading ||
      user ||
      site.isLoading ||
      autoStarted.current
    )
      return;
    autoStarted.current = true;
    void startGoogle();
  }, [params, framed, loading, user, site.isLoading, startGoogle]);

  const signIn = async ({ email, password }: TSignIn) => {
    setError(null);
    setSubmitting(true);
    try {
      const { error: failure } = await authClient.signIn.email({ email, password });
      if (failure) throw failure;
    } catch (failure) {
      const message = authErrorMessage(failure as { message?: string }, SIGN_IN_FALLBACK);
      setError(message);
      toast({ variant: 'destructive', title: SIGN_IN_FAILED, description: message });
    } finally {
      setSubmitting(false);
    }
  };

  const signUp = async ({ email, password }: TSignIn) => {
    setError(null);
    setCheckEmail(false);
    setSubmitting(true);
    try {
      const { data, error: failure } = await authClient.signUp.email({
        email,
        password,
        name: '',
        // where the confirmation link lands when e-mail verification is on
        callbackURL: '/auth/callback',
      });
      if (failure) throw failure;
      if (data?.token) {
        toast({ title: ACCOUNT_CREATED, description: ACCOUNT_CREATED_TEXT });
      } else {
        setCheckEmail(true);
        toast({ title: CHECK_EMAIL_TITLE, description: CHECK_EMAIL_TEXT });
      }
    } catch (failure) {
      const message = authErrorMessage(failure as { message?: string }, SIGN_UP_FALLBACK);
      setError(message);
      toast({ variant: 'destructive', title: SIGN_UP_FAILED, description: message });
    } finally {
      setSubmitting(false);
    }
  };

  const switchTab = (next: string) => {
    setTab(next as TTab);
    setError(null);
    setCheckEmail(false);
  };

  /** Sign In / Sign Up with Google below. */
  function credentialsTabs() {
    const google = (
      <>
        <div className="relative my-1 flex items-center gap-3 text-xs uppercase tracking-wider text-muted-foreground">
          <span className="h-px flex-1 bg-border" />
          or
          <span className="h-px flex-1 bg-border" />
        </div>
        <GoogleButton busy={googleBusy} disabled={busy} onClick={() => void startGoogle()} />
      </>
    );
    return (
      <Tabs value={tab} onValueChange={switchTab} className="gap-5">
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="signin" disabled={busy}>
            Sign In
          </TabsTrigger>
          <TabsTrigger value="signup" disabled={busy}>
            Sign Up
          </TabsTrigger>
        </TabsList>
        {error && (
          <Alert variant="destructive">
            <CircleAlert aria-hidden="true" />
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <TabsContent value="signin" className="grid gap-4">
          <CredentialsForm
            mode="signin"
            submitting={submitting}
            disabled={busy}
            onSubmit={signIn}
          />
          {google}
        </TabsContent>
        <TabsContent value="signup" className="grid gap-4">
          {checkEmail && (
            <Alert>
              <MailCheck aria-hidden="true" />
              <AlertTitle>{CHECK_EMAIL_TITLE}</AlertTitle>
              <AlertDescription>{CHECK_EMAIL_TEXT}</AlertDescription>
            </Alert>
          )}
          <CredentialsForm
            mode="signup"
            submitting={submitting}
            disabled={busy}
            onSubmit={signUp}
          />
          {google}
        </TabsContent>
      </Tabs>
    );
  }

  let title = 'Welcome to InkGlow';
  let description = 'Sign in to save your designs and preferences, or create a free account.';
  let body: React.ReactNode;

  if (mode === 'forgot') {
    title = 'Reset your password';
    description =
      "Enter your account's email and we will send you a link to choose a new password.";
    body = <ForgotPasswordForm />;
  } else if (mode === 'reset') {
    title = 'Choose a new password';
    description = 'Your new password will sign you out everywhere else.';
    body = (
      <ResetPasswordForm token={params.get('token')} linkError={Boolean(params.get('error'))} />
    );
  } else if (user && authFailed && !framed) {
    body = (
      <div className="grid gap-4">
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>Authentication failed</AlertTitle>
          <AlertDescription>
            That sign-in did not complete. You are still signed in as {user.email}.
          </AlertDescription>
        </Alert>
        <Button onClick={() => navigate(target, { replace: true })}>Continue</Button>
      </div>
    );
  } else if (user && !framed) {
    // Signed in already: on the way back (the effect above). The spinner takes the form's place at
    // the form's size, so the card does not jump in the moment before the page changes.
    body = (
      <div className="relative">
        <div className="invisible" inert aria-hidden="true">
          {credentialsTabs()}
        </div>
        <div className="absolute inset-0 flex items-center justify-center">
          <Spinner className="size-8" label="Checking your session" />
        </div>
      </div>
    );
  } else if (user && framed) {
    body = (
      <Alert>
        <MailCheck aria-hidden="true" />
        <AlertTitle>You're signed in</AlertTitle>
        <AlertDescription>
          Signed in as {user.email}. You can continue in the window around this one.
        </AlertDescription>
      </Alert>
    );
  } else {
    // Also while the session check is out (`loading`): most visitors here are signed out, and the
    // prerendered page then shows the form at once instead of a spinner that the form replaces
    // (a layout shift, CLS 0.16 on a phone). Presses before the page is live are held by
    // public/early-input.js; a signed-in visitor gets the branch above once the check answers.
    body = credentialsTabs();
  }

  return (
    <div className="relative flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
      <title>
        {mode === 'forgot' || mode === 'reset' ? 'Reset password · InkGlow' : 'Sign In · InkGlow'}
      </title>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 mx-auto h-72 max-w-xl rounded-full bg-primary/15 blur-3xl"
      />
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle className="font-display text-2xl sm:text-3xl">
            <h1>{title}</h1>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
        {mode !== 'forgot' && mode !== 'reset' && (
          <CardFooter className="justify-center text-center text-xs text-muted-foreground">
            <p>
              By signing up, you agree to our{' '}
              <Link
                to="/terms-of-service"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link
                to="/privacy-policy"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                Privacy Policy
              </Link>
              .
            </p>
          </CardFooter>
        )}
      </Card>
    </div>
  );
}
