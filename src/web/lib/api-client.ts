/** An error response from our API (`{ "error": { "code", "message" } }`) or a network failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Seconds to wait before retrying, from a Retry-After header (429/503). */
  readonly retryAfter?: number;

  constructor(status: number, code: string, message: string, retryAfter?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    if (retryAfter !== undefined) this.retryAfter = retryAfter;
  }
}

/** Status used when the request never got an HTTP answer (offline, DNS, CORS, aborted). */
export const NETWORK_ERROR_STATUS = 0;

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(header);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorFrom(response: Response, body: unknown): ApiError {
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
  const error =
    body && typeof body === 'object' && 'error' in body
      ? (body as { error: unknown }).error
      : undefined;
  if (error && typeof error === 'object') {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && typeof message === 'string') {
      return new ApiError(response.status, code, message, retryAfter);
    }
  }
  const fallback = response.statusText || `Request failed with status ${response.status}`;
  return new ApiError(response.status, `HTTP_${response.status}`, fallback, retryAfter);
}

/**
 * Fetches our JSON API with the session cookie. Resolves with the parsed body (undefined for 204),
 * rejects with ApiError for non-2xx answers and network failures. A plain object `body` in init
 * is sent as JSON; FormData, Blob and strings are sent as they are.
 */
export async function apiFetch<T>(
  path: string,
  init: Omit<RequestInit, 'body'> & { body?: unknown } = {},
): Promise<T> {
  const { body, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  if (!headers.has('accept')) headers.set('accept', 'application/json');

  let payload: BodyInit | undefined;
  if (body === undefined || body === null) {
    payload = undefined;
  } else if (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  ) {
    payload = body;
  } else {
    payload = JSON.stringify(body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }

  let response: Response;
  try {
    response = await fetch(path, { credentials: 'include', ...rest, headers, body: payload });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(
      NETWORK_ERROR_STATUS,
      'NETWORK_ERROR',
      'Could not reach the server. Check your connection and try again.',
    );
  }

  const parsed = response.status === 204 ? undefined : await readBody(response);
  if (!response.ok) throw errorFrom(response, parsed);
  return parsed as T;
}
