// The browser side of accounts: Better Auth's client on /api/auth, the session as React state, the
// current profile (GET /api/me) and fetch helpers that carry the session.
//
// Sessions normally ride on the HttpOnly cookie. Inside a frame that blocks cookies the cookie never
// arrives, so the session token Better Auth's bearer plugin returns (`set-auth-token`) is also kept in
// memory — never in storage — and sent as `Authorization: Bearer`: sign-in works for the page's life.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createAuthClient } from 'better-auth/react';
import { apiFetch } from './api-client';

let bearerToken: string | null = null;

export const getBearerToken = () => bearerToken;
export const clearBearerToken = () => {
  bearerToken = null;
};

/** Adds `Authorization: Bearer` when a token is held in memory. */
export function withSessionHeaders(init: HeadersInit | undefined): Headers {
  const headers = new Headers(init);
  if (bearerToken && !headers.has('authorization'))
    headers.set('authorization', `Bearer ${bearerToken}`);
  return headers;
}

export const authClient = createAuthClient({
  basePath: '/api/auth',
  fetchOptions: {
    onRequest(context) {
      if (bearerToken) context.headers.set('authorization', `Bearer ${bearerToken}`);
      return context;
    },
    onSuccess(context) {
      const token = context.response.headers.get('set-auth-token');
      if (token) bearerToken = token;
    },
  },
});

/** apiFetch with the session (cookie, plus the in-memory bearer token when there is one). */
export function authFetch<T>(path: string, init: Parameters<typeof apiFetch>[1] = {}): Promise<T> {
  return apiFetch<T>(path, { ...init, headers: withSessionHeaders(init.headers) });
}

export interface TProfile {
  id: string;
  username: string | null;
  full_name: string | null;
  avatar_url: string | null;
  updated_at: string | null;
}

export interface TMe {
  user: {
    id: string;
    email: string;
    name: string;
    email_verified: boolean;
    image: string | null;
    created_at: string | null;
  };
  profile: TProfile;
}

export const meQueryKey = (userId: string | undefined) => ['me', userId ?? 'anonymous'] as const;

/** Auth state (seed-spec §3/§4): session, user, profile and a loading flag. */
export function useAuth() {
  const session = authClient.useSession();
  const user = session.data?.user ?? null;
  const me = useQuery({
    queryKey: meQueryKey(user?.id),
    queryFn: () => authFetch<TMe>('/api/me'),
    enabled: Boolean(user),
    staleTime: 60_000,
  });
  return {
    session: session.data?.session ?? null,
    user,
    profile: me.data?.profile ?? null,
    /** True until the first session check answers (and, when signed in, the profile). */
    loading: session.isPending || (Boolean(user) && me.isPending && !me.isError),
    refetchSession: session.refetch,
  };
}

let signedOutAt = 0;
/** True just after a deliberate sign-out, so signed-in pages wait for the caller's navigation
 * instead of bouncing to /auth. */
export const justSignedOut = () => Date.now() - signedOutAt < 5000;

/** Forgets the session in this page after it ended on the server (account deleted). */
export function forgetSession() {
  signedOutAt = Date.now();
  bearerToken = null;
  authClient.$store.notify('$sessionSignal');
}

/** Signs out and forgets the session everywhere in the page; throws with the server's message. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    signedOutAt = Date.now();
    const { error } = await authClient.signOut();
    if (error) signedOutAt = 0;
    if (error) throw new Error(error.message || 'An error occurred while signing out');
    clearBearerToken();
    queryClient.removeQueries({ queryKey: ['me'] });
  };
}

/** First letter of username, else full name, else e-mail, else '?' (seed-spec §2). */
export function avatarInitial(
  profile: Pick<TProfile, 'username' | 'full_name'> | null,
  email: string | null | undefined,
): string {
  const source = [profile?.username, profile?.full_name, email].find((v) => v && v.trim());
  return source ? source.trim().charAt(0).toUpperCase() : '?';
}

/** Full name, else username, else e-mail. */
export function displayName(
  profile: Pick<TProfile, 'username' | 'full_name'> | null,
  email: string | null | undefined,
): string {
  return profile?.full_name?.trim() || profile?.username?.trim() || email || '';
}
