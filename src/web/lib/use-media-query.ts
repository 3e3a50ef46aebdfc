import { startTransition, useEffect, useState } from 'react';

/**
 * Whether `query` matches, kept current as the window changes. `null` while it is not known: on the
 * server and during hydration (the prerendered HTML cannot know the screen, and the first client
 * render must match it), and where matchMedia does not exist. React renders the `null` markup while
 * hydrating and re-renders with the real answer straight after, so callers should make the `null`
 * render look right on every screen (CSS) and change only what is not visible. That re-render is a
 * transition, done in short slices rather than one long task on a phone. Every render starts from
 * `null`: a part hydrated late (a HydrationSlice) must match the HTML too.
 */
export function useMediaQuery(query: string): boolean | null {
  const [matches, setMatches] = useState<boolean | null>(null);
  useEffect(() => {
    const list = typeof window !== 'undefined' ? window.matchMedia?.(query) : undefined;
    if (!list) return;
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/** Tailwind's `lg` breakpoint: the three-column layouts start here. */
export const WIDE_QUERY = '(min-width: 1024px)';
