import { z } from 'zod';

export const MAX_FAVORITES = 50;

const ZFavorites = z
  .array(z.string().trim().min(1).max(60))
  .max(MAX_FAVORITES)
  // Same value twice (any case) is kept once, in first-seen order.
  .transform((values) => {
    const seen = new Set<string>();
    return values.filter((v) => {
      const key = v.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

export const ZPreferences = z
  .object({
    favorite_styles: ZFavorites,
    favorite_colors: ZFavorites,
    favorite_techniques: ZFavorites,
  })
  .strict();
export type TPreferences = z.infer<typeof ZPreferences>;

/** GET/PUT /api/preferences answer: the lists, and when they were last saved (null: never). */
export const ZPreferencesView = z.object({
  favorite_styles: z.array(z.string()),
  favorite_colors: z.array(z.string()),
  favorite_techniques: z.array(z.string()),
  updated_at: z.string().nullable(),
});
export type TPreferencesView = z.infer<typeof ZPreferencesView>;

/** No row yet means empty lists (seed-spec §7: the no-row case is tolerated). */
export const toPreferences = (
  row: { favorite_styles: string[]; favorite_colors: string[]; favorite_techniques: string[]; updated_at: Date } | undefined,
): TPreferencesView => ({
  favorite_styles: row?.favorite_styles ?? [],
  favorite_colors: row?.favorite_colors ?? [],
  favorite_techniques: row?.favorite_techniques ?? [],
  updated_at: row ? row.updated_at.toISOString() : null,
});
