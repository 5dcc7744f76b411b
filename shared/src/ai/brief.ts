import { z } from 'zod';
import { LIMITS } from '../site/limits.js';
import { industrySchema } from './industries.js';

/** What the owner told onboarding about the business (AboutBusiness step). */
export const businessBriefSchema = z.object({
  businessName: z.string().trim().min(1, 'Required').max(LIMITS.businessName),
  description: z.string().trim().min(1, 'Required').max(LIMITS.businessDescription),
  location: z.string().trim().max(120).default(''),
  link: z.string().trim().max(LIMITS.externalUrl).default(''),
  industry: industrySchema.optional(),
  /** The kind of business in the owner's words ("dog grooming salon"), when they corrected or gave it. */
  trade: z.string().trim().max(60).optional(),
});
export type BusinessBrief = z.infer<typeof businessBriefSchema>;

/**
 * Spec §5: insufficient business detail blocks creation. A description needs a few real words
 * about what the business does (at least 4 words and 20 letters).
 */
export function hasSufficientDetail(brief: Pick<BusinessBrief, 'description'>): boolean {
  const words = brief.description
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}{2,}/u.test(word));
  const letters = brief.description.replace(/[^\p{L}]/gu, '').length;
  return words.length >= 4 && letters >= 20;
}
