import { z } from 'zod';
import { SECTION_REGISTRY, type SectionRegistry } from './section-registry.js';
import type { SectionSchema } from './section-spec.js';
import type { SectionType } from './section-type.js';

/** Any section of a site: a tagged union on `type` of the section types of SECTION_REGISTRY. */
export type Section = { [T in SectionType]: z.output<SectionRegistry[T]['schema']> }[SectionType];
export type SectionInput = { [T in SectionType]: z.input<SectionRegistry[T]['schema']> }[SectionType];

/** The schema of any section: the registry's schemas as a union discriminated by `type`. */
export const sectionSchema = z.discriminatedUnion(
  'type',
  Object.values(SECTION_REGISTRY).map((spec) => spec.schema) as unknown as [SectionSchema, ...SectionSchema[]],
) as unknown as z.ZodType<Section, SectionInput>;

/** The section of a given type. */
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;
