import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { AuthProvider } from '../auth/auth-context';
import { LiveEventsProvider } from './live-events';
import { Footer } from '../components/footer';
import { Navbar } from '../components/navbar';
import { NoticeProvider } from '../components/notice';

/** Routes that are workspaces filling the window: no marketing navbar or footer around them. */
const WORKSPACES: ReadonlySet<string> = new Set(['/designer']);

/**
 * Skip link, navbar, main landmark and footer around every app page, inside the session; a
 * workspace (the designer) gets the window to itself.
 */
export function AppShell() {
  const mainRef = useRef<HTMLElement>(null);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  const workspace = WORKSPACES.has(pathname);

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
        </LiveEventsProvider>
      </AuthProvider>
    </NoticeProvider>
  );
}
