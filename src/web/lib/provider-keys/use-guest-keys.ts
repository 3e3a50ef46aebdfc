import { useSyncExternalStore } from 'react';
import { NO_GUEST_KEYS, readGuestKeys, subscribeGuestKeys, type TGuestKeys } from './guest-keys-store';

/** The guest's saved keys; re-renders when they are saved or cleared (here or in another tab). */
export function useGuestKeys(): TGuestKeys {
  return useSyncExternalStore(subscribeGuestKeys, readGuestKeys, () => NO_GUEST_KEYS);
}
