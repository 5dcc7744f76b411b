import { APP_ROUTES, MARKETING_ROUTES, isAppRoute } from './app-routes.js';

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

  it('lists the onboarding wizard, its progress view, the designer, the website list and the free tools', () => {
    for (const path of [
      '/onboarding',
      '/onboarding/creating',
      '/designer',
      '/websites',
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

  it('leaves screens of later issues out until they exist', () => {
    for (const path of ['/about', '/industries', '/industries/barber-shop']) {
      expect(isAppRoute(path)).toBe(false);
    }
    for (const path of ['/invite/revoked', '/invite/accept']) expect(isAppRoute(path)).toBe(true);
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
    for (const path of ['/account', '/designer', '/websites', '/onboarding', '/onboarding/creating', '/sign-in/complete', '/login/link', '/invite/accept', '/invite/revoked']) {
      expect(listed).not.toContain(path);
    }
  });
});
