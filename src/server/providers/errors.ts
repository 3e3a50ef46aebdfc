// The one error type adapters throw. Its message is ours and safe to log or show: it never holds
// the key or the provider's raw text (OpenAI echoes part of a refused key in its 401 message).
import {
  PROVIDER_LABELS,
  type TProviderErrorKind,
  type TProviderName,
} from '../../core/provider-errors';

export interface TProviderErrorInit {
  kind: TProviderErrorKind;
  provider: TProviderName;
  /** Our own wording; defaults to a generic sentence for the kind. */
  message?: string;
  /** HTTP status the provider answered, when there was one. */
  status?: number;
  retryAfterSec?: number;
  /** Provider error code such as 'moderation_blocked' (a fixed token, never free text). */
  upstreamCode?: string;
  /** Overrides the default retry rule for the kind/status. */
  retryable?: boolean;
}

function defaultMessage(kind: TProviderErrorKind, provider: TProviderName): string {
  const label = PROVIDER_LABELS[provider];
  switch (kind) {
    case 'auth':
      return `${label} rejected the API key`;
    case 'moderation':
      return `This prompt was refused by ${label}`;
    case 'rate_limit':
      return `${label} is rate limiting requests`;
    case 'timeout':
      return `${label} did not answer in time`;
    case 'upstream':
      return `${label} failed to complete the request`;
    case 'bad_request':
      return `${label} rejected the request`;
    case 'aborted':
      return `${label} request was cancelled`;
  }
}

/** Retry rule: rate limits, 5xx, 408, 409 and network failures; never other 4xx, timeouts or aborts. */
function defaultRetryable(kind: TProviderErrorKind, status: number | undefined): boolean {
  if (kind === 'rate_limit') return true;
  if (kind !== 'upstream') return false;
  return status === undefined || status >= 500 || status === 408 || status === 409;
}

export class ProviderError extends Error {
  readonly kind: TProviderErrorKind;
  readonly provider: TProviderName;
  readonly status?: number;
  readonly retryAfterSec?: number;
  readonly upstreamCode?: string;
  readonly retryable: boolean;

  constructor(init: TProviderErrorInit) {
    super(init.message ?? defaultMessage(init.kind, init.provider));
    this.name = 'ProviderError';
    this.kind = init.kind;
    this.provider = init.provider;
    this.status = init.status;
    this.retryAfterSec = init.retryAfterSec;
    this.upstreamCode = init.upstreamCode;
    this.retryable = init.retryable ?? defaultRetryable(init.kind, init.status);
  }

  /** Safe fields for a log line. */
  toLog(): Record<string, unknown> {
    return {
      provider: this.provider,
      kind: this.kind,
      status: this.status,
      upstreamCode: this.upstreamCode,
      retryAfterSec: this.retryAfterSec,
    };
  }
}

/** Kind for a plain HTTP status (FLUX, Ideogram; OpenAI adds its own moderation rule on top). */
export function kindForStatus(status: number): TProviderErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if (status === 429) return 'rate_limit';
  if (status === 408 || status === 409 || status >= 500) return 'upstream';
  return 'bad_request';
}

/** Retry-After from headers: `retry-after-ms` (OpenAI), else `retry-after` in seconds or as an HTTP date. */
export function parseRetryAfter(
  headers: Headers | undefined,
  now = Date.now(),
): number | undefined {
  if (!headers) return undefined;
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.get('retry-after-ms') !== null && Number.isFinite(ms) && ms >= 0) return ms / 1000;
  const raw = headers.get('retry-after');
  if (raw === null || raw.trim() === '') return undefined;
  const sec = Number(raw);
  if (Number.isFinite(sec) && sec >= 0) return sec;
  const date = Date.parse(raw);
  if (Number.isFinite(date)) return Math.max(0, (date - now) / 1000);
  return undefined;
}

/** Only short fixed tokens survive as upstreamCode, so no free text (or echoed key) slips in. */
// Providers' codes are lower-case words joined by underscores (invalid_api_key, moderation_blocked).
// Anything else (digits, dashes, capitals, dots) could be a key fragment echoed back: dropped.
const PROVIDER_CODE = /^[a-z]{2,24}(?:_[a-z]{2,24}){0,5}$/;

export function safeCode(code: unknown): string | undefined {
  return typeof code === 'string' && code.length <= 64 && PROVIDER_CODE.test(code) ? code : undefined;
}
