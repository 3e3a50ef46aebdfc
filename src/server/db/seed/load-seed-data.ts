// Reads and validates the catalogue data files. A bad record is reported and skipped (its existing
// row is kept, never deleted); a missing or unreadable list file leaves its table untouched.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import {
  ZColorPaletteSeed,
  ZStyleSeed,
  ZTechniqueSeed,
  ZThemeSeed,
  type TColorPaletteSeed,
  type TStyleSeed,
  type TTechniqueSeed,
  type TThemeSeed,
} from './seed-schemas';

export const DEFAULT_SEED_DIR = fileURLToPath(new URL('../seed-data', import.meta.url));

export interface TTableLoad<T> {
  /** Valid records in display order. */
  records: T[];
  /** Ids whose source is present but invalid: their rows are left as they are. */
  keep: string[];
  /** False when the source file is missing or unreadable: the table is not touched at all. */
  available: boolean;
}

export interface TSeedData {
  styles: TTableLoad<TStyleSeed>;
  colors: TTableLoad<TColorPaletteSeed>;
  techniques: TTableLoad<TTechniqueSeed>;
  themes: TTableLoad<TThemeSeed>;
  /** One line per problem, naming the file and field. */
  problems: string[];
}

/** The spec's ten catalogue styles lead the list in the spec's order; the rest follow by name. */
const FEATURED = ['realism', 'neo-traditional', 'traditional', 'japanese', 'surrealism', 'illustrative', 'abstract', 'tribal', 'geometric', 'minimalist'];

export function styleOrder(a: TStyleSeed, b: TStyleSeed): number {
  const fa = FEATURED.indexOf(a.id);
  const fb = FEATURED.indexOf(b.id);
  if (fa !== -1 || fb !== -1) return (fa === -1 ? Infinity : fa) - (fb === -1 ? Infinity : fb);
  return a.name.localeCompare(b.name, 'en');
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return `${issue.path.length ? issue.path.join('.') : 'record'}: ${issue.message}`;
}

async function readJson(path: string): Promise<{ ok: true; value: unknown } | { ok: false; missing: boolean; reason: string }> {
  let raw: string;
  try {
    raw = await readFile(path, 'utf8');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return { ok: false, missing, reason: missing ? 'file not found' : (error as Error).message };
  }
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch (error) {
    return { ok: false, missing: false, reason: `invalid JSON (${(error as Error).message})` };
  }
}

async function loadStyles(dir: string, problems: string[]): Promise<TTableLoad<TStyleSeed>> {
  let files: string[];
  try {
    files = (await readdir(join(dir, 'styles'))).filter((f) => f.endsWith('.json')).sort();
  } catch {
    problems.push('styles/: folder not found');
    return { records: [], keep: [], available: false };
  }
  const records: TStyleSeed[] = [];
  const keep: string[] = [];
  for (const file of files) {
    const fileId = file.slice(0, -'.json'.length);
    const json = await readJson(join(dir, 'styles', file));
    if (!json.ok) {
      problems.push(`styles/${file}: ${json.reason}`);
      keep.push(fileId);
      continue;
    }
    const parsed = ZStyleSeed.safeParse(json.value);
    if (!parsed.success) {
      problems.push(`styles/${file}: ${describeIssue(parsed.error)}`);
      keep.push(fileId);
    } else if (parsed.data.id !== fileId) {
      problems.push(`styles/${file}: id "${parsed.data.id}" must match the file name`);
      keep.push(fileId);
    } else {
      records.push(parsed.data);
    }
  }
  records.sort(styleOrder);
  return { records, keep, available: files.length > 0 || keep.length > 0 };
}

/** A list file holds an array of records (or an object with one array property). */
function recordsOf(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') {
    const arrays = Object.values(value).filter(Array.isArray);
    if (arrays.length === 1) return arrays[0];
  }
  return undefined;
}

async function loadList<S extends z.ZodType<{ id: string }>>(
  dir: string,
  file: string,
  schema: S,
  problems: string[],
): Promise<TTableLoad<z.infer<S>>> {
  const json = await readJson(join(dir, file));
  if (!json.ok) {
    problems.push(`${file}: ${json.reason}`);
    return { records: [], keep: [], available: false };
  }
  const list = recordsOf(json.value);
  if (!list) {
    problems.push(`${file}: must hold an array of records`);
    return { records: [], keep: [], available: false };
  }
  const records: z.infer<S>[] = [];
  const keep: string[] = [];
  const seen = new Set<string>();
  list.forEach((item, index) => {
    const rawId = item && typeof item === 'object' && 'id' in item ? String((item as { id: unknown }).id) : undefined;
    const parsed = schema.safeParse(item);
    if (!parsed.success) {
      problems.push(`${file}[${index}]${rawId ? ` (${rawId})` : ''}: ${describeIssue(parsed.error)}`);
      if (rawId) keep.push(rawId);
    } else if (seen.has(parsed.data.id)) {
      problems.push(`${file}[${index}]: duplicate id "${parsed.data.id}"`);
    } else {
      seen.add(parsed.data.id);
      records.push(parsed.data);
    }
  });
  return { records, keep, available: true };
}

export async function loadSeedData(dir: string = DEFAULT_SEED_DIR): Promise<TSeedData> {
  const problems: string[] = [];
  const [styles, colors, techniques, themes] = await Promise.all([
    loadStyles(dir, problems),
    loadList(dir, 'color-palettes.json', ZColorPaletteSeed, problems),
    loadList(dir, 'techniques.json', ZTechniqueSeed, problems),
    loadList(dir, 'themes.json', ZThemeSeed, problems),
  ]);
  return { styles, colors, techniques, themes, problems };
}

