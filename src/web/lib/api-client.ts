import type { TApiErrorBody } from '../../core/api-error-schemas';

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

/**
 * The `{ error: { code, message } }` shape (core's ZApiErrorBody: a non-empty code, a message), or
 * undefined. Checked by hand, not with the zod schema: this module is in every page's entry chunk
 * and zod is the largest thing it would pull in (about a fifth of the home page's JavaScript);
 * api-client.test.ts holds both checks to the same answers.
 */
export function readApiErrorBody(body: unknown): TApiErrorBody | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const error: unknown = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || code.length === 0 || typeof message !== 'string') return undefined;
  return { error: { code, message } };
}

/**
 * The ApiError for a non-2xx answer: its `{ error: { code, message } }` body (src/core's one error
 * shape), or, for anything else (a proxy's HTML page, an empty body), `HTTP_<status>` and
 * `fallbackMessage`.
 */
export function apiErrorFrom(response: Response, body: unknown, fallbackMessage?: string): ApiError {
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
  const parsed = readApiErrorBody(body);
  if (parsed) return new ApiError(response.status, parsed.error.code, parsed.error.message, retryAfter);
  const fallback = fallbackMessage ?? (response.statusText || `Request failed with status ${response.status}`);
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
  if (!response.ok) throw apiErrorFrom(response, parsed);
  return parsed as T;
}
