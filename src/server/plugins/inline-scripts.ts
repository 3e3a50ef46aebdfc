// The built index.html carries a few inline scripts that must run before first paint (inlined by
// scripts/inline-head-scripts.ts). The CSP forbids inline scripts except these: each is allowed
// by the sha256 of its exact text, read here from the built page, so a changed script is allowed
// only after a rebuild and nothing else inline ever runs.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Inline classic scripts: a <script> with no attributes (module and JSON scripts have some). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** CSP source expressions ('sha256-…') for the inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
}

/** The hashes for the built web app in `webRoot`, or none when it is not built. */
export function webAppScriptHashes(webRoot: string): string[] {
  const index = join(webRoot, 'index.html');
  return existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}
