import { toPreferences, type TPreferences, type TPreferencesView } from '../../../core/preference-schemas';
import type { TPreferencesRepository } from './preferences.repository';

export function createPreferencesService(repo: TPreferencesRepository) {
  return {
    async get(userId: string): Promise<TPreferencesView> {
      return toPreferences(await repo.get(userId));
    },

    async put(userId: string, prefs: TPreferences): Promise<TPreferencesView> {
      return toPreferences(await repo.put(userId, prefs));
    },
  };
}
export type TPreferencesService = ReturnType<typeof createPreferencesService>;
