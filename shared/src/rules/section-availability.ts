import type { Section } from '../site/section.js';
import { SECTION_DEFINITION_BY_TYPE } from '../site/section-definitions.js';
import type { SectionType } from '../site/section-type.js';

/** Whether another section of a type can be added: not disabled and below its maxCount. */
export function canAddSection(sections: readonly { type: SectionType }[], type: SectionType): boolean {
  const definition = SECTION_DEFINITION_BY_TYPE[type];
  if (definition.disabled) return false;
  return sections.filter((section) => section.type === type).length < definition.maxCount;
}

/** Whether a section of a type can be removed: required ones (Header, Footer) cannot. */
export function canRemoveSection(type: SectionType): boolean {
  return !SECTION_DEFINITION_BY_TYPE[type].required;
}

/** The sections the header navigation may link to, in page order. */
export function headerLinkTargets<T extends Pick<Section, 'type' | 'id'>>(sections: readonly T[]): T[] {
  return sections.filter((section) => SECTION_DEFINITION_BY_TYPE[section.type].headerLinkAllowed);
}
