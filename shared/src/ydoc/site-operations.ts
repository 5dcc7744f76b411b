import * as Y from 'yjs';
import { isPinned, SECTION_DEFINITION_BY_TYPE } from '../site/section-definitions.js';
import { sampleStaysAfterEdit } from '../publishing/sample-content.js';
import { canAddSection, canRemoveSection } from '../rules/section-availability.js';
import type { Section } from '../site/section.js';
import type { SectionType } from '../site/section-type.js';
import { createDefaultSection } from '../site/sections/default-section.js';
import type { StarterContext } from '../site/sections/starter-context.js';
import { siteRootMap } from './site-ydoc.js';
import { fromYValue, toYValue, type PlainValue } from './y-value.js';

/**
 * The typed operations every edit of a draft goes through (ARCHITECTURE §3, "The designer on the
 * live document"): set a field, insert, move or remove an item of a list, and the section rules
 * on top of them. Each runs as one Yjs transaction with the caller's origin, so an undo manager
 * tracking that origin undoes it as one step.
 *
 * A path walks from the root map: object keys by name, list entries by their `id` (sections and
 * items all have one), e.g. `['sections', sectionId, 'items', itemId, 'heading']`. Addressing
 * entries by id rather than index keeps an operation meaning the same thing while someone else's
 * edit moves things around.
 */
export type DocPath = readonly string[];

/** Why an operation did nothing (a value, not an exception: the UI shows it). */
export type OperationResult = { ok: true } | { ok: false; reason: string };

const OK: OperationResult = { ok: true };

function fail(reason: string): OperationResult {
  return { ok: false, reason };
}

/** The entry of a Y.Array whose `id` is `id`, with its index. */
function findById(array: Y.Array<unknown>, id: string): { index: number; map: Y.Map<unknown> } | null {
  let index = 0;
  for (const entry of array) {
    if (entry instanceof Y.Map && entry.get('id') === id) return { index, map: entry };
    index += 1;
  }
  return null;
}

/** The Yjs value at a path, or undefined when any step is missing. */
export function resolvePath(ydoc: Y.Doc, path: DocPath): unknown {
  let current: unknown = siteRootMap(ydoc);
  for (const key of path) {
    if (current instanceof Y.Map) current = current.get(key);
    else if (current instanceof Y.Array) current = findById(current, key)?.map;
    else return undefined;
  }
  return current;
}

/** The plain value at a path (a copy), or undefined. */
export function readPath(ydoc: Y.Doc, path: DocPath): unknown {
  return fromYValue(resolvePath(ydoc, path));
}

function parentOf(ydoc: Y.Doc, path: DocPath): { parent: Y.Map<unknown>; key: string } | null {
  if (path.length === 0) return null;
  const parent = resolvePath(ydoc, path.slice(0, -1));
  return parent instanceof Y.Map ? { parent, key: path[path.length - 1]! } : null;
}

function listAt(ydoc: Y.Doc, path: DocPath): Y.Array<unknown> | null {
  const list = resolvePath(ydoc, path);
  return list instanceof Y.Array ? list : null;
}

/**
 * Generated sample content (issues 24 and 36): an item marked `sample` (a review, a team member, an
 * FAQ) stays a sample until the owner writes its text themselves (sampleStaysAfterEdit: a quote
 * or bio that no longer reads as a placeholder, an FAQ answer rewritten); editing its name, place,
 * rating or order does not make it real. A `samplePricing` stops being an example once its
 * pricing is edited. Called inside the edit's transaction, so one undo brings back both the text
 * and the mark.
 */
function clearSampleMarks(parent: Y.Map<unknown>, key: string): void {
  if (parent.get('sample') === true && !sampleStaysAfterEdit(key, parent.get(key))) parent.delete('sample');
  if (key === 'pricing' && parent.get('samplePricing') === true) parent.delete('samplePricing');
}

