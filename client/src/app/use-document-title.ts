import { useEffect } from 'react';

const productName = 'Frontdoor';

/** Sets the tab title for the current page; `null` gives the home page's title. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title === null ? `${productName} — Free AI website builder for small businesses` : `${title} · ${productName}`;
  }, [title]);
}
