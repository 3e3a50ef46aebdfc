// Which provider keys serve a request (ARCHITECTURE §5), in one place. Signed-in callers use the
// server's keys (inside their quotas); guests may send their own per request in x-openai-key /
// x-flux-key / x-ideogram-key. A guest key lives only in the request that carried it: it is never
// stored, logged or echoed.
import type { FastifyRequest } from 'fastify';
import { PROVIDER_LABELS, PROVIDER_NAMES, type TKeySource, type TProviderName } from '../../core/provider-errors';
import type { TConfig } from '../config';

export const GUEST_KEY_HEADERS: Record<TProviderName, string> = {
  openai: 'x-openai-key',
  flux: 'x-flux-key',
  ideogram: 'x-ideogram-key',
};

/** Longest key we accept; anything longer is not a key and is ignored. */
const MAX_KEY_LENGTH = 512;

export type TProviderKeys = Partial<Record<TProviderName, string>>;

/** Who is asking: decides which keys a model may use. Never logged, never returned. */
export interface TAiCaller {
  userId: string | null;
  /** Only for guests: keys sent with this request only. Signed-in callers' headers are ignored. */
  guestKeys: TProviderKeys;
}

/** Whether a caller can use a model now, and whose key would serve it; if not, a sentence saying why. */
export type TAvailability = { available: true; keySource: TKeySource } | { available: false; reason: string };

export const SERVER_KEY_MISSING_REASON = 'API keys are not available. Please contact the administrator.';
export const guestKeyMissingReason = (provider: TProviderName) =>
  `Enter your own ${PROVIDER_LABELS[provider]} key in Settings to use this model, or use the offline engine.`;

/** A key as a header may carry it: trimmed, not blank, not oversized, no whitespace or NUL inside. */
export function cleanKey(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const key = value.trim();
  return key && key.length <= MAX_KEY_LENGTH && !/[\s\0]/.test(key) ? key : undefined;
}

/** The guest keys in a request's headers (blank, oversized or multi-valued headers are ignored). */
export function guestKeysFrom(headers: FastifyRequest['headers']): TProviderKeys {
  const keys: TProviderKeys = {};
  for (const provider of PROVIDER_NAMES) {
    const key = cleanKey(headers[GUEST_KEY_HEADERS[provider]]);
    if (key) keys[provider] = key;
  }
  return keys;
}

/** The server's own keys from configuration. */
export function serverKeysFrom(config: Pick<TConfig, 'OPENAI_API_KEY' | 'BFL_API_KEY' | 'IDEOGRAM_API_KEY'>): TProviderKeys {
  const keys: TProviderKeys = {};
  if (config.OPENAI_API_KEY) keys.openai = config.OPENAI_API_KEY;
  if (config.BFL_API_KEY) keys.flux = config.BFL_API_KEY;
  if (config.IDEOGRAM_API_KEY) keys.ideogram = config.IDEOGRAM_API_KEY;
  return keys;
}

export const keySourceFor = (userId: string | null): TKeySource => (userId ? 'server' : 'guest');

/** The key that serves this caller for `provider`: the server's for a signed-in user, the guest's own otherwise. */
export function keyFor(serverKeys: TProviderKeys, caller: TAiCaller, provider: TProviderName): string | undefined {
  return caller.userId ? serverKeys[provider] : caller.guestKeys[provider];
}

/** Availability of a model served by `provider` for this caller, with the reason when not. */
export function keyAvailability(serverKeys: TProviderKeys, caller: TAiCaller, provider: TProviderName): TAvailability {
  if (keyFor(serverKeys, caller, provider)) return { available: true, keySource: keySourceFor(caller.userId) };
  return { available: false, reason: caller.userId ? SERVER_KEY_MISSING_REASON : guestKeyMissingReason(provider) };
}

/** Who is calling and, for a guest, the keys sent with this request. */
export async function callerFrom(
  getSessionUser: (request: FastifyRequest) => Promise<{ id: string } | null>,
  request: FastifyRequest,
): Promise<TAiCaller> {
  const user = await getSessionUser(request);
  return { userId: user?.id ?? null, guestKeys: user ? {} : guestKeysFrom(request.headers) };
}
