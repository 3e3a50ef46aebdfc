// Counts imports that reach from one feature into another (ARCHITECTURE §3 forbids them):
// src/server/features/X -> src/server/features/Y and src/web/features/X -> src/web/features/Y,
// plus lower layers reaching up into features (plugins, db, ai... -> features).
// Usage: npx tsx scripts/count-cross-feature-imports.ts [repo-root] [--list]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const args = process.argv.slice(2);
const list = args.includes('--list');
const root = resolve(args.find((a) => !a.startsWith('--')) ?? '.');

function files(dir: string): string[] {
  let out: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out = out.concat(files(path));
    else if (/\.(ts|tsx)$/.test(name)) out.push(path);
  }
  return out;
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** 'server:generate' for src/server/features/generate/..., undefined outside features. */
function featureOf(path: string): string | undefined {
  const rel = relative(join(root, 'src'), path).split(sep);
  if ((rel[0] === 'server' || rel[0] === 'web') && rel[1] === 'features' && rel.length >= 3) return `${rel[0]}:${rel[2]}`;
  return undefined;
}
const sideOf = (path: string) => relative(join(root, 'src'), path).split(sep)[0];

const counts: Record<string, number> = { server: 0, web: 0, serverTests: 0, webTests: 0, serverUpward: 0 };
const found: string[] = [];
for (const side of ['server', 'web'] as const) {
  for (const file of files(join(root, 'src', side))) {
    const source = readFileSync(file, 'utf8');
    const from = featureOf(file);
    for (const match of source.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2];
      if (!spec.startsWith('.')) continue;
      const target = resolve(dirname(file), spec);
      const to = featureOf(target);
      if (!to) continue;
      const where = `${relative(root, file)} -> ${relative(root, target)}`;
      const isTest = /\.test\.tsx?$/.test(file);
      if (from && from !== to) {
        counts[isTest ? `${side}Tests` : side] += 1;
        found.push(`cross-feature${isTest ? ' (test)' : ''} ${where}`);
      } else if (!from && side === 'server' && sideOf(target) === 'server' && !isTest && !file.endsWith(`${sep}app.ts`)) {
        // Below features (plugins, ai, db, images...) must not reach up; app.ts composes routes and tests may too.
        counts.serverUpward += 1;
        found.push(`upward ${where}`);
      }
    }
  }
}
if (list) for (const line of found) console.log(line);
console.log(
  `cross-feature imports (non-test files): server ${counts.server}, web ${counts.web}; ` +
    `in tests: server ${counts.serverTests}, web ${counts.webTests}; ` +
    `lower server layers importing features: ${counts.serverUpward}`,
);
