import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { ErrorScreen } from './error-screen';
import { AppLayout, AppLoading } from './layout';
import NotFoundPage from './not-found-page';

/** Every page module default-exports its component: src/web/features/<feature>/<name>-page.tsx. */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

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
          { index: true, lazy: page(() => import('../features/home/home-page')) },
          { path: 'styles', lazy: page(() => import('../features/styles/styles-page')) },
          {
            path: 'styles/:styleId',
            lazy: page(() => import('../features/styles/style-detail-page')),
          },
          { path: 'auth', lazy: page(() => import('../features/auth/auth-page')) },
          {
            path: 'auth/callback',
            lazy: page(() => import('../features/auth/auth-callback-page')),
          },
          { path: 'profile', lazy: page(() => import('../features/profile/profile-page')) },
          { path: 'chat', lazy: page(() => import('../features/chat/chat-page')) },
          { path: 'assistant', lazy: page(() => import('../features/assistant/assistant-page')) },
          { path: 'analysis', lazy: page(() => import('../features/analysis/analysis-page')) },
          { path: 'generator', lazy: page(() => import('../features/generator/generator-page')) },
          { path: 'gallery', lazy: page(() => import('../features/gallery/gallery-page')) },
          { path: 'preview', lazy: page(() => import('../features/placement/placement-page')) },
          { path: 'stencil', lazy: page(() => import('../features/stencil-tool/stencil-page')) },
          {
            path: 'privacy-policy',
            lazy: page(() => import('../features/legal/privacy-policy-page')),
          },
          {
            path: 'terms-of-service',
            lazy: page(() => import('../features/legal/terms-of-service-page')),
          },
          {
            path: 'cookie-policy',
            lazy: page(() => import('../features/legal/cookie-policy-page')),
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
