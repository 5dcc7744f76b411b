import * as Y from 'yjs';
import type { z } from 'zod';
import { siteDocumentSchema, type SiteDocument } from '../site/site-document.js';
import { fromYValue, toYValue, type PlainValue } from './y-value.js';

/**
 * Name of the root Y.Map holding the site document in a Y.Doc. Its keys are the document's
 * top-level fields (version, websiteSettings, theme, sections); `sections` is a Y.Array of
 * Y.Maps, nested objects are Y.Maps and lists are Y.Arrays.
 *
 * Texts are stored as plain strings, not Y.Text: only one person edits a draft at a time (edit
 * control, spec §4), so character-level merging of concurrent edits buys nothing, while plain
 * strings keep the conversion exact and the updates small. A field replaced as a whole is one
 * Y.Map set. Reading still accepts a Y.Text wherever a string is expected.
 */
export const SITE_ROOT_KEY = 'site';

/** The root map of the site document in a Y.Doc. */
export function siteRootMap(ydoc: Y.Doc): Y.Map<unknown> {
  return ydoc.getMap<unknown>(SITE_ROOT_KEY);
}

/**
 * Writes a site document into a Y.Doc, in one transaction: into `ydoc` when given (its previous
 * site content is replaced), otherwise into a new Y.Doc. Returns the Y.Doc.
 */
export function siteDocumentToYDoc(doc: SiteDocument, ydoc: Y.Doc = new Y.Doc()): Y.Doc {
  const root = siteRootMap(ydoc);
  ydoc.transact(() => {
    const plain = doc as unknown as Record<string, PlainValue | undefined>;
    for (const key of Array.from(root.keys())) {
      if (!(key in plain) || plain[key] === undefined) root.delete(key);
    }
    for (const [key, value] of Object.entries(plain)) {
      if (value !== undefined) root.set(key, toYValue(value));
    }
  });
  return ydoc;
}

/** The site content of a Y.Doc as plain JSON, without validation. */
export function yDocToJson(ydoc: Y.Doc): Record<string, unknown> {
  return fromYValue(siteRootMap(ydoc)) as Record<string, unknown>;
}

/** Reading a Y.Doc as a site document: the document, or why it is not valid. */
export type SiteDocumentReadResult = { readonly ok: true; readonly document: SiteDocument } | { readonly ok: false; readonly error: z.ZodError };

/** Reads and validates the site document of a Y.Doc, returning the failure as a value. */
export function readSiteDocument(ydoc: Y.Doc): SiteDocumentReadResult {
  const result = siteDocumentSchema.safeParse(yDocToJson(ydoc));
  return result.success ? { ok: true, document: result.data } : { ok: false, error: result.error };
}

/**
 * Reads the site document of a Y.Doc and validates it with the schema.
 * Throws the ZodError when the content is not a valid site document.
 */
export function yDocToSiteDocument(ydoc: Y.Doc): SiteDocument {
  return siteDocumentSchema.parse(yDocToJson(ydoc));
}

/**
 * Makes the Y.Doc's site content equal `doc` with the smallest change: only fields whose value
 * differs are written; maps and lists of entries with the same ids are walked into, so bringing
 * back a saved version that differs by one heading writes one heading (restore, take-over reset).
 * Runs in one transaction with `origin`.
 */
export function patchSiteDocument(ydoc: Y.Doc, doc: SiteDocument, origin?: unknown): void {
  ydoc.transact(() => patchMap(siteRootMap(ydoc), doc as unknown as Record<string, PlainValue | undefined>), origin);
}

function patchMap(map: Y.Map<unknown>, value: Record<string, PlainValue | undefined>): void {
  for (const key of Array.from(map.keys())) if (value[key] === undefined) map.delete(key);
  for (const [key, next] of Object.entries(value)) {
    if (next === undefined) continue;
    const current = map.get(key);
    if (current instanceof Y.Map && isObject(next)) patchMap(current, next);
    else if (current instanceof Y.Array && Array.isArray(next) && sameIds(current, next)) patchArray(current, next);
    else if (!equalValue(current, next)) map.set(key, toYValue(next));
  }
}

function patchArray(array: Y.Array<unknown>, next: PlainValue[]): void {
  next.forEach((item, index) => {
    const current = array.get(index);
    if (current instanceof Y.Map && isObject(item)) patchMap(current, item);
    else if (!equalValue(current, item)) {
      array.delete(index, 1);
      array.insert(index, [toYValue(item)]);
    }
  });
}

/** Same length and, entry by entry, the same `id` (entries without ids compare by position). */
function sameIds(array: Y.Array<unknown>, next: PlainValue[]): boolean {
  if (array.length !== next.length) return false;
  return next.every((item, index) => {
    const current = array.get(index);
    const id = isObject(item) ? item.id : undefined;
    return current instanceof Y.Map ? current.get('id') === id : !isObject(item);
  });
}

function isObject(value: unknown): value is Record<string, PlainValue | undefined> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function equalValue(current: unknown, next: PlainValue): boolean {
  if (current === next) return true;
  if (current instanceof Y.AbstractType || (next !== null && typeof next === 'object')) {
    return JSON.stringify(fromYValue(current)) === JSON.stringify(next);
  }
  return false;
}
