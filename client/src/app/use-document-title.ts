import { useContext, useEffect } from 'react';
import { documentTitle, HeadContext } from './head';

/** Sets the tab title for the current page; `null` gives the home page's title. */
export function useDocumentTitle(title: string | null): void {
  // Prerendering: recorded during render, where the collector exists.
  const head = useContext(HeadContext);
  if (head) head.title = documentTitle(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
