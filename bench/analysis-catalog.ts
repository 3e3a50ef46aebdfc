// The style library's traits, read from the seed files, for benches that run without a database.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TCatalogStyle } from '../src/server/features/analysis/measures/style-guess';

const dir = new URL('../src/server/db/seed-data/styles/', import.meta.url).pathname;
export const STYLE_TRAITS_FOR_BENCH: TCatalogStyle[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as TCatalogStyle);
