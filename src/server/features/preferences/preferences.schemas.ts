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
