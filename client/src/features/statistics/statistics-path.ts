/** A website's Statistics view (issue 42), selected like the designer by a websiteId query parameter. */
export const statisticsPath = (websiteId: string) => `/websites/statistics?websiteId=${encodeURIComponent(websiteId)}`;
