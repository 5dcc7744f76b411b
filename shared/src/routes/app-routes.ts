/**
 * Paths the React app shell renders a real screen for. The server answers 200 with the shell for
 * these; any other path is a published-site handle or, failing that, a 404 whose shell shows the
 * "Nothing to see here" screen. Client and server both read this list, so they cannot disagree.
 */
export const APP_ROUTES = [
  '/',
  '/pricing',
  '/support',
  '/blog',
  // Sign-in screens the server's redirects and emailed links land on (spec §2 Sign in).
  '/sign-in/complete',
  '/sign-in/error',
  '/login/link',
  '/login/verify-email',
  '/login/reset-password',
  // Account settings and the change-email confirmation link.
  '/account',
  '/account/confirm-email',
  // Onboarding wizard (the 'Create Your Website' CTA) and its creation progress view.
  '/onboarding',
  '/onboarding/creating',
  // Website editor, selected by ?websiteId=.
  '/designer',
  // Your websites.
  '/websites',
  // Accept-invite states and 'Edit access removed' (guest editors).
  '/invite/accept',
  '/invite/revoked',
  // Free AI tools (navbar Tools menu).
  '/tools/business-name-creator',
  '/tools/business-idea-creator',
  // Create a site from an existing page (spec §2 marketing routes): each explains the import and
  // starts the wizard with the link.
  '/create-your-website-with-facebook',
  '/create-your-website-with-thumbtack',
  '/create-your-website-with-yelp',
  '/github-to-website',
] as const;

// Routes later issues add to APP_ROUTES once their screens exist (until then the server answers
// 404 and the client shows the not-found screen, which is what a link to them should do today):
//   '/about'                               welcome, differences, testimonials, metrics
//   '/industries', '/industries/:industry' all-industries and per-industry landing pages

/** One of the paths in {@link APP_ROUTES}. */
export type AppRoute = (typeof APP_ROUTES)[number];

/**
 * The public marketing pages search engines should find, listed in the marketing sitemap.
 * Screens behind sign-in, emailed-link landings and the wizard are left out (robots.txt keeps
 * crawlers off the private ones).
 */
export const MARKETING_ROUTES = [
  '/',
  '/pricing',
  '/support',
  '/blog',
  '/tools/business-name-creator',
  '/tools/business-idea-creator',
  '/create-your-website-with-facebook',
  '/create-your-website-with-thumbtack',
  '/create-your-website-with-yelp',
  '/github-to-website',
] as const satisfies readonly AppRoute[];

const appRouteSet: ReadonlySet<string> = new Set(APP_ROUTES);

/**
 * Whether `pathname` (the path part of a URL, no query or hash) is rendered by the app shell.
 * Matching is exact and case-sensitive, like the client router; one trailing slash is ignored
 * ('/pricing/' is '/pricing').
 */
export function isAppRoute(pathname: string): boolean {
  if (appRouteSet.has(pathname)) return true;
  const trimmed = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return trimmed !== '/' && appRouteSet.has(trimmed);
}
