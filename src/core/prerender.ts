// The contract between the server and the web app's server-render bundle (dist-ssr/entry-server.js,
// built by `vite build --ssr`). The server loads that bundle at run time by path (it never imports
// web code) and asks it, per page URL, which public API answers the first screen needs, then for
// the HTML of the page with those answers inside.

/** One public API answer the page's HTML carries (fetched by the server, as a guest). */
export interface TPrerenderAnswer {
  path: string;
  status: number;
  body: unknown;
}

/** GET a public API path inside the same process (no cookies: every visitor gets this HTML). */
export type TPrerenderFetch = (path: string) => Promise<{ status: number; body: unknown }>;

export interface TPrerenderedPage {
  /** 200, or 404 for the not-found page and unknown styles. */
  status: number;
  /** The page's <title> text, for the document head. */
  title: string;
  /** Markup that goes inside <div id="root">. */
  html: string;
  /** JSON for the client to hydrate with (data cache, router state); safe inside a <script>. */
  payload: string;
  /** The page modules it rendered (source paths, as the client build's manifest keys them). */
  modules: string[];
}

export interface TPrerenderEntry {
  /** The API answers this URL's HTML needs; their content is the cache version of the page. */
  loadPageData(url: string, fetch: TPrerenderFetch): Promise<TPrerenderAnswer[]>;
  renderPage(url: string, answers: TPrerenderAnswer[]): Promise<TPrerenderedPage>;
}

/** The element id of the hydration payload (<script type="application/json">). */
export const PRERENDER_PAYLOAD_ID = 'inkglow-ssr';

/** The element id of the page's own module files the boot script preloads (a JSON array). */
export const PRERENDER_PRELOADS_ID = 'inkglow-preloads';

/** JSON for inside a <script> element: it cannot end the element early (`</script>`, `<!--`) nor
 * break a line in old parsers (U+2028, U+2029). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
