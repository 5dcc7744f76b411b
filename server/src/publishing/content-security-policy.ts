import { createHash } from 'node:crypto';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * A strict policy for a published page: only its own inline style and scripts (by hash), images
 * from anywhere over https, forms posting to this origin, no framing of the page. Google
 * Analytics is allowed only when the site has a measurement id. Frames (code embeds) come from
 * this origin, any https one, and the user-content origin (USERCONTENT_URL) when there is one.
 */
export function publishedPageCsp(page: { inlineScripts: string[]; inlineStyles: string[] }, analytics: boolean, userContentOrigin?: string | null): string {
  const ga = analytics ? ' https://www.googletagmanager.com' : '';
  const gaConnect = analytics ? ' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com' : '';
  return [
    "default-src 'none'",
    `style-src ${page.inlineStyles.map(hash).join(' ') || "'none'"}`,
    `script-src ${page.inlineScripts.map(hash).join(' ') || "'none'"}${ga}`,
    "img-src 'self' https: data:",
    // The curated web fonts, served by the app itself (/fonts/).
    "font-src 'self'",
    `connect-src 'self'${gaConnect}`,
    "form-action 'self'",
    `frame-src 'self' https:${userContentOrigin ? ` ${userContentOrigin}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export function etagOf(html: string): string {
  return `"${createHash('sha256').update(html, 'utf8').digest('base64url').slice(0, 32)}"`;
}
