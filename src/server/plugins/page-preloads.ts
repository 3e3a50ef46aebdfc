// The files a prerendered page's own module needs before it can hydrate, from the client build's
// manifest (dist/.vite/manifest.json). The boot script (scripts/defer-boot.ts) starts them with
// the app's start-up files, a few per task: left to the router, the module preload helper started
// them all in the task that loads the page, a long one on a phone, and only once the app had
// started (a round trip later).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface TManifestChunk {
  file: string;
  imports?: string[];
}
export type TClientManifest = Record<string, TManifestChunk>;

/** The client build's manifest, or null when there is none (no build, or an older one). */
export function readClientManifest(webRoot: string): TClientManifest | null {
  const file = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as TClientManifest;
  } catch {
    return null;
  }
}

/** URLs of `modules`' chunks and everything they import statically, each once, leaving out the
 * files the page template already names (the start-up files its boot script preloads). */
export function pagePreloads(manifest: TClientManifest, modules: string[], template: string): string[] {
  const urls: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    const url = `/${chunk.file}`;
    if (!template.includes(`"${url}"`)) urls.push(url);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return urls;
}
