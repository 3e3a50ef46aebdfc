// Vite plugin: the app's JavaScript starts loading right after the prerendered page's first paint,
// not while the page is still arriving. Every page is prerendered HTML, so what a visitor first
// sees needs only the HTML, the stylesheet and the heading font; on a phone's slow link the
// ~110 KiB of scripts (React, the router, the data cache) otherwise share the bandwidth with them
// and hold the first paint back. The module entry and its preloads, which Vite writes into
// <head>, are replaced by a small inline script that adds them after the first frame (or at once
// in a background tab, where no frame comes). Presses made before the app is live are kept by
// public/early-input.js. The CSP allows the inline script by its hash (inline-scripts.ts).
import type { Plugin } from 'vite';

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The inline boot script for an entry and its preloads (JSON-quoted: no HTML can break out). */
export function bootScript(entry: string, preloads: string[]): string {
  const quote = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    `(function(){var e=${quote(entry)},p=${quote(preloads)},d=document,s=0;` +
    `function b(){if(s)return;s=1;p.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)});` +
    `var t=d.createElement("script");t.type="module";t.crossOrigin="";t.src=e;d.head.appendChild(t)}` +
    `if(d.visibilityState==="hidden"||!window.requestAnimationFrame)b();else{requestAnimationFrame(function(){setTimeout(b,0)});d.addEventListener("visibilitychange",b)}})();`
  );
}

export function deferBootPlugin(): Plugin {
  return {
    name: 'inkglow-defer-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY.exec(html);
        if (!entry) throw new Error('defer-boot: the built index.html has no module entry script');
        const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
        const rest = html.replace(ENTRY, '').replace(PRELOAD, '');
        return rest.replace('</head>', () => `    <script>${bootScript(entry[1], preloads)}</script>\n  </head>`);
      },
    },
  };
}
