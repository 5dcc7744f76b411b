import robotsParserModule from 'robots-parser';
import { IMPORT_CAPS, importedFactsSchema, importOutcomeOf, LIMITS, type ImportedFacts, type ImportResult, type ImportStep, type ScrapeJob } from '@frontdoor/shared';
import { extractHtml, type RawFacts } from './extract-html.js';
import { readGithubProfile } from './github.js';
import { FetchRefused, type SafeFetcher } from './safe-fetch.js';

// robots-parser is CommonJS whose types declare an ES default export: at run time the default
// import is the function itself.
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;

/** The name robots.txt rules are matched against (the product token of our user agent). */
export const ROBOT_NAME = 'FrontdoorBot';
export const userAgentFor = (publicUrl: string) => `${ROBOT_NAME}/1.0 (+${publicUrl}/support; reads a page its owner asked to turn into a website)`;

export interface ScrapeDeps {
  fetcher: SafeFetcher;
  githubApiUrl: string;
  /** The whole import (robots.txt, redirects, page, API calls) ends by then. */
  timeoutMs: number;
  progress?: (step: ImportStep) => Promise<unknown>;
}

/**
 * Reads the page of a create-from-link request and answers its business facts and outcome.
 * Expected failures (a private address, a page that does not open, robots.txt saying no) are an
 * outcome of 'none' with the reason, not an error: the owner is told in plain words.
 */
export async function scrapePage(job: ScrapeJob, deps: ScrapeDeps): Promise<ImportResult> {
  const deadline = AbortSignal.timeout(deps.timeoutMs);
  try {
    await deps.progress?.('fetching');
    let raw: RawFacts;
    let url = job.url;
    if (job.kind === 'github') {
      raw = await readGithubProfile(deps.fetcher, deps.githubApiUrl, job.url, deadline).catch((error: unknown) => {
        if (error instanceof FetchRefused && error.failure === 'not-a-page') throw new NotAProfile();
        if (error instanceof FetchRefused && error.status === 404) throw new NotAProfile();
        throw error;
      });
    } else {
      if (!(await robotsAllow(deps.fetcher, job.url, deadline))) return { outcome: 'none', characters: 0, failure: 'robots' };
      const page = await deps.fetcher.get(job.url, 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1', deadline);
      if (!/html/i.test(page.contentType)) return { outcome: 'none', characters: 0, failure: 'not-a-page' };
      url = page.url;
      await deps.progress?.('reading');
      raw = extractHtml(page.body, page.url, job.kind);
    }
    const facts = tidyFacts(raw, job.kind, url);
    const outcome = importOutcomeOf(facts);
    return outcome === 'none' ? { outcome, characters: facts.text.length, failure: 'empty' } : { outcome, characters: facts.text.length, facts };
  } catch (error) {
    if (error instanceof NotAProfile) return { outcome: 'none', characters: 0, failure: 'not-a-profile' };
    if (error instanceof FetchRefused) return { outcome: 'none', characters: 0, failure: error.failure };
    throw error;
  }
}

class NotAProfile extends Error {}

/** robots.txt of the page's site; a missing file (4xx) allows everything, as do unreadable ones. */
async function robotsAllow(fetcher: SafeFetcher, pageUrl: string, deadline: AbortSignal): Promise<boolean> {
  const robotsUrl = new URL('/robots.txt', pageUrl).toString();
  try {
    const robots = await fetcher.get(robotsUrl, 'text/plain', deadline);
    return robotsParser(robotsUrl, robots.body).isAllowed(pageUrl, ROBOT_NAME) !== false;
  } catch (error) {
    // A private address, a refused port or a deadline is the page's fate too; anything else is no robots.txt.
    if (error instanceof FetchRefused && (error.failure === 'blocked-address' || error.failure === 'blocked-port' || error.failure === 'timeout')) throw error;
    return true;
  }
}

/** Cuts text to `max` characters at a word where it can, marking the cut. */
export function clip(value: string, max: number): string {
  const text = value.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item).toLowerCase();
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const isWebLink = (value: string) => /^https?:\/\/[^\s]+$/i.test(value) && value.length <= LIMITS.externalUrl;

/**
 * The facts held to the product's limits: each text cut to its field's length, duplicates
 * dropped, counts capped, and the page's words (facts first, then its text) cut to
 * LIMITS.maxScrapeChars for the writer.
 */
export function tidyFacts(raw: RawFacts, kind: ScrapeJob['kind'], url: string): ImportedFacts {
  const services = uniqueBy(raw.services, (service) => service.name)
    .slice(0, IMPORT_CAPS.services)
    .map((service) => ({
      name: clip(service.name, LIMITS.serviceHeading),
      description: clip(service.description, LIMITS.serviceBody),
      price: clip(service.price, LIMITS.servicePricing),
    }));
  const reviews = uniqueBy(raw.reviews, (review) => review.text)
    .map((review, index) => ({ review, index }))
    // The best first (unrated ones keep their place among the five-star ones).
    .sort((a, b) => (b.review.rating ?? 5) - (a.review.rating ?? 5) || a.index - b.index)
    .slice(0, IMPORT_CAPS.reviews)
    .map(({ review }) => ({
      text: clip(review.text, LIMITS.reviewParagraph),
      author: clip(review.author, LIMITS.reviewAuthor),
      ...(review.rating !== undefined && { rating: review.rating }),
    }));
  const photos = uniqueBy(
    raw.photos.filter((photo) => photo.url.startsWith('https://') && photo.url.length <= LIMITS.externalUrl),
    (photo) => photo.url,
  )
    .slice(0, IMPORT_CAPS.photos)
    .map((photo) => ({ ...photo, alt: clip(photo.alt, LIMITS.imageAlt) }));
  const hours = uniqueBy(
    raw.hours.map((line) => clip(line, 80)),
    (line) => line,
  ).slice(0, IMPORT_CAPS.hours);
  const phone = raw.phone.length <= LIMITS.phone ? raw.phone : '';
  const email = raw.email.length <= LIMITS.email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw.email) ? raw.email : '';
  const facts = {
    kind,
    url,
    name: clip(raw.name, LIMITS.businessName),
    description: clip(raw.description, LIMITS.businessDescription),
    location: clip(raw.location, 120),
    address: clip(raw.address, 200),
    phone,
    email,
    hours,
    services,
    reviews,
    photos,
    links: uniqueBy(raw.links.filter(isWebLink), (link) => link).slice(0, IMPORT_CAPS.links),
  };
  const summary = [
    facts.name,
    facts.description,
    facts.address,
    facts.phone,
    facts.email,
    ...hours,
    ...services.map((service) => [service.name, service.price, service.description].filter(Boolean).join(' — ')),
    ...reviews.map((review) => `“${review.text}” — ${review.author}`),
  ];
  const lines = uniqueBy(
    [...summary, ...raw.bodyText.split('\n')].map((line) => line.trim()),
    (line) => line,
  );
  const text = lines.join('\n');
  return importedFactsSchema.parse({ ...facts, text: text.length <= LIMITS.maxScrapeChars ? text : text.slice(0, LIMITS.maxScrapeChars) });
}
