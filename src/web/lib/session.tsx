// The session as the whole app sees it, without Better Auth's client: that one is loaded only by
// the sign-in screens, so a first visit to any other page stays light.
//
// Sessions normally ride on the HttpOnly cookie. Inside a frame that blocks cookies the cookie never
// arrives, so the session token Better Auth's bearer plugin returns (`set-auth-token`) is also kept in
// memory — never in storage — and sent as `Authorization: Bearer`: sign-in works for the page's life.
import { createContext, useContext, useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
// Types only: the session is on every page, and the zod runtime stays out of the first visit.
import type { TMe, TProfile } from '../../core/profile-schemas';
import type { TSessionAnswer } from '../../core/session-schemas';
import { apiFetch } from './api-client';
import { useLive } from './use-live';

let bearerToken: string | null = null;

export const getBearerToken = () => bearerToken;
export const setBearerToken = (token: string) => {
  bearerToken = token;
};
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

/** apiFetch with the session (cookie, plus the in-memory bearer token when there is one). */
export function authFetch<T>(path: string, init: Parameters<typeof apiFetch>[1] = {}): Promise<T> {
  return apiFetch<T>(path, { ...init, headers: withSessionHeaders(init.headers) });
}

const listeners = new Set<() => void>();
/** Tells every useAuth() that the session may have changed (sign-in, sign-out, deletion). */
export function notifySessionChanged() {
  for (const listener of listeners) listener();
}

export type { TMe, TProfile };

export const sessionQueryKey = ['session'] as const;
export const meQueryKey = (userId: string | undefined) => ['me', userId ?? 'anonymous'] as const;

/** Auth state (seed-spec §3/§4): session, user, profile and a loading flag. */
export interface TAuth {
  session: NonNullable<TSessionAnswer>['session'] | null;
  user: NonNullable<TSessionAnswer>['user'] | null;
  profile: TProfile | null;
  /** True until the first session check answers (and, when signed in, the profile). */
  loading: boolean;
  refetchSession: () => Promise<unknown>;
}

const AuthContext = createContext<TAuth | null>(null);

/**
 * Watches the session (and, signed in, the profile) once for the whole app and hands it to every
 * useAuth() through context. An answer reaches them as a deferred (transition) render, in short
 * slices: read through useQuery in each of them, it re-rendered every page and like button that
 * asks in one blocking task (useSyncExternalStore), and hydrated the page's waiting parts with it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: sessionQueryKey,
    queryFn: () => authFetch<TSessionAnswer | null>('/api/auth/get-session'),
    staleTime: 60_000,
    retry: false,
  });
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    listeners.add(refetch);
    return () => void listeners.delete(refetch);
  }, [queryClient]);
  const user = session.data?.user ?? null;
  const me = useQuery({
    queryKey: meQueryKey(user?.id),
    queryFn: () => authFetch<TMe>('/api/me'),
    enabled: Boolean(user),
    staleTime: 60_000,
  });
  const current = session.data?.session ?? null;
  const profile = me.data?.profile ?? null;
  const loading = session.isPending || (Boolean(user) && me.isPending && !me.isError);
  const refetchSession = session.refetch;
  const auth = useMemo<TAuth>(
    () => ({ session: current, user, profile, loading, refetchSession }),
    [current, user, profile, loading, refetchSession],
  );
  return <AuthContext.Provider value={useDeferredValue(auth)}>{children}</AuthContext.Provider>;
}

/** The session as the app sees it (AppProviders holds the AuthProvider it reads). */
export function useAuth(): TAuth {
  const auth = useContext(AuthContext);
  const live = useLive();
  if (!auth) throw new Error('useAuth() is used outside an AuthProvider');
  // Pages are prerendered before any session check: while hydrating, report what the prerender saw.
  if (!live) return { session: null, user: null, profile: null, loading: true, refetchSession: auth.refetchSession };
  return auth;
}

let signedOutAt = 0;
/** True just after a deliberate sign-out, so signed-in pages wait for the caller's navigation
 * instead of bouncing to /auth. */
export const justSignedOut = () => Date.now() - signedOutAt < 5000;

/** Forgets the session in this page after it ended on the server (account deleted): the signed-in
 * user's cached data goes, and every useAuth() sees a guest at once. */
export function forgetSession(queryClient: QueryClient) {
  signedOutAt = Date.now();
  bearerToken = null;
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, null);
  notifySessionChanged();
}

/** Signs out and forgets the session everywhere in the page; throws with the server's message. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    signedOutAt = Date.now();
    try {
      await authFetch('/api/auth/sign-out', { method: 'POST', body: {} });
    } catch (error) {
      signedOutAt = 0;
      throw new Error((error as Error).message || 'An error occurred while signing out');
    }
    clearBearerToken();
    queryClient.removeQueries({ queryKey: ['me'] });
    queryClient.setQueryData(sessionQueryKey, null);
    notifySessionChanged();
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
