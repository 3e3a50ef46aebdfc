// Prerendered pages: the web app's server-render bundle (dist-ssr/entry-server.js) turns a page URL
// into HTML with the public data its first screen needs. Each page is rendered once per version of
// that data (the style library changes when example images finish drawing) and kept, compressed
// once; a request for an unchanged page costs one in-process look-up of its data, no render.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PRERENDER_PAYLOAD_ID, PRERENDER_PRELOADS_ID, scriptSafeJson, type TPrerenderEntry, type TPrerenderedPage } from '../../core/prerender';
import { createCompressedCache } from './compression';
import { pagePreloads, type TClientManifest } from './page-preloads';

/** Pages that are personal or one-shot: served as the plain app shell, rendered in the browser. */
const NOT_PRERENDERED = [/^\/profile(?:\/|$)/, /^\/auth\/callback(?:\/|$)/];
/** Public pages rendered as soon as the server listens, so first visitors get them warm. */
export const WARM_PAGES = ['/', '/styles', '/gallery', '/generator', '/privacy-policy', '/terms-of-service', '/cookie-policy'];

export interface TPrerenderer {
  /** True when this URL is prerendered (the bundle exists and the path is public). */
  handles(url: string): boolean;
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  warm(urls: string[]): Promise<void>;
}

function escapeAttribute(text: string) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Puts the page into the built index.html: title in the head; markup, payload and the page's own
 * module files (for the boot script to preload) in the body. */
export function fillTemplate(template: string, page: Pick<TPrerenderedPage, 'title' | 'html' | 'payload'>, preloads: string[] = []) {
  const preloadList = preloads.length
    ? `<script type="application/json" id="${escapeAttribute(PRERENDER_PRELOADS_ID)}">${scriptSafeJson(preloads)}</script>`
    : '';
  return template
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${page.title}</title>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div><script type="application/json" id="${escapeAttribute(PRERENDER_PAYLOAD_ID)}">${page.payload}</script>${preloadList}`,
    );
}

export function createPrerenderer(
  app: FastifyInstance,
  options: { template: string; entryFile: string; manifest?: TClientManifest | null },
): TPrerenderer | null {
  if (!existsSync(options.entryFile)) return null;
  let entry: Promise<TPrerenderEntry> | undefined;
  const loadEntry = () =>
    (entry ??= import(pathToFileURL(options.entryFile).href).then((m: { entry: TPrerenderEntry }) => m.entry));
  const templateHash = createHash('sha1').update(options.template).digest('base64url');

  const pages = createCompressedCache(200);
  const rendering = new Map<string, Promise<void>>();

  const fetchJson = async (path: string) => {
    const res = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
    let body: unknown = null;
    try {
      body = res.json();
    } catch {
      /* not JSON: the page renders without it */
    }
    return { status: res.statusCode, body };
  };

  /** The cache key of the page as it is now: its URL, the build, and the data it shows. */
  async function prepare(url: string) {
    const renderer = await loadEntry();
    const answers = await renderer.loadPageData(url, fetchJson);
    const version = createHash('sha1').update(templateHash).update(JSON.stringify(answers)).digest('base64url');
    const key = `${url}\n${version}`;
    if (!pages.has(key)) {
      let job = rendering.get(key);
      if (!job) {
        job = (async () => {
          const started = performance.now();
          const page = await renderer.renderPage(url, answers);
          const preloads = options.manifest ? pagePreloads(options.manifest, page.modules, options.template) : [];
          pages.put(key, fillTemplate(options.template, page, preloads), page.status);
          app.log.debug({ url, ms: Math.round(performance.now() - started) }, 'page prerendered');
        })().finally(() => rendering.delete(key));
        rendering.set(key, job);
      }
      await job;
    }
    return key;
  }

  return {
    handles: (url) => !NOT_PRERENDERED.some((pattern) => pattern.test(url.split('?')[0])),
    async send(request, reply) {
      const key = await prepare(request.url);
      return pages.send(request, reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8'), key);
    },
    async warm(urls) {
      for (const url of urls) {
        try {
          await prepare(url);
        } catch (error) {
          app.log.warn({ err: error, url }, 'prerendering a page failed; it is rendered in the browser');
        }
      }
    },
  };
}
