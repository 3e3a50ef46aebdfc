// The style library as the analysis tool needs it (read-only, from the catalogue tables).
import { asc } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { styles } from '../../db/schema';
import type { TConceptStyle } from './offline-concept-analyst';
import type { TCatalogStyle } from './measures/style-guess';

export type TAnalysisStyle = TCatalogStyle & TConceptStyle;

export function createAnalysisCatalog(db: TDatabase) {
  return {
    async styles(): Promise<TAnalysisStyle[]> {
      return db
        .select({
          id: styles.id,
          name: styles.name,
          shortDescription: styles.short_description,
          characteristics: styles.characteristics,
          traits: styles.traits,
        })
        .from(styles)
        .orderBy(asc(styles.id));
    },
  };
}
export type TAnalysisCatalog = ReturnType<typeof createAnalysisCatalog>;
