import * as Y from 'yjs';
import { isValidEmail, normalizeEmail } from '../rules/email.js';
import { EXTERNAL_URL_MESSAGES, isValidExternalUrl, normalizeExternalUrl } from '../rules/external-url.js';
import { paletteContrast } from '../rules/palette-contrast.js';
import { BUSINESS_DETAILS_LIMITS, businessDetailProblem, businessDetailsOf, openingHoursProblem, sortOpeningHours, type OpeningHours } from '../site/business-details.js';
import { FONT_PAIRS } from '../site/fonts.js';
import { LIMITS } from '../site/limits.js';
import type { SiteDocument } from '../site/site-document.js';
import { setBusinessDetail } from '../ydoc/business-operations.js';
import { addSection, insertItem, moveSection, readPath, removeItem, removeSection, setField, type DocPath, type OperationResult } from '../ydoc/site-operations.js';
import { readSiteDocument } from '../ydoc/site-ydoc.js';
import type { AssistantOperation } from './operations.js';
import { isTranslatablePath } from './translate.js';

/**
 * Applying the assistant's operations (issue 41) with the same rules as a person's edit: each
 * through the document's own operations (section counts, list limits), the details through the
 * business rules, a link through the link rules, colours through the contrast rule, and the
 * result against the whole document's schema. `checkAssistantOperations` tries them on a copy;
 * `applyAssistantOperations` then makes them in one transaction with the caller's origin, so the
 * designer's Undo takes the whole answer back in one step. New ids are chosen once (`planIds`)
 * and used by both, so what was checked is what is applied.
 */

const fail = (reason: string): OperationResult => ({ ok: false, reason });
const OK: OperationResult = { ok: true };

/** The ids the operations will give what they add (a service, a section), chosen once. */
export function planIds(operations: readonly AssistantOperation[], newId: () => string): (string | null)[] {
  return operations.map((operation) => (operation.op === 'addService' || operation.op === 'addSection' ? newId() : null));
}

/** Tries the operations on a copy of the document: the first rule they break, or ok. */
export function checkAssistantOperations(ydoc: Y.Doc, operations: readonly AssistantOperation[], ids: readonly (string | null)[]): OperationResult {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(ydoc));
  try {
    const applied = applyAll(copy, operations, ids);
    if (!applied.ok) return applied;
    const read = readSiteDocument(copy);
    if (!read.ok) return fail(readableIssue(read.error.issues[0]));
    return OK;
  } finally {
    copy.destroy();
  }
}

/** Makes the operations, in one transaction with `origin`, after checking them on a copy (nothing is changed when a rule is broken). */
export function applyAssistantOperations(ydoc: Y.Doc, operations: readonly AssistantOperation[], ids: readonly (string | null)[], origin: unknown): OperationResult {
  const checked = checkAssistantOperations(ydoc, operations, ids);
  if (!checked.ok) return checked;
  let result: OperationResult = OK;
  ydoc.transact(() => {
    result = applyAll(ydoc, operations, ids);
  }, origin);
  return result;
}

/** A schema issue in the owner's words: what is too long or missing, not zod's. */
function readableIssue(issue: { code: string; message: string; maximum?: unknown; path: readonly PropertyKey[] } | undefined): string {
  if (!issue) return 'That change would break the page.';
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') return `That is too long here: keep it to ${issue.maximum} characters.`;
  return issue.message;
}

function applyAll(ydoc: Y.Doc, operations: readonly AssistantOperation[], ids: readonly (string | null)[]): OperationResult {
  const read = readSiteDocument(ydoc);
  if (!read.ok) return fail('The page cannot be read right now.');
  const state = { document: read.document, hours: [...businessDetailsOf(read.document).hours] };
  let result: OperationResult = OK;
  ydoc.transact(() => {
    for (const [index, operation] of operations.entries()) {
      result = applyOne(ydoc, operation, ids[index] ?? null, state);
      if (!result.ok) return;
    }
  });
  return result;
}

interface ApplyState {
  document: SiteDocument;
  /** The opening hours as the operations so far left them. */
  hours: OpeningHours[];
}

