// The only module in the engine that touches the file system: motif and font files shipped in
// node_modules are read once, on first use, and cached for the life of the process.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import opentype from 'opentype.js';

const require = createRequire(import.meta.url);

export type TFontId = 'script' | 'blackletter' | 'typewriter' | 'sans';

// Fontsource splits each font by script; later subsets fill in letters the first lacks (é is in
// latin, ő in latin-ext, Cyrillic in cyrillic), so names are spelled exactly where a font can.
const SUBSETS = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
];
const FONT_FILES: Record<TFontId, { pkg: string; stem: string; weight: string }> = {
  script: { pkg: '@fontsource/great-vibes', stem: 'great-vibes', weight: '400' },
  blackletter: { pkg: '@fontsource/unifrakturmaguntia', stem: 'unifrakturmaguntia', weight: '400' },
  typewriter: { pkg: '@fontsource/special-elite', stem: 'special-elite', weight: '400' },
  sans: { pkg: '@fontsource/oswald', stem: 'oswald', weight: '700' },
};

let icons: Map<string, string> | null = null;
const fonts = new Map<TFontId, opentype.Font[]>();

function packageDir(pkg: string): string {
  return dirname(require.resolve(`${pkg}/package.json`));
}

/** All game-icons bodies, as path data in a 512 x 512 box. */
export function iconPaths(): Map<string, string> {
  if (icons) return icons;
  const raw = JSON.parse(
    readFileSync(join(packageDir('@iconify-json/game-icons'), 'icons.json'), 'utf8'),
  ) as {
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

let fluent: Map<string, string> | null = null;

/** Fluent Emoji high-contrast bodies (MIT, line-art style), as path data in a 32 x 32 box. */
export function fluentPaths(): Map<string, string> {
  if (fluent) return fluent;
  const raw = JSON.parse(
    readFileSync(
      join(packageDir('@iconify-json/fluent-emoji-high-contrast'), 'icons.json'),
      'utf8',
    ),
  ) as { icons: Record<string, { body: string }> };
  const map = new Map<string, string>();
  const re = /\sd="([^"]+)"/g;
  for (const [name, { body }] of Object.entries(raw.icons)) {
    let d = '';
    for (const m of body.matchAll(re)) d += m[1];
    if (d) map.set(name, d);
  }
  fluent = map;
  return map;
}

/** A motif outline by name: game-icons by default, `fx:name` from Fluent Emoji high contrast. */
export function iconPath(name: string): string | undefined {
  if (name.startsWith('fx:')) return fluentPaths().get(name.slice(3));
  return iconPaths().get(name);
}

function loadFonts(id: TFontId): opentype.Font[] {
  const cached = fonts.get(id);
  if (cached) return cached;
  const { pkg, stem, weight } = FONT_FILES[id];
  const dir = join(packageDir(pkg), 'files');
  const list: opentype.Font[] = [];
  for (const subset of SUBSETS) {
    const file = join(dir, `${stem}-${subset}-${weight}-normal.woff`);
    if (!existsSync(file)) continue;
    const buf = readFileSync(file);
    list.push(
      opentype.parse(
        buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer,
      ),
    );
  }
  fonts.set(id, list);
  return list;
}

/** The font's main (latin) face. */
export function font(id: TFontId): opentype.Font {
  return loadFonts(id)[0];
}

/** The face of this font that has a glyph for the character (undefined: none has one). */
export function fontForChar(id: TFontId, ch: string): opentype.Font | undefined {
  const list = loadFonts(id);
  for (const f of list) if (f.charToGlyphIndex(ch) > 0) return f;
  if (/\s/.test(ch)) return list[0];
  return undefined;
}

/** Load everything up front (server start, bench warm-up) so the first request is not slow. */
export function warmUp(): void {
  iconPaths();
  fluentPaths();
  for (const id of Object.keys(FONT_FILES) as TFontId[]) loadFonts(id);
}
