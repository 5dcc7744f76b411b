import { type ImageTermsAnswer, LIMITS } from '@frontdoor/shared';
import type { Composition } from '../core/composition.js';
import { truncateWords } from '../core/text.js';

/** Stock-photo search terms: the industry's scenes and one per service, in the services' order. */
export function writeImageTerms(c: Composition, galleryCount: number): ImageTermsAnswer {
  const rng = c.rng('images');
  const { profile } = c;
  const term = (text: string): string => truncateWords(text.replace(/\s+/g, ' ').trim(), LIMITS.imageSearchTerm);
  const services = c.services.slice(0, LIMITS.services).map((service) => term(service.entry.image || `${service.phrase} ${profile.label}`));
  const scenes = rng.shuffle(profile.imageTerms);
  const pool = [...new Set([...scenes.slice(1), ...rng.shuffle(services.slice(0, 6)), ...scenes.slice(0, 1)].map(term))];
  const total = Math.max(1, Math.min(galleryCount, LIMITS.galleryItems));
  return {
    introduction: term(scenes[0]),
    banner: scenes.slice(1, 1 + rng.pick([1, 2, 3])).map(term),
    gallery: Array.from({ length: total }, (_, index) => pool[index % pool.length]),
    services,
  };
}
