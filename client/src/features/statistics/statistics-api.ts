import { useQuery } from '@tanstack/react-query';
import type { Statistics, StatisticsRange } from '@frontdoor/shared';
import { apiQuery, invalidateRoute, queryClient, useApiMutation } from '../../api/query-client';

// A website's visitor statistics (issue 42), read through the query cache: a 'statistics-changed'
// live event marks the website's figures out of date (every period), and the open screen reads
// them again.

const statisticsQuery = (websiteId: string, range: StatisticsRange) => apiQuery('get /api/websites/{id}/statistics', { params: { id: websiteId }, query: { range } });

/** The website a cached read was for (its key is the route's, then `{ params, query }`). */
const websiteOf = (queryKey: readonly unknown[]) => (queryKey[1] as { params?: { id?: string } } | undefined)?.params?.id;

/**
 * The website's figures over a period, read once `enabled` (signed in). Moving to another period
 * keeps the figures shown until the new ones arrive (`isPlaceholderData` meanwhile; they carry
 * their own `range`), so the page does not flash empty; another website's figures are never kept.
 */
export const useWebsiteStatistics = (websiteId: string, range: StatisticsRange, enabled: boolean) =>
  useQuery(
    {
      ...statisticsQuery(websiteId, range),
      enabled,
      placeholderData: (previous: Statistics | undefined, previousQuery) => (previousQuery && websiteOf(previousQuery.queryKey) === websiteId ? previous : undefined),
    },
    queryClient,
  );

/** Changes the owner's settings (counting, the weekly email); the figures are read again with them. */
export const useChangeStatisticsSettings = (websiteId: string) =>
  useApiMutation('post /api/websites/{id}/statistics/settings', {
    // Pending until the figures are read again: the box shows what was asked until the settings
    // it is drawn from say so (it went back to the old state for a moment, and CI saw it).
    onSuccess: () => invalidateRoute('get /api/websites/{id}/statistics', { params: { id: websiteId } }),
  });

/** Downloads the period's figures as a CSV file (a spreadsheet opens it). */
export const useExportStatistics = () => useApiMutation('post /api/websites/{id}/statistics/export', { onSuccess: ({ url }) => window.location.assign(url) });
