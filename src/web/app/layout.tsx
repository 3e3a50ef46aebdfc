import * as React from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { HydrationSlice } from '../components/ui/hydration-slice';
import { Footer } from './footer';
import { Header } from './header';
import { RouteProgress } from './route-progress';

/** Skip link, header, page, footer. `children` replaces the Outlet (error and loading shells). */
export function AppLayout({ children }: { children?: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground shadow-lg outline-none focus:not-sr-only focus:fixed focus:px-4 focus:py-2 focus:left-4 focus:top-3 focus:z-[70] focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        Skip to content
      </a>
      <RouteProgress />
      <HydrationSlice>
        <Header />
      </HydrationSlice>
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <HydrationSlice>{children ?? <Outlet />}</HydrationSlice>
      </main>
      <HydrationSlice>
        <Footer />
      </HydrationSlice>
      {!children && <ScrollRestoration />}
    </div>
  );
}

/** Shown while the first page's chunk loads: the real shell with a quiet placeholder, no jump. */
export function AppLoading() {
  return (
    <AppLayout>
      <div
        className="flex min-h-dvh flex-1 items-center justify-center"
        role="status"
        aria-label="Loading page"
      >
        <span className="size-2 animate-ping rounded-full bg-primary" />
      </div>
    </AppLayout>
  );
}
