import { load, type CheerioAPI } from 'cheerio';
import type { ImportedPhoto, ImportedReview, ImportedService, SourceKind } from '@frontdoor/shared';

/**
 * Business facts from an HTML page, in order of trust: schema.org JSON-LD (LocalBusiness and its
 * kin, which Yelp and Thumbtack pages carry), schema.org microdata, Open Graph, then the page's own
 * structure (its heading, tel: and mailto: links, <address>, review quotes, price lists, opening
 * hours). Parsed with cheerio; nothing from the page is run or trusted, only read as text.
 */
export interface RawFacts {
  name: string;
  description: string;
  location: string;
  address: string;
  phone: string;
  email: string;
  hours: string[];
  services: ImportedService[];
  reviews: ImportedReview[];
  photos: ImportedPhoto[];
  links: string[];
  /** The page's readable text. */
  bodyText: string;
}

export function emptyFacts(): RawFacts {
  return { name: '', description: '', location: '', address: '', phone: '', email: '', hours: [], services: [], reviews: [], photos: [], links: [], bodyText: '' };
}

type Node = Record<string, unknown>;

const BUSINESS_TYPES =
  /(LocalBusiness|Organization|Business|Service|Store|Shop|Establishment|Restaurant|Cafe|Bakery|Salon|Dentist|Physician|Plumber|Electrician|Locksmith|Contractor|Attorney|Agent|Gym|Club|Spa|Hotel|Person)$/;
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const DAY_START = /^(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/i;
/** A price in a line of text: $45, £30, 25 €, from $10/hr... */
const PRICE = /(?:(?:from|starting at)\s+)?(?:[$£€]\s?\d[\d,]*(?:\.\d{1,2})?|\d[\d,]*(?:\.\d{1,2})?\s?(?:€|EUR|USD|GBP))(?:\s?(?:\/|per)\s?[a-z]+)?/i;

export const squash = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

function types(node: Node): string[] {
  const type = node['@type'];
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^https?:\/\/schema\.org\//, ''));
}

function asArray(value: unknown): unknown[] {
  return value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
}

function nameOf(value: unknown): string {
  if (typeof value === 'string') return squash(value);
  if (value && typeof value === 'object') return squash((value as Node).name);
  return '';
}

/** Every JSON-LD node on the page, @graph and nested arrays flattened. */
function jsonLdNodes($: CheerioAPI): Node[] {
  const nodes: Node[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const node = value as Node;
      if (Array.isArray(node['@graph'])) (node['@graph'] as unknown[]).forEach(visit);
      if (node['@type']) nodes.push(node);
    }
  };
  $('script[type="application/ld+json"]').each((_, element) => {
    try {
      visit(JSON.parse($(element).text()));
    } catch {
      // A broken block is skipped; the rest of the page still counts.
    }
  });
  return nodes;
}

function addressText(value: unknown): { address: string; location: string } {
  if (typeof value === 'string') return { address: squash(value), location: '' };
  if (!value || typeof value !== 'object') return { address: '', location: '' };
  const node = value as Node;
  const locality = squash(node.addressLocality);
  const region = squash(node.addressRegion);
  const parts = [node.streetAddress, node.addressLocality, node.addressRegion, node.postalCode].map(squash).filter(Boolean);
  return { address: parts.join(', '), location: [locality, region].filter(Boolean).join(', ') };
}

