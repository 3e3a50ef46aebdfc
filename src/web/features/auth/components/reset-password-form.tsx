import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { authClient } from '../../../lib/auth-client';
import { PASSWORD_HINT, authErrorMessage } from '../auth-messages';
import { resetPasswordResolver } from '../auth-resolvers';
import type { TResetPassword } from '../auth-schemas';
import { FormField } from './form-field';

const INVALID_LINK = 'This reset link is invalid or has expired. Please ask for a new one.';
const FALLBACK = 'We could not change your password. Please try again.';

/** Sets a new password with the token from the e-mailed link. */
export function ResetPasswordForm({
  token,
  linkError,
}: {
  token: string | null;
  linkError: boolean;
}) {
  const navigate = useNavigate();
  const [error, setError] = React.useState<string | null>(null);
  const form = useForm<TResetPassword>({
    resolver: resetPasswordResolver.resolver,
    defaultValues: { password: '', confirm: '' },
  });
  const submitting = form.formState.isSubmitting;

  if (linkError || !token) {
    return (
      <div className="grid gap-4">
        <Alert variant="destructive">
          <AlertTitle>Link not valid</AlertTitle>
          <AlertDescription>{INVALID_LINK}</AlertDescription>
        </Alert>
        <Button asChild>
          <Link to="/auth?mode=forgot">Send a new link</Link>
        </Button>
      </div>
    );
  }

  const onSubmit = async ({ password }: TResetPassword) => {
    setError(null);
    const { error: failure } = await authClient.resetPassword({ newPassword: password, token });
    if (failure) {
      const message =
        failure.code === 'INVALID_TOKEN' ? INVALID_LINK : authErrorMessage(failure, FALLBACK);
      setError(message);
      toast({ variant: 'destructive', title: 'Password not changed', description: message });
      return;
    }
    toast({ title: 'Password changed', description: 'Please sign in with your new password.' });
    navigate('/auth', { replace: true });
  };

  return (
    <form
      className="grid gap-4"
      noValidate
      onFocus={resetPasswordResolver.prefetch}
      onSubmit={form.handleSubmit(onSubmit)}
    >
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <FormField
        id="reset-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <FormField
        id="reset-confirm"
        label="Repeat new password"
        type="password"
        autoComplete="new-password"
        error={form.formState.errors.confirm?.message}
        {...form.register('confirm')}
      />
      <Button type="submit" disabled={submitting}>
        {submitting && <Spinner className="text-current" label="Saving" />}
        Set new password
      </Button>
    </form>
  );
}
