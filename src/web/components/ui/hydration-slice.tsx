import * as React from 'react';

/**
 * A part of a prerendered page that React hydrates on its own. Nothing inside suspends: the
 * Suspense boundary only marks a unit of hydration. React hydrates what is outside the slices
 * first and each slice afterwards as separate, interruptible work, instead of one long task over
 * the whole page that blocks a phone's main thread. A press on a slice not yet hydrated makes
 * React hydrate that slice first, then handle the press.
 */
export function HydrationSlice({ children }: { children: React.ReactNode }) {
  return <React.Suspense fallback={null}>{children}</React.Suspense>;
}
