import * as React from 'react';

/**
 * For heavy interactive pieces (menus, dialogs) that are not needed to paint the page: the chunk
 * starts downloading on intent (hover, focus, touch) and the real component mounts on first use.
 * Keeps Radix menus/dialogs out of the first-load JavaScript.
 */
export function useOnDemand(load: () => Promise<unknown>) {
  const [active, setActive] = React.useState(false);
  const preload = React.useCallback(() => {
    void load().catch(() => {
      /* a failed preload is retried by React.lazy on activation */
    });
  }, [load]);
  const activate = React.useCallback(() => {
    preload();
    setActive(true);
  }, [preload]);
  return { active, preload, activate };
}

/** Props that start the download when the user shows intent to use a control. */
export function intentProps(preload: () => void) {
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
}
