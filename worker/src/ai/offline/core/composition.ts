import type { BusinessBrief, Industry } from '@frontdoor/shared';
import { INDUSTRY_PROFILES } from '../industries/index.js';
import type { WritingProfile } from '../industries/profile.js';
import { type BriefFacts, readBriefFacts } from './brief-facts.js';
import { createRng, type Rng } from './rng.js';
import { type PlannedService, planServices } from './service-plan.js';
import { tradeProfile } from './trade-profile.js';

/** Everything a writer needs about one business: its facts, its industry (or trade) and its services. */
export interface Composition {
  facts: BriefFacts;
  profile: WritingProfile;
  services: PlannedService[];
  /** A random source of its own per purpose, so one writer's choices never shift another's. */
  rng(purpose: string): Rng;
}

export function seedOf(brief: BusinessBrief, industry: Industry | undefined): string {
  return [brief.businessName, brief.description, brief.location, brief.link, industry ?? brief.trade].map((part) => (part ?? '').trim()).join('\u241f');
}

/** With no industry, the writers use a trade profile written from the owner's own words. */
export function compose(brief: BusinessBrief, industry: Industry | undefined, round = 0): Composition {
  // A later round draws from the same profile with another seed, so 'More suggestions' differ.
  const base = seedOf(brief, industry);
  const seed = round > 0 ? `${base}\u241f${round}` : base;
  const facts = readBriefFacts(brief);
  const profile = industry ? INDUSTRY_PROFILES[industry] : tradeProfile(brief, facts, createRng(`trade\u241f${base}`));
  const rng = (purpose: string): Rng => createRng(`${purpose}\u241f${seed}`);
  return { facts, profile, services: planServices(brief.description ?? '', facts.place, profile, rng('services')), rng };
}
