import { useQuery } from '@tanstack/react-query';
import type { WebsiteDomainResponse } from '@frontdoor/shared';
import { api } from '../../../api/api';
import { apiQuery, invalidateRoute, queryClient } from '../../../api/query-client';

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

/** Connects a domain, or reconnects the owner's own (Re-Configure). */
export async function connectDomain(websiteId: string, domain: string) {
  const result = await api('post /api/websites/{id}/domain', { ...ofWebsite(websiteId), body: { domain } });
  if (result.ok) changed(websiteId, result.data);
  return result;
}

/** Asks for the domain to be checked now (its result arrives live, like every check's). */
export async function checkDomainNow(websiteId: string) {
  return api('post /api/websites/{id}/domain/check', ofWebsite(websiteId));
}

/** Deletes the domain (only while its ownership is not verified). */
export async function deleteDomain(websiteId: string) {
  const result = await api('delete /api/websites/{id}/domain', ofWebsite(websiteId));
  changed(websiteId, result.ok ? { domain: null } : undefined);
  return result;
}

/** Disconnects the domain from the website. */
export async function disconnectDomain(websiteId: string) {
  const result = await api('post /api/websites/{id}/domain/disconnect', ofWebsite(websiteId));
  changed(websiteId, result.ok ? { domain: null } : undefined);
  return result;
}
