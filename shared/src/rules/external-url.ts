import { LIMITS } from '../site/limits.js';

/** Tooltip of an external URL field that does not validate (spec §5). */
export const EXTERNAL_URL_MESSAGES = {
  invalid: 'Please enter a valid web address',
} as const;

// A scheme as typed: letters first, no dot, so that 'example.com:8080' is not read as one.
const WITH_SCHEME = /^([a-z][a-z0-9+-]*):(\/*)([\s\S]*)$/i;
// After the scheme's colon (and slashes): another colon, or a second scheme ('http:https://').
const EXTRA_COLON = /^(?::|[a-z][a-z0-9+.-]*:\/)/i;
// Labels of letters, digits and inner hyphens, at least two, ending in an alphabetic (or
// punycode) top-level domain, so IP addresses and single names like 'localhost' are refused.
const DOTTED_DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * Normalises an external URL typed by the owner (spec §5):
 * - surrounding whitespace is trimmed; empty stays empty;
 * - without a scheme, 'https://' is prepended (leading slashes of '//host' are dropped first);
 * - an extra colon after the scheme yields '': a colon right after it ('https:://x.com',
 *   'https://:x.com') or a second scheme after it ('http:https://x.com', 'https://https://x.com').
 *   A port ('https://x.com:8080') or user info is not an extra colon after the scheme;
 * - the scheme and the host are lowercased. The path, query and fragment keep their case:
 *   the spec says the URL is lowercased, but many real links are case-sensitive after the host
 *   (video ids, booking links, file names), and lowercasing them would break them silently.
 * The result is not necessarily valid: check it with `isValidExternalUrl`.
 */
export function normalizeExternalUrl(input: string): string {
  const trimmed = input.trim();
  if (trimmed === '') return '';
  const withScheme = WITH_SCHEME.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
  const [, scheme, slashes, rest] = WITH_SCHEME.exec(withScheme) as RegExpExecArray;
  if (EXTRA_COLON.test(rest)) return '';
  const authorityEnd = rest.search(/[/?#]/);
  const authority = authorityEnd === -1 ? rest : rest.slice(0, authorityEnd);
  const tail = authorityEnd === -1 ? '' : rest.slice(authorityEnd);
  return `${scheme.toLowerCase()}:${slashes}${authority.toLowerCase()}${tail}`;
}

/**
 * Whether an external URL is acceptable (spec §5): empty (after trimming) is accepted;
 * otherwise its normalised form must be non-empty, at most LIMITS.externalUrl characters, parse
 * as a URL with the http or https protocol, and have a dotted-domain hostname. URLs carrying a
 * user name or password are refused too: 'https://bank.com@evil.example' is a phishing trick.
 */
export function isValidExternalUrl(input: string): boolean {
  if (input.trim() === '') return true;
  const normalized = normalizeExternalUrl(input);
  if (normalized === '' || normalized.length > LIMITS.externalUrl) return false;
  let url: URL;
  try {
    url = new URL(normalized);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username !== '' || url.password !== '') return false;
  return DOTTED_DOMAIN.test(url.hostname);
}
