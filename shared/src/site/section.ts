import { z } from 'zod';
import { SECTION_REGISTRY, type SectionRegistry } from './section-registry.js';
import type { SectionSchema } from './section-spec.js';
import type { SectionType } from './section-type.js';

/** Any section of a site: a tagged union on `type` of the section types of SECTION_REGISTRY. */
export type Section = { [T in SectionType]: z.output<SectionRegistry[T]['schema']> }[SectionType];
export type SectionInput = { [T in SectionType]: z.input<SectionRegistry[T]['schema']> }[SectionType];

/** The schema of a section of a registry: its schemas as a union discriminated by `type`. */
export function sectionSchemaOf(registry: Readonly<Record<string, { readonly schema: SectionSchema }>>) {
  return z.discriminatedUnion('type', Object.values(registry).map((spec) => spec.schema) as [SectionSchema, ...SectionSchema[]]);
}

/** The schema of any section: SECTION_REGISTRY's schemas as a union discriminated by `type`. */
export const sectionSchema = sectionSchemaOf(SECTION_REGISTRY) as unknown as z.ZodType<Section, SectionInput>;

/** The section of a given type. */
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;

/** The words that tell a section apart from others of its type in a link's section select: its type's `linkText`, else its heading. */
export function sectionLinkText(section: Section): string {
  const spec = SECTION_REGISTRY[section.type] as { linkText?: (section: Section) => string };
  if (spec.linkText) return spec.linkText(section);
  return 'heading' in section ? section.heading : '';
}
