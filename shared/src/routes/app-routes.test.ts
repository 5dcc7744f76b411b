import { APP_ROUTES, isAppRoute } from './app-routes.js';

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

  it('leaves screens of later issues out until they exist', () => {
    for (const path of ['/onboarding', '/designer', '/websites', '/invite/revoked', '/about', '/tools/business-name-creator']) {
      expect(isAppRoute(path)).toBe(false);
    }
  });
});
