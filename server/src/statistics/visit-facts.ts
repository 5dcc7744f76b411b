import type { IncomingHttpHeaders } from 'node:http';
import Bowser from 'bowser';
import { isbot } from 'isbot';
import type { DeviceClass } from '@frontdoor/shared';

/**
 * What a visit's request says (issue 42), read away from the hot path: whether it is a person at
 * all, their device class and browser family, the site that sent them, and the page's UTM tags.
 */

/** Whether the request asks not to be counted, or is no visit at all: Do Not Track, Global Privacy Control, a prefetch. */
export function declinesCounting(headers: IncomingHttpHeaders): boolean {
  if (headers.dnt === '1' || headers['sec-gpc'] === '1') return true;
  // Most requests carry none of these: the pattern is read only when one is there.
  const purpose = headers['sec-purpose'] ?? headers.purpose ?? headers['x-purpose'] ?? headers['x-moz'];
  return purpose !== undefined && /\b(?:prefetch|preview|prerender)\b/i.test(String(purpose));
}

/** Whether a user agent is a crawler, a monitor or another program (isbot's maintained patterns); no agent at all is one too. */
export const isBot = (userAgent: string): boolean => !userAgent || isbot(userAgent);

/** The device class and browser family of a user agent ('Chrome', 'Safari', 'Firefox', …). */
export function deviceOf(userAgent: string): { device: DeviceClass; browser: string } {
  const parsed = Bowser.parse(userAgent);
  const platform = parsed.platform.type;
  const device: DeviceClass = platform === 'mobile' ? 'mobile' : platform === 'tablet' ? 'tablet' : 'desktop';
  return { device, browser: parsed.browser.name || 'Other' };
}

/** The host of the page that sent the visitor, unless it is the site itself (moving within the page is no referral). */
export function referrerHostOf(referer: string | undefined, ownHosts: readonly string[]): string {
  if (!referer) return '';
  try {
    const host = new URL(referer).hostname.toLowerCase().replace(/^www\./, '');
    return ownHosts.some((own) => own.replace(/^www\./, '') === host) ? '' : host.slice(0, 120);
  } catch {
    return '';
  }
}

/** The page's path within the site and its UTM source and campaign (lower-cased, at most 80 characters). */
export function pageOf(url: string, handle: string): { path: string; utmSource: string; utmCampaign: string } {
  const parsed = new URL(url, 'http://site.invalid');
  const tag = (name: string) => (parsed.searchParams.get(name) ?? '').trim().toLowerCase().slice(0, 80);
  const within = parsed.pathname.startsWith(`/${handle}`) ? parsed.pathname.slice(handle.length + 1) : parsed.pathname;
  return { path: (within || '/').slice(0, 120), utmSource: tag('utm_source'), utmCampaign: tag('utm_campaign') };
}
