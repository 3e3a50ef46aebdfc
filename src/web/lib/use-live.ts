import { startTransition, useEffect, useState } from 'react';

// True while a part rendered now may be hydrating prerendered HTML: on the server (where that HTML
// is made) and, in the browser, from the start of hydrating a prerendered page until its first
// navigation (start.tsx). Parts of the page hydrate late, slice by slice, so the moment hydration
// ends is not known; a page reached by navigating is rendered in the browser from scratch.
let pending = typeof document === 'undefined';

export function setHydrationPending(value: boolean) {
  pending = value;
}

/**
 * False in the prerendered HTML and in the render that hydrates it (including a HydrationSlice
 * hydrated after the rest), true straight after; true from the start on a page reached by
 * navigating. What depends on the browser but not the prerender (the session check's answer, images
 * below the fold left out of the HTML) waits for it: the hydrating render has to match the HTML, or
 * React throws the part away and draws it again.
 *
 * The switch is a transition: React renders it in short slices, yielding to the browser between
 * them. (useSyncExternalStore's server snapshot would re-render every caller in one synchronous
 * task straight after hydration: a long task on a phone.)
 */
export function useLive(): boolean {
  const [live, setLive] = useState(!pending);
  useEffect(() => {
    if (!live) startTransition(() => setLive(true));
  }, [live]);
  return live;
}