/**
 * Sets the field at `path` to `value` (undefined removes an optional field). Objects and lists
 * are written as fresh Yjs maps and arrays. Setting a value equal to the current one writes
 * nothing, so typing the same text does not create an event. Writing a sample item's own text
 * makes it the owner's (see clearSampleMarks).
 */
export function setField(ydoc: Y.Doc, path: DocPath, value: PlainValue | undefined, origin?: unknown): OperationResult {
  const target = parentOf(ydoc, path);
  if (!target) return fail('That part of the page no longer exists.');
  const current = target.parent.get(target.key);
  if (value === undefined) {
    if (!target.parent.has(target.key)) return OK;
    ydoc.transact(() => {
      target.parent.delete(target.key);
      clearSampleMarks(target.parent, target.key);
    }, origin);
    return OK;
  }
  if (current === value) return OK;
  if (typeof value === 'object' && value !== null && JSON.stringify(fromYValue(current)) === JSON.stringify(value)) return OK;
  ydoc.transact(() => {
    target.parent.set(target.key, toYValue(value));
    clearSampleMarks(target.parent, target.key);
  }, origin);
  return OK;
}

/** Inserts `value` into the list at `path` at `index` (clamped), refusing beyond `max` entries. */
export function insertItem(ydoc: Y.Doc, path: DocPath, index: number, value: PlainValue, options: { max?: number; origin?: unknown } = {}): OperationResult {
  const list = listAt(ydoc, path);
  if (!list) return fail('That part of the page no longer exists.');
  if (options.max !== undefined && list.length >= options.max) return fail(`At most ${options.max} allowed.`);
  const at = Math.max(0, Math.min(index, list.length));
  ydoc.transact(() => list.insert(at, [toYValue(value)]), options.origin);
  return OK;
}

/** Removes the entry `id` from the list at `path`. */
export function removeItem(ydoc: Y.Doc, path: DocPath, id: string, origin?: unknown): OperationResult {
  const list = listAt(ydoc, path);
  const found = list && findById(list, id);
  if (!list || !found) return fail('That item no longer exists.');
  ydoc.transact(() => list.delete(found.index, 1), origin);
  return OK;
}

/**
 * Moves the entry `id` of the list at `path` to `toIndex` (its index after the move). Yjs has no
 * move, so the entry is copied to its new place and the old one deleted, in one transaction.
 */
export function moveItem(ydoc: Y.Doc, path: DocPath, id: string, toIndex: number, origin?: unknown): OperationResult {
  const list = listAt(ydoc, path);
  const found = list && findById(list, id);
  if (!list || !found) return fail('That item no longer exists.');
  const target = Math.max(0, Math.min(toIndex, list.length - 1));
  if (target === found.index) return OK;
  const copy = fromYValue(found.map) as PlainValue;
  ydoc.transact(() => {
    list.delete(found.index, 1);
    list.insert(target, [toYValue(copy)]);
  }, origin);
  return OK;
}

/** The sections of a Y.Doc as plain values (type and id are all the section rules need). */
function sectionSummaries(ydoc: Y.Doc): { id: string; type: SectionType }[] {
  const list = siteRootMap(ydoc).get('sections');
  if (!(list instanceof Y.Array)) return [];
  return list
    .toArray()
    .filter((entry): entry is Y.Map<unknown> => entry instanceof Y.Map)
    .map((entry) => ({ id: String(entry.get('id')), type: entry.get('type') as SectionType }));
}

/** Why a section of `type` may not be added (disabled, or at its maxCount of spec §9), or OK. */
function addRefusal(sections: readonly { type: SectionType }[], type: SectionType): OperationResult {
  if (canAddSection(sections, type)) return OK;
  const definition = SECTION_DEFINITION_BY_TYPE[type];
  if (definition.disabled) return fail(`${definition.title} is not available yet.`);
  return fail(`At most ${definition.maxCount} ${definition.title} section${definition.maxCount === 1 ? '' : 's'} allowed.`);
}

