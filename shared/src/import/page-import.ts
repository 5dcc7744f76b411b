import { z } from 'zod';
import { LIMITS } from '../site/limits.js';

/**
 * Create from a link (spec §1, §4 Onboarding, §9 scrape constants): the owner pastes the address
 * of a page they already have; the worker's `scrape-source` job reads it and answers the facts it
 * found, which the owner reviews in the AboutBusiness step and which the generation job uses.
 */

/** The page kinds the importer knows; `website` is any other page (read the same way as HTML). */
export const SOURCE_KINDS = ['facebook', 'thumbtack', 'yelp', 'github', 'website'] as const;
export const sourceKindSchema = z.enum(SOURCE_KINDS);
export type SourceKind = z.infer<typeof sourceKindSchema>;

/** The four kinds with a marketing route and a wizard variant. */
export const NAMED_SOURCE_KINDS = ['facebook', 'thumbtack', 'yelp', 'github'] as const satisfies readonly SourceKind[];
export type NamedSourceKind = (typeof NAMED_SOURCE_KINDS)[number];

export const SOURCE_LABELS: Readonly<Record<SourceKind, string>> = {
  facebook: 'Facebook',
  thumbtack: 'Thumbtack',
  yelp: 'Yelp',
  github: 'GitHub',
  website: 'website',
};

const HOSTS: ReadonlyArray<[SourceKind, string]> = [
  ['facebook', 'facebook.com'],
  ['facebook', 'fb.com'],
  ['thumbtack', 'thumbtack.com'],
  ['yelp', 'yelp.com'],
  ['github', 'github.com'],
];

/** The kind of page an address is, from its host (www. and country subdomains included). */
export function sourceKindOf(address: string): SourceKind {
  let host: string;
  try {
    host = new URL(address).hostname.toLowerCase();
  } catch {
    return 'website';
  }
  for (const [kind, domain] of HOSTS) if (host === domain || host.endsWith(`.${domain}`)) return kind;
  // Yelp's country sites: yelp.co.uk, yelp.ca, yelp.de...
  if (/^(www\.)?yelp\.[a-z.]+$/.test(host)) return 'yelp';
  return 'website';
}

/** A GitHub profile's login from its address (github.com/{login}), or null. */
export function githubLoginOf(address: string): string | null {
  try {
    const url = new URL(address);
    const [login] = url.pathname.split('/').filter(Boolean);
    return login && /^[a-z\d](?:[a-z\d-]{0,38})$/i.test(login) ? login : null;
  } catch {
    return null;
  }
}

const text = (max: number) => z.string().trim().max(max);

export const importedServiceSchema = z.object({
  name: text(LIMITS.serviceHeading).min(1),
  description: text(LIMITS.serviceBody).default(''),
  price: text(LIMITS.servicePricing).default(''),
});
export type ImportedService = z.infer<typeof importedServiceSchema>;

export const importedReviewSchema = z.object({
  text: text(LIMITS.reviewParagraph).min(1),
  author: text(LIMITS.reviewAuthor).min(1),
  /** Stars out of 5, when the page gave them. */
  rating: z.number().min(0).max(5).optional(),
});
export type ImportedReview = z.infer<typeof importedReviewSchema>;

export const importedPhotoSchema = z.object({
  url: z
    .string()
    .max(LIMITS.externalUrl)
    .refine((value) => value.startsWith('https://'), 'https only'),
  alt: text(LIMITS.imageAlt).default(''),
  /** The page declared an open licence for it (Creative Commons, public domain). */
  openLicence: z.boolean().default(false),
});
export type ImportedPhoto = z.infer<typeof importedPhotoSchema>;

/** At most this many of each kind of fact are kept. */
export const IMPORT_CAPS = { services: LIMITS.services, reviews: LIMITS.reviews, photos: LIMITS.galleryItems, hours: 14, links: 8 } as const;

/** The business facts read from a page. Every string is untrusted text from someone else's page. */
export const importedFactsSchema = z.object({
  kind: sourceKindSchema,
  /** The address that was read (after redirects). */
  url: z.string().max(LIMITS.externalUrl),
  name: text(LIMITS.businessName).default(''),
  description: text(LIMITS.businessDescription).default(''),
  location: text(120).default(''),
  address: text(200).default(''),
  phone: text(LIMITS.phone).default(''),
  email: text(LIMITS.email).default(''),
  hours: z.array(text(80).min(1)).max(IMPORT_CAPS.hours).default([]),
  services: z.array(importedServiceSchema).max(IMPORT_CAPS.services).default([]),
  reviews: z.array(importedReviewSchema).max(IMPORT_CAPS.reviews).default([]),
  photos: z.array(importedPhotoSchema).max(IMPORT_CAPS.photos).default([]),
  links: z.array(z.string().max(LIMITS.externalUrl)).max(IMPORT_CAPS.links).default([]),
  /** The page's words (facts first, then its text), cut to LIMITS.maxScrapeChars: what the writer reads. */
  text: z.string().max(LIMITS.maxScrapeChars).default(''),
});
export type ImportedFacts = z.infer<typeof importedFactsSchema>;

