import * as Y from 'yjs';
import { planSectionRepair, type SectionRepair } from '../site/section-repair.js';
import { SITE_DOCUMENT_KEYS } from '../site/site-document.js';
import type { SectionType } from '../site/section-type.js';
import { siteRootMap } from './site-ydoc.js';

/** What `repairSiteYDoc` changed: section repairs, and keys of the root map that do not belong. */
export interface SiteRepairReport {
  readonly sections: readonly SectionRepair[];
  readonly removedKeys: readonly string[];
}

/**
 * Brings a draft's Y.Doc back within the document-level rules (planSectionRepair) and drops
 * root-map keys that are not site document fields, in one transaction with `origin`. Section
 * indexes in the report are positions in the list before the change. Returns what changed
 * (nothing when the document keeps the rules); other problems are left to the schema to report.
 */
export function repairSiteYDoc(ydoc: Y.Doc, origin?: unknown): SiteRepairReport {
  const root = siteRootMap(ydoc);
  const removedKeys = Array.from(root.keys()).filter((key) => !SITE_DOCUMENT_KEYS.includes(key));
  const sections = root.get('sections');
  const entries: { position: number; map: Y.Map<unknown>; id: string; type: SectionType }[] = [];
  if (sections instanceof Y.Array) {
    sections.toArray().forEach((map, position) => {
      if (!(map instanceof Y.Map)) return;
      const id = map.get('id');
      const type = map.get('type');
      if (typeof id === 'string' && typeof type === 'string') entries.push({ position, map, id, type: type as SectionType });
    });
  }
  const plan = planSectionRepair(entries).map((repair) => ({ ...repair, index: entries[repair.index]!.position }));
  if (plan.length === 0 && removedKeys.length === 0) return { sections: [], removedKeys: [] };
  ydoc.transact(() => {
    for (const key of removedKeys) root.delete(key);
    for (const repair of plan) {
      if (repair.kind === 'renumbered') (sections as Y.Array<Y.Map<unknown>>).get(repair.index).set('id', repair.to);
    }
    const dropped = plan.filter((repair) => repair.kind === 'dropped').map((repair) => repair.index);
    for (const position of dropped.sort((a, b) => b - a)) (sections as Y.Array<unknown>).delete(position, 1);
  }, origin);
  return { sections: plan, removedKeys };
}
