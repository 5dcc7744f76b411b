import type { Industry } from '@frontdoor/shared';
import businesses from './sample-businesses.json' with { type: 'json' };

export interface SampleBusiness {
  name: string;
  location: string;
  /** What the owner would type in the wizard; the composer writes the sample from it. */
  description: string;
}

/**
 * The invented business behind each industry's sample site. The build step
 * (scripts/lib/build-samples.mjs) reads the same file and writes the sites.
 */
export const SAMPLE_BUSINESSES: Readonly<Record<Industry, SampleBusiness>> = businesses;

/** Where an industry's sample site is served (a static page the build writes to client/dist). */
export const samplePath = (industry: Industry): string => `/samples/${industry}.html`;
