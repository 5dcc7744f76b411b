import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BusinessBrief } from '@frontdoor/shared';
import { publicQuery, queryClient, usePublicMutation } from '../../api/query-client';

// The wizard's reads (spec §2): what the server understands of the owner's words, and the style
// options for a finished brief. Both are POSTs that change nothing, read through the query cache
// keyed by the brief, so a brief asked about again is not asked twice and a stale answer never
// replaces a newer one.

/**
 * Which trade the description reads as (issue 24), for `brief` (null: nothing to ask yet). While
 * a new brief is asked about, the last answer stays; a failed read shows nothing new.
 */
export const useUnderstoodTrade = (brief: BusinessBrief | null) =>
  useQuery(
    {
      ...publicQuery('post /api/onboarding/understand', { body: { brief: brief ?? EMPTY_BRIEF } }),
      enabled: brief !== null,
      placeholderData: keepPreviousData,
    },
    queryClient,
  );

/** The 8 font pairs and 8 palettes offered for a finished brief (null: not finished yet). */
export const useStyleOptionsFor = (brief: BusinessBrief | null) =>
  useQuery({ ...publicQuery('post /api/onboarding/styles', { body: { brief: brief ?? EMPTY_BRIEF } }), enabled: brief !== null }, queryClient);

/** Stands in for the brief of a read that is not enabled (its key is never fetched). */
const EMPTY_BRIEF: BusinessBrief = { businessName: '', description: '', location: '', link: '' };

/** Starts reading the owner's page (create from a link, spec §4). */
export const usePageImportStart = () => usePublicMutation('post /api/imports');

/** An import's step and, once done, its result: read every 400 ms until it is done or fails. */
export const usePageImportStatus = (importId: string | null) =>
  useQuery(
    {
      ...publicQuery('get /api/imports/{importId}', { params: { importId: importId ?? '' } }),
      enabled: importId !== null,
      // A dropped connection is read again; another failure or the result ends the reading.
      refetchInterval: (query) => (query.state.data?.state === 'done' || (query.state.error && query.state.error.code !== 'network-request-failed') ? false : 400),
    },
    queryClient,
  );
