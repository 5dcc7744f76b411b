import { LANDING_INDUSTRIES, type Industry, type SampleBusiness } from '@frontdoor/shared';
import { INDUSTRY_CONTENT } from '../../features/industries/industry-content';

/**
 * The invented business behind each industry's sample site, from its pack. The build step
 * (scripts/lib/build-samples.mjs) reads the same packs and writes the sites.
 */
export const SAMPLE_BUSINESSES: Readonly<Record<Industry, SampleBusiness>> = Object.fromEntries(
  LANDING_INDUSTRIES.map((industry) => [industry, INDUSTRY_CONTENT[industry].sample]),
) as Record<Industry, SampleBusiness>;

/** Where an industry's sample site is served (a static page the build writes to client/dist). */
export const samplePath = (industry: Industry): string => `/samples/${industry}.html`;
