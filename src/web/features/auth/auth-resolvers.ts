import { lazyZodResolver } from '../../lib/lazy-resolver';
import type { TForgotPassword, TResetPassword, TSignIn } from './auth-schemas';

// The auth forms validate with zod, loaded on first use (see lazyZodResolver): /auth paints and
// hydrates without it.
const schemas = () => import('./auth-schemas');

export const signInResolver = lazyZodResolver<TSignIn>(async () => (await schemas()).ZSignIn);
export const signUpResolver = lazyZodResolver<TSignIn>(async () => (await schemas()).ZSignUp);
export const forgotPasswordResolver = lazyZodResolver<TForgotPassword>(
  async () => (await schemas()).ZForgotPassword,
);
export const resetPasswordResolver = lazyZodResolver<TResetPassword>(
  async () => (await schemas()).ZResetPassword,
);
