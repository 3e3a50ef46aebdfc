// Reads of the catalogue tables. Every database access of the style library goes through here, so
// tests can swap in a repository that fails.
import { asc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { colorPalettes, styles, techniques, themes } from '../../db/schema';

export type TStyleRow = typeof styles.$inferSelect;
export type TStyleSummaryRow = Pick<
  TStyleRow,
  'id' | 'name' | 'short_description' | 'characteristics' | 'traits' | 'image_id' | 'image_width' | 'image_height'
>;
export type TColorRow = typeof colorPalettes.$inferSelect;
export type TTechniqueRow = typeof techniques.$inferSelect;
export type TThemeRow = typeof themes.$inferSelect;

export interface TCatalogRepository {
  listStyles(): Promise<TStyleSummaryRow[]>;
  findStyle(id: string): Promise<TStyleRow | undefined>;
  listColors(): Promise<TColorRow[]>;
  listTechniques(): Promise<TTechniqueRow[]>;
  listThemes(): Promise<TThemeRow[]>;
}

export function createCatalogRepository(db: TDatabase): TCatalogRepository {
  return {
    // The list leaves out the long descriptions and recipes: it is what every card page loads.
    listStyles: () =>
      db
        .select({
          id: styles.id,
          name: styles.name,
          short_description: styles.short_description,
          characteristics: styles.characteristics,
          traits: styles.traits,
          image_id: styles.image_id,
          image_width: styles.image_width,
          image_height: styles.image_height,
        })
        .from(styles)
        .orderBy(asc(styles.sort_order), asc(styles.id)),
    findStyle: async (id) => (await db.select().from(styles).where(eq(styles.id, id)).limit(1))[0],
    listColors: () => db.select().from(colorPalettes).orderBy(asc(colorPalettes.sort_order), asc(colorPalettes.id)),
    listTechniques: () => db.select().from(techniques).orderBy(asc(techniques.sort_order), asc(techniques.id)),
    listThemes: () => db.select().from(themes).orderBy(asc(themes.sort_order), asc(themes.id)),
  };
}
