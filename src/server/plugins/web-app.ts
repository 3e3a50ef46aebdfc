// Serves the built single-page app: hashed assets cached for a year, pages never cached, and a
// page for every other GET so deep links work: prerendered HTML (prerender.ts) when the server
// render bundle is built, else the plain index.html. Unknown /api paths answer a JSON 404.
// Text assets were brotli- and gzip-compressed at build time (scripts/precompress.ts): the
// variant the browser accepts is sent with Content-Encoding, and every such file varies on it.
import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { readClientManifest } from './page-preloads';
import { createPrerenderer, WARM_PAGES } from './prerender';
import { redactUrl } from '../log-redaction';
import { apiErrorBody } from '../../core/api-error-schemas';

/** Text files the build precompresses (kept in step with scripts/precompress.ts). */
const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;

/**
 * Helmet's headers that only mean something on a document (or a worker's own script): a hashed
 * script, stylesheet or font never is one, so on those they are dropped. Over HTTP/1.1 every
 * header is sent raw with every file, and these came to about 700 bytes per file, some 15 KiB on
 * the home page's first visit. X-Content-Type-Options (nosniff) and Cross-Origin-Resource-Policy
 * do apply to subresources and stay; worker and worklet scripts keep everything (a worker's CSP
 * comes from its own script's response).
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const SUBRESOURCE_ASSET = /[\\/]assets[\\/](?![^\\/]*work(?:er|let))[^\\/]+\.(?:js|css|woff2?)(?:\.(?:br|gz))?$/i;

/** The URL of a built script, stylesheet or font (content-hashed by Vite), not a worker's. */
const HASHED_SUBRESOURCE_URL = /^\/assets\/(?![^/?]*work(?:er|let))[^/?]+\.(?:js|css|woff2?)(?:\?|$)/i;

/** Where `vite build --ssr` puts the server render bundle for a web root (dist -> dist-ssr). */
export const ssrEntryFor = (webRoot: string) => join(webRoot, '..', 'dist-ssr', 'entry-server.js');

export async function registerWebApp(app: FastifyInstance, webRoot: string, ssrEntry = ssrEntryFor(webRoot)) {
  const indexFile = join(webRoot, 'index.html');
  const hasBuild = existsSync(indexFile);
  const prerenderer = hasBuild
    ? createPrerenderer(app, { template: readFileSync(indexFile, 'utf8'), entryFile: ssrEntry, manifest: readClientManifest(webRoot) })
    : null;
  if (prerenderer && app.config.NODE_ENV !== 'test') {
    // Render the public pages once the process listens (after seeding), not on a visitor's time.
    app.addHook('onListen', async () => {
      void prerenderer.warm(WARM_PAGES);
    });
  }
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      wildcard: false, // one route per built file; everything else falls through to index.html
      cacheControl: false, // we set Cache-Control ourselves below
      preCompressed: true, // file.br / file.gz next to the file, chosen by Accept-Encoding
      setHeaders(res, path) {
        if (/\.(?:br|gz)$/.test(path) || COMPRESSIBLE_FILE.test(path)) res.setHeader('Vary', 'Accept-Encoding');
        if (SUBRESOURCE_ASSET.test(path)) {
          // @fastify/static passes the raw ServerResponse (its type names only get/setHeader)
          const raw = res as unknown as Pick<ServerResponse, 'removeHeader'>;
          for (const name of DOCUMENT_ONLY_HEADERS) raw.removeHeader(name);
        }
        if (path.includes('/assets/')) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (/[\\/]favicon\.ico$/.test(path)) {
          // Asked for by browsers and link previews on every site visit: keep it for 30 days.
          res.setHeader('Cache-Control', 'public, max-age=2592000');
        } else {
          res.setHeader('Cache-Control', 'no-cache');
        }
      },
    });
  }
  // A hashed script, stylesheet or font is cached for a year and never revalidated, so its ETag,
  // Last-Modified and Accept-Ranges are dead weight: about 100 bytes on each of the 40-odd files of
  // a first visit. (@fastify/static sets them after setHeaders, so they go here.)
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 200 && HASHED_SUBRESOURCE_URL.test(request.url)) {
      reply.removeHeader('etag');
      reply.removeHeader('last-modified');
      reply.removeHeader('accept-ranges');
    }
    return payload;
  });
  let indexHtml: string | undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/')) {
      return reply
        .status(404)
        // the path is quoted back without any key pasted into it (the answer may be logged by a proxy)
        .send(apiErrorBody('not_found', `No API route ${request.method} ${redactUrl(path)}`));
    }
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsPage || path.startsWith('/assets/') || /\.[a-z0-9]{2,5}$/i.test(path)) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    if (prerenderer?.handles(path)) {
      try {
        return await prerenderer.send(request, reply);
      } catch (error) {
        request.log.error({ err: error, url: request.url }, 'prerendering failed; sending the app shell');
      }
    }
    indexHtml ??= readFileSync(indexFile, 'utf8');
    return reply.status(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
