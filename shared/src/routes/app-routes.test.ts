import { INDUSTRIES } from '../ai/industries.js';
import { APP_ROUTES, INDUSTRY_ROUTES, LANDING_INDUSTRIES, MARKETING_ROUTES, industryRoute, isAppRoute } from './app-routes.js';

describe('isAppRoute', () => {
  it('accepts every listed route', () => {
    for (const route of APP_ROUTES) expect(isAppRoute(route)).toBe(true);
  });

  it('lists the marketing pages the shell renders today', () => {
    expect(APP_ROUTES.slice(0, 4)).toEqual(['/', '/pricing', '/support', '/blog']);
  });

  it('lists the sign-in and account screens that emailed links and redirects land on', () => {
    for (const path of ['/sign-in/complete', '/sign-in/error', '/login/link', '/login/verify-email', '/login/reset-password', '/account', '/account/confirm-email']) {
      expect(isAppRoute(path)).toBe(true);
    }
    expect(isAppRoute('/sign-in')).toBe(false);
    expect(isAppRoute('/login')).toBe(false);
  });

  it('ignores one trailing slash', () => {
    expect(isAppRoute('/pricing/')).toBe(true);
    expect(isAppRoute('/blog/')).toBe(true);
    expect(isAppRoute('/pricing//')).toBe(false);
  });

  it('treats anything else as not an app route (a handle or a 404)', () => {
    for (const path of ['', '//', '/joes-barber-shop', '/no/such/page', '/pricing/extra', '/Pricing', '/pricingx', '/blog?x=1']) {
      expect(isAppRoute(path)).toBe(false);
    }
  });

  it('lists the onboarding wizard, its progress view, the designer, the website list, bookings, statistics and the free tools', () => {
    for (const path of [
      '/onboarding',
      '/onboarding/creating',
      '/designer',
      '/websites',
      '/websites/bookings',
      '/websites/statistics',
      '/tools/business-name-creator',
      '/tools/business-idea-creator',
    ]) {
      expect(isAppRoute(path)).toBe(true);
    }
    // Query strings are not part of the path the server checks.
    expect(isAppRoute('/designer?websiteId=x')).toBe(false);
    expect(isAppRoute('/tools')).toBe(false);
    expect(isAppRoute('/onboarding/other')).toBe(false);
  });

  it('lists the four create-from-a-page marketing routes of the spec', () => {
    for (const path of ['/create-your-website-with-facebook', '/create-your-website-with-thumbtack', '/create-your-website-with-yelp', '/github-to-website']) {
      expect(isAppRoute(path)).toBe(true);
      expect(MARKETING_ROUTES).toContain(path);
    }
  });

  it("lists About, What's new and one page per help article, all in the marketing sitemap", () => {
    const articles = APP_ROUTES.filter((path) => path.startsWith('/support/'));
    expect(articles).toEqual(
      expect.arrayContaining(['/support/connect-a-domain', '/support/invite-an-editor', '/support/export-contacts', '/support/take-edit-control']),
    );
    for (const path of ['/about', '/whats-new', ...articles]) {
      expect(isAppRoute(path)).toBe(true);
      expect(MARKETING_ROUTES).toContain(path);
    }
    expect(isAppRoute('/support/no-such-article')).toBe(false);
    expect(isAppRoute('/about/team')).toBe(false);
  });

  it('lists the all-industries page and one page per industry, all in the marketing sitemap', () => {
    expect(LANDING_INDUSTRIES).toEqual(INDUSTRIES);
    expect(INDUSTRY_ROUTES).toHaveLength(INDUSTRIES.length);
    for (const path of ['/industries', ...INDUSTRIES.map((industry) => `/industries/${industry}`)]) {
      expect(isAppRoute(path)).toBe(true);
      expect(MARKETING_ROUTES).toContain(path);
    }
    expect(industryRoute('barber-shop')).toBe('/industries/barber-shop');
    expect(isAppRoute('/industries/')).toBe(true);
    for (const path of ['/industries/no-such-trade', '/industries/barber-shop/extra', '/industries/Barber-Shop', '/industry/barber-shop']) {
      expect(isAppRoute(path)).toBe(false);
    }
  });
});

describe('MARKETING_ROUTES', () => {
  it('holds public app routes only, once each', () => {
    for (const path of MARKETING_ROUTES) expect(isAppRoute(path)).toBe(true);
    expect(new Set(MARKETING_ROUTES).size).toBe(MARKETING_ROUTES.length);
    expect(MARKETING_ROUTES).toEqual(expect.arrayContaining(['/', '/pricing', '/support', '/blog', '/tools/business-name-creator', '/tools/business-idea-creator']));
  });

  it('leaves out screens behind sign-in, emailed-link landings and the wizard', () => {
    const listed: readonly string[] = MARKETING_ROUTES;
    for (const path of [
      '/account',
      '/designer',
      '/websites',
      '/websites/bookings',
      '/websites/statistics',
      '/onboarding',
      '/onboarding/creating',
      '/sign-in/complete',
      '/login/link',
      '/invite/accept',
      '/invite/revoked',
    ]) {
      expect(listed).not.toContain(path);
    }
  });
});
