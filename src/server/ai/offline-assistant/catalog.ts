// What the offline assistant knows of the style library, and a loader from the catalogue data
// files (the same files the database is seeded from).
import { loadSeedData, DEFAULT_SEED_DIR } from '../../db/seed/load-seed-data';

export interface TOfflineCatalog {
  styles: { id: string; name: string; shortDescription: string; fullDescription: string; characteristics: string[] }[];
  palettes: { id: string; keyword: string; shortDescription: string; detailedDescription: string; attributes: string[] }[];
  techniques: { id: string; keyword: string; shortDescription: string; detailedDescription: string; attributes: string[] }[];
  themes: { id: string; category: string; items: string[] }[];
}

let cached: Promise<TOfflineCatalog> | undefined;

/** The catalogue from the seed data files (read once per process). */
export function loadOfflineCatalog(seedDir = DEFAULT_SEED_DIR): Promise<TOfflineCatalog> {
  if (seedDir !== DEFAULT_SEED_DIR) return read(seedDir);
  cached ??= read(seedDir);
  return cached;
}

async function read(seedDir: string): Promise<TOfflineCatalog> {
  const data = await loadSeedData(seedDir);
  return {
    styles: data.styles.records,
    palettes: data.colors.records,
    techniques: data.techniques.records,
    themes: data.themes.records,
  };
}
