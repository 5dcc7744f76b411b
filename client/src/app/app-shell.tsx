import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { AuthProvider } from '../auth/auth-context';
import { LiveEventsProvider } from './live-events';
import { PageChromeRequests } from './page-chrome';
import { Footer } from '../components/footer';
import { Navbar } from '../components/navbar';
import { NoticeProvider } from '../components/notice';

/**
 * Routes that are workspaces filling the window: no marketing navbar or footer around them, unless
 * the screen shown is a page (a message: usePageChrome).
 */
const WORKSPACES: ReadonlySet<string> = new Set(['/designer']);

/**
 * Skip link, navbar, main landmark and footer around every app page, inside the session; a
 * workspace (the designer) gets the window to itself; its message screens are pages again.
 */
export function AppShell() {
  const mainRef = useRef<HTMLElement>(null);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  const [chromeRequests, setChromeRequests] = useState(0);
  const requestChrome = useCallback((change: 1 | -1) => setChromeRequests((count) => count + change), []);
  const workspace = WORKSPACES.has(pathname) && chromeRequests === 0;

  // After a client-side navigation, move focus to the new page so screen readers start there,
  // as they would after a full page load.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <NoticeProvider>
      <AuthProvider>
        <LiveEventsProvider>
          <PageChromeRequests.Provider value={requestChrome}>
            <div className={workspace ? 'app app--workspace' : 'app'}>
              <a className="skip-link" href="#main">
                Skip to content
              </a>
              {navigation.state === 'loading' && <div className="route-progress" role="progressbar" aria-label="Loading page" />}
              {!workspace && <Navbar />}
              <main id="main" ref={mainRef} className="app__main" tabIndex={-1}>
                <Outlet />
              </main>
              {!workspace && <Footer />}
              <ScrollRestoration />
            </div>
          </PageChromeRequests.Provider>
        </LiveEventsProvider>
      </AuthProvider>
    </NoticeProvider>
  );
}
