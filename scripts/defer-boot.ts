// Vite plugin: the app's JavaScript starts loading once the prerendered page's first screen is painted,
// not while the page is still arriving. Every page is prerendered HTML, so what a visitor first
// sees needs only the HTML, the stylesheet and the heading font; on a phone's slow link the
// ~110 KiB of scripts (React, the router, the data cache) otherwise share the bandwidth with them
// and hold the first paint back. The module entry and its preloads, which Vite writes into
// <head>, are replaced by a small inline script that adds them after that paint (see bootScript).
// Presses made before the app is live are kept by public/early-input.js. The CSP allows the inline script by its hash (inline-scripts.ts).
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { PRERENDER_PRELOADS_ID, scriptSafeJson as quote } from '../src/core/prerender';

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Longest the app waits for the first screen to be painted (a stalled image, an old browser). */
export const BOOT_WAIT_CAP_MS = 3000;
/** How many module preloads the boot script starts per task. */
export const PRELOADS_PER_TASK = 6;
/** After the first screen's priority image has loaded, how long its paint may take to be reported
 * (it may never be, when something larger is already the largest paint). */
export const IMAGE_PAINT_GRACE_MS = 300;

/** The inline boot script for an entry and its preloads (JSON-quoted: no HTML can break out).
 * It waits for the browser's own word that the first screen is on screen: the first
 * largest-contentful-paint entry (reported once the frame is presented, unlike a frame callback,
 * which runs before the paint), and, when the page has a priority image (fetchpriority=high, its
 * largest paint), that image's paint. A press, a hidden tab or the cap starts it at once. Without
 * the paint API it keeps to one frame. */
export function bootScript(entry: string, preloads: string[]): string {
  return (
    `(function(){var e=${quote(entry)},p=${quote(preloads)},d=document,w=window,s=0,o,` +
    `n=["pointerdown","keydown","touchstart"],P=w.PerformanceObserver;` +
    `function b(){if(s)return;s=1;if(o)o.disconnect();` +
    `n.forEach(function(t){w.removeEventListener(t,b,!0)});d.removeEventListener("visibilitychange",b);` +
    // The preloads go in a few at a time, a task each: twenty-odd requests started in one task
    // made it a long one on a phone. The entry goes last; its imports are by then on their way.
    // A prerendered page lists its own module's files (src/server/plugins/page-preloads.ts): they
    // follow the start-up files, so the page is on its way before the router asks for it.
    `var x=d.getElementById(${quote(PRERENDER_PRELOADS_ID)});if(x)try{p=p.concat(JSON.parse(x.textContent))}catch(r){}` +
    `var k=0;(function f(){for(var m=Math.min(k+${PRELOADS_PER_TASK},p.length);k<m;k++){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=p[k];d.head.appendChild(l)}` +
    `if(k<p.length){setTimeout(f,0);return}` +
    `var t=d.createElement("script");t.type="module";t.crossOrigin="";t.src=e;d.head.appendChild(t)})()}` +
    `if(d.visibilityState==="hidden"||!w.requestAnimationFrame){b();return}` +
    `n.forEach(function(t){w.addEventListener(t,b,!0)});d.addEventListener("visibilitychange",b);` +
    `setTimeout(b,${BOOT_WAIT_CAP_MS});` +
    `if(!P||(P.supportedEntryTypes||[]).indexOf("largest-contentful-paint")<0){requestAnimationFrame(function(){setTimeout(b,0)});return}` +
    // This runs in <head>: the priority image is looked up once the body has been parsed.
    `function a(){var i=d.querySelector('img[fetchpriority="high"]');` +
    `if(i){var g=function(){setTimeout(b,i.naturalWidth?${IMAGE_PAINT_GRACE_MS}:0)};` +
    `if(i.complete)g();else{i.addEventListener("load",g);i.addEventListener("error",g)}}` +
    `o=new P(function(l){l.getEntries().forEach(function(x){if(!i||x.element===i)b()})});` +
    `o.observe({type:"largest-contentful-paint",buffered:!0})}` +
    `if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",a);else a()})();`
  );
}

export function deferBootPlugin(): Plugin {
  return {
    name: 'inkglow-defer-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = ENTRY.exec(html);
        if (!entry) throw new Error('defer-boot: the built index.html has no module entry script');
        const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
        // main.tsx imports the app's libraries one by one (each evaluated in its own task); they are
        // preloaded here together, so those imports wait on no network round trip.
        for (const file of ctx.chunk && ctx.bundle ? startupImports(ctx.chunk.dynamicImports, ctx.bundle) : [])
          if (!preloads.includes(`/${file}`) && `/${file}` !== entry[1]) preloads.push(`/${file}`);
        const rest = html.replace(ENTRY, '').replace(PRELOAD, '');
        return rest.replace('</head>', () => `    <script>${bootScript(entry[1], preloads)}</script>\n  </head>`);
      },
    },
  };
}

/** The chunks the entry imports on demand at start-up, with everything they import statically.
 * Page chunks are imported by the router, not the entry, so they are not among them. */
export function startupImports(dynamicImports: string[], bundle: OutputBundle): string[] {
  const files: string[] = [];
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (files.includes(file) || !chunk || chunk.type !== 'chunk') return;
    files.push(file);
    chunk.imports.forEach(visit);
  };
  dynamicImports.forEach(visit);
  return files;
}
