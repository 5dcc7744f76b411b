// Prerendering (scripts/lib/prerender.mjs): each marketing page rendered to HTML at build time
// with the app's own components and routes, then hydrated in the browser by main.tsx.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { HeadContext, type HeadCollector } from './app/head';
import { routes } from './app/routes';

export { PAGE_DESCRIPTIONS, PRODUCT_DESCRIPTION } from './app/page-meta';

export interface Prerendered {
  html: string;
  title: string | null;
  status: number;
}

export async function render(path: string): Promise<Prerendered> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const head: HeadCollector = { title: null };
  const html = renderToString(
    <HeadContext.Provider value={head}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </HeadContext.Provider>,
  );
  return { html, title: head.title, status: context.statusCode };
}
