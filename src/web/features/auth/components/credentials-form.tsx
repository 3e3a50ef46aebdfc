import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { PASSWORD_HINT } from '../auth-messages';
import { signInResolver, signUpResolver } from '../auth-resolvers';
import type { TSignIn } from '../auth-schemas';
import { FormField } from './form-field';

interface CredentialsFormProps {
  mode: 'signin' | 'signup';
  submitting: boolean;
  disabled: boolean;
  onSubmit: (values: TSignIn) => Promise<void>;
}

/** E-mail and password; the same form signs in or creates the account (seed-spec §2, §5). */
export function CredentialsForm({ mode, submitting, disabled, onSubmit }: CredentialsFormProps) {
  const signUp = mode === 'signup';
  const validation = signUp ? signUpResolver : signInResolver;
  const form = useForm<TSignIn>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      className="grid gap-4"
      noValidate
      onFocus={validation.prefetch}
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <FormField
        id={`${mode}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        id={`${mode}-password`}
        label="Password"
        type="password"
        autoComplete={signUp ? 'new-password' : 'current-password'}
        hint={signUp ? PASSWORD_HINT : undefined}
        error={errors.password?.message}
        labelAside={
          signUp ? undefined : (
            <Link
              to="/auth?mode=forgot"
              className="rounded-sm text-xs font-medium text-primary underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
            >
              Forgot password?
            </Link>
          )
        }
        {...form.register('password')}
      />
      <Button type="submit" className="w-full" disabled={disabled}>
        {submitting && (
          <Spinner className="text-current" label={signUp ? 'Creating account' : 'Signing in'} />
        )}
        {signUp ? 'Create Account' : 'Sign In'}
      </Button>
    </form>
  );
}
