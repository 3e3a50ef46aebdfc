// A guest's own provider keys (ARCHITECTURE §5): kept in this browser's localStorage under
// guest-openai-key, guest-flux-key, guest-ideogram-key and sent only with the guest's own requests
// in x-openai-key / x-flux-key / x-ideogram-key. Storage failures are tolerated (spec §4): reads
// give nothing, writes are skipped, and the keys still work for this page view.
import type { TProviderName } from '../../../core/provider-errors';
import { safeStorage } from '../safe-storage';

export type TGuestKeys = Partial<Record<TProviderName, string>>;

export const GUEST_PROVIDERS: readonly TProviderName[] = ['openai', 'flux', 'ideogram'];

export const GUEST_KEY_STORAGE: Record<TProviderName, string> = {
  openai: 'guest-openai-key',
  flux: 'guest-flux-key',
  ideogram: 'guest-ideogram-key',
};

export const GUEST_KEY_HEADERS: Record<TProviderName, string> = {
  openai: 'x-openai-key',
  flux: 'x-flux-key',
  ideogram: 'x-ideogram-key',
};

const listeners = new Set<() => void>();
// What this page view holds, so a blocked storage still lets the saved keys work until reload.
let memory: TGuestKeys | null = null;
let snapshot: TGuestKeys | null = null;

function readStorage(): TGuestKeys {
  const storage = safeStorage('local');
  const keys: TGuestKeys = {};
  for (const p of GUEST_PROVIDERS) {
    const value = storage.get(GUEST_KEY_STORAGE[p])?.trim();
    if (value) keys[p] = value;
  }
  return keys;
}

const same = (a: TGuestKeys, b: TGuestKeys) => GUEST_PROVIDERS.every((p) => (a[p] ?? '') === (b[p] ?? ''));

/** No keys: one shared object, also the prerender's answer, so hydrating a page with no keys saved
 *  finds nothing changed (useSyncExternalStore re-renders the whole page at once otherwise). */
export const NO_GUEST_KEYS: TGuestKeys = Object.freeze({});

/** The current keys; the same object until they change (for useSyncExternalStore). */
export function readGuestKeys(): TGuestKeys {
  const stored = readStorage();
  const next = memory && Object.keys(stored).length === 0 ? memory : stored;
  if (!snapshot || !same(snapshot, next)) snapshot = Object.keys(next).length ? next : NO_GUEST_KEYS;
  return snapshot;
}

function notify() {
  snapshot = null;
  for (const listener of listeners) listener();
}

/** Saves the non-blank keys and forgets the blank ones; returns what is now kept. */
export function writeGuestKeys(keys: TGuestKeys): TGuestKeys {
  const storage = safeStorage('local');
  const kept: TGuestKeys = {};
  for (const p of GUEST_PROVIDERS) {
    const value = keys[p]?.trim();
    if (value) {
      storage.set(GUEST_KEY_STORAGE[p], value);
      kept[p] = value;
    } else storage.remove(GUEST_KEY_STORAGE[p]);
  }
  memory = kept;
  notify();
  return readGuestKeys();
}

export function clearGuestKeys(): void {
  writeGuestKeys({});
}

export function subscribeGuestKeys(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab saved or cleared keys.
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || Object.values(GUEST_KEY_STORAGE).includes(e.key)) {
      memory = null;
      notify();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The request headers carrying the keys (only those present). */
export function guestKeyHeaders(keys: TGuestKeys = readGuestKeys()): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const p of GUEST_PROVIDERS) {
    const key = keys[p];
    if (key) headers[GUEST_KEY_HEADERS[p]] = key;
  }
  return headers;
}

/** Which providers have a key, for query cache keys (never the keys themselves). */
export const guestKeySignature = (keys: TGuestKeys) => GUEST_PROVIDERS.filter((p) => keys[p]).join(',') || 'none';
