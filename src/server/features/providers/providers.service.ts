// GET /api/providers: which image models this caller can use and, when not, a true reason. Never
// holds a secret: only whether a key exists for this caller, never the key.
import { MODEL_LABELS, MODEL_PROVIDER, type TModelId } from '../../../core/models';
import type { TKeySource, TProviderName } from '../../../core/provider-errors';
import type { TAi, TAiCaller } from '../../ai/ai';
import type { TQuotaStatus } from '../../ai/quota/quota.service';

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

export function createProvidersService(ai: Pick<TAi, 'images' | 'quota' | 'keySource'>) {
  return {
    async describe(context: TAiCaller): Promise<TProvidersResponse> {
      const models = LISTED_MODELS.map((id): TProviderModel => {
        const state = ai.images.availability(id, context);
        return {
          id,
          label: MODEL_LABELS[id],
          provider: MODEL_PROVIDER[id] ?? 'local',
          available: state.available,
          ...(state.available ? {} : { reason: state.reason }),
        };
      });
      const keySource = ai.keySource(context);
      return {
        models,
        keySource,
        ...(context.userId ? { quota: await ai.quota.status(context.userId) } : {}),
      };
    },
  };
}
