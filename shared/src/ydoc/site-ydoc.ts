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
export type SiteDocumentReadResult =
  | { readonly ok: true; readonly document: SiteDocument }
  | { readonly ok: false; readonly error: z.ZodError };

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
