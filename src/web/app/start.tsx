import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { setHydrationPending } from '../lib/use-live';
import { EarlyInputRelease } from './early-input';
import { AppProviders, createQueryClient } from './providers';
import { createAppRouter, loadInitialRoutes } from './router';
import { readSsrPayload } from './ssr-payload';

/** Renders the app into `root`: hydrates a prerendered page, or renders from scratch. */
export async function start(root: HTMLElement) {
  // A prerendered page (src/web/entry-server.tsx) carries the data it was rendered with: hydrate
  // it with the same data and the same page module, so the first client render matches the HTML.
  const payload = readSsrPayload();
  const queryClient = createQueryClient();
  if (payload) {
    hydrate(queryClient, payload.queries);
    await loadInitialRoutes(window.location);
  }
  const router = createAppRouter(payload?.router);
  if (payload) {
    // Until the first navigation, what mounts may be hydrating the prerendered page (use-live.ts).
    setHydrationPending(true);
    const first = router.state.location.key;
    const stop = router.subscribe((state) => {
      if (state.navigation.state === 'idle' && state.location.key === first) return;
      setHydrationPending(false);
      stop();
    });
  }
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <EarlyInputRelease />
      </AppProviders>
    </StrictMode>
  );
  if (payload) {
    // Hydrated as a transition: React then works through the page in slices of a few
    // milliseconds, yielding to the browser between them, instead of one long task that blocks a
    // phone's main thread (Lighthouse's total blocking time). The page is already on screen, and
    // presses made meanwhile are held by public/early-input.js until the first commit.
    startTransition(() => {
      hydrateRoot(root, app, {
        // A mismatch means the prerendered HTML and the first client render differ: say so loudly.
        onRecoverableError: (error, info) => console.error('Hydration error:', error, info.componentStack),
      });
    });
  } else createRoot(root).render(app);
}
