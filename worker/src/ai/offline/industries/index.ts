import { INDUSTRIES, INDUSTRY_PACKS, type Industry, type IndustryProfile } from '@frontdoor/shared';

/** Every industry's vocabulary, from its pack (shared/src/industries/packs/<industry>.ts), in INDUSTRIES order. */
export const INDUSTRY_PROFILES: Readonly<Record<Industry, IndustryProfile>> = Object.fromEntries(
  INDUSTRIES.map((industry) => [industry, INDUSTRY_PACKS[industry].profile]),
) as Record<Industry, IndustryProfile>;
