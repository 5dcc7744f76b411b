import type { BusinessBrief, Industry } from '@frontdoor/shared';
import { INDUSTRY_PROFILES } from '../industries/index.js';
import type { IndustryProfile } from '../industries/profile.js';
import { type BriefFacts, readBriefFacts } from './brief-facts.js';
import { createRng, type Rng } from './rng.js';
import { type PlannedService, planServices } from './service-plan.js';

/** Everything a writer needs about one business: its facts, its industry and its services. */
export interface Composition {
  facts: BriefFacts;
  profile: IndustryProfile;
  services: PlannedService[];
  /** A random source of its own per purpose, so one writer's choices never shift another's. */
  rng(purpose: string): Rng;
}

export function seedOf(brief: BusinessBrief, industry: Industry): string {
  return [brief.businessName, brief.description, brief.location, brief.link, industry].map((part) => (part ?? '').trim()).join('\u241f');
}

export function compose(brief: BusinessBrief, industry: Industry): Composition {
  const seed = seedOf(brief, industry);
  const facts = readBriefFacts(brief);
  const profile = INDUSTRY_PROFILES[industry];
  const rng = (purpose: string): Rng => createRng(`${purpose}\u241f${seed}`);
  return { facts, profile, services: planServices(brief.description ?? '', facts.place, profile, rng('services')), rng };
}
