// Vite plugin: the small scripts that must run before first paint (public/theme-init.js sets the
// theme class, public/early-input.js holds presses made before hydration) are inlined, minified,
// into the built index.html instead of being fetched: a blocking <script src> in <head> costs a
// request (a round trip on a phone) before anything paints. The CSP allows exactly these scripts
// by their sha256 (src/server/plugins/inline-scripts.ts reads them back from index.html). The dev
// server keeps the plain <script src> tags (it sends no CSP).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifySync, type Plugin } from 'vite';

/** `<script src="/x.js"></script>` for a file in public/: the tags this plugin inlines. */
const HEAD_SCRIPT = /<script src="\/([\w-]+\.js)"><\/script>/g;

export function inlineHeadScriptsPlugin(): Plugin {
  let publicDir = 'public';
  return {
    name: 'inkglow-inline-head-scripts',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        return html.replace(HEAD_SCRIPT, (_tag, file: string) => {
          const source = readFileSync(join(publicDir, file), 'utf8');
          const { code, errors } = minifySync(file, source);
          if (errors.length) throw new Error(`minifying ${file}: ${errors.map((e) => e.message).join('; ')}`);
          // `</script` inside the code would end the element early.
          if (/<\/script/i.test(code)) throw new Error(`${file} contains </script>; it cannot be inlined`);
          return `<script>${code.trim()}</script>`;
        });
      },
    },
  };
}
