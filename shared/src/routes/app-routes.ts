import type { Industry } from '../ai/industries.js';
import { INDUSTRIES } from '../industries/list.js';

/**
 * The industries with a landing page (spec §1): every one of INDUSTRIES, in its order. Read from
 * the list's own module: ai/industries.ts also builds a zod schema when loaded, which would put
 * the schema library in the bundle of every page that reads the routes.
 */
export { INDUSTRIES as LANDING_INDUSTRIES } from '../industries/list.js';

/** The landing page of one industry. */
export type IndustryRoute = `/industries/${Industry}`;

/** Path of the landing page for `industry`. */
export const industryRoute = (industry: Industry): IndustryRoute => `/industries/${industry}`;

/** One landing page per industry, in the order of {@link LANDING_INDUSTRIES}. */
export const INDUSTRY_ROUTES: readonly IndustryRoute[] = INDUSTRIES.map(industryRoute);

/**
 * The public marketing pages search engines should find: prerendered at build time and listed in
 * the marketing sitemap. Screens behind sign-in, emailed-link landings and the wizard are not
 * among them (robots.txt keeps crawlers off the private ones).
 */
export const MARKETING_ROUTES = [
  '/',
  '/pricing',
  '/support',
  '/blog',
  // Free AI tools (navbar Tools menu).
  '/tools/business-name-creator',
  '/tools/business-idea-creator',
  // Create a site from an existing page (spec §2 marketing routes): each explains the import and
  // starts the wizard with the link.
  '/create-your-website-with-facebook',
  '/create-your-website-with-thumbtack',
  '/create-your-website-with-yelp',
  '/github-to-website',
  // About (spec §2: welcome, differences, testimonials, metrics), the product's changelog and the
  // help articles the Support page lists (one page per question owners ask).
  '/about',
  '/whats-new',
  '/support/create-your-website',
  '/support/publish-your-website',
  '/support/connect-a-domain',
  '/support/invite-an-editor',
  '/support/take-edit-control',
  '/support/export-contacts',
  // All-industries landing (featured businesses, icons area, FAQ) and one page per industry.
  '/industries',
  ...INDUSTRY_ROUTES,
] as const;

/**
 * Paths the React app shell renders a real screen for: the marketing pages and the app's own
 * screens. The server answers 200 with the shell for these; any other path is a published-site
 * handle or, failing that, a 404 whose shell shows the "Nothing to see here" screen. Client and
 * server both read this list, so they cannot disagree.
 */
export const APP_ROUTES = [
  ...MARKETING_ROUTES,
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
  // Your websites, and one website's bookings (issue 40), selected by ?websiteId=. Under /websites
  // so that no new first segment is taken from the web addresses owners can publish at.
  '/websites',
  '/websites/bookings',
  '/websites/statistics',
  // Accept-invite states and 'Edit access removed' (guest editors).
  '/invite/accept',
  '/invite/revoked',
] as const;

/** One of the paths in {@link APP_ROUTES}. */
export type AppRoute = (typeof APP_ROUTES)[number];

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
