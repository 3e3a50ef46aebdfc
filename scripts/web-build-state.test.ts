import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_BUILD_SOURCES, webBuildIsStale } from './web-build-state';

function tree() {
  const root = mkdtempSync(join(tmpdir(), 'inkglow-build-'));
  mkdirSync(join(root, 'src/web'), { recursive: true });
  writeFileSync(join(root, 'src/web/main.tsx'), 'x');
  return root;
}

describe('webBuildIsStale', () => {
  it('is stale when there is no build', () => {
    expect(webBuildIsStale(tree())).toBe(true);
  });

  it('is fresh when the build is newer than every source, stale after a source changes', () => {
    const root = tree();
    const old = new Date(Date.now() - 60_000);
    utimesSync(join(root, 'src/web/main.tsx'), old, old);
    utimesSync(join(root, 'src/web'), old, old);
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist/index.html'), '<html>');
    // the client alone is not a build: the server render bundle is missing
    expect(webBuildIsStale(root)).toBe(true);
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(root, 'dist-ssr/entry-server.js'), 'export {}');
    expect(webBuildIsStale(root)).toBe(false);
    writeFileSync(join(root, 'src/web/main.tsx'), 'changed');
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'src/web/main.tsx'), later, later);
    expect(webBuildIsStale(root)).toBe(true);
  });
});

describe('WEB_BUILD_SOURCES', () => {
  it('names every build script vite.config.ts imports, so changing one rebuilds', () => {
    const config = readFileSync(join(import.meta.dirname, '..', 'vite.config.ts'), 'utf8');
    const plugins = [...config.matchAll(/from '\.\/(scripts\/[\w-]+)'/g)].map((m) => `${m[1]}.ts`);
    expect(plugins.length).toBeGreaterThan(0);
    expect(plugins.filter((file) => !WEB_BUILD_SOURCES.includes(file))).toEqual([]);
  });
});
