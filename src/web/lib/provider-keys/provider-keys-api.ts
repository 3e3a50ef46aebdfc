// The key-related server calls: which models this caller can use (GET /api/providers) and a
// key test for the settings dialog (POST /api/providers/test).
import { useQuery } from '@tanstack/react-query';
import type { TModelId } from '../../../core/models';
import type { TProviderName } from '../../../core/provider-errors';
import { authFetch } from '../session';
import { GUEST_KEY_HEADERS, guestKeyHeaders, guestKeySignature, type TGuestKeys } from './guest-keys-store';

export interface TProviderModel {
  id: TModelId;
  label: string;
  provider: TProviderName | 'local';
  available: boolean;
  reason?: string;
}

export interface TProvidersInfo {
  models: TProviderModel[];
  keySource: 'server' | 'guest';
  quota?: { limit: number; used: number; resetsAt: string };
}

export const PROVIDERS_QUERY_KEY = ['providers'] as const;

/**
 * The caller's models. Guests send their keys so availability reflects them; signed-in users
 * send none (the server's keys serve them). The cache key names which keys exist, never a key.
 */
export function useProviders(keys: TGuestKeys, signedInUserId: string | undefined) {
  const signature = signedInUserId ? `user:${signedInUserId}` : guestKeySignature(keys);
  return useQuery({
    queryKey: [...PROVIDERS_QUERY_KEY, signature],
    queryFn: () =>
      authFetch<TProvidersInfo>('/api/providers', { headers: signedInUserId ? {} : guestKeyHeaders(keys) }),
    staleTime: 60_000,
  });
}

/** Resolves when the provider accepts the key; rejects with the ApiError otherwise. */
export function testProviderKey(provider: TProviderName, key: string, signal?: AbortSignal) {
  return authFetch<{ ok: true }>('/api/providers/test', {
    method: 'POST',
    body: { provider },
    headers: { [GUEST_KEY_HEADERS[provider]]: key.trim() },
    signal,
  });
}
