import type { Section, SectionOf } from '../section.js';
import { SECTION_REGISTRY } from '../section-registry.js';
import type { SectionType } from '../section-type.js';
import type { StarterContext } from './starter-context.js';

/**
 * A new section of the given type with starter content, as added by the editor's "add section"
 * or by onboarding. Item ids are derived from the section id, so they are unique per section.
 */
export function createDefaultSection<T extends SectionType>(type: T, id: string, context: StarterContext): SectionOf<T>;
export function createDefaultSection(type: SectionType, id: string, context: StarterContext): Section {
  return SECTION_REGISTRY[type].create(id, context) as Section;
}
