import { createContext, useContext } from 'react';
import type { SiteDocument } from '@frontdoor/shared';

/** What every previewed section may need besides its own data. */
export interface SiteContextValue {
  document: SiteDocument;
  /** Ids of the sections on the page, so links to removed sections render as plain text. */
  sectionIds: ReadonlySet<string>;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite must be used inside <SitePreview>');
  return value;
}

/** The DOM id of a section of the previewed site (prefixed so it cannot clash with the app's). */
export const sectionAnchor = (sectionId: string) => `ws-${sectionId}`;
