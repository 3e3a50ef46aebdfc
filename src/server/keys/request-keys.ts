// Which provider keys serve a request (ARCHITECTURE §5). Signed-in callers use the server's keys;
// guests may send their own per request in x-openai-key / x-flux-key / x-ideogram-key. A guest
// key lives only in the request that carried it: it is never stored, logged or echoed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROVIDER_NAMES, type TKeySource, type TProviderName } from '../../core/provider-errors';
import type { TConfig } from '../config';

export const GUEST_KEY_HEADERS: Record<TProviderName, string> = {
  openai: 'x-openai-key',
  flux: 'x-flux-key',
  ideogram: 'x-ideogram-key',
};

/** Longest key we accept; anything longer is not a key and is ignored. */
const MAX_KEY_LENGTH = 512;

export type TProviderKeys = Partial<Record<TProviderName, string>>;

/** The guest keys in a request's headers (blank, oversized or multi-valued headers are ignored). */
export function guestKeysFrom(headers: FastifyRequest['headers']): TProviderKeys {
  const keys: TProviderKeys = {};
  for (const provider of PROVIDER_NAMES) {
    const value = headers[GUEST_KEY_HEADERS[provider]];
    if (typeof value !== 'string') continue;
    const key = value.trim();
    if (key && key.length <= MAX_KEY_LENGTH && !/[\s\0]/.test(key)) keys[provider] = key;
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

export interface TRequestKeyContext {
  userId: string | null;
  /** Only for guests; signed-in callers' headers are ignored (they are served with the server's keys). */
  guestKeys: TProviderKeys;
}

/** Who is calling and, for a guest, the keys sent with this request. */
export async function requestKeyContext(app: FastifyInstance, request: FastifyRequest): Promise<TRequestKeyContext> {
  const user = await app.getSessionUser(request);
  return { userId: user?.id ?? null, guestKeys: user ? {} : guestKeysFrom(request.headers) };
}

/** Aborts when the caller goes away before the answer is written (the response closes unfinished). */
export function abortOnClientClose(raw: { on(event: 'close', listener: () => void): unknown; writableFinished: boolean }): AbortSignal {
  const controller = new AbortController();
  raw.on('close', () => {
    if (!raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
