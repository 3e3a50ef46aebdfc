import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompressPlugin } from './scripts/precompress';
import { preloadFontsPlugin } from './scripts/preload-fonts';
import { inlineHeadScriptsPlugin } from './scripts/inline-head-scripts';
import { deferBootPlugin } from './scripts/defer-boot';
import { compileHintsPlugin } from './scripts/compile-hints';

// Dev: `npm run dev` runs the API server on PORT=3001 (tsx watch src/server/server.ts) next to
// this Vite dev server; /api (HTTP and the /api/voice WebSocket) is proxied there.
// API_PROXY_TARGET points `vite` / `vite preview` at another running server.
const API_DEV_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

// Two builds (scripts/web-build-state.ts runs both): the client into dist/, and the server-render
// bundle (`vite build --ssr src/web/entry-server.tsx --outDir dist-ssr`) the server prerenders
// pages with. Dependencies stay external in the SSR bundle (loaded from node_modules).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), inlineHeadScriptsPlugin(), deferBootPlugin(), compileHintsPlugin(['react', 'router', 'query']), preloadFontsPlugin(), precompressPlugin()],
  server: {
    proxy: {
      '/api': { target: API_DEV_TARGET, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_DEV_TARGET, ws: true },
    },
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, minify: false, copyPublicDir: false }
    : {
        outDir: 'dist',
        assetsDir: 'assets', // hashed files: dist/assets/[name]-[hash].[ext], served immutable
        emptyOutDir: true,
        sourcemap: false,
        // Page chunks per route, so a prerendered page can preload the one it hydrates with.
        manifest: true,
        // Every browser that runs this app supports <link rel=modulepreload>; skip the polyfill.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // Long-lived vendor chunks shared by every page; each route page stays its own lazy chunk.
            codeSplitting: {
              groups: [
                // React and the router apart: main.tsx evaluates them in separate tasks.
                { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
                { name: 'router', test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 20 },
                { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 15 },
                // Every icon in one file: one at a time they were a dozen-odd files of 200 bytes on each
                // first visit, each costing more in headers than in content (and a request to start).
                { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 12 },
              ],
            },
          },
        },
      },
}));
