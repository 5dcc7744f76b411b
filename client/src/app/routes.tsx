import { APP_ROUTES, LANDING_INDUSTRIES, industryRoute, type AppRoute, type Industry, type IndustryRoute, type NamedSourceKind } from '@frontdoor/shared';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../pages/status/not-found-page';
import { RouteError } from '../pages/status/route-error';
import type { SupportArticlePath } from '../pages/support/support-articles';
import { AppShell } from './app-shell';

type PageRoute = Pick<RouteObject, 'Component' | 'lazy'>;

/** One create-from-a-page landing: the four share a page, parameterised by the kind of page. */
const importLanding = (kind: NamedSourceKind): PageRoute => ({
  lazy: async () => {
    const { ImportLandingPage } = await import('../pages/import-landing/import-landing-page');
    return { Component: () => <ImportLandingPage kind={kind} /> };
  },
});

/** One help article: the articles share a page, parameterised by the article's path. */
const supportArticle = (path: SupportArticlePath): PageRoute => ({
  lazy: async () => {
    const { SupportArticlePage } = await import('../pages/support/support-article-page');
    return { Component: () => <SupportArticlePage path={path} /> };
  },
});

/** One industry's landing page: the thirty share a page, parameterised by the industry. */
const industryPage = (industry: Industry): PageRoute => ({
  lazy: async () => {
    const { IndustryPage } = await import('../pages/industries/industry-page');
    return { Component: () => <IndustryPage industry={industry} /> };
  },
});
const industryPages = Object.fromEntries(LANDING_INDUSTRIES.map((industry) => [industryRoute(industry), industryPage(industry)])) as Record<IndustryRoute, PageRoute>;

// One entry per APP_ROUTES path: the type makes adding a route to the shared list without a page
// (or a page without listing it, which the server would answer with 404) a compile error.
// Every page loads on first visit (a prerendered page's code is loaded before hydration, main.tsx),
// so the main bundle holds only what all pages share.
const pages: Record<AppRoute, PageRoute> = {
  '/': { lazy: async () => ({ Component: (await import('../pages/home/home-page')).HomePage }) },
  '/pricing': { lazy: async () => ({ Component: (await import('../pages/pricing/pricing-page')).PricingPage }) },
  '/support': { lazy: async () => ({ Component: (await import('../pages/support/support-page')).SupportPage }) },
  '/blog': { lazy: async () => ({ Component: (await import('../pages/blog/blog-page')).BlogPage }) },
  '/sign-in/complete': { lazy: async () => ({ Component: (await import('../pages/auth/sign-in-complete-page')).SignInCompletePage }) },
  '/sign-in/error': { lazy: async () => ({ Component: (await import('../pages/auth/sign-in-error-page')).SignInErrorPage }) },
  '/login/link': { lazy: async () => ({ Component: (await import('../pages/auth/magic-link-page')).MagicLinkPage }) },
  '/login/verify-email': { lazy: async () => ({ Component: (await import('../pages/auth/verify-email-page')).VerifyEmailPage }) },
  '/login/reset-password': { lazy: async () => ({ Component: (await import('../pages/auth/reset-password-page')).ResetPasswordPage }) },
  '/account': { lazy: async () => ({ Component: (await import('../pages/account/account-page')).AccountPage }) },
  '/account/confirm-email': { lazy: async () => ({ Component: (await import('../pages/account/confirm-email-page')).ConfirmEmailPage }) },
  '/onboarding': { lazy: async () => ({ Component: (await import('../pages/onboarding/onboarding-page')).OnboardingPage }) },
  '/onboarding/creating': { lazy: async () => ({ Component: (await import('../pages/onboarding/creating-page')).CreatingPage }) },
  '/designer': { lazy: async () => ({ Component: (await import('../pages/designer/designer-page')).DesignerPage }) },
  '/websites': { lazy: async () => ({ Component: (await import('../pages/websites/websites-page')).WebsitesPage }) },
  '/websites/bookings': { lazy: async () => ({ Component: (await import('../pages/bookings/bookings-page')).BookingsPage }) },
  '/websites/statistics': { lazy: async () => ({ Component: (await import('../pages/statistics/statistics-page')).StatisticsPage }) },
  '/invite/accept': { lazy: async () => ({ Component: (await import('../pages/invites/accept-invite-page')).AcceptInvitePage }) },
  '/invite/revoked': { lazy: async () => ({ Component: (await import('../pages/invites/invite-revoked-page')).InviteRevokedPage }) },
  '/tools/business-name-creator': {
    lazy: async () => ({ Component: (await import('../pages/tools/business-name-creator-page')).BusinessNameCreatorPage }),
  },
  '/tools/business-idea-creator': {
    lazy: async () => ({ Component: (await import('../pages/tools/business-idea-creator-page')).BusinessIdeaCreatorPage }),
  },
  '/create-your-website-with-facebook': importLanding('facebook'),
  '/create-your-website-with-thumbtack': importLanding('thumbtack'),
  '/create-your-website-with-yelp': importLanding('yelp'),
  '/github-to-website': importLanding('github'),
  '/about': { lazy: async () => ({ Component: (await import('../pages/about/about-page')).AboutPage }) },
  '/whats-new': { lazy: async () => ({ Component: (await import('../pages/whats-new/whats-new-page')).WhatsNewPage }) },
  '/support/create-your-website': supportArticle('/support/create-your-website'),
  '/support/publish-your-website': supportArticle('/support/publish-your-website'),
  '/support/connect-a-domain': supportArticle('/support/connect-a-domain'),
  '/support/invite-an-editor': supportArticle('/support/invite-an-editor'),
  '/support/take-edit-control': supportArticle('/support/take-edit-control'),
  '/support/export-contacts': supportArticle('/support/export-contacts'),
  '/industries': { lazy: async () => ({ Component: (await import('../pages/industries/industries-page')).IndustriesPage }) },
  ...industryPages,
};

/** Shown while the first page's code loads; it fades in only if that takes a moment. */
function FirstLoad() {
  return (
    <div className="first-load" role="status">
      Loading…
    </div>
  );
}

function ShellError() {
  return (
    <main id="main" className="app__main">
      <RouteError />
    </main>
  );
}

export const routes: RouteObject[] = [
  {
    Component: AppShell,
    ErrorBoundary: ShellError,
    HydrateFallback: FirstLoad,
    children: [
      {
        // Errors inside a page keep the navbar and footer around the error screen.
        ErrorBoundary: RouteError,
        children: [...APP_ROUTES.map((path): RouteObject => ({ path, caseSensitive: true, ...pages[path] })), { path: '*', Component: NotFoundPage }],
      },
    ],
  },
];
