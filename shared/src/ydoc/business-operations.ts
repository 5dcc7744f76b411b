import * as Y from 'yjs';
import { emptyBusinessDetails, type BusinessDetails } from '../site/business-details.js';
import type { OperationResult } from './site-operations.js';
import { siteRootMap } from './site-ydoc.js';
import { fromYValue, toYValue, type PlainValue } from './y-value.js';

/** A business detail and the value it takes. */
export type BusinessDetailKey = keyof BusinessDetails;

/**
 * Sets one of the business details (websiteSettings.business: phone, email, address, service
 * area, opening hours, hours note) as one undoable transaction with `origin`, like every edit.
 *
 * The business details are the one home of the phone and email; a document made before them
 * kept both in its contact section (still shown while the details have none). The first edit
 * of any detail moves those over, in the same transaction, so the page shows what the panel
 * shows and an undo puts everything back. A document without the details gets them.
 */
export function setBusinessDetail<K extends BusinessDetailKey>(ydoc: Y.Doc, key: K, value: BusinessDetails[K], origin?: unknown): OperationResult {
  const settings = siteRootMap(ydoc).get('websiteSettings');
  if (!(settings instanceof Y.Map)) return { ok: false, reason: 'That part of the page no longer exists.' };
  const current = settings.get('business');
  const stored = current instanceof Y.Map ? (fromYValue(current) as Partial<BusinessDetails>) : {};
  const legacy = legacyContact(ydoc);
  const moving = legacy !== null && (legacy.get('phone') || legacy.get('email'));
  if (!moving && current instanceof Y.Map && JSON.stringify(stored[key]) === JSON.stringify(value)) return { ok: true };
  ydoc.transact(() => {
    let business = current;
    if (!(business instanceof Y.Map)) {
      business = toYValue({ ...emptyBusinessDetails() } as unknown as PlainValue);
      settings.set('business', business);
    }
    const map = business as Y.Map<unknown>;
    if (legacy && moving) {
      for (const field of ['phone', 'email'] as const) {
        const old = legacy.get(field);
        if (typeof old === 'string' && old.trim() !== '' && !String(map.get(field) ?? '').trim()) map.set(field, old.trim());
        if (old) legacy.set(field, '');
      }
    }
    map.set(key, toYValue(value as unknown as PlainValue));
  }, origin);
  return { ok: true };
}

/** The contact section's Y.Map, when there is one. */
function legacyContact(ydoc: Y.Doc): Y.Map<unknown> | null {
  const sections = siteRootMap(ydoc).get('sections');
  if (!(sections instanceof Y.Array)) return null;
  for (const entry of sections) if (entry instanceof Y.Map && entry.get('type') === 'Contact') return entry;
  return null;
}
