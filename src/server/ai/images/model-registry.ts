// Which image model runners this server has. The generator offers a fixed set of models; one
// with no runner registered is shown as unavailable with a true reason rather than hidden.
import { MODEL_LABELS, type TModelId } from '../../../core/models';
import { GENERATOR_MODELS, type TModelChoice } from '../../../core/provider-schemas';
import type { ImageModelRunner, TModelAvailability, TRunnerContext } from './image-model-runner';

export const NOT_CONFIGURED_REASON = 'Not configured on this server';

export class ModelRegistry {
  private readonly runners = new Map<TModelId, ImageModelRunner>();

  constructor(runners: readonly ImageModelRunner[] = []) {
    for (const runner of runners) this.register(runner);
  }

  /** Adds (or replaces) the runner for its model id. */
  register(runner: ImageModelRunner): this {
    this.runners.set(runner.id, runner);
    return this;
  }

  get(id: TModelId): ImageModelRunner | undefined {
    return this.runners.get(id);
  }

  availability(id: TModelId, context: TRunnerContext): TModelAvailability {
    const runner = this.runners.get(id);
    return runner ? runner.availability(context) : { available: false, reason: NOT_CONFIGURED_REASON };
  }

  /** Models this caller can use right now. */
  availableSet(context: TRunnerContext): Set<TModelId> {
    const set = new Set<TModelId>();
    for (const [id, runner] of this.runners) if (runner.availability(context).available) set.add(id);
    return set;
  }

  /** The generator's menu for this caller. */
  choices(context: TRunnerContext, models: readonly TModelId[] = GENERATOR_MODELS): TModelChoice[] {
    return models.map((id) => {
      const state = this.availability(id, context);
      return state.available
        ? { id, label: MODEL_LABELS[id], available: true }
        : { id, label: MODEL_LABELS[id], available: false, reason: state.reason };
    });
  }
}
