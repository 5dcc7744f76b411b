import { LIMITS } from './limits.js';
import { SECTION_DEFINITION_BY_TYPE } from './section-definitions.js';
import { sectionListProblems } from './section-counts.js';
import type { SectionType } from './section-type.js';

/**
 * One change that brings a section list back within the document-level rules: a section whose
 * id another section already had gets a new one, and a section beyond its type's maxCount (a
 * second Header or Footer...) is dropped. `index` is the section's position in the list given.
 */
export type SectionRepair =
  | { readonly kind: 'renumbered'; readonly index: number; readonly type: SectionType; readonly from: string; readonly to: string }
  | { readonly kind: 'dropped'; readonly index: number; readonly type: SectionType; readonly id: string; readonly reason: string };

/**
 * What to change so that a section list keeps the rules of `sectionListProblems` (for a draft
 * stored before those rules were enforced on every update). Pure: the first section of a type
 * is kept and later ones beyond the type's maxCount are dropped; among the sections kept, the
 * first with an id keeps it and later ones get `<id>-2`, `<id>-3`... (the first not in use).
 * A list that keeps the rules gets no change. A missing required section is not invented.
 */
export function planSectionRepair(sections: readonly { id: string; type: SectionType }[]): SectionRepair[] {
  if (sectionListProblems(sections).length === 0) return [];
  const repairs: SectionRepair[] = [];
  const counts = new Map<SectionType, number>();
  const kept: { index: number; id: string; type: SectionType }[] = [];
  sections.forEach((section, index) => {
    const count = (counts.get(section.type) ?? 0) + 1;
    counts.set(section.type, count);
    const definition = SECTION_DEFINITION_BY_TYPE[section.type];
    if (definition && count > definition.maxCount) {
      const reason = `At most ${definition.maxCount} ${definition.title} section${definition.maxCount === 1 ? '' : 's'} allowed`;
      repairs.push({ kind: 'dropped', index, type: section.type, id: section.id, reason });
    } else {
      kept.push({ index, id: section.id, type: section.type });
    }
  });
  const used = new Set(sections.map((section) => section.id));
  const seen = new Set<string>();
  for (const section of kept) {
    if (!seen.has(section.id)) {
      seen.add(section.id);
      continue;
    }
    const to = freeId(section.id, used);
    used.add(to);
    seen.add(to);
    repairs.push({ kind: 'renumbered', index: section.index, type: section.type, from: section.id, to });
  }
  return repairs.sort((a, b) => a.index - b.index);
}

function freeId(id: string, used: ReadonlySet<string>): string {
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${id.slice(0, LIMITS.id - suffix.length)}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
