// The server-render entry (built with `vite build --ssr` into dist-ssr/): renders a page URL to
// HTML with React Router's static handler and React's server renderer, with the public API answers
// its first screen needs already in the data cache. The client hydrates it (main.tsx).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type QueryKey } from '@tanstack/react-query';
import { ZStyleDetail, ZStyleList } from '../core/catalog-schemas';
import { ZProvidersResponse } from '../core/provider-schemas';
import type { TPrerenderAnswer, TPrerenderEntry, TPrerenderFetch } from '../core/prerender';
import { AppProviders, createQueryClient } from './app/providers';
import { routes, type TRouteHandle } from './app/router';
import { serializeSsrPayload } from './app/ssr-payload';
import { generatorModelsFrom, generatorModelsQueryKey } from './features/generator/api/generator-api';
import { STYLES_QUERY_KEY, styleQueryKey } from './features/styles/api/styles-api';
import { guestKeySignature, NO_GUEST_KEYS, providersQueryKey } from './lib/provider-keys';
import { siteConfigQueryKey } from './lib/site-config';

const DEFAULT_TITLE = 'InkGlow · AI tattoo design studio';
const STYLE_PATH = /^\/styles\/([^/]+)\/?$/;

interface TDataNeed {
  path: string;
  key: QueryKey;
  parse: (body: unknown) => unknown;
}

/** The public answers a URL's first screen reads from the data cache. */
function needsOf(pathname: string): TDataNeed[] {
  const needs: TDataNeed[] = [{ path: '/api/config', key: siteConfigQueryKey, parse: (b) => b }];
  const page = pathname.replace(/(?<=.)\/$/, ''); // '/chat/' is '/chat'
  if (page === '/styles' || page === '/gallery') {
    needs.push({ path: '/api/catalog/styles', key: STYLES_QUERY_KEY, parse: (b) => ZStyleList.parse(b) });
  }
  // A guest without keys sees the same model menu as every other: in the HTML, it is not fetched
  // while the page hydrates (its answer re-rendered the whole page in one blocking task).
  const guest = guestKeySignature(NO_GUEST_KEYS);
  if (page === '/chat') {
    needs.push({ path: '/api/providers', key: providersQueryKey(guest), parse: (b) => ZProvidersResponse.parse(b) });
  }
  if (page === '/generator') {
    needs.push({
      path: '/api/providers',
      key: generatorModelsQueryKey(guest),
      parse: (b) => generatorModelsFrom(ZProvidersResponse.parse(b)),
    });
  }
  const style = STYLE_PATH.exec(pathname);
  if (style) {
    const id = decodeURIComponent(style[1]);
    needs.push({
      path: `/api/catalog/styles/${encodeURIComponent(id)}`,
      key: styleQueryKey(id),
      parse: (b) => ZStyleDetail.parse(b),
    });
  }
  return needs;
}

const pathnameOf = (url: string) => new URL(url, 'http://prerender.local').pathname;

export async function loadPageData(url: string, fetch: TPrerenderFetch): Promise<TPrerenderAnswer[]> {
  return Promise.all(
    needsOf(pathnameOf(url)).map(async ({ path }) => ({ path, ...(await fetch(path)) })),
  );
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** React hoists a page's <title> to the head; the server puts it there (out of the body markup). */
function takeTitle(html: string): { title: string; html: string } {
  const match = /<title>([\s\S]*?)<\/title>/.exec(html);
  if (!match) return { title: escapeHtml(DEFAULT_TITLE), html };
  return { title: match[1], html: html.slice(0, match.index) + html.slice(match.index + match[0].length) };
}

export async function renderPage(url: string, answers: TPrerenderAnswer[]) {
  const pathname = pathnameOf(url);
  const queryClient = createQueryClient();
  let notFound = false;
  for (const need of needsOf(pathname)) {
    const answer = answers.find((a) => a.path === need.path);
    if (answer?.status === 200) {
      try {
        queryClient.setQueryData(need.key, need.parse(answer.body));
      } catch {
        /* an answer that does not parse is left for the client to fetch (and report) */
      }
    } else if (answer?.status === 404 && need.key[1] === 'style') {
      notFound = true;
    }
  }

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`prerendering ${url} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const leaf = context.matches[context.matches.length - 1];
  if (leaf?.route.path === '*') notFound = true;

  const markup = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* hydrate={false}: no inline script (CSP); main.tsx gets the state from the payload. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const { title, html } = takeTitle(markup);
  const modules = context.matches.flatMap((m) => {
    const page = (m.route.handle as TRouteHandle | undefined)?.page;
    return page ? [page] : [];
  });
  const payload = serializeSsrPayload({
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  });
  return { status: notFound ? 404 : context.statusCode, title, html, payload, modules };
}

export const entry: TPrerenderEntry = { loadPageData, renderPage };
