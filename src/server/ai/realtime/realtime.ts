// The realtime voice connection: opens the upstream WebSocket to OPENAI_REALTIME_URL (default
// OpenAI's GA endpoint) with ?model=REALTIME_MODEL and `Authorization: Bearer <key>`
// (reference ai-providers §4.1). Written on the `ws` package because the SDK helpers refuse
// ws:// URLs (loopback fakes). The Voice Glow relay owns the socket once it is open.
import WebSocket from 'ws';
import { kindForStatus, ProviderError } from '../../providers/errors';
import { cleanKey, keyAvailability, type TAiCaller, type TAvailability, type TProviderKeys } from '../keys';

export const OPENAI_REALTIME_DEFAULT_URL = 'wss://api.openai.com/v1/realtime';
export const REALTIME_CONNECT_TIMEOUT_MS = 15_000;

export interface TRealtimeDeps {
  serverKeys: TProviderKeys;
  /** OPENAI_REALTIME_URL; default wss://api.openai.com/v1/realtime. */
  url?: string;
  /** REALTIME_MODEL, sent as ?model=. */
  model: string;
  connectTimeoutMs?: number;
}

export interface TRealtimeConnectOptions {
  /** A guest's own OpenAI key given to the voice socket (browsers cannot set headers on WebSockets). */
  guestKey?: string;
  signal?: AbortSignal;
}

export interface TRealtime {
  readonly model: string;
  /** The URL the upstream socket opens (no key in it). */
  readonly url: string;
  availability(caller: TAiCaller, guestKey?: string): TAvailability;
  /**
   * The open upstream socket, auth header set; rejects with a ProviderError. Server events that
   * arrive before the caller adds a 'message' listener are held until it does.
   */
  connect(caller: TAiCaller, options?: TRealtimeConnectOptions): Promise<WebSocket>;
}

/** The realtime URL with `model` set in its query (replacing one already there). */
export function realtimeUrl(base: string, model: string): string {
  const url = new URL(base);
  url.searchParams.set('model', model);
  return url.toString();
}

export function createRealtime(deps: TRealtimeDeps): TRealtime {
  const url = realtimeUrl(deps.url ?? OPENAI_REALTIME_DEFAULT_URL, deps.model);
  const timeoutMs = deps.connectTimeoutMs ?? REALTIME_CONNECT_TIMEOUT_MS;

  /** A guest's explicit key joins the keys of their request; signed-in callers always use the server's. */
  function withGuestKey(caller: TAiCaller, guestKey?: string): TAiCaller {
    const key = caller.userId ? undefined : cleanKey(guestKey);
    return key ? { ...caller, guestKeys: { ...caller.guestKeys, openai: key } } : caller;
  }

  function availability(caller: TAiCaller, guestKey?: string): TAvailability {
    return keyAvailability(deps.serverKeys, withGuestKey(caller, guestKey), 'openai');
  }

  function connect(caller: TAiCaller, options: TRealtimeConnectOptions = {}): Promise<WebSocket> {
    const who = withGuestKey(caller, options.guestKey);
    const apiKey = who.userId ? deps.serverKeys.openai : who.guestKeys.openai;
    if (!apiKey) {
      const state = availability(caller, options.guestKey);
      const reason = state.available ? 'OpenAI key is missing' : state.reason;
      return Promise.reject(new ProviderError({ kind: 'auth', provider: 'openai', message: reason }));
    }
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(new ProviderError({ kind: 'aborted', provider: 'openai' }));

    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers: { Authorization: `Bearer ${apiKey}` }, handshakeTimeout: timeoutMs });
      let settled = false;
      const finish = (error?: ProviderError) => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        if (!error) return resolve(socket);
        socket.removeAllListeners();
        socket.on('error', () => {}); // a late error of a socket we gave up on
        socket.terminate();
        reject(error);
      };
      const onAbort = () => finish(new ProviderError({ kind: 'aborted', provider: 'openai' }));
      signal?.addEventListener('abort', onAbort, { once: true });
      socket.once('open', () => {
        // The first server event (session.created) can arrive with the upgrade itself, before the
        // caller has a listener: hold the socket until the caller listens for messages.
        socket.pause();
        const onListener = (event: string | symbol) => {
          if (event !== 'message') return;
          socket.off('newListener', onListener);
          setImmediate(() => socket.resume());
        };
        socket.on('newListener', onListener);
        finish();
      });
      // The upstream refused the upgrade: its status says why (401 a bad key, 429 busy...).
      socket.once('unexpected-response', (_request, response) => {
        const status = response.statusCode ?? 502;
        response.resume();
        finish(new ProviderError({ kind: kindForStatus(status), provider: 'openai', status }));
      });
      socket.once('error', (error: Error) => {
        const timedOut = /timed out/i.test(error.message);
        finish(
          new ProviderError(
            timedOut
              ? { kind: 'timeout', provider: 'openai' }
              : { kind: 'upstream', provider: 'openai', message: 'OpenAI Realtime could not be reached' },
          ),
        );
      });
    });
  }

  return { model: deps.model, url, availability, connect };
}
