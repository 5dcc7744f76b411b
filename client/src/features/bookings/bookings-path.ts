/** A website's Bookings view (issue 40), selected like the designer by a websiteId query parameter. */
export const bookingsPath = (websiteId: string) => `/websites/bookings?websiteId=${encodeURIComponent(websiteId)}`;
