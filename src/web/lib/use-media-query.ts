import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether `query` matches, kept current as the window changes. `null` while it is not known: on the
 * server and during hydration (the prerendered HTML cannot know the screen, and the first client
 * render must match it), and where matchMedia does not exist. React renders the `null` markup while
 * hydrating and re-renders with the real answer straight after, so callers should make the `null`
 * render look right on every screen (CSS) and change only what is not visible.
 */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = typeof window !== 'undefined' ? window.matchMedia?.(query) : undefined;
      if (!list) return () => {};
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : null),
    () => null,
  );
}

/** Tailwind's `lg` breakpoint: the three-column layouts start here. */
export const WIDE_QUERY = '(min-width: 1024px)';
