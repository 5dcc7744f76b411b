import type { z } from 'zod';
import type { ContentKind } from '../ai/content.js';
import type { StarterContext } from './sections/starter-context.js';

/** A path into a section: keys joined by dots, `[]` after a key for each element of its array (`items[].image`). */
export type PartPath = string;

/** A section's zod schema: an object with an id, tagged by its `type` literal. */
export type SectionSchema = z.ZodObject & z.ZodType<{ id: string; type: string }>;

/**
 * Everything shared/ knows about one section type, in one place (the renderer's half, which
 * needs React, is `SECTION_VIEWS` in render/section-views.ts). Registered in SECTION_REGISTRY.
 */
export interface SectionSpec<S extends SectionSchema = SectionSchema> {
  /** The section as stored in the document; its `type` literal is the section type. */
  readonly schema: S;
  /** Name shown to the owner. */
  readonly title: string;
  /** One sentence that tells the owner what the section is, in the Add-section dialog. */
  readonly description: string;
  /** Every site has exactly one; it cannot be removed. */
  readonly required?: boolean;
  /** Stays first ('top') or last ('bottom') on the page: never moved, duplicated, or passed by another section. */
  readonly pinned?: 'top' | 'bottom';
  /** Selected by default in onboarding. */
  readonly default: boolean;
  /** Header navigation may link to it (a link target a visitor would look for). */
  readonly headerLinkAllowed: boolean;
  /** How many a site may hold (spec §9). */
  readonly maxCount: number;
  readonly disabled?: boolean;
  readonly hideFromOnboarding?: boolean;
  /** Where it sits in a new site's page, ascending (header first, footer last; banners between content sections). */
  readonly pageOrder: number;
  /** A new section of the type with starter content; item ids derive from the section id. */
  readonly create: (id: string, context: StarterContext) => z.infer<S>;
  /** The words that tell two sections of the type apart in a link's section select (default: its heading). */
  readonly linkText?: (section: z.infer<S>) => string;
  /**
   * Where the section keeps its pictures, as paths into it (`image`, `items[].image`; see
   * section-parts.ts): the renderer's share picture and crops, image usage and the generator's
   * image records read them from here.
   */
  readonly images?: readonly PartPath[];
  /** Where the section keeps its buttons and navigation links (`button`, `links[]`, `items[].button`): link safety reads them from here. */
  readonly links?: readonly PartPath[];
  /** Generator hints: the content kinds the AI writes for a site that has this section. */
  readonly writes?: readonly ContentKind[];
}

/** A section type's spec, checked against its schema (the schema's type drives `create` and `linkText`). */
export function defineSection<S extends SectionSchema>(spec: SectionSpec<S>): SectionSpec<S> {
  return spec;
}
