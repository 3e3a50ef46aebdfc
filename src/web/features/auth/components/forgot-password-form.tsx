import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { authClient } from '../../../lib/auth-client';
import { authErrorMessage } from '../auth-messages';
import { forgotPasswordResolver } from '../auth-resolvers';
import type { TForgotPassword } from '../auth-schemas';
import { FormField } from './form-field';

const FALLBACK = 'We could not send the reset link. Please try again.';

/** Asks for a reset link by e-mail; the link opens /auth?mode=reset&token=... */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const form = useForm<TForgotPassword>({
    resolver: forgotPasswordResolver.resolver,
    defaultValues: { email: '' },
  });
  const submitting = form.formState.isSubmitting;

  const onSubmit = async ({ email }: TForgotPassword) => {
    setError(null);
    const { error: failure } = await authClient.requestPasswordReset({
      email,
      redirectTo: '/auth?mode=reset',
    });
    if (failure) {
      const message = authErrorMessage(failure, FALLBACK);
      setError(message);
      toast({ variant: 'destructive', title: 'Reset failed', description: message });
      return;
    }
    setSentTo(email);
  };

  if (sentTo) {
    return (
      <div className="grid gap-4">
        <Alert>
          <MailCheck aria-hidden="true" />
          <AlertTitle>Check your email</AlertTitle>
          <AlertDescription>
            If an account exists for {sentTo}, we have sent it a link to choose a new password. The
            link is valid for one hour.
          </AlertDescription>
        </Alert>
        <Button asChild variant="outline">
          <Link to="/auth">Back to Sign In</Link>
        </Button>
      </div>
    );
  }
  return (
    <form
      className="grid gap-4"
      noValidate
      onFocus={forgotPasswordResolver.prefetch}
      onSubmit={form.handleSubmit(onSubmit)}
    >
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <FormField
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" disabled={submitting}>
        {submitting && <Spinner className="text-current" label="Sending" />}
        Send reset link
      </Button>
      <Button asChild variant="ghost">
        <Link to="/auth">Back to Sign In</Link>
      </Button>
    </form>
  );
}
