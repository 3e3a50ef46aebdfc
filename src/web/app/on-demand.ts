import * as React from 'react';

/**
 * Open state of the header's on-demand menus, kept outside React components.
 *
 * Why not component state: on a first visit the header is drawn twice, first around the loading
 * placeholder and then around the page once its chunk arrives (two different trees, so React
 * mounts a fresh header). A click that landed on the first header must still count in the second
 * one, or the menu the person opened vanishes (issue #9: 'opens on the first click only about
 * half the time'). An entry closes itself once no component shows it any more, so a menu is never
 * found open later by surprise.
 */
interface TEntry {
  /** The real (lazy) component has been asked for at least once. */
  active: boolean;
  open: boolean;
}

const CLOSED: TEntry = { active: false, open: false };
const entries = new Map<string, TEntry>();
const mounted = new Map<string, number>();
const listeners = new Set<() => void>();

function read(key: string): TEntry {
  return entries.get(key) ?? CLOSED;
}

function write(key: string, patch: Partial<TEntry>) {
  const current = read(key);
  const next = { ...current, ...patch };
  if (next.active === current.active && next.open === current.open) return;
  entries.set(key, next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Test hook: forget every entry. */
export function resetOnDemandState() {
  entries.clear();
  mounted.clear();
}

/**
 * A menu's open state that survives the header being mounted again. `key` names the menu (one
 * per kind: the header and the slide-in menu never show the same menu twice).
 */
export function useSharedOpen(key: string) {
  const entry = React.useSyncExternalStore(
    subscribe,
    () => read(key),
    () => CLOSED,
  );
  React.useEffect(() => {
    mounted.set(key, (mounted.get(key) ?? 0) + 1);
    return () => {
      mounted.set(key, (mounted.get(key) ?? 1) - 1);
      // A remount (same commit) brings the count back up before this runs: only a real removal
      // closes the menu.
      window.setTimeout(() => {
        if (!mounted.get(key)) write(key, { open: false });
      }, 0);
    };
  }, [key]);
  const setOpen = React.useCallback((open: boolean) => write(key, { open }), [key]);
  const activate = React.useCallback(() => write(key, { active: true, open: true }), [key]);
  return { active: entry.active, open: entry.open, setOpen, activate };
}

/**
 * For heavy interactive pieces (menus, dialogs) that are not needed to paint the page: the chunk
 * starts downloading on intent (hover, focus, press) and the real component mounts on first use,
 * already open. The click is never dropped: it is recorded before the chunk arrives, and it
 * survives the header being mounted again.
 */
export function useOnDemand(key: string, load: () => Promise<unknown>) {
  const shared = useSharedOpen(key);
  const preload = React.useCallback(() => {
    void load().catch(() => {
      /* a failed preload is retried by React.lazy on activation */
    });
  }, [load]);
  const { activate: open } = shared;
  const activate = React.useCallback(() => {
    preload();
    open();
  }, [preload, open]);
  return { ...shared, preload, activate };
}

/** Props that start the download when the user shows intent to use a control. */
export function intentProps(preload: () => void) {
  return { onPointerEnter: preload, onPointerDown: preload, onFocus: preload, onTouchStart: preload };
}
