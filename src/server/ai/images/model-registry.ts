// Which image model runners this server has. The generator offers a fixed set of models; one
// with no runner registered is shown as unavailable with a true reason rather than hidden.
import { MODEL_LABELS, type TModelId } from '../../../core/models';
import { GENERATOR_MODELS, type TModelChoice } from '../../../core/provider-schemas';
import type { ImageModelRunner, TModelAvailability, TRunnerContext } from './image-model-runner';

export const NOT_CONFIGURED_REASON = 'Not configured on this server';

/** The registry's shape is spelled out (not `ReturnType`) because `register` returns it. */
export interface TModelRegistry {
  /** Adds (or replaces) the runner for its model id. */
  register(runner: ImageModelRunner): TModelRegistry;
  get(id: TModelId): ImageModelRunner | undefined;
  availability(id: TModelId, context: TRunnerContext): TModelAvailability;
  /** Models this caller can use right now. */
  availableSet(context: TRunnerContext): Set<TModelId>;
  /** The generator's menu for this caller. */
  choices(context: TRunnerContext, models?: readonly TModelId[]): TModelChoice[];
}

export function createModelRegistry(initial: readonly ImageModelRunner[] = []): TModelRegistry {
  const runners = new Map<TModelId, ImageModelRunner>();

  const registry: TModelRegistry = {
    register(runner: ImageModelRunner): TModelRegistry {
      runners.set(runner.id, runner);
      return registry;
    },

    get(id: TModelId): ImageModelRunner | undefined {
      return runners.get(id);
    },

    availability(id: TModelId, context: TRunnerContext): TModelAvailability {
      const runner = runners.get(id);
      return runner ? runner.availability(context) : { available: false, reason: NOT_CONFIGURED_REASON };
    },

    availableSet(context: TRunnerContext): Set<TModelId> {
      const set = new Set<TModelId>();
      for (const [id, runner] of runners) if (runner.availability(context).available) set.add(id);
      return set;
    },

    choices(context: TRunnerContext, models: readonly TModelId[] = GENERATOR_MODELS): TModelChoice[] {
      return models.map((id) => {
        const state = registry.availability(id, context);
        return state.available
          ? { id, label: MODEL_LABELS[id], available: true }
          : { id, label: MODEL_LABELS[id], available: false, reason: state.reason };
      });
    },
  };
  for (const runner of initial) registry.register(runner);
  return registry;
}
