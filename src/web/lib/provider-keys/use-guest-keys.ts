import { useSyncExternalStore } from 'react';
import { readGuestKeys, subscribeGuestKeys, type TGuestKeys } from './guest-keys-store';

const EMPTY: TGuestKeys = {};

/** The guest's saved keys; re-renders when they are saved or cleared (here or in another tab). */
export function useGuestKeys(): TGuestKeys {
  return useSyncExternalStore(subscribeGuestKeys, readGuestKeys, () => EMPTY);
}
