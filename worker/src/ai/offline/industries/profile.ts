import type { Industry, IndustryProfile } from '@frontdoor/shared';

// An industry's profile lives in its pack (shared/src/industries/packs), checked by the pack's schema.
export type { FaqEntry, FontMood, IndustryProfile, ServiceEntry, TeamRole } from '@frontdoor/shared';

/**
 * What the writers read: an industry's profile, or a trade profile built from the owner's own
 * words when the business is none of the 30 (no industry, no detection vocabulary, no tools).
 */
export type WritingProfile = Omit<IndustryProfile, 'industry' | 'keywords' | 'nameNouns' | 'nameWords' | 'ideas'> & { industry?: Industry };
