// Vite plugin: <link rel="preload"> for the display font (Oswald 600) in the built index.html. The headings that
// paint first (a prerendered page's <h1>) use Oswald; discovered only once the stylesheet is parsed,
// the font would arrive after first paint and re-wrap the heading (a layout shift). Preloaded, it
// downloads beside the stylesheet.
import type { Plugin } from 'vite';

const PRELOADED_FONT = /(?:^|\/)oswald-latin-600-normal-[\w-]+\.woff2$/;

export function preloadFontsPlugin(): Plugin {
  return {
    name: 'inkglow-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((file) => PRELOADED_FONT.test(file));
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
