/**
 * A same-site path to go to after sign-in, or '/' when `value` is missing or points elsewhere
 * (an open redirect would let a phishing link borrow our sign-in page).
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  try {
    const url = new URL(value, 'http://frontdoor.invalid');
    if (url.origin !== 'http://frontdoor.invalid') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

// Screens a sign-in should not come back to: they would verify a spent token again.
const SIGN_IN_SCREENS = /^\/(?:sign-in|login)(?:\/|$)/;

/** Where a sign-in started from the current page should come back to. */
export function returnToHere(location: { pathname: string; search: string }): string {
  return SIGN_IN_SCREENS.test(location.pathname) ? '/' : safeReturnTo(`${location.pathname}${location.search}`);
}
