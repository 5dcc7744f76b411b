import { createContext } from 'react';

/**
 * What a page says about itself while it renders, for the prerender step (react-dom/server runs
 * no effects): the document title. In the browser there is no collector and effects set it.
 */
export interface HeadCollector {
  title: string | null;
}

export const HeadContext = createContext<HeadCollector | null>(null);

const productName = 'Frontdoor';

/** The tab title of a page; `null` gives the home page's title. */
export function documentTitle(title: string | null): string {
  return title === null ? `${productName} — Free AI website builder for small businesses` : `${title} · ${productName}`;
}
