import { z } from 'zod';
import { PASSWORD_HINT } from './auth-messages';

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email('Please enter a valid email address'));

export const ZSignIn = z.object({
  email,
  password: z.string().min(1, 'Password is required'),
});
export type TSignIn = z.infer<typeof ZSignIn>;

export const ZSignUp = z.object({
  email,
  password: z
    .string()
    .min(1, 'Password is required')
    .min(6, PASSWORD_HINT)
    .max(128, 'Password must be at most 128 characters long'),
});
export type TSignUp = z.infer<typeof ZSignUp>;

export const ZForgotPassword = z.object({ email });
export type TForgotPassword = z.infer<typeof ZForgotPassword>;

export const ZResetPassword = z
  .object({
    password: ZSignUp.shape.password,
    confirm: z.string().min(1, 'Please repeat the new password'),
  })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    message: 'The passwords do not match',
  });
export type TResetPassword = z.infer<typeof ZResetPassword>;
