import type { Image } from './image.js';
import type { Link } from './link.js';
import type { Section } from './section.js';
import { SECTION_REGISTRY } from './section-registry.js';
import type { PartPath } from './section-spec.js';
import type { SectionType } from './section-type.js';
import type { WebsiteSettings } from './website-settings.js';

// The section registry's answers about where a section keeps its pictures and links (each
// section type's `images` and `links` paths): the renderer, image usage, the generator's image
// records and link safety read them here instead of searching the document's JSON.

/** One step of a path: a key, and whether the value there is an array to take each element of. */
interface Step {
  key: string;
  each: boolean;
}

const stepsOf = (path: PartPath): Step[] => path.split('.').map((part) => (part.endsWith('[]') ? { key: part.slice(0, -2), each: true } : { key: part, each: false }));

/**
 * The values at `path` in `value`, read with `get` (plain objects here; Y.Maps in ydoc/) and
 * `elements` (an array's entries); a missing value is skipped.
 */
export function valuesAtPath<V>(value: V, path: PartPath, get: (value: V, key: string) => V | undefined, elements: (value: V) => readonly V[] | null): V[] {
  let found: V[] = [value];
  for (const step of stepsOf(path)) {
    const next: V[] = [];
    for (const at of found) {
      const child = get(at, step.key);
      if (child === undefined || child === null) continue;
      if (!step.each) next.push(child);
      else next.push(...(elements(child) ?? []));
    }
    found = next;
  }
  return found;
}

const plainGet = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
const plainElements = (value: unknown): readonly unknown[] | null => (Array.isArray(value) ? value : null);

/** Where sections of `type` keep their pictures (paths). */
export const imagePathsOf = (type: SectionType): readonly PartPath[] => SECTION_REGISTRY[type].images ?? [];

/** Where sections of `type` keep their buttons and links (paths). */
export const linkPathsOf = (type: SectionType): readonly PartPath[] => SECTION_REGISTRY[type].links ?? [];

/** The section's pictures, in the order its paths list them. */
export function sectionImages(section: Section): Image[] {
  return imagePathsOf(section.type).flatMap((path) => valuesAtPath<unknown>(section, path, plainGet, plainElements)) as Image[];
}

/** The section's buttons and links. */
export function sectionLinks(section: Section): Link[] {
  return linkPathsOf(section.type).flatMap((path) => valuesAtPath<unknown>(section, path, plainGet, plainElements)) as Link[];
}

/** Every picture of a site: its sections', then the logo's. */
export function documentImages(document: { sections: readonly Section[]; websiteSettings?: { logo?: Pick<WebsiteSettings['logo'], 'image'> } }): Image[] {
  const logo = document.websiteSettings?.logo?.image;
  return [...document.sections.flatMap(sectionImages), ...(logo ? [logo] : [])];
}
