import { createContext, useContext, type ReactNode } from 'react';

const WebsiteContext = createContext<string | null>(null);

/**
 * The website whose images the image slots deep inside the panels pick from (My Images, stock
 * search, uploads), so its id need not be passed through every section editor.
 */
export function ImageLibraryProvider({ websiteId, children }: { websiteId: string; children: ReactNode }) {
  return <WebsiteContext.Provider value={websiteId}>{children}</WebsiteContext.Provider>;
}

/** The website's id, or null where there is no library (a panel drawn on its own, as in tests): choosing is then off. */
export function useImageLibrary(): string | null {
  return useContext(WebsiteContext);
}
