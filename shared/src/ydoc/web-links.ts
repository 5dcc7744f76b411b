import * as Y from 'yjs';
import type { WebRiskState } from '../site/app-enums.js';
import { linkPathsOf, valuesAtPath } from '../site/section-parts.js';
import { sectionTypeSchema } from '../site/section-type.js';
import { siteRootMap } from './site-ydoc.js';

/** The link states that still wait for a safety check (spec §4): a job should be on its way. */
export const WEB_RISK_UNCHECKED: readonly WebRiskState[] = ['Pending', 'Checking'];

/**
 * Every Web link of the document: each section's buttons and navigation links, where the section
 * registry says its type keeps them (`links` paths, section-parts.ts); a link map with
 * `type: 'Web'` and a string `url` is a Web link. Read from the Y.Doc without converting it.
 */
function webLinkMaps(ydoc: Y.Doc): Y.Map<unknown>[] {
  const sections = siteRootMap(ydoc).get('sections');
  if (!(sections instanceof Y.Array)) return [];
  const found: Y.Map<unknown>[] = [];
  for (const section of sections) {
    if (!(section instanceof Y.Map)) continue;
    const type = sectionTypeSchema.safeParse(section.get('type'));
    if (!type.success) continue;
    for (const path of linkPathsOf(type.data)) {
      for (const link of valuesAtPath<unknown>(section, path, yGet, yElements)) {
        if (link instanceof Y.Map && link.get('type') === 'Web' && typeof link.get('url') === 'string') found.push(link);
      }
    }
  }
  return found;
}

const yGet = (value: unknown, key: string): unknown => (value instanceof Y.Map ? value.get(key) : undefined);
const yElements = (value: unknown): readonly unknown[] | null => (value instanceof Y.Array ? value.toArray() : null);

/** A Web link's check state; a link stored without one counts as Pending (the schema's default). */
function stateOf(link: Y.Map<unknown>): WebRiskState {
  return (link.get('webRisk') as WebRiskState | undefined) ?? 'Pending';
}

/**
 * The addresses whose Web links wait for a safety check (Pending or Checking), each once. Empty
 * addresses are left out: there is nothing to check. Reads the Y.Doc without converting it.
 */
export function webLinksToCheck(ydoc: Y.Doc): string[] {
  const urls = new Set<string>();
  for (const link of webLinkMaps(ydoc)) {
    const url = (link.get('url') as string).trim();
    if (url !== '' && WEB_RISK_UNCHECKED.includes(stateOf(link))) urls.add(url);
  }
  return [...urls];
}

/**
 * Sets the check state of every Web link whose address is `url` and whose state is one of `from`
 * to `next`, in one transaction. A link whose address changed meanwhile is not touched (its new
 * address gets a check of its own). Answers how many links matched and how many changed.
 */
export function setWebRisk(
  ydoc: Y.Doc,
  url: string,
  next: WebRiskState,
  options: { from: readonly WebRiskState[]; origin?: unknown },
): { matched: number; changed: number } {
  const matching = webLinkMaps(ydoc).filter((link) => (link.get('url') as string).trim() === url && options.from.includes(stateOf(link)));
  const changing = matching.filter((link) => link.get('webRisk') !== next);
  if (changing.length > 0) ydoc.transact(() => changing.forEach((link) => link.set('webRisk', next)), options.origin);
  return { matched: matching.length, changed: changing.length };
}