function dayName(value: unknown): string {
  const raw = squash(value).replace(/^https?:\/\/schema\.org\//, '');
  return DAYS.find((day) => day.toLowerCase() === raw.toLowerCase()) ?? raw;
}

/** "Monday–Friday" for three or more days in a row, else the days listed. */
function dayRange(days: string[]): string {
  const index = days.map((day) => DAYS.indexOf(day as (typeof DAYS)[number]));
  const consecutive = index.every((value, i) => value >= 0 && (i === 0 || value === index[i - 1] + 1));
  return consecutive && days.length >= 3 ? `${days[0]}–${days[days.length - 1]}` : days.join(', ');
}

function hoursOf(node: Node): string[] {
  const lines: string[] = [];
  for (const spec of asArray(node.openingHoursSpecification)) {
    if (!spec || typeof spec !== 'object') continue;
    const { dayOfWeek, opens, closes } = spec as Node;
    const days = asArray(dayOfWeek).map(dayName).filter(Boolean);
    const time = opens && closes ? `${squash(opens).slice(0, 5)}–${squash(closes).slice(0, 5)}` : 'Closed';
    if (days.length) lines.push(`${dayRange(days)}: ${time}`);
  }
  for (const line of asArray(node.openingHours)) if (typeof line === 'string' && squash(line)) lines.push(squash(line));
  return lines;
}

function reviewOf(value: unknown): ImportedReview | null {
  if (!value || typeof value !== 'object') return null;
  const node = value as Node;
  const text = squash(node.reviewBody) || squash(node.description);
  const author = nameOf(node.author);
  if (!text || !author) return null;
  const rating = Number((node.reviewRating as Node | undefined)?.ratingValue);
  return { text, author, ...(Number.isFinite(rating) && rating >= 0 && rating <= 5 && { rating }) };
}

function priceOf(offer: Node): string {
  const spec = (offer.priceSpecification ?? {}) as Node;
  const price = offer.price ?? spec.price;
  const currency = squash(offer.priceCurrency ?? spec.priceCurrency);
  if (price === undefined || price === null || price === '') return squash(offer.priceRange);
  const amount = String(price);
  const symbol = ({ USD: '$', GBP: '£', EUR: '€' } as Record<string, string>)[currency];
  return symbol ? `${symbol}${amount}` : `${amount}${currency ? ` ${currency}` : ''}`;
}

function serviceFromOffer(value: unknown): ImportedService | null {
  if (!value || typeof value !== 'object') return null;
  const offer = value as Node;
  const item = (offer.itemOffered && typeof offer.itemOffered === 'object' ? offer.itemOffered : offer) as Node;
  const name = squash(item.name) || squash(offer.name);
  if (!name) return null;
  return { name, description: squash(item.description) || squash(offer.description), price: priceOf(offer) };
}

function servicesOf(node: Node, all: Node[]): ImportedService[] {
  const offers: unknown[] = [...asArray(node.makesOffer)];
  const catalog = node.hasOfferCatalog as Node | undefined;
  const visitCatalog = (value: unknown) => {
    for (const entry of asArray(value)) {
      if (!entry || typeof entry !== 'object') continue;
      const element = entry as Node;
      if (element.itemListElement) visitCatalog(element.itemListElement);
      else offers.push(element.item ?? element);
    }
  };
  if (catalog) visitCatalog(catalog.itemListElement);
  // Services and offers listed on their own in the graph.
  for (const other of all) if (other !== node && types(other).some((t) => t === 'Service' || t === 'Offer')) offers.push(other);
  return offers.map(serviceFromOffer).filter((service): service is ImportedService => service !== null);
}

function photoFrom(value: unknown, pageUrl: string): ImportedPhoto | null {
  const node = value && typeof value === 'object' ? (value as Node) : null;
  const raw = typeof value === 'string' ? value : squash(node?.contentUrl) || squash(node?.url);
  const url = absolute(raw, pageUrl);
  if (!url || !url.startsWith('https://')) return null;
  const licence = squash(node?.license);
  return { url, alt: squash(node?.caption) || squash(node?.name), openLicence: isOpenLicence(licence) };
}

/** Creative Commons and public-domain licences allow reuse (with credit); nothing else is assumed. */
export function isOpenLicence(licence: string): boolean {
  return /creativecommons\.org\/(licenses|publicdomain)\//i.test(licence) || /^(cc0|cc[- ]by(-sa)?|public domain)/i.test(licence);
}

export function absolute(raw: string, base: string): string {
  if (!raw) return '';
  try {
    return new URL(raw, base).toString();
  } catch {
    return '';
  }
}

/** Facts from the JSON-LD business node (and the reviews, offers and images around it). */
function fromJsonLd($: CheerioAPI, pageUrl: string, facts: RawFacts): void {
  const nodes = jsonLdNodes($);
  const business =
    nodes.find(
      (node) =>
        types(node).some((t) => BUSINESS_TYPES.test(t)) &&
        (node.address || node.telephone || node.review || node.openingHoursSpecification || node.makesOffer || node.hasOfferCatalog),
    ) ?? nodes.find((node) => types(node).some((t) => BUSINESS_TYPES.test(t)));
  if (!business) return;
  facts.name ||= nameOf(business);
  facts.description ||= squash(business.description);
  const place = addressText(business.address);
  facts.address ||= place.address;
  facts.location ||= place.location;
  facts.phone ||= squash(business.telephone);
  facts.email ||= squash(business.email).replace(/^mailto:/i, '');
  if (!facts.hours.length) facts.hours = hoursOf(business);
  facts.services.push(...servicesOf(business, nodes));
  const reviews = [
    ...asArray(business.review),
    ...asArray(business.reviews),
    ...nodes.filter((node) => types(node).includes('Review') && !asArray(business.review).includes(node)),
  ];
  facts.reviews.push(...reviews.map(reviewOf).filter((review): review is ImportedReview => review !== null));
  for (const image of [...asArray(business.image), ...asArray(business.photo)]) {
    const photo = photoFrom(image, pageUrl);
    if (photo) facts.photos.push(photo);
  }
  for (const link of asArray(business.sameAs)) if (typeof link === 'string') facts.links.push(link);
}

/** schema.org microdata (itemprop attributes) inside the business's itemscope. */
function fromMicrodata($: CheerioAPI, pageUrl: string, facts: RawFacts): void {
  const scope = $('[itemscope][itemtype]')
    .filter((_, element) => BUSINESS_TYPES.test(String($(element).attr('itemtype') ?? '')))
    .first();
  if (!scope.length) return;
  const prop = (name: string) => squash(scope.find(`[itemprop="${name}"]`).first().attr('content') ?? scope.find(`[itemprop="${name}"]`).first().text());
  facts.name ||= prop('name');
  facts.description ||= prop('description');
  facts.phone ||= prop('telephone');
  facts.email ||= prop('email').replace(/^mailto:/i, '');
  const address = scope.find('[itemprop="address"]').first();
  if (address.length && !facts.address) {
    const part = (name: string) => squash(address.find(`[itemprop="${name}"]`).first().text());
    facts.address = [part('streetAddress'), part('addressLocality'), part('addressRegion'), part('postalCode')].filter(Boolean).join(', ') || squash(address.text());
    facts.location ||= [part('addressLocality'), part('addressRegion')].filter(Boolean).join(', ');
  }
  scope.find('[itemprop="review"]').each((_, element) => {
    const review = $(element);
    const text = squash(review.find('[itemprop="reviewBody"], [itemprop="description"]').first().text());
    const author = squash(review.find('[itemprop="author"]').first().text());
    const rating = Number(review.find('[itemprop="ratingValue"]').first().attr('content') ?? review.find('[itemprop="ratingValue"]').first().text());
    if (text && author) facts.reviews.push({ text, author, ...(Number.isFinite(rating) && rating >= 0 && rating <= 5 && { rating }) });
  });
  scope.find('[itemprop="image"]').each((_, element) => {
    const photo = photoFrom($(element).attr('src') ?? $(element).attr('content') ?? '', pageUrl);
    if (photo) facts.photos.push(photo);
  });
}

function meta($: CheerioAPI, key: string): string {
  return squash($(`meta[property="${key}"]`).attr('content') ?? $(`meta[name="${key}"]`).attr('content') ?? '');
}

/** Open Graph and the plain meta description. */
function fromOpenGraph($: CheerioAPI, pageUrl: string, facts: RawFacts, kind: SourceKind): void {
  // On a platform's page og:site_name is the platform ("Facebook"); the page's own title is the business.
  const title = meta($, 'og:title').split(/\s[|·–—-]\s/)[0] ?? '';
  facts.name ||= kind === 'website' ? meta($, 'og:site_name') || title : title;
  facts.description ||= meta($, 'og:description') || meta($, 'description');
  const image = photoFrom(meta($, 'og:image:secure_url') || meta($, 'og:image'), pageUrl);
  if (image) facts.photos.push({ ...image, alt: meta($, 'og:image:alt') || image.alt });
  facts.phone ||= meta($, 'business:contact_data:phone_number');
  facts.email ||= meta($, 'business:contact_data:email');
}

/** What the page's own markup says, for pages without structured data. */
function fromStructure($: CheerioAPI, pageUrl: string, facts: RawFacts): void {
  const title = squash($('title').first().text()).split(/\s[|·–—-]\s/)[0] ?? '';
  facts.name ||= squash($('h1').first().text()) || title;
  facts.phone ||= squash(($('a[href^="tel:"]').first().attr('href') ?? '').replace(/^tel:/i, ''));
  facts.email ||= squash(($('a[href^="mailto:"]').first().attr('href') ?? '').replace(/^mailto:/i, '').split('?')[0]);
  facts.address ||= squash($('address').first().text());

  if (!facts.hours.length) {
    $('table tr, dl > div, ul li, ol li, p').each((_, element) => {
      const line = squash($(element).text());
      if (DAY_START.test(line) && /\d|closed/i.test(line) && line.length <= 80 && facts.hours.length < 14) facts.hours.push(line.replace(/\s*:\s*/, ': '));
    });
  }

  // Reviews: quotes with an author (<blockquote> with <cite>/<figcaption>/<footer>, or an
  // element marked as a review).
  $('blockquote, [class*="review" i]:not(:has([class*="review" i]))').each((_, element) => {
    const block = $(element);
    const figure = block.closest('figure');
    const author = squash(block.find('cite, footer, [class*="author" i]').first().text() || figure.find('figcaption').first().text()).replace(/^[—–-]\s*/, '');
    const clone = block.clone();
    clone.find('cite, footer, [class*="author" i], [class*="rating" i]').remove();
    const text = squash(clone.text()).replace(/^["“]|["”]$/g, '');
    if (text.length >= 20 && author && author.length <= 60 && !facts.reviews.some((review) => review.text === text)) facts.reviews.push({ text, author });
  });

  // Services: list items and table rows with a price in them.
  if (!facts.services.length) {
    $('li, tr').each((_, element) => {
      const row = $(element);
      if (row.find('li, tr').length) return;
      const line = squash(row.text());
      const price = line.match(PRICE)?.[0];
      if (!price || line.length > 200) return;
      const heading = squash(row.find('h2, h3, h4, strong, b, th, td').first().text())
        .replace(PRICE, '')
        .replace(/[\s:–—-]+$/, '');
      const name = heading || squash(line.replace(price, '')).replace(/[\s:–—-]+$/, '');
      const description = squash(row.find('p').first().text());
      if (name && name.length <= 64) facts.services.push({ name, description: description.includes(price) ? '' : description, price: squash(price) });
    });
  }

  // Photos: the page's large pictures (not icons, avatars or tracking pixels).
  $('main img, article img, section img, .gallery img, .photos img').each((_, element) => {
    const image = $(element);
    const width = Number(image.attr('width') ?? 0);
    if (width && width < 200) return;
    const photo = photoFrom(image.attr('src') ?? '', pageUrl);
    if (photo && !/\.svg(\?|$)/i.test(photo.url)) facts.photos.push({ ...photo, alt: squash(image.attr('alt')) });
  });

  $('a[href^="http"]').each((_, element) => {
    const href = $(element).attr('href') ?? '';
    if (/(instagram|facebook|twitter|x|tiktok|linkedin|youtube|yelp|thumbtack|pinterest)\.com\//i.test(href)) facts.links.push(href);
  });
}

/** The page's readable words: scripts, styles and hidden parts left out, spaces squashed. */
function readableText($: CheerioAPI): string {
  const body = $('body').clone();
  body.find('script, style, noscript, template, svg, iframe, [hidden], [aria-hidden="true"]').remove();
  body.find('br, p, div, li, h1, h2, h3, h4, h5, h6, tr, section, article, header, footer').after('\n');
  return body
    .text()
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * Facebook's page descriptions start with the page's name and its counts ("Little Fern Coffee.
 * 1,204 likes · 12 talking about this. Small-batch coffee..."): only the words after them are the
 * business's own.
 */
export function withoutFacebookCounts(description: string, name: string): string {
  let text = description;
  if (name && text.toLowerCase().startsWith(`${name.toLowerCase()}.`)) text = text.slice(name.length + 1).trim();
  return text.replace(/^(?:[\d.,]+\s*[KM]?\s+(?:likes?|followers?|talking about this|were here)(?:\s*·\s*)?)+\.?\s*/i, '').trim() || description;
}

export function extractHtml(html: string, pageUrl: string, kind: SourceKind): RawFacts {
  const $ = load(html);
  const facts = emptyFacts();
  fromJsonLd($, pageUrl, facts);
  fromMicrodata($, pageUrl, facts);
  // Facebook pages name themselves best in Open Graph; elsewhere the page's heading wins over
  // og:title. A first paragraph is the description only when nothing better says what it is.
  if (kind === 'facebook') fromOpenGraph($, pageUrl, facts, kind);
  fromStructure($, pageUrl, facts);
  if (kind !== 'facebook') fromOpenGraph($, pageUrl, facts, kind);
  facts.description ||= squash($('main p, article p, section p').first().text());
  if (kind === 'facebook') facts.description = withoutFacebookCounts(facts.description, facts.name);
  facts.bodyText = readableText($);
  return facts;
}
