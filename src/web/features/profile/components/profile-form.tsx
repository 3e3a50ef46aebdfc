import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import type { TProfile } from '../../../lib/session';
import { useUpdateProfile } from '../api/profile-api';

const USERNAME_RULE = 'Username must be 3 to 30 letters, digits, "_", "." or "-".';

const ZProfileForm = z.object({
  username: z
    .string()
    .trim()
    .refine((v) => v === '' || /^[A-Za-z0-9_.-]{3,30}$/.test(v), USERNAME_RULE),
  full_name: z.string().trim().max(100, 'Full name must be at most 100 characters.'),
});
type TProfileForm = z.infer<typeof ZProfileForm>;

/** Profile tab: e-mail (read-only), username, full name, Save Changes (seed-spec §2, §5). */
export function ProfileForm({ userId, email, profile }: { userId: string; email: string; profile: TProfile | null }) {
  const update = useUpdateProfile(userId);
  const form = useForm<TProfileForm>({
    resolver: zodResolver(ZProfileForm),
    values: { username: profile?.username ?? '', full_name: profile?.full_name ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: TProfileForm) => {
    try {
      await update.mutateAsync({ username: values.username || null, full_name: values.full_name || null });
      toast({ title: 'Profile Updated', description: 'Your profile has been successfully updated' });
    } catch (error) {
      const message = error instanceof ApiError && error.status < 500 ? error.message.replace(/^\w+: /, '') : '';
      if (error instanceof ApiError && error.code === 'username_taken') {
        form.setError('username', { message: error.message });
      }
      toast({ variant: 'destructive', title: 'Error', description: message || 'Failed to update profile' });
    }
  };

  return (
    <form className="grid max-w-xl gap-5" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <div className="grid gap-2">
        <Label htmlFor="profile-email">Email</Label>
        <Input id="profile-email" type="email" value={email} readOnly disabled aria-readonly="true" />
        <p className="text-xs text-muted-foreground">Your sign-in email can't be changed here.</p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="profile-username">Username</Label>
        <Input
          id="profile-username"
          autoComplete="username"
          placeholder="inkfan_42"
          aria-invalid={errors.username ? true : undefined}
          aria-describedby="profile-username-help"
          {...form.register('username')}
        />
        <p id="profile-username-help" className={errors.username ? 'text-xs font-medium text-destructive' : 'text-xs text-muted-foreground'} role={errors.username ? 'alert' : undefined}>
          {errors.username?.message ?? '3 to 30 letters, digits, "_", "." or "-". Must be unique.'}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="profile-full-name">Full Name</Label>
        <Input
          id="profile-full-name"
          autoComplete="name"
          placeholder="Your name"
          aria-invalid={errors.full_name ? true : undefined}
          {...form.register('full_name')}
        />
        {errors.full_name && (
          <p role="alert" className="text-xs font-medium text-destructive">
            {errors.full_name.message}
          </p>
        )}
      </div>
      <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting && <Spinner className="size-4 text-current" label="Saving" />}
        Save Changes
      </Button>
    </form>
  );
}
