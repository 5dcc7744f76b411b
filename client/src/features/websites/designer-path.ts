/** The designer for a website (spec §2: the editor is selected by a websiteId query parameter). */
export const designerPath = (websiteId: string) => `/designer?websiteId=${encodeURIComponent(websiteId)}`;
