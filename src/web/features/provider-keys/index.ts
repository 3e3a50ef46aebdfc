// The provider-keys feature's public surface, for the pages that offer the settings dialog.
export { ProviderKeysDialog, type ProviderKeysDialogProps } from './components/provider-keys-dialog';
export { useGuestKeys } from './hooks/use-guest-keys';
export { useProviders, testProviderKey, type TProviderModel, type TProvidersInfo } from './api/provider-keys-api';
export {
  guestKeyHeaders,
  guestKeySignature,
  readGuestKeys,
  writeGuestKeys,
  clearGuestKeys,
  GUEST_KEY_STORAGE,
  GUEST_KEY_HEADERS,
  type TGuestKeys,
} from './guest-keys-store';