/** Where content sections may go: after the section pinned to the top and before the one pinned to the bottom. */
function contentRange(sections: readonly { type: SectionType }[]): { first: number; last: number } {
  const pinnedTo = (section: { type: SectionType } | undefined) => (section ? SECTION_DEFINITION_BY_TYPE[section.type].pinned : undefined);
  const first = pinnedTo(sections[0]) === 'top' ? 1 : 0;
  const last = pinnedTo(sections.at(-1)) === 'bottom' ? sections.length - 1 : sections.length;
  return { first, last };
}

/**
 * Adds a new section of `type` with starter content at `index` (kept between the header and the
 * footer), under its maxCount. Answers the new section's id.
 */
export function addSection(ydoc: Y.Doc, type: SectionType, options: { id: string; index?: number; context: StarterContext; origin?: unknown }): OperationResult {
  const sections = sectionSummaries(ydoc);
  const allowed = addRefusal(sections, type);
  if (!allowed.ok) return allowed;
  const { first, last } = contentRange(sections);
  const index = Math.max(first, Math.min(options.index ?? last, last));
  const section = createDefaultSection(type, options.id, options.context);
  return insertItem(ydoc, ['sections'], index, section as unknown as PlainValue, { origin: options.origin });
}

/** Removes a section unless it is required. */
export function removeSection(ydoc: Y.Doc, sectionId: string, origin?: unknown): OperationResult {
  const section = sectionSummaries(ydoc).find((entry) => entry.id === sectionId);
  if (!section) return fail('That section no longer exists.');
  if (!canRemoveSection(section.type)) return fail(`A ${SECTION_DEFINITION_BY_TYPE[section.type].title} section is required.`);
  return removeItem(ydoc, ['sections'], sectionId, origin);
}

/** Moves a content section to `toIndex`, kept between the header and the footer. */
export function moveSection(ydoc: Y.Doc, sectionId: string, toIndex: number, origin?: unknown): OperationResult {
  const sections = sectionSummaries(ydoc);
  const section = sections.find((entry) => entry.id === sectionId);
  if (!section) return fail('That section no longer exists.');
  if (isPinned(section.type)) return fail('The header and footer stay in place.');
  const { first, last } = contentRange(sections);
  return moveItem(ydoc, ['sections'], sectionId, Math.max(first, Math.min(toIndex, last - 1)), origin);
}

/**
 * Gives every item of a copied section a fresh id derived from the new section id, so ids stay
 * unique in the document.
 */
function withFreshIds(section: Section, id: string): Section {
  const copy = JSON.parse(JSON.stringify(section)) as Record<string, unknown>;
  copy.id = id;
  for (const key of ['items', 'fields', 'links'] as const) {
    const list = copy[key];
    if (Array.isArray(list)) {
      list.forEach((item: Record<string, unknown>, index) => {
        // Contact fields keep their ids: the required name/email/message ids are fixed.
        if (key !== 'fields' && typeof item.id === 'string') item.id = `${id}-item-${index + 1}`;
      });
    }
  }
  return copy as unknown as Section;
}

/** Duplicates a section right after itself, where its maxCount allows. */
export function duplicateSection(ydoc: Y.Doc, sectionId: string, newId: string, origin?: unknown): OperationResult {
  const sections = sectionSummaries(ydoc);
  const index = sections.findIndex((entry) => entry.id === sectionId);
  const section = sections[index];
  if (!section) return fail('That section no longer exists.');
  if (isPinned(section.type)) return fail(`${SECTION_DEFINITION_BY_TYPE[section.type].title} cannot be duplicated.`);
  const allowed = addRefusal(sections, section.type);
  if (!allowed.ok) return allowed;
  const plain = readPath(ydoc, ['sections', sectionId]) as Section;
  return insertItem(ydoc, ['sections'], index + 1, withFreshIds(plain, newId) as unknown as PlainValue, { origin });
}
