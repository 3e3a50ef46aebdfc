// Shapes shared by every provider adapter.
import type { TModelId } from '../../core/models';
import type { TProviderName } from '../../core/provider-errors';

export interface TImageBytes {
  bytes: Buffer;
  mime: string;
}

/** Every adapter returns bytes (provider URLs expire within minutes) so the caller stores them at once. */
export interface TImageResult {
  images: TImageBytes[];
  /** The prompt as the provider rewrote it (dall-e-3, Ideogram MagicPrompt), when it says. */
  revisedPrompt?: string;
}

/** pino-compatible subset (Fastify's request.log fits). Adapters never pass it a key. */
export interface TProviderLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Per call: the key is the server's or a guest's and lives only for this call. */
export interface TCallOptions {
  apiKey: string;
  /** Cancels the call at once, including FLUX polling and retry waits. */
  signal?: AbortSignal;
  /** Overrides the adapter's timeout for this call (ms, per attempt). */
  timeoutMs?: number;
}

export interface TRetryPolicy {
  /** Extra attempts after the first (default 2). */
  maxRetries: number;
  /** Backoff when the provider gives no Retry-After: base * 2^retry (default 500 ms). */
  baseDelayMs: number;
  /** Cap on any wait, including an honoured Retry-After (default 30 000 ms). */
  maxDelayMs: number;
}

export interface TImageGenerateInput extends TCallOptions {
  model: TModelId;
  prompt: string;
  /** Default 1024 x 1024 (spec §9); each adapter maps to the nearest size its model accepts. */
  width?: number;
  height?: number;
  /** Images to make (default 1). */
  n?: number;
  seed?: number;
}

export interface TImageEditInput extends TCallOptions {
  model: TModelId;
  /** The edit instructions. */
  prompt: string;
  image: TImageBytes;
  width?: number;
  height?: number;
}

/** The small interface the generation service drives, one per provider. */
export interface TImageProvider {
  readonly provider: TProviderName;
  /** Models this adapter generates with. */
  readonly models: readonly TModelId[];
  /** Models this adapter can edit with (a subset of `models`). */
  readonly editModels: readonly TModelId[];
  generateImage(input: TImageGenerateInput): Promise<TImageResult>;
  editImage(input: TImageEditInput): Promise<TImageResult>;
}

/** Spec default: 120 s for an image request. */
export const DEFAULT_IMAGE_TIMEOUT_MS = 120_000;

export const noopLogger: TProviderLogger = {
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
};
