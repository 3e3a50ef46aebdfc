// Decides whether the built web app (dist/) is missing or older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'src/web',
  'src/core',
  'src/engine/credits.ts',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function webBuildIsStale(root: string): boolean {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > builtAt);
}
