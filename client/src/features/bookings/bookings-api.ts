import { useQuery } from '@tanstack/react-query';
import type { OwnerBooking } from '@frontdoor/shared';
import { apiQuery, invalidateRoute, queryClient, useApiMutation } from '../../api/query-client';

// A website's bookings (issue 40): the list the owner and guest editors read through the query
// cache (a 'bookings-changed' live event marks it out of date), and the owner's two answers.

const ofWebsite = (websiteId: string) => ({ params: { id: websiteId } });

const bookingsQuery = (websiteId: string) => apiQuery('get /api/websites/{id}/bookings', ofWebsite(websiteId));

/** The website's bookings, soonest first, read once `enabled` (signed in). */
export const useWebsiteBookings = (websiteId: string, enabled: boolean) => useQuery({ ...bookingsQuery(websiteId), enabled }, queryClient);

/** Reads the list again, showing its loading state: the error screen's Try again. */
export const reloadBookings = (websiteId: string) => queryClient.resetQueries({ queryKey: bookingsQuery(websiteId).queryKey });

/**
 * What an answer does to the list: the booking's new state at once, then a fresh read (the time
 * it freed, or another tab's answer). A refusal reads it again too: a 409 means someone answered
 * first, and the list should show how.
 */
const answerOptions = (websiteId: string) => ({
  onSuccess: (booking: OwnerBooking) => {
    queryClient.setQueryData(bookingsQuery(websiteId).queryKey, (list) => list && { bookings: list.bookings.map((item) => (item.id === booking.id ? booking : item)) });
    void invalidateRoute('get /api/websites/{id}/bookings', ofWebsite(websiteId));
  },
  onError: () => void invalidateRoute('get /api/websites/{id}/bookings', ofWebsite(websiteId)),
});

/** Confirms a booking request (the owner). */
export const useConfirmBooking = (websiteId: string) => useApiMutation('post /api/websites/{id}/bookings/{bookingId}/confirm', answerOptions(websiteId));

/** Declines a request or cancels a confirmed booking (the owner): its time is free again. */
export const useDeclineBooking = (websiteId: string) => useApiMutation('post /api/websites/{id}/bookings/{bookingId}/decline', answerOptions(websiteId));

/** A download address of the bookings as CSV (the owner and guest editors), good for five minutes: the browser then downloads it. */
export const useExportBookings = () => useApiMutation('post /api/websites/{id}/bookings/export', { onSuccess: ({ url }) => window.location.assign(url) });
