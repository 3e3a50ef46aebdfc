// The key-related server calls: which models this caller can use (GET /api/providers) and a
// key test for the settings dialog (POST /api/providers/test).
import { useQuery } from '@tanstack/react-query';
import type { TProviderName } from '../../../core/provider-errors';
// Types only: this module is on every page, and the zod runtime stays out of the first visit.
import type { TProvidersResponse, TProviderTestResponse } from '../../../core/provider-schemas';
import { authFetch } from '../session';
import { GUEST_KEY_HEADERS, guestKeyHeaders, guestKeySignature, type TGuestKeys } from './guest-keys-store';

export const PROVIDERS_QUERY_KEY = ['providers'] as const;
/** The cache key of one caller's models: `user:<id>` signed in, else which guest keys are sent. */
export const providersQueryKey = (signature: string) => [...PROVIDERS_QUERY_KEY, signature] as const;

/** GET /api/providers with these headers (a guest's x-*-key headers, or none when signed in). */
export const fetchProviders = (headers: Record<string, string>, signal?: AbortSignal) =>
  authFetch<TProvidersResponse>('/api/providers', { headers, signal });

/**
 * The caller's models. Guests send their keys so availability reflects them; signed-in users
 * send none (the server's keys serve them). The cache key names which keys exist, never a key.
 */
export function useProviders(keys: TGuestKeys, signedInUserId: string | undefined) {
  const signature = signedInUserId ? `user:${signedInUserId}` : guestKeySignature(keys);
  return useQuery({
    queryKey: providersQueryKey(signature),
    queryFn: () => fetchProviders(signedInUserId ? {} : guestKeyHeaders(keys)),
    staleTime: 60_000,
  });
}

/** Resolves when the provider accepts the key; rejects with the ApiError otherwise. */
export function testProviderKey(provider: TProviderName, key: string, signal?: AbortSignal) {
  return authFetch<TProviderTestResponse>('/api/providers/test', {
    method: 'POST',
    body: { provider },
    headers: { [GUEST_KEY_HEADERS[provider]]: key.trim() },
    signal,
  });
}
