// Builds the three adapters from configuration. Keys are NOT configuration: every call takes one.
import type { TModelId } from '../../core/models';
import { MODEL_PROVIDER } from '../../core/models';
import { createFluxProvider, type TFluxConfig, type TFluxProvider } from './flux';
import { createIdeogramProvider, type TIdeogramConfig, type TIdeogramProvider } from './ideogram';
import { createOpenAIProvider, type TOpenAIConfig, type TOpenAIProvider } from './openai';
import type { TImageProvider, TProviderLogger, TRetryPolicy } from './types';

export interface TProvidersConfig {
  openai?: TOpenAIConfig;
  flux?: TFluxConfig;
  ideogram?: TIdeogramConfig;
  /** Applied to every adapter unless its own section says otherwise. */
  timeoutMs?: number;
  retry?: Partial<TRetryPolicy>;
  logger?: TProviderLogger;
}

export interface TProviders {
  openai: TOpenAIProvider;
  flux: TFluxProvider;
  ideogram: TIdeogramProvider;
  /** The adapter that serves an image model, or undefined for 'local'. */
  forModel(model: TModelId): TImageProvider | undefined;
}

function nonEmpty(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v ? v : undefined;
}

/** Base URLs from OPENAI_BASE_URL, BFL_BASE_URL, IDEOGRAM_BASE_URL; unset or empty means the real host. */
export function providersConfigFromEnv(
  env: Record<string, string | undefined> = process.env,
): TProvidersConfig {
  return {
    openai: { baseURL: nonEmpty(env.OPENAI_BASE_URL) },
    flux: { baseURL: nonEmpty(env.BFL_BASE_URL) },
    ideogram: { baseURL: nonEmpty(env.IDEOGRAM_BASE_URL) },
  };
}

export function createProviders(config: TProvidersConfig = {}): TProviders {
  const shared = { timeoutMs: config.timeoutMs, retry: config.retry, logger: config.logger };
  const pick = <T extends object>(own: T | undefined) => {
    const merged: Record<string, unknown> = { ...shared };
    for (const [k, v] of Object.entries(own ?? {})) if (v !== undefined) merged[k] = v;
    return merged as T;
  };
  const openai = createOpenAIProvider(pick(config.openai));
  const flux = createFluxProvider(pick(config.flux));
  const ideogram = createIdeogramProvider(pick(config.ideogram));
  return {
    openai,
    flux,
    ideogram,
    forModel(model) {
      const p = MODEL_PROVIDER[model];
      return p === null ? undefined : { openai, flux, ideogram }[p];
    },
  };
}

export { ProviderError } from './errors';
export type {
  TImageBytes,
  TImageProvider,
  TImageResult,
  TProviderLogger,
  TCallOptions,
} from './types';
