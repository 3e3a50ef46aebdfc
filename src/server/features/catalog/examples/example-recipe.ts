// What identifies a style's example image: its recipe, a fixed seed from the style id, the output
// size and a fingerprint of the engine's source (so a changed engine re-renders the examples).
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { TStyleExample } from '../../../../core/catalog-schemas';
import { contentHash } from '../../../db/seed/content-hash';

export const EXAMPLE_LONG_SIDE_PX = 1024;

/** FNV-1a over the style id: a stable 32-bit seed, so an example looks the same on every machine. */
export function exampleSeed(styleId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < styleId.length; i += 1) {
    hash ^= styleId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function exampleRecipeHash(styleId: string, example: TStyleExample, engineFingerprint: string): string {
  return contentHash({ example, seed: exampleSeed(styleId), size: EXAMPLE_LONG_SIDE_PX, engine: engineFingerprint });
}

const ENGINE_DIR = fileURLToPath(new URL('../../../../engine', import.meta.url));
const RENDER_FILE = fileURLToPath(new URL('../../../images/render.ts', import.meta.url));

/** A hash of the engine's source files (tests excluded); 'unknown' when they cannot be read. */
export async function engineFingerprint(): Promise<string> {
  try {
    const names = (await readdir(ENGINE_DIR, { recursive: true }))
      .filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))
      .sort();
    const parts = await Promise.all(names.map(async (n) => [n, await readFile(`${ENGINE_DIR}/${n}`, 'utf8')]));
    parts.push(['render.ts', await readFile(RENDER_FILE, 'utf8')]);
    return contentHash(parts).slice(0, 16);
  } catch {
    return 'unknown';
  }
}
