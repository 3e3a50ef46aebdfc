// GET /api/providers: which image models this caller can use and, when not, a true reason. Never
// holds a secret: only whether a key exists for this caller, never the key.
import { MODEL_LABELS, MODEL_PROVIDER } from '../../../core/models';
import { LISTED_MODELS, type TProviderModel, type TProvidersResponse } from '../../../core/provider-schemas';
import type { TAi, TAiCaller } from '../../ai/ai';

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
