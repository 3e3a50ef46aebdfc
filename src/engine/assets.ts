// The only module in the engine that touches the file system: motif and font files shipped in
// node_modules are read once, on first use, and cached for the life of the process.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import opentype from 'opentype.js';

const require = createRequire(import.meta.url);

export type TFontId = 'script' | 'blackletter' | 'typewriter' | 'sans';

const FONT_FILES: Record<TFontId, { pkg: string; file: string }> = {
  script: { pkg: '@fontsource/great-vibes', file: 'great-vibes-latin-400-normal.woff' },
  blackletter: { pkg: '@fontsource/unifrakturmaguntia', file: 'unifrakturmaguntia-latin-400-normal.woff' },
  typewriter: { pkg: '@fontsource/special-elite', file: 'special-elite-latin-400-normal.woff' },
  sans: { pkg: '@fontsource/oswald', file: 'oswald-latin-700-normal.woff' },
};

let icons: Map<string, string> | null = null;
const fonts = new Map<TFontId, opentype.Font>();

function packageDir(pkg: string): string {
  return dirname(require.resolve(`${pkg}/package.json`));
}

/** All game-icons bodies, as path data in a 512 x 512 box. */
export function iconPaths(): Map<string, string> {
  if (icons) return icons;
  const raw = JSON.parse(readFileSync(join(packageDir('@iconify-json/game-icons'), 'icons.json'), 'utf8')) as {
    icons: Record<string, { body: string }>;
  };
  const map = new Map<string, string>();
  const re = /\sd="([^"]+)"/g;
  for (const [name, { body }] of Object.entries(raw.icons)) {
    let d = '';
    for (const m of body.matchAll(re)) d += m[1];
    if (d) map.set(name, d);
  }
  icons = map;
  return map;
}

export function iconPath(name: string): string | undefined {
  return iconPaths().get(name);
}

export function font(id: TFontId): opentype.Font {
  const cached = fonts.get(id);
  if (cached) return cached;
  const { pkg, file } = FONT_FILES[id];
  const buf = readFileSync(join(packageDir(pkg), 'files', file));
  const f = opentype.parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer);
  fonts.set(id, f);
  return f;
}

/** Load everything up front (server start, bench warm-up) so the first request is not slow. */
export function warmUp(): void {
  iconPaths();
  for (const id of Object.keys(FONT_FILES) as TFontId[]) font(id);
}
