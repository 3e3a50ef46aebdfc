// Our retry policy (the OpenAI SDK's own is switched off): at most 2 retries, honouring
// Retry-After up to a cap, only for errors marked retryable (429, 5xx, 408, 409, network).
import type { TProviderName } from '../../core/provider-errors';
import { ProviderError } from './errors';
import type { TProviderLogger, TRetryPolicy } from './types';

export const DEFAULT_RETRY_POLICY: TRetryPolicy = {
  maxRetries: 2,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
};

export function resolveRetryPolicy(partial?: Partial<TRetryPolicy>): TRetryPolicy {
  return { ...DEFAULT_RETRY_POLICY, ...partial };
}

/** Resolves after `ms`, or rejects with an 'aborted' ProviderError as soon as `signal` fires. */
export function sleep(
  ms: number,
  signal: AbortSignal | undefined,
  provider: TProviderName,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ProviderError({ kind: 'aborted', provider }));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new ProviderError({ kind: 'aborted', provider }));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export function retryDelayMs(err: ProviderError, retryIndex: number, policy: TRetryPolicy): number {
  const wanted =
    err.retryAfterSec !== undefined
      ? err.retryAfterSec * 1000
      : policy.baseDelayMs * 2 ** retryIndex;
  return Math.max(0, Math.min(policy.maxDelayMs, wanted));
}

export interface TRetryContext {
  provider: TProviderName;
  operation: string;
  policy: TRetryPolicy;
  logger: TProviderLogger;
  signal?: AbortSignal;
}

/** Runs `attempt` until it succeeds, fails for good, or retries run out. */
export async function withRetry<T>(
  ctx: TRetryContext,
  attempt: (index: number) => Promise<T>,
): Promise<T> {
  for (let index = 0; ; index++) {
    if (ctx.signal?.aborted) throw new ProviderError({ kind: 'aborted', provider: ctx.provider });
    try {
      return await attempt(index);
    } catch (e) {
      if (!(e instanceof ProviderError)) throw e;
      if (!e.retryable || index >= ctx.policy.maxRetries || ctx.signal?.aborted) {
        ctx.logger.warn(
          { ...e.toLog(), operation: ctx.operation, attempts: index + 1 },
          'provider call failed',
        );
        throw e;
      }
      const delayMs = retryDelayMs(e, index, ctx.policy);
      ctx.logger.warn(
        { ...e.toLog(), operation: ctx.operation, attempt: index + 1, delayMs },
        'provider call failed; retrying',
      );
      await sleep(delayMs, ctx.signal, ctx.provider);
    }
  }
}
