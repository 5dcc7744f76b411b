import { createContext, useContext, useLayoutEffect } from 'react';

/** How a screen asks the app shell for its navbar and footer: +1 while it is shown, -1 after. */
export const PageChromeRequests = createContext<(change: 1 | -1) => void>(() => {});

/**
 * For a screen of a workspace route that is a page rather than the workspace (the designer's
 * signed-out, not-found and error messages): the app's navbar and footer are shown with it, so
 * the way on is there. Asked before the first paint, so the workspace layout never flashes.
 */
export function usePageChrome(): void {
  const request = useContext(PageChromeRequests);
  useLayoutEffect(() => {
    request(1);
    return () => request(-1);
  }, [request]);
}
