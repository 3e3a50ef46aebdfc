// Guest provider keys, shared by every page that can use an AI provider: the browser store
// (localStorage, sent per request in x-*-key headers), GET /api/providers and the key test.
// The settings dialog that edits them is src/web/components/provider-keys/provider-keys-dialog.tsx.
export { useGuestKeys } from './use-guest-keys';
export { fetchProviders, providersQueryKey, useProviders, testProviderKey } from './provider-keys-api';
export {
  guestKeyHeaders,
  guestKeySignature,
  NO_GUEST_KEYS,
  readGuestKeys,
  writeGuestKeys,
  clearGuestKeys,
  GUEST_KEY_STORAGE,
  GUEST_KEY_HEADERS,
  type TGuestKeys,
} from './guest-keys-store';
