import type { SiteDocument } from '../site/site-document.js';

/**
 * "Translate the site into French" (issue 41): the texts a visitor reads, found by their field
 * names, each with its path in the document (section and item ids, as the document's operations
 * take them). Names (the business's, people's), addresses, links and settings are not texts here.
 */
export const TRANSLATABLE_FIELDS: ReadonlySet<string> = new Set([
  'heading',
  'body',
  'paragraph',
  'pricing',
  'primary',
  'subhead',
  'subordinate',
  'question',
  'answer',
  'caption',
  'label',
  'fieldLabel',
  'submitLabel',
  'successMessage',
  'description',
  'jobTitle',
  'title',
]);

/** One text of the site and where it is: ['sections', sectionId, field] or deeper through lists by id. */
export interface SiteText {
  path: string[];
  text: string;
}

/** Whether a path names a translatable text of a section (the check made before a translation is applied). */
export function isTranslatablePath(path: readonly string[]): boolean {
  return path.length >= 3 && path.length <= 6 && path[0] === 'sections' && TRANSLATABLE_FIELDS.has(path[path.length - 1]!);
}

type Plain = Record<string, unknown>;
const isRecord = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The texts of one object (a section, an item, a button) and of what it holds, up to two levels down. */
function textsOf(value: Plain, path: string[], depth: number, into: SiteText[]): void {
  for (const [key, child] of Object.entries(value)) {
    if (typeof child === 'string') {
      if (TRANSLATABLE_FIELDS.has(key) && child.trim()) into.push({ path: [...path, key], text: child });
    } else if (depth < 2 && isRecord(child)) {
      textsOf(child, [...path, key], depth + 1, into);
    } else if (depth < 2 && Array.isArray(child)) {
      for (const item of child) if (isRecord(item) && typeof item.id === 'string') textsOf(item, [...path, key, item.id], depth + 1, into);
    }
  }
}

/** Every text a visitor reads on the page, in page order. */
export function translatableTextsOf(document: SiteDocument): SiteText[] {
  const texts: SiteText[] = [];
  for (const section of document.sections) textsOf(section as unknown as Plain, ['sections', section.id], 0, texts);
  return texts;
}

/** The object a path leads to in a plain copy of the document (lists are stepped through by id), and the last key. */
function locate(document: Plain, path: readonly string[]): { parent: Plain; key: string } | null {
  let current: unknown = document;
  for (const key of path.slice(0, -1)) {
    if (Array.isArray(current)) current = current.find((entry) => isRecord(entry) && entry.id === key);
    else if (isRecord(current)) current = current[key];
    else return null;
  }
  return isRecord(current) ? { parent: current, key: path[path.length - 1]! } : null;
}

/** Writes a text into a plain copy of the document (the worker fits translations on such a copy before proposing them). */
export function writeText(document: Plain, path: readonly string[], text: string): boolean {
  const found = locate(document, path);
  if (!found || typeof found.parent[found.key] !== 'string') return false;
  found.parent[found.key] = text;
  return true;
}

/** The id path of a schema issue's index path (['sections', 2, 'items', 0, 'paragraph'] → ['sections', 'services', 'items', 'svc-1', 'paragraph']). */
export function idPathOf(document: Plain, path: readonly PropertyKey[]): string[] {
  const out: string[] = [];
  let current: unknown = document;
  for (const key of path) {
    if (Array.isArray(current) && typeof key === 'number') {
      const entry: unknown = current[key];
      out.push(isRecord(entry) && typeof entry.id === 'string' ? entry.id : String(key));
      current = entry;
    } else {
      out.push(String(key));
      current = isRecord(current) ? current[String(key)] : undefined;
    }
  }
  return out;
}
