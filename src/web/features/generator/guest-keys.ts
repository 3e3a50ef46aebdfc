// A guest's own provider keys (ARCHITECTURE §5): kept in this browser's localStorage under the
// spec's names and sent only with generator requests, in x-openai-key / x-flux-key / x-ideogram-key.
import type { TProviderName } from '../../../core/provider-errors';
import { safeStorage } from '../../lib/safe-storage';

export type TGuestKeys = Partial<Record<TProviderName, string>>;

export const GUEST_KEY_STORAGE: Record<TProviderName, string> = {
  openai: 'guest-openai-key',
  flux: 'guest-flux-key',
  ideogram: 'guest-ideogram-key',
};

const HEADERS: Record<TProviderName, string> = {
  openai: 'x-openai-key',
  flux: 'x-flux-key',
  ideogram: 'x-ideogram-key',
};

const PROVIDERS = Object.keys(GUEST_KEY_STORAGE) as TProviderName[];

export function readGuestKeys(): TGuestKeys {
  const storage = safeStorage('local');
  const keys: TGuestKeys = {};
  for (const p of PROVIDERS) {
    const value = storage.get(GUEST_KEY_STORAGE[p])?.trim();
    if (value) keys[p] = value;
  }
  return keys;
}

/** Saves the non-blank keys and forgets the blank ones. */
export function writeGuestKeys(keys: TGuestKeys): TGuestKeys {
  const storage = safeStorage('local');
  for (const p of PROVIDERS) {
    const value = keys[p]?.trim();
    if (value) storage.set(GUEST_KEY_STORAGE[p], value);
    else storage.remove(GUEST_KEY_STORAGE[p]);
  }
  return readGuestKeys();
}

export function guestKeyHeaders(keys: TGuestKeys): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const p of PROVIDERS) if (keys[p]) headers[HEADERS[p]] = keys[p]!;
  return headers;
}

/** Which providers have a key, for cache keys (never the keys themselves). */
export const guestKeySignature = (keys: TGuestKeys) => PROVIDERS.filter((p) => keys[p]).join(',') || 'none';
