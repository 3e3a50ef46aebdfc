import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * True while React hydrates prerendered HTML (including a HydrationSlice hydrated after the rest),
 * false in every other render. A value the browser knows but the prerender did not (the session
 * check's answer) must wait for it: the hydrating render has to match the HTML, or React throws the
 * part away and draws it again. React re-renders with `false` straight after hydrating; a part first
 * rendered in the browser (after a navigation) never sees `true`.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
