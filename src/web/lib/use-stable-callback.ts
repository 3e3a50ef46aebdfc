import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A function whose identity never changes and which always calls the latest `fn`. Handed to a
 * memoised child, it lets the child skip re-rendering when the parent re-renders for data the child
 * does not show (on a phone, each skipped subtree is main-thread time saved). Like an event
 * handler, it must not be called during render.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  // Before any layout effect or event can call it, so a handler never sees a stale `fn`.
  useInsertionEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
