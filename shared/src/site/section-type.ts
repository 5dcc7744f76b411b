import { z } from 'zod';
import { SECTION_REGISTRY } from './section-registry.js';

/** The section types (spec §3): the keys of SECTION_REGISTRY, in the order the spec lists them. */
export type SectionType = keyof typeof SECTION_REGISTRY;
export const sectionTypeSchema = z.enum(Object.keys(SECTION_REGISTRY) as [SectionType, ...SectionType[]]);
