// fetch plumbing for the plain-HTTP adapters (FLUX, Ideogram): one deadline per attempt joined
// with the caller's AbortSignal, and failures classified into ProviderError.
import type { TProviderName } from '../../core/provider-errors';
import { ProviderError, kindForStatus, parseRetryAfter, safeCode } from './errors';
import type { TImageBytes } from './types';

export interface TAttempt {
  signal: AbortSignal;
  /** The error to throw for a fetch that failed because of this attempt's signal. */
  abortError(): ProviderError | undefined;
  /** Stops the deadline but keeps following the caller's signal (an open stream). */
  clearDeadline(): void;
  done(): void;
}

/** A signal that fires when the caller aborts or when `timeoutMs` has passed, whichever is first. */
export function startAttempt(
  provider: TProviderName,
  parent: AbortSignal | undefined,
  timeoutMs: number,
): TAttempt {
  const ctrl = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    ctrl.abort();
  }, timeoutMs);
  const onAbort = () => ctrl.abort();
  if (parent?.aborted) ctrl.abort();
  else parent?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: ctrl.signal,
    abortError() {
      if (parent?.aborted) return new ProviderError({ kind: 'aborted', provider });
      if (timedOut) return new ProviderError({ kind: 'timeout', provider });
      return undefined;
    },
    clearDeadline() {
      clearTimeout(timer);
    },
    done() {
      clearTimeout(timer);
      parent?.removeEventListener('abort', onAbort);
    },
  };
}

/**
 * Runs `fn` under one deadline (`timeoutMs`, covering retries, polls and downloads) joined with
 * the caller's signal. Whatever fails because that signal fired is reported as 'timeout' or
 * 'aborted', whichever fired.
 */
export async function withinDeadline<T>(
  provider: TProviderName,
  parent: AbortSignal | undefined,
  timeoutMs: number,
  fn: (attempt: TAttempt) => Promise<T>,
): Promise<T> {
  const attempt = startAttempt(provider, parent, timeoutMs);
  try {
    return await fn(attempt);
  } catch (e) {
    throw attempt.abortError() ?? e;
  } finally {
    attempt.done();
  }
}

/** Runs one fetch (and its body read) under the attempt; network failures become retryable 'upstream'. */
export async function guarded<T>(
  provider: TProviderName,
  attempt: TAttempt,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof ProviderError) throw e;
    throw (
      attempt.abortError() ??
      new ProviderError({ kind: 'upstream', provider, message: `${provider} could not be reached` })
    );
  }
}

/** Classifies a non-2xx answer. `code` comes from the body only when it is a short token. */
export function errorFromResponse(
  provider: TProviderName,
  res: Response,
  code?: unknown,
): ProviderError {
  return new ProviderError({
    kind: kindForStatus(res.status),
    provider,
    status: res.status,
    retryAfterSec: res.status === 429 ? parseRetryAfter(res.headers) : undefined,
    upstreamCode: safeCode(code),
  });
}

/** Reads a JSON body, or undefined when it is not JSON. */
export async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function sniffImageMime(bytes: Buffer): string | undefined {
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('ascii', 0, 4) === 'RIFF' &&
    bytes.toString('ascii', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  if (bytes.length >= 6 && bytes.toString('ascii', 0, 3) === 'GIF') return 'image/gif';
  return undefined;
}

/** Bytes that must be an image; anything else is the provider's fault. */
export function asImage(provider: TProviderName, bytes: Buffer): TImageBytes {
  const mime = sniffImageMime(bytes);
  if (!mime)
    throw new ProviderError({
      kind: 'upstream',
      provider,
      message: `${provider} returned something that is not an image`,
      retryable: false,
    });
  return { bytes, mime };
}

/**
 * Downloads a result URL (signed, short-lived) without any key: provider keys are sent only to
 * the provider's API host.
 */
export async function downloadImage(
  provider: TProviderName,
  url: string,
  attempt: TAttempt,
): Promise<TImageBytes> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ProviderError({
      kind: 'upstream',
      provider,
      message: `${provider} returned an invalid image URL`,
      retryable: false,
    });
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new ProviderError({
      kind: 'upstream',
      provider,
      message: `${provider} returned an invalid image URL`,
      retryable: false,
    });
  return guarded(provider, attempt, async () => {
    const res = await fetch(parsed, { signal: attempt.signal });
    if (!res.ok) {
      await res.body?.cancel();
      // An expired or missing result cannot be fetched again by retrying the download alone.
      throw new ProviderError({
        kind: 'upstream',
        provider,
        status: res.status,
        message: `${provider} image download failed`,
        retryable: res.status >= 500,
      });
    }
    return asImage(provider, Buffer.from(await res.arrayBuffer()));
  });
}
