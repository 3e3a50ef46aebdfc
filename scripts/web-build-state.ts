// Decides whether the built web app is missing or older than its sources, and builds it: the client
// (dist/, precompressed) and the server-render bundle the server prerenders pages with (dist-ssr/).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const WEB_BUILD_SOURCES = [
  'src/web',
  'src/core',
  'src/engine/credits.ts',
  'public',
  'index.html',
  'vite.config.ts',
  // vite.config.ts's plugins: each shapes what the build writes.
  'scripts/precompress.ts',
  'scripts/preload-fonts.ts',
  'scripts/inline-head-scripts.ts',
  'scripts/defer-boot.ts',
  'scripts/compile-hints.ts',
  'package.json',
];
/** What the build writes; the oldest of them dates the build. */
const OUTPUTS = ['dist/index.html', 'dist-ssr/entry-server.js'];

/** `vite` arguments of each build step, in order (the SSR build reads nothing from the client's). */
export const WEB_BUILD_STEPS: string[][] = [
  ['build', '--logLevel', 'warn'],
  ['build', '--ssr', 'src/web/entry-server.tsx', '--outDir', 'dist-ssr', '--logLevel', 'warn'],
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
  const outputs = OUTPUTS.map((output) => join(root, output));
  if (!outputs.every((output) => existsSync(output))) return true;
  const builtAt = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return WEB_BUILD_SOURCES.some((source) => newestMtime(join(root, source)) > builtAt);
}

/** Runs every build step (output inherited); false when one fails. */
export function buildWebApp(root: string): boolean {
  for (const args of WEB_BUILD_STEPS) {
    const result = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), ...args], {
      cwd: root,
      stdio: 'inherit',
      // A production build whatever the caller runs under (vitest sets NODE_ENV=test, which would
      // make the server bundle use React's development JSX runtime).
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) return false;
  }
  return true;
}
