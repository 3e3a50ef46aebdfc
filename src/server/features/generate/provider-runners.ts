// The provider runners this server offers, built from its configuration: base URLs and the
// per-call timeout from the environment, the server's keys for signed-in users, and the daily quota.
import type { FastifyInstance } from 'fastify';
import type { TModelId } from '../../../core/models';
import { serverKeysFrom } from '../../keys/request-keys';
import { createProviders, type TProviders } from '../../providers';
import { createQuotaService, type TQuotaService } from '../quota/quota.service';
import { createUsageRepository } from '../quota/usage.repository';
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

export function createAppProviders(app: FastifyInstance): TProviders {
  const { config } = app;
  return createProviders({
    openai: { baseURL: config.OPENAI_BASE_URL },
    flux: { baseURL: config.BFL_BASE_URL },
    ideogram: { baseURL: config.IDEOGRAM_BASE_URL },
    timeoutMs: config.PROVIDER_TIMEOUT_MS,
    logger: app.log,
  });
}

export function createAppQuota(app: FastifyInstance): TQuotaService {
  return createQuotaService({
    usage: createUsageRepository(app.db),
    limit: app.config.FREE_DAILY_GENERATIONS,
    clock: () => new Date(),
  });
}

export function createProviderRunners(
  app: FastifyInstance,
  providers: TProviders = createAppProviders(app),
  quota: TQuotaService = createAppQuota(app),
): TProviderRunner[] {
  const serverKeys = serverKeysFrom(app.config);
  return PROVIDER_MODELS.map((id) => {
    const adapter = providers.forModel(id);
    if (!adapter) throw new Error(`no adapter for ${id}`);
    return createProviderRunner({ id, adapter, serverKeys, quota, timeoutMs: app.config.PROVIDER_TIMEOUT_MS });
  });
}
