import * as React from 'react';

const noSubscription = () => () => {};

/** False in the prerendered HTML and while hydrating it, true once the app is live (and on every
 * page rendered in the browser). What is left out while it is false (images below the fold) is
 * not in the prerendered HTML, so its requests wait until the app is live. */
export function useLive(): boolean {
  return React.useSyncExternalStore(noSubscription, () => true, () => false);
}
