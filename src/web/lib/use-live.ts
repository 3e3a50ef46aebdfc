import * as React from 'react';

/** False in the prerendered HTML and while hydrating it, true once the app is live (and on every
 * page rendered in the browser). What is left out while it is false (images below the fold) is
 * not in the prerendered HTML, so its requests wait until the app is live. Every render starts
 * false: a part hydrated late (a HydrationSlice) must match the HTML too.
 *
 * The switch after hydration is a transition: React renders it in short slices, yielding to the
 * browser between them. (useSyncExternalStore, used before, re-rendered every caller in one
 * synchronous task straight after hydration: a long task on a phone.) */
export function useLive(): boolean {
  const [live, setLive] = React.useState(false);
  React.useEffect(() => {
    React.startTransition(() => setLive(true));
  }, []);
  return live;
}
