import { SECTION_DEFINITIONS } from './section-definitions.js';
import type { SectionType } from './section-type.js';

/** A broken section count rule: a required section missing, or more than maxCount of a type. */
export interface SectionCountProblem {
  readonly type: SectionType;
  readonly count: number;
  readonly problem: 'missing' | 'tooMany';
  readonly message: string;
}

/** How many sections of each type a list holds. */
export function countSections(sections: readonly { type: SectionType }[]): Record<SectionType, number> {
  const counts = Object.fromEntries(SECTION_DEFINITIONS.map((entry) => [entry.type, 0])) as Record<SectionType, number>;
  for (const section of sections) counts[section.type] += 1;
  return counts;
}

/**
 * Checks the section count rules of spec §9: each required type (Header, Footer) present, and
 * no type more often than its maxCount. Returns every problem found; empty when the list is fine.
 */
export function sectionCountProblems(sections: readonly { type: SectionType }[]): SectionCountProblem[] {
  const counts = countSections(sections);
  const problems: SectionCountProblem[] = [];
  for (const entry of SECTION_DEFINITIONS) {
    const count = counts[entry.type];
    if (entry.required && count === 0) {
      problems.push({ type: entry.type, count, problem: 'missing', message: `A ${entry.title} section is required` });
    }
    if (count > entry.maxCount) {
      problems.push({
        type: entry.type,
        count,
        problem: 'tooMany',
        message: `At most ${entry.maxCount} ${entry.title} section${entry.maxCount === 1 ? '' : 's'} allowed`,
      });
    }
  }
  return problems;
}

/** A broken rule of the section list as a whole: a count rule, or an id used twice. */
export interface SectionListProblem {
  readonly message: string;
  /** Where, from the document: ['sections'] for a count, ['sections', index, 'id'] for an id. */
  readonly path: readonly (string | number)[];
}

/**
 * The document-level rules of the section list (spec §9): the count rules and unique section ids.
 * Needs only each section's id and type, so the live validation can check a list without reading
 * every section; the site document schema checks the same rules with it.
 */
export function sectionListProblems(sections: readonly { id: string; type: SectionType }[]): SectionListProblem[] {
  const problems: SectionListProblem[] = sectionCountProblems(sections).map((problem) => ({ message: problem.message, path: ['sections'] }));
  const seen = new Set<string>();
  sections.forEach((section, index) => {
    if (seen.has(section.id)) problems.push({ message: `Duplicate section id '${section.id}'`, path: ['sections', index, 'id'] });
    seen.add(section.id);
  });
  return problems;
}
