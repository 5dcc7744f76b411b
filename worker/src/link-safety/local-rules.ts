import { isIP } from 'node:net';
import { normalizeExternalUrl } from '@frontdoor/shared';
import { lookAlike } from './look-alike.js';
import type { WebRisk, WebRiskVerdict } from './web-risk.js';

/** Why the local rules call a link unsafe (logged, and named by the tests' table). */
export type UnsafeRule = 'unreadable' | 'scheme' | 'credentials' | 'ip-address' | 'no-domain' | 'blocklist' | 'look-alike';

export type LocalVerdict = { verdict: 'Safe' } | { verdict: 'Unsafe'; rule: UnsafeRule; detail?: string };

/**
 * The offline link-safety rules (ARCHITECTURE §6), in order:
 * - the address must read as a URL (normalised as the designer does: https:// when it has no scheme);
 * - only http and https: javascript:, data:, file: and the like are never links on a page;
 * - no user name or password in it ('https://bank.example@evil.example' hides the real host);
 * - a domain name, not a raw IPv4 or IPv6 address, nor a single name such as 'localhost';
 * - not on the blocklist (the host or a domain it belongs to);
 * - not a look-alike of a well-known brand (look-alike.ts).
 */
export function checkLocally(url: string, blocklist: { has(host: string): boolean }): LocalVerdict {
  let parsed: URL;
  try {
    parsed = new URL(normalizeExternalUrl(url));
  } catch {
    return { verdict: 'Unsafe', rule: 'unreadable' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { verdict: 'Unsafe', rule: 'scheme', detail: parsed.protocol };
  if (parsed.username !== '' || parsed.password !== '') return { verdict: 'Unsafe', rule: 'credentials' };
  // URL parsing writes every IPv4 form ('0x7f.1', '2130706433') as dotted decimal and IPv6 in brackets.
  const host = parsed.hostname.replace(/\.$/, '');
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return { verdict: 'Unsafe', rule: 'ip-address' };
  if (!host.includes('.')) return { verdict: 'Unsafe', rule: 'no-domain' };
  if (blocklist.has(host)) return { verdict: 'Unsafe', rule: 'blocklist' };
  const imitation = lookAlike(host);
  if (imitation) return { verdict: 'Unsafe', rule: 'look-alike', detail: imitation.brand ?? imitation.kind };
  return { verdict: 'Safe' };
}

/** The default web-risk adapter: the local rules alone, no network. */
export class LocalRules implements WebRisk {
  readonly name = 'local-rules';

  constructor(private readonly blocklist: { has(host: string): boolean }) {}

  async check(url: string): Promise<WebRiskVerdict> {
    return checkLocally(url, this.blocklist).verdict;
  }
}
