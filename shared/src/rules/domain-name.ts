/** What can be wrong with a domain an owner typed (spec §4 Custom domain). */
export type DomainNameProblem = 'empty' | 'invalid' | 'single-label' | 'ip-address' | 'too-long' | 'own-host' | 'public-suffix';

/** The field's message for each problem. */
export const DOMAIN_NAME_MESSAGES: Record<DomainNameProblem, string> = {
  empty: 'Enter your domain, such as www.example.com.',
  invalid: 'Enter a domain such as www.example.com: letters, digits and dashes, separated by dots.',
  'single-label': 'A domain has at least two parts, such as example.com.',
  'ip-address': 'Enter a domain name, not an IP address.',
  'too-long': 'That domain is too long.',
  'own-host': 'That address is part of Frontdoor itself. Enter a domain you own.',
  // Judged by the server, which holds the public suffix list.
  'public-suffix': 'That ending is shared by many domains. Enter your own domain, such as example.com.',
};

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** The host as a WHATWG URL parser writes it: lowercase ASCII, IDN labels in punycode; null when it does not parse. */
function asciiHost(host: string): string | null {
  try {
    return new URL(`http://${host}/`).hostname;
  } catch {
    return null;
  }
}

/**
 * A domain as the product keeps it, from what the owner typed or pasted: trimmed and lowercased,
 * without a scheme, credentials, port, path, query or trailing dot, and international names in
 * punycode (`café.fr` → `xn--caf-dma.fr`), through the WHATWG URL parser that browsers and Node
 * share. Not necessarily valid: check it with `domainNameProblem`. Idempotent.
 */
export function normalizeDomainName(input: string): string {
  let text = input.trim().toLowerCase().replace(SCHEME, '');
  text = text.split(/[/?#\\]/, 1)[0] ?? '';
  if (text.includes('@') || /\s/.test(text)) return text;
  // A port (example.com:443) is not part of a domain; an IPv6 literal keeps its colons.
  if (!text.startsWith('[')) text = text.replace(/:\d*$/, '');
  text = text.replace(/\.+$/, '');
  if (!text) return '';
  return asciiHost(text) ?? text;
}

/** Whether `host` is `other` or a name under it (`shop.example.com` is under `example.com`). */
const isAtOrUnder = (host: string, other: string) => host === other || host.endsWith(`.${other}`);

/**
 * What is wrong with a normalised domain, or null: at most 253 characters, at least two labels
 * of 1-63 letters, digits and dashes that neither start nor end with a dash, a top-level label
 * that is not all digits, not an IP address, and not one of `ownHosts` (the app's own names and
 * the serving host) nor a name under one of them.
 */
export function domainNameProblem(domain: string, ownHosts: readonly string[] = []): DomainNameProblem | null {
  if (!domain) return 'empty';
  if (domain.startsWith('[') || domain.includes(':') || IPV4.test(domain)) return 'ip-address';
  if (domain.length > 253) return 'too-long';
  const labels = domain.split('.');
  if (!labels.every((label) => LABEL.test(label))) return 'invalid';
  if (labels.length < 2) return 'single-label';
  if (/^\d+$/.test(labels[labels.length - 1]!)) return 'ip-address';
  // The URL parser's own check (a malformed punycode label) agrees, or the name is not valid.
  if (asciiHost(domain) !== domain) return 'invalid';
  if (ownHosts.some((own) => own && isAtOrUnder(domain, own.toLowerCase()))) return 'own-host';
  return null;
}

/** A domain typed by the owner: its normalised name, or the field's message. */
export function parseDomainName(
  input: string,
  ownHosts: readonly string[] = [],
): { ok: true; domain: string } | { ok: false; problem: DomainNameProblem; message: string } {
  const domain = normalizeDomainName(input);
  const problem = domainNameProblem(domain, ownHosts);
  return problem ? { ok: false, problem, message: DOMAIN_NAME_MESSAGES[problem] } : { ok: true, domain };
}

/**
 * The host a request names (its Host header), lowercased, without port or trailing dot; '' when
 * absent. Custom-domain routing compares it with the stored names.
 */
export function requestHostName(hostHeader: string | undefined): string {
  if (!hostHeader) return '';
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.indexOf(':');
  return (colon === -1 ? host : host.slice(0, colon)).replace(/\.+$/, '');
}

/**
 * Whether a request's host can be a custom domain: a name of two labels or more that is not an
 * IP address, not `localhost` or a name under it, and not one of the app's own hosts. Anything
 * else (the app's names, addresses, single-label names inside a private network) is the app's.
 */
export function mayBeCustomDomain(host: string, appHosts: ReadonlySet<string>): boolean {
  if (!host || appHosts.has(host) || !host.includes('.') || host.startsWith('[') || IPV4.test(host)) return false;
  return !isAtOrUnder(host, 'localhost');
}
