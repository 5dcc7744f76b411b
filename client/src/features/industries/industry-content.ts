import { INDUSTRY_PAGES, LANDING_INDUSTRIES, industryRoute, type Industry, type IndustryPage } from '@frontdoor/shared';

/**
 * The copy of the industry landing pages (spec §1, §2), from each industry's pack
 * (shared/src/industries/packs/<industry>.ts). Only the packs' landing-page part reaches this
 * bundle, never the composer's vocabulary beside it.
 */
export const INDUSTRY_CONTENT: Readonly<Record<Industry, IndustryPage>> = INDUSTRY_PAGES;

/** The all-industries page's featured businesses (spec §2), in the spec's order. */
export const FEATURED_INDUSTRIES: readonly Industry[] = ['fitness', 'carpentry', 'real-estate-agent', 'barber-shop', 'coffee-shop', 'book-store'];

/** Each industry page's search and link-preview description, by path. */
export const INDUSTRY_PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = Object.fromEntries(
  LANDING_INDUSTRIES.map((industry) => [industryRoute(industry), INDUSTRY_CONTENT[industry].description]),
);