function applyOne(ydoc: Y.Doc, operation: AssistantOperation, id: string | null, state: ApplyState): OperationResult {
  const { document } = state;
  const services = document.sections.find((section) => section.type === 'Services');
  switch (operation.op) {
    case 'setOpeningHours': {
      for (const period of operation.periods) {
        const problem = openingHoursProblem(period);
        if (problem) return fail(problem);
      }
      const hours = sortOpeningHours([
        ...state.hours.filter((period) => period.day !== operation.day),
        ...operation.periods.map((period) => ({ day: operation.day, ...period })),
      ]);
      if (hours.length > BUSINESS_DETAILS_LIMITS.hours) return fail(`At most ${BUSINESS_DETAILS_LIMITS.hours} opening periods in a week.`);
      state.hours = hours;
      return setBusinessDetail(ydoc, 'hours', hours);
    }
    case 'setBusinessDetail': {
      const value = operation.key === 'email' ? normalizeEmail(operation.value) : operation.value.trim();
      if (operation.key === 'phone' || operation.key === 'email') {
        const problem = value ? businessDetailProblem(operation.key, value) : null;
        if (problem) return fail(problem);
        if (operation.key === 'email' && value && !isValidEmail(value)) return fail('Enter an email address such as name@example.com');
      }
      const max =
        operation.key === 'serviceArea'
          ? BUSINESS_DETAILS_LIMITS.serviceArea
          : operation.key === 'hoursNote'
            ? BUSINESS_DETAILS_LIMITS.hoursNote
            : BUSINESS_DETAILS_LIMITS.address;
      if (value.length > max) return fail(`That is too long here: keep it to ${max} characters.`);
      return setBusinessDetail(ydoc, operation.key, value);
    }
    case 'addService': {
      if (!services || services.type !== 'Services') return fail('Add a Services section first.');
      const count = (readPath(ydoc, ['sections', services.id, 'items']) as unknown[] | undefined)?.length ?? 0;
      return insertItem(
        ydoc,
        ['sections', services.id, 'items'],
        count,
        { id: id!, heading: operation.heading.trim(), paragraph: operation.paragraph.trim(), pricing: operation.pricing.trim() },
        { max: LIMITS.services },
      );
    }
    case 'removeService':
      if (!services) return fail('That service no longer exists.');
      return removeItem(ydoc, ['sections', services.id, 'items'], operation.itemId);
    case 'setText': {
      const path = textPath(operation);
      if (typeof readPath(ydoc, path) !== 'string') return fail('That text no longer exists.');
      return setField(ydoc, path, operation.text);
    }
    case 'setButtonLink': {
      const url = normalizeExternalUrl(operation.url);
      if (!url || !isValidExternalUrl(url)) return fail(EXTERNAL_URL_MESSAGES.invalid);
      const path: DocPath = [...itemPath(operation), 'button'];
      if (readPath(ydoc, path.slice(0, -1)) === undefined) return fail('That part of the page no longer exists.');
      return setField(ydoc, path, { type: 'Web', label: operation.label, url, style: 'Solid', size: 'Medium', openInNewTab: true, webRisk: 'Pending' });
    }
    case 'addSection':
      return addSection(ydoc, operation.sectionType, { id: id!, context: { businessName: document.websiteSettings.businessName } });
    case 'removeSection':
      return removeSection(ydoc, operation.sectionId);
    case 'removeSamples': {
      const list = SAMPLE_LISTS[document.sections.find((section) => section.id === operation.sectionId)?.type ?? ''];
      if (!list) return fail('That section has no samples.');
      const items = (readPath(ydoc, ['sections', operation.sectionId, list]) as { id: string; sample?: boolean }[] | undefined) ?? [];
      for (const item of items.filter((candidate) => candidate.sample === true)) {
        const removed = removeItem(ydoc, ['sections', operation.sectionId, list], item.id);
        if (!removed.ok) return removed;
      }
      return OK;
    }
    case 'moveSection':
      return moveSection(ydoc, operation.sectionId, operation.toIndex);
    case 'setPalette': {
      const failing = paletteContrast(operation.palette).find((check) => !check.passes);
      if (failing) return fail(`${failing.label} would be hard to read.`);
      return setField(ydoc, ['theme', 'palette'], { ...operation.palette });
    }
    case 'setFontPair': {
      const pair = FONT_PAIRS.find((candidate) => candidate.pair.name === operation.name)?.pair;
      if (!pair) return fail('That font pairing is not offered.');
      return setField(ydoc, ['theme', 'fontPair'], { name: pair.name, heading: { ...pair.heading }, body: { ...pair.body } });
    }
    case 'translateSite': {
      if (!operation.texts.length) return fail('There were no texts to translate.');
      for (const { path, text } of operation.texts) {
        if (!isTranslatablePath(path) || typeof readPath(ydoc, path) !== 'string') return fail('A text to translate is no longer on the page.');
        const set = setField(ydoc, path, text);
        if (!set.ok) return set;
      }
      return setField(ydoc, ['websiteSettings', 'contactFormLanguage'], operation.language);
    }
  }
}

/** Where each section type keeps its sample items (issue 24). */
const SAMPLE_LISTS: Record<string, string> = { CustomerReviews: 'reviews', Team: 'members', FrequentlyAskedQuestions: 'items' };

const itemPath = (operation: { sectionId: string; itemId?: string }): DocPath => [
  'sections',
  operation.sectionId,
  ...(operation.itemId ? ['items', operation.itemId] : []),
];
const textPath = (operation: { sectionId: string; itemId?: string; field: string }): DocPath => [...itemPath(operation), operation.field];
