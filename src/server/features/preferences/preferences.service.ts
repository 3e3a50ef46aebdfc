import type { TPreferences } from './preferences.schemas';
import type { PreferencesRepository, TPreferencesRecord } from './preferences.repository';

export type TPreferencesView = TPreferences & { updated_at: string | null };

/** No row yet means empty lists (seed-spec §7: the no-row case is tolerated). */
export const toPreferences = (row: TPreferencesRecord | undefined): TPreferencesView => ({
  favorite_styles: row?.favorite_styles ?? [],
  favorite_colors: row?.favorite_colors ?? [],
  favorite_techniques: row?.favorite_techniques ?? [],
  updated_at: row ? row.updated_at.toISOString() : null,
});

export class PreferencesService {
  constructor(private readonly repo: PreferencesRepository) {}

  async get(userId: string): Promise<TPreferencesView> {
    return toPreferences(await this.repo.get(userId));
  }

  async put(userId: string, prefs: TPreferences): Promise<TPreferencesView> {
    return toPreferences(await this.repo.put(userId, prefs));
  }
}
