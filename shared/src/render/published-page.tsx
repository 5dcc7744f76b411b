import { renderToStaticMarkup } from 'react-dom/server';
import { analyticsId } from '../rules/analytics-id.js';
import type { SiteDocument } from '../site/site-document.js';
import { sectionImages } from '../site/section-parts.js';
import type { FormActions } from './context.js';
import { CookieBannerView } from './cookie-banner.js';
import { COUNT_SCRIPT } from './count-script.js';
import { ENHANCE_SCRIPT } from './enhance-script.js';
import { fontPreloads } from './font-faces.js';
import { inThemeColors } from './drawn-images.js';
import { imageUrl } from './site-image.js';
import { siteStylesheet } from './stylesheet.js';
import { localBusinessJsonLd, serializeJsonLd } from './structured-data.js';
import { siteTexts } from './texts.js';
import { themeColors } from './theme-colors.js';
import { SiteView, siteTitle } from './site-view.js';
import { imageSrc } from './urls.js';

export interface PublishedPageOptions {
  /** The page's public address, for the canonical link and Open Graph. */
  canonicalUrl: string;
  /** The server's public form endpoints for this site. */
  forms: FormActions;
  /** Where code embeds are served from; without it they use srcdoc frames. */
  embedUrl?: (sectionId: string) => string;
  /** Where the 'Made with Frontdoor' badge links to (plain text without it). */
  madeWithUrl?: string;
  /**
   * Where the page reports its views (COUNT_SCRIPT), for pages served from a bucket behind a CDN
   * with visitor statistics on; a page the app serves is counted by the app and needs none.
   */
  countUrl?: string;
}

export interface PublishedPage {
  /** The complete document, starting with <!doctype html>. */
  html: string;
  /** The exact text of each inline script (the same on every site), for CSP hashes. */
  inlineScripts: string[];
  /** The exact text of each inline style element (one, per site), for CSP hashes. */
  inlineStyles: string[];
}

const DESCRIPTION_MAX = 160;

/** Text cut to `max` characters at a word boundary, with an ellipsis when cut. */
export function excerpt(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= max) return flat;
  const cut = chars.slice(0, max - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length > max / 2 ? atWord : cut).trimEnd()}…`;
}

/** An absolute http(s) address for Open Graph, or undefined. */
function absoluteUrl(url: string | null | undefined, base: string): string | undefined {
  if (!url || url.startsWith('data:')) return undefined;
  try {
    const absolute = new URL(url, base);
    return absolute.protocol === 'https:' || absolute.protocol === 'http:' ? absolute.href : undefined;
  } catch {
    return undefined;
  }
}

/** The picture that stands for the site when shared: the introduction's, else the first one (in the current palette). */
function shareImage(document: SiteDocument): string | null {
  for (const image of document.sections.flatMap(sectionImages)) {
    const url = imageUrl(inThemeColors(image, document.theme.palette));
    if (url) return url;
  }
  return null;
}

/**
 * The published page of a site (ARCHITECTURE §7), rendered once at publish: semantic HTML that
 * reads without script, titles and meta for search and sharing, `noindex` when indexing is
 * off, one inline stylesheet from the theme and, only where forms, a cookie banner or analytics
 * need it, one small script identical on every site, and the business's LocalBusiness
 * structured data when the owner gave its phone, address or hours. The returned script and style texts are
 * exactly those in the page, for the server's Content-Security-Policy hashes.
 */
export function renderPublishedPage(document: SiteDocument, options: PublishedPageOptions): PublishedPage {
  const settings = document.websiteSettings;
  const texts = siteTexts(settings.contactFormLanguage);
  const css = siteStylesheet(document.theme, { sections: document.sections, settings });
  const intro = document.sections.find((section) => section.type === 'Introduction');
  const title = siteTitle(document) || texts.home;
  const description = excerpt(intro?.type === 'Introduction' && intro.body.trim() ? intro.body : settings.businessDescription);
  const canonical = absoluteUrl(options.canonicalUrl, 'https://invalid.invalid/');
  const ogImage = absoluteUrl(shareImage(document), options.canonicalUrl);
  const favicon = imageSrc(settings.faviconUrl);
  const ga = analyticsId(settings.analyticsMeasurementId);
  // Analytics sets cookies: with a measurement id the page always asks first (spec §3), so
  // the banner is drawn even when the owner did not turn it on, and gtag loads only after Accept.
  const banner = settings.cookieBanner.enabled || ga !== undefined;
  const hasForms = document.sections.some((section) => section.type === 'Contact' || section.type === 'Newsletter');
  const carousel = document.sections.some((section) => section.type === 'Gallery' && section.layout === 'Carousel' && section.items.length > 1);
  const script = hasForms || banner || ga !== undefined || carousel;
  // Data, not a script: browsers never run it, so the CSP's script hashes need not list it.
  const business = localBusinessJsonLd(document, { url: canonical, description });

  const markup = renderToStaticMarkup(
    <html lang={texts.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {description && <meta name="description" content={description} />}
        {settings.seoKeywords.trim() && <meta name="keywords" content={settings.seoKeywords.trim()} />}
        {!settings.searchIndexingEnabled && <meta name="robots" content="noindex" />}
        {canonical && <link rel="canonical" href={canonical} />}
        {favicon && <link rel="icon" href={favicon} />}
        <meta name="theme-color" content={themeColors(document.theme.palette).bg} />
        <meta property="og:type" content="website" />
        <meta property="og:title" content={title} />
        {description && <meta property="og:description" content={description} />}
        {canonical && <meta property="og:url" content={canonical} />}
        {settings.businessName.trim() && <meta property="og:site_name" content={settings.businessName.trim()} />}
        {ogImage && <meta property="og:image" content={ogImage} />}
        <meta name="twitter:card" content={ogImage ? 'summary_large_image' : 'summary'} />
        {fontPreloads(document.theme).map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <style dangerouslySetInnerHTML={{ __html: css }} />
        {business && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(business) }} />}
      </head>
      <body data-ga={ga}>
        <SiteView document={document} mode="published" forms={options.forms} madeWithUrl={options.madeWithUrl} embedUrl={options.embedUrl}>
          {banner && <CookieBannerView banner={settings.cookieBanner} texts={texts} />}
        </SiteView>
        {script && <script dangerouslySetInnerHTML={{ __html: ENHANCE_SCRIPT }} />}
        {options.countUrl && <script data-u={options.countUrl} dangerouslySetInnerHTML={{ __html: COUNT_SCRIPT }} />}
      </body>
    </html>,
  );
  const inlineScripts = [...(script ? [ENHANCE_SCRIPT] : []), ...(options.countUrl ? [COUNT_SCRIPT] : [])];
  return { html: `<!doctype html>${markup}`, inlineScripts, inlineStyles: [css] };
}
