// No eval for zod (the app's policy forbids it); before anything builds a schema.
import './zod-jitless';
// Global styles first, so component styles (imported by the routes) come later in the cascade.
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/buttons.css';
import './styles/forms.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/routes';

const root = document.getElementById('root')!;

/**
 * A prerendered marketing page (its HTML is already in #root) is hydrated: the code of the page's
 * lazy route is loaded first, so the first client render matches the HTML. Other paths render
 * from scratch.
 */
async function start() {
  const prerendered = root.hasChildNodes();
  if (prerendered) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  const app = (
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a phone's first taps and paints are not blocked by it).
  if (prerendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start();
