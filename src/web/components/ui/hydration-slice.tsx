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

/**
 * A long prerendered list (fifty-odd cards) hydrated `size` items at a time: each slice is its own
 * short piece of work on a phone instead of one long task over the whole list.
 */
export function HydrationSlices<T>({
  items,
  size = 6,
  children,
}: {
  items: T[];
  size?: number;
  children: (item: T, index: number) => React.ReactNode;
}) {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, s) => (
    <HydrationSlice key={s}>{items.slice(s * size, (s + 1) * size).map((item, i) => children(item, s * size + i))}</HydrationSlice>
  ));
}

/** For an item of a long list: past the first screen it is not styled or laid out until scrolled
 *  near (content-visibility), its height reserved so the page keeps its length. */
export const offscreenItem = (index: number, firstScreen = 3) =>
  index < firstScreen ? undefined : '[content-visibility:auto] [contain-intrinsic-size:auto_600px]';