/**
 * What the owner keeps after reviewing the import, sent with Launch. `usePhotos` is the owner's
 * word that the page's photos are theirs to use (photos with an open licence are used anyway).
 */
export const importedContentSchema = importedFactsSchema.extend({ usePhotos: z.boolean().default(false) });
export type ImportedContent = z.infer<typeof importedContentSchema>;

/** Spec §4: creation from a link ends with no content, minimal content, or everything imported. */
export const IMPORT_OUTCOMES = ['none', 'minimal', 'imported'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** Why nothing was imported, in words the wizard shows (IMPORT_FAILURE_MESSAGES). */
export const IMPORT_FAILURES = [
  'blocked-address',
  'blocked-port',
  'unreachable',
  'http-error',
  'not-a-page',
  'too-large',
  'timeout',
  'robots',
  'empty',
  'not-a-profile',
] as const;
export type ImportFailure = (typeof IMPORT_FAILURES)[number];

export const IMPORT_FAILURE_MESSAGES: Readonly<Record<ImportFailure, string>> = {
  'blocked-address': 'That address points to a private network, so we cannot read it.',
  'blocked-port': 'We only read pages at the usual web ports (80 and 443). Use the address without a port number.',
  unreachable: 'We could not reach that page. Check the address, or try again later.',
  'http-error': 'That page did not open for us. It may be private, need a sign-in, or no longer exist.',
  'not-a-page': 'That address is not a web page we can read.',
  'too-large': 'That page is too large for us to read.',
  timeout: 'That page took too long to answer.',
  robots: 'That site asks services like ours not to read this page.',
  empty: 'We could not find anything about your business on that page.',
  'not-a-profile': 'That address is not a GitHub profile. It should look like github.com/yourname.',
};

/**
 * The ports the importer reads pages on: the web's own (80 for http, 443 for https, or none
 * given). Any other port is where a server's private services listen (admin panels, databases,
 * metadata proxies): a link to one is refused with 'blocked-port', on every redirect too.
 */
export const IMPORT_PORTS: readonly string[] = ['', '80', '443'];

/** Whether the importer may read an address on its port (see IMPORT_PORTS). */
export function isImportPortAllowed(url: URL): boolean {
  return IMPORT_PORTS.includes(url.port);
}

/** The scrape-source job's answer (its return value). */
export const importResultSchema = z.object({
  outcome: z.enum(IMPORT_OUTCOMES),
  /** Characters of page text read (at most LIMITS.maxScrapeChars). */
  characters: z.number().int().min(0),
  failure: z.enum(IMPORT_FAILURES).optional(),
  facts: importedFactsSchema.optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The outcome for the facts found (spec §9: below 5,000 characters is a partial success). */
export function importOutcomeOf(facts: Pick<ImportedFacts, 'name' | 'description' | 'services' | 'reviews' | 'text'>): ImportOutcome {
  const found = facts.name || facts.description || facts.services.length > 0 || facts.reviews.length > 0;
  if (!found || facts.text.trim().length === 0) return 'none';
  return facts.text.length < LIMITS.scrapePartialSuccessChars ? 'minimal' : 'imported';
}

/** POST /api/imports (no sign-in needed: the wizard works signed out until Launch). */
export const createImportRequestSchema = z.object({ url: z.string().trim().min(1).max(LIMITS.externalUrl) });
export const createImportResponseSchema = z.object({ importId: z.string().uuid(), kind: sourceKindSchema, url: z.string() });
export type CreateImportResponse = z.infer<typeof createImportResponseSchema>;

/** Steps the job reports while it works. */
export const IMPORT_STEPS = ['queued', 'fetching', 'reading', 'done'] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

/** GET /api/imports/:importId */
export const importStatusSchema = z.object({
  state: z.enum(['working', 'done']),
  step: z.enum(IMPORT_STEPS),
  result: importResultSchema.optional(),
});
export type ImportStatus = z.infer<typeof importStatusSchema>;

/** The scrape-source job's payload. */
export const scrapeJobSchema = z.object({ url: z.string().url(), kind: sourceKindSchema });
export type ScrapeJob = z.infer<typeof scrapeJobSchema>;
