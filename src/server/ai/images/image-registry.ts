// The image models this server offers: the offline engine and one runner per provider model,
// built from the adapters, the server's keys (signed-in users only) and the daily quota.
import type { TModelId } from '../../../core/models';
import type { TProviders } from '../../providers';
import type { TProviderKeys } from '../keys';
import type { TQuotaService } from '../quota/quota.service';
import { createLocalRunner, type TLocalEngine } from './local-runner';
import { createModelRegistry, type TModelRegistry } from './model-registry';
import { createProviderRunner, type TProviderRunner } from './provider-runner';

/** Every provider model with a runner; the legacy DALL·E ids are accepted but not offered in menus. */
export const PROVIDER_MODELS: readonly TModelId[] = [
  'chatgpt-image-1',
  'flux-context',
  'flux-schnell',
  'ideogram',
  'dall-e-3',
  'dall-e-2',
];

export interface TImageRegistryDeps {
  providers: TProviders;
  serverKeys: TProviderKeys;
  quota: TQuotaService;
  /** Per-call deadline (PROVIDER_TIMEOUT_MS). */
  timeoutMs?: number;
}

export interface TImageModelsDeps extends TImageRegistryDeps {
  /** The offline engine (the app's engine pool, src/server/images/engine-pool.ts). */
  engine: TLocalEngine;
}

export function createProviderRunners(deps: TImageRegistryDeps): TProviderRunner[] {
  return PROVIDER_MODELS.map((id) => {
    const adapter = deps.providers.forModel(id);
    if (!adapter) throw new Error(`no adapter for ${id}`);
    return createProviderRunner({ id, adapter, serverKeys: deps.serverKeys, quota: deps.quota, timeoutMs: deps.timeoutMs });
  });
}

/** The plug-in point for image models: a new model is one more runner here. */
export function createImageRegistry(deps: TImageModelsDeps): TModelRegistry {
  return createModelRegistry([createLocalRunner(deps.engine), ...createProviderRunners(deps)]);
}
