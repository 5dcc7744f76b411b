import { useQuery } from '@tanstack/react-query';
import type { WebsiteDomainResponse } from '@frontdoor/shared';
import { apiQuery, invalidateRoute, queryClient, useApiMutation } from '../../../api/query-client';

// A website's custom domain (spec §4): read through the query cache, which the live
// 'domain-state-changed' events mark out of date (api/live-invalidation.ts), so the panel follows
// the checker without a reload; the owner's writes put their answer in it at once.

const ofWebsite = (websiteId: string) => ({ params: { id: websiteId } });
const domainQuery = (websiteId: string) => apiQuery('get /api/websites/{id}/domain', ofWebsite(websiteId));

export const useWebsiteDomain = (websiteId: string) => useQuery(domainQuery(websiteId), queryClient);

function changed(websiteId: string, answer?: WebsiteDomainResponse): void {
  if (answer) queryClient.setQueryData(domainQuery(websiteId).queryKey, answer);
  else void invalidateRoute('get /api/websites/{id}/domain', ofWebsite(websiteId));
  void invalidateRoute('get /api/websites');
}

/** Connecting a domain, or reconnecting the owner's own (Re-Configure): its answer is the panel's at once. */
export const useConnectDomain = (websiteId: string) => useApiMutation('post /api/websites/{id}/domain', { onSuccess: (answer) => changed(websiteId, answer) });

/** Asking for the domain to be checked now (its result arrives live, like every check's). */
export const useCheckDomainNow = () => useApiMutation('post /api/websites/{id}/domain/check');

/** Removing the domain: deleted while its ownership is not verified (spec §4), else disconnected. */
export function useRemoveDomain(websiteId: string, onRemoved: () => void) {
  const options = {
    onSuccess: () => {
      changed(websiteId, { domain: null });
      onRemoved();
    },
    onError: () => changed(websiteId),
  };
  return { delete: useApiMutation('delete /api/websites/{id}/domain', options), disconnect: useApiMutation('post /api/websites/{id}/domain/disconnect', options) };
}
