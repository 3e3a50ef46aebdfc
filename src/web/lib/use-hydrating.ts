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
 * True in the render that hydrates prerendered HTML (including a HydrationSlice hydrated after the
 * rest), then false. A value the browser knows but the prerender did not (the session check's
 * answer) must wait for it: the hydrating render has to match the HTML, or React throws the part
 * away and draws it again. The switch is a transition, rendered in short slices (useSyncExternalStore's
 * server snapshot would do the same in one blocking task per caller, straight after hydrating).
 */
export function useHydrating(): boolean {
  const [hydrating, setHydrating] = useState(pending);
  useEffect(() => {
    if (hydrating) startTransition(() => setHydrating(false));
  }, [hydrating]);
  return hydrating;
}
