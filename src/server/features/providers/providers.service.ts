// GET /api/providers: which image models this caller can use and, when not, a true reason. Never
// holds a secret: only whether a key exists for this caller, never the key.
import { MODEL_LABELS, MODEL_PROVIDER, type TModelId } from '../../../core/models';
import type { TKeySource, TProviderName } from '../../../core/provider-errors';
import { keySourceFor } from '../../keys/request-keys';
import type { TRunnerContext } from '../generate/image-model-runner';
import type { ModelRegistry } from '../generate/model-registry';
import type { TQuotaService, TQuotaStatus } from '../quota/quota.service';

/** The image models listed, in the generator's menu order (the offline engine first). */
export const LISTED_MODELS: readonly TModelId[] = ['local', 'flux-context', 'chatgpt-image-1', 'ideogram', 'flux-schnell'];

export interface TProviderModel {
  id: TModelId;
  label: string;
  provider: TProviderName | 'local';
  available: boolean;
  reason?: string;
}

export interface TProvidersResponse {
  models: TProviderModel[];
  keySource: TKeySource;
  /** Signed-in callers: today's free AI generations on the server's keys. */
  quota?: TQuotaStatus;
}

export function createProvidersService(deps: { registry: ModelRegistry; quota: TQuotaService }) {
  return {
    async describe(context: TRunnerContext): Promise<TProvidersResponse> {
      const models = LISTED_MODELS.map((id): TProviderModel => {
        const state = deps.registry.availability(id, context);
        return {
          id,
          label: MODEL_LABELS[id],
          provider: MODEL_PROVIDER[id] ?? 'local',
          available: state.available,
          ...(state.available ? {} : { reason: state.reason }),
        };
      });
      const keySource = keySourceFor(context.userId);
      return {
        models,
        keySource,
        ...(context.userId ? { quota: await deps.quota.status(context.userId) } : {}),
      };
    },
  };
}
