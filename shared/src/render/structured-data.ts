import { businessDetailsOf, groupOpeningHours, hasBusinessDetails } from '../site/business-details.js';
import type { SiteDocument } from '../site/site-document.js';
import { emailHref, phoneHref } from './urls.js';

/** A schema.org value: only plain JSON. */
type JsonLd = { [key: string]: string | number | JsonLd | JsonLd[] | string[] };

/**
 * The page's `LocalBusiness` structured data (schema.org), so search engines can show the
 * business's phone, address, hours and area with its listing; null when the owner gave none of
 * them (a name and a description alone say nothing the page's meta tags do not). Only the facts
 * that are set are included.
 */
export function localBusinessJsonLd(document: SiteDocument, options: { url?: string; description?: string }): JsonLd | null {
  const details = businessDetailsOf(document);
  if (!hasBusinessDetails(details)) return null;
  const settings = document.websiteSettings;
  const name = [settings.businessName, settings.companyName].map((text) => text.trim()).find(Boolean);
  const data: JsonLd = { '@context': 'https://schema.org', '@type': 'LocalBusiness' };
  if (name) data.name = name;
  if (options.url) data.url = options.url;
  if (options.description) data.description = options.description;
  if (phoneHref(details.phone)) data.telephone = details.phone.trim();
  if (emailHref(details.email)) data.email = details.email.trim();
  if (details.address.trim()) data.address = { '@type': 'PostalAddress', streetAddress: details.address.replace(/\s*\n\s*/g, ', ').trim() };
  if (details.serviceArea.trim()) data.areaServed = details.serviceArea.trim();
  const hours = groupOpeningHours(details.hours).flatMap((group) =>
    group.periods.map((period) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: [...group.days], opens: period.opens, closes: period.closes })),
  );
  if (hours.length > 0) data.openingHoursSpecification = hours;
  return data;
}

/**
 * JSON for a `<script type="application/ld+json">` element: `<`, `>` and `&` (and the two line
 * separators JavaScript once disallowed) are written as \u escapes, which JSON reads back as the
 * same characters, so no text in it can close the element ("</script>") or open a comment.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
