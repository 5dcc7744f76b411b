import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A module loaded on first use (issue 38: what a page needs only once someone reaches for it, a
 * menu's or a popover's code, stays out of its first load). `preload` starts the load (on hover
 * or focus); `loaded` answers the module once it is here, so a click then opens at once.
 */
export type Deferred<M> = { preload: () => Promise<M>; loaded: () => M | null };

export function deferred<M>(load: () => Promise<M>): Deferred<M> {
  let module: M | null = null;
  let loading: Promise<M> | null = null;
  return {
    preload: (): Promise<M> =>
      (loading ??= load().then(
        (loadedModule) => (module = loadedModule),
        (error: unknown) => {
          loading = null; // a failed load (offline) is tried again on the next hover or click
          throw error;
        },
      )),
    loaded: (): M | null => module,
  };
}

/**
 * A stand-in's state (a menu's or a popover's button before its code is here): the module once
 * loaded, how it was asked to open, and `open`, which shows it at once when loaded (a click after
 * a hover or focus) or as soon as it arrives; `opening` is set from the moment it is asked.
 */
export function useDeferredOpening<M, How>(part: Deferred<M>) {
  const [state, setState] = useState<{ module: M | null; opening?: How }>(() => ({ module: part.loaded() }));
  const open = (how: How) => {
    const show = (module: M) => setState({ module, opening: how });
    const ready = part.loaded();
    if (ready) return show(ready);
    // Asked before the code is here: the stand-in says it is opening (aria-expanded) meanwhile.
    setState({ module: null, opening: how });
    void part.preload().then(show);
  };
  return { ...state, open, preload: () => void part.preload() };
}

/**
 * Calls `close` when the page changes: a menu or popover closes on a new page, but not on its
 * first render (a deferred one mounts open, on the page it was asked on).
 */
export function useClosedOnNewPage(close: () => void): void {
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    close();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new page closes it
  }, [pathname]);
}
