import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { ErrorScreen } from './error-screen';
import { AppLayout, AppLoading } from './layout';
import NotFoundPage from './not-found-page';

/** Every page module default-exports its component: src/web/features/<feature>/<name>-page.tsx. */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>('../features/*/*-page.tsx');

/** What a route's `handle` says about it: the page module it renders, as the build's manifest
 * names it, so a prerendered page can ask for exactly that module's files before it hydrates. */
export interface TRouteHandle {
  page: string;
}

/** A lazy page route: `file` is its module under src/web/features, e.g. 'chat/chat-page'. */
function page(file: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = PAGE_MODULES[`../features/${file}.tsx`];
  if (!load) throw new Error(`router: no page module src/web/features/${file}.tsx`);
  const handle: TRouteHandle = { page: `src/web/features/${file}.tsx` };
  return { lazy: async () => ({ Component: (await load()).default }), handle };
}

/** Spec §2 routes. Each page is its own lazy chunk so the first visit downloads only one. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppLayout,
    // Fallback when the layout itself fails; page errors are caught below, inside the layout.
    errorElement: <ErrorScreen standalone />,
    HydrateFallback: AppLoading,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          { index: true, ...page('home/home-page') },
          { path: 'styles', ...page('styles/styles-page') },
          {
            path: 'styles/:styleId',
            ...page('styles/style-detail-page'),
          },
          { path: 'auth', ...page('auth/auth-page') },
          {
            path: 'auth/callback',
            ...page('auth/auth-callback-page'),
          },
          { path: 'profile', ...page('profile/profile-page') },
          { path: 'chat', ...page('chat/chat-page') },
          { path: 'assistant', ...page('assistant/assistant-page') },
          { path: 'analysis', ...page('analysis/analysis-page') },
          { path: 'generator', ...page('generator/generator-page') },
          { path: 'gallery', ...page('gallery/gallery-page') },
          { path: 'preview', ...page('placement/placement-page') },
          { path: 'stencil', ...page('stencil-tool/stencil-page') },
          {
            path: 'privacy-policy',
            ...page('legal/privacy-policy-page'),
          },
          {
            path: 'terms-of-service',
            ...page('legal/terms-of-service-page'),
          },
          {
            path: 'cookie-policy',
            ...page('legal/cookie-policy-page'),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

/**
 * Loads the page modules the current URL needs before a prerendered page hydrates, so the first
 * client render is the page itself (as in the HTML), not the loading fallback.
 */
export async function loadInitialRoutes(location: { pathname: string }) {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter((m) => typeof m.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

/** `hydrationData`: the router state a prerendered page was rendered with. */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
