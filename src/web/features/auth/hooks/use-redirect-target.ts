import { useLocation, useSearchParams } from 'react-router';
import { safeStorage } from '../../../lib/safe-storage';

const session = safeStorage('session');
const KEY = 'inkglow-auth-redirect';

/** Only same-site paths: '/x' but never '//evil.com' or 'https://...' (no open redirects). */
export function safeRedirectPath(value: unknown): string | null {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return null;
  }
  if (value === '/auth' || value.startsWith('/auth/') || value.startsWith('/auth?')) return null;
  return value;
}

/** Where to go after signing in: ?redirect=, else the page that sent us here, else /profile. */
export function useRedirectTarget(): string {
  const [params] = useSearchParams();
  const location = useLocation();
  const state = location.state as { from?: unknown } | null;
  const from =
    state?.from && typeof state.from === 'object'
      ? `${(state.from as { pathname?: string }).pathname ?? ''}${(state.from as { search?: string }).search ?? ''}`
      : state?.from;
  return safeRedirectPath(params.get('redirect')) ?? safeRedirectPath(from) ?? '/profile';
}

/** Google leaves the page; the callback reads this to come back to the same place. */
export const rememberRedirect = (path: string) => session.set(KEY, path);
export function takeRememberedRedirect(): string | null {
  const value = safeRedirectPath(session.get(KEY));
  session.remove(KEY);
  return value;
}
