// The real offline engine behind the `local` runner: the app's engine pool (worker threads).
import type { TDesignResult } from '../../../engine';
import type { TEnginePool } from '../../images/engine-pool';
import type { TLocalEngine } from './local-runner';

export const localEngineOn = (pool: TEnginePool): TLocalEngine<TDesignResult> => ({
  draw: (request, longSidePx) => pool.draw(request, longSidePx),
});
