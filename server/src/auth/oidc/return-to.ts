const ORIGIN = 'http://frontdoor.invalid';

/**
 * A same-site path to land on after sign-in, or '/' when `value` is missing or could leave the
 * site ('//host' and '/\host' are protocol-relative in browsers): an open redirect would let a
 * phishing link borrow our sign-in. Same rule as the client's safeReturnTo.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (value.length > 2048 || /[\u0000-\u001f\u007f]/.test(value)) return '/';
  try {
    const url = new URL(value, ORIGIN);
    return url.origin === ORIGIN ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}
