// The spec's auth wording (seed-spec §8) and how server errors map onto it.
export const SIGN_IN_FAILED = 'Sign in failed';
export const SIGN_IN_FALLBACK = 'An error occurred during sign in. Please try again.';
export const SIGN_UP_FAILED = 'Sign up failed';
export const SIGN_UP_FALLBACK = 'An error occurred during sign up. Please try again.';
export const GOOGLE_FAILED = 'Google sign in failed';
export const GOOGLE_FALLBACK = 'Failed to sign in with Google. Please try again.';
export const EMAIL_NOT_CONFIRMED =
  'Please check your email and confirm your account before signing in.';
export const ACCOUNT_CREATED = 'Account created';
export const ACCOUNT_CREATED_TEXT = 'Your account has been created and you are now signed in.';
export const CHECK_EMAIL_TITLE = 'Success!';
export const CHECK_EMAIL_TEXT = 'Please check your email to confirm your account.';
export const PASSWORD_HINT = 'Password must be at least 6 characters long';
export const GOOGLE_UNAVAILABLE = 'Google sign-in is not available';
export const GOOGLE_UNAVAILABLE_TEXT =
  'Google sign-in has not been set up on this server. Please use your email and password.';
export const REDIRECTING_TO_GOOGLE = 'Redirecting to Google';
export const OPENING_NEW_TAB = 'Opening in new tab for authentication...';
export const AUTH_SUCCESS_TITLE = 'Success';
export const AUTH_SUCCESS_TEXT = "You've been successfully signed in";
export const AUTH_FAILED_TITLE = 'Authentication failed';
export const AUTH_FAILED_TEXT = 'Authentication failed. Please try again.';
export const SIGN_OUT_FAILED = 'Error signing out';
export const SIGN_OUT_FALLBACK = 'An error occurred while signing out';

export interface TAuthErrorLike {
  code?: string;
  message?: string;
  status?: number;
}

/** The message to show for a failed auth call: the server's, reworded where the spec says so. */
export function authErrorMessage(
  error: TAuthErrorLike | null | undefined,
  fallback: string,
): string {
  if (!error) return fallback;
  if (
    error.code === 'EMAIL_NOT_VERIFIED' ||
    /email not (verified|confirmed)/i.test(error.message ?? '')
  ) {
    return EMAIL_NOT_CONFIRMED;
  }
  if (error.code === 'INVALID_EMAIL_OR_PASSWORD') return 'Invalid email or password.';
  if (
    error.code === 'USER_ALREADY_EXISTS' ||
    error.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'
  ) {
    return 'An account with this email already exists. Please sign in instead.';
  }
  const message = error.message?.trim();
  if (!message || error.status === 0 || (error.status ?? 0) >= 500) return fallback;
  return message;
}
