import { isValidHandle } from '@frontdoor/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { publicQuery, queryClient, routeQueryKey } from '../../../api/query-client';

/** What the web-address field says about its value. */
export type Availability = 'invalid' | 'checking' | 'available' | 'taken' | 'unknown';

const DEBOUNCE_MS = 400;

const availabilityQuery = (handle: string) => publicQuery('get /api/handles/{handle}', { params: { handle } });
// An answer is kept while the dialog is open, even for addresses no longer in the field.
queryClient.setQueryDefaults(routeQueryKey('get /api/handles/{handle}'), { staleTime: Infinity, gcTime: Infinity });

/**
 * The availability of `handle`, asked of the server once typing pauses. The site's own address
 * counts as available (the server would call it taken). Answers are remembered for the life of
 * the dialog, so going back to an address already checked shows its answer at once (a failed
 * check is asked again once the owner comes back to that address); `markTaken` records a 409
 * from publishing.
 */
export function useHandleAvailability(handle: string, currentHandle: string | null) {
  const valid = isValidHandle(handle);
  const own = valid && handle === currentHandle;
  // The address typing paused on: only then is the server asked.
  const [paused, setPaused] = useState<string | null>(null);
  useEffect(() => {
    if (!valid || own) return;
    const timer = window.setTimeout(() => setPaused(handle), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [handle, valid, own]);
  const asking = valid && !own && paused === handle;
  const answer = useQuery({ ...availabilityQuery(handle), enabled: asking }, queryClient);

  // The answers belong to this dialog: the next one asks afresh.
  useEffect(() => () => queryClient.removeQueries({ queryKey: routeQueryKey('get /api/handles/{handle}') }), []);

  const availability: Availability = !valid
    ? 'invalid'
    : own
      ? 'available'
      : answer.data
        ? answer.data.available
          ? 'available'
          : 'taken'
        : asking && answer.error && !answer.isFetching
          ? answer.error.code === 'handle_invalid'
            ? 'invalid'
            : 'unknown'
          : 'checking';
  const markTaken = useCallback((taken: string) => queryClient.setQueryData(availabilityQuery(taken).queryKey, { available: false }), []);
  return { availability, markTaken };
}
