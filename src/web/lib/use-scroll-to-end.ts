import { useEffect, useRef } from 'react';

/**
 * Keeps a scrolling box at its end whenever `a` or `b` changes (a transcript's newest line in
 * view). It scrolls the box alone: scrollIntoView on a last child also scrolls every scrolling
 * ancestor, the page included, which on a phone pushed the controls below the box out of view.
 */
export function useScrollToEnd<T extends HTMLElement>(a: unknown, b?: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const box = ref.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [a, b]);
  return ref;
}
