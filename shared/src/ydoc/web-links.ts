import * as Y from 'yjs';
import type { WebRiskState } from '../site/app-enums.js';
import { siteRootMap } from './site-ydoc.js';

/** The link states that still wait for a safety check (spec §4): a job should be on its way. */
export const WEB_RISK_UNCHECKED: readonly WebRiskState[] = ['Pending', 'Checking'];

/**
 * Every Web link of the document, wherever it lives (header and footer navigation, section and
 * item buttons, any field a later section adds): the document is walked generically, and a map
 * with `type: 'Web'` and a string `url` is a Web link (the link union of shared/src/site/link.ts;
 * nothing else in the document has that type).
 */
function webLinkMaps(ydoc: Y.Doc): Y.Map<unknown>[] {
  const found: Y.Map<unknown>[] = [];
  const walk = (value: unknown): void => {
    if (value instanceof Y.Array) for (const item of value) walk(item);
    else if (value instanceof Y.Map) {
      if (value.get('type') === 'Web' && typeof value.get('url') === 'string') found.push(value);
      else for (const item of value.values()) walk(item);
    }
  };
  walk(siteRootMap(ydoc));
  return found;
}

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
