import { useQuery } from '@tanstack/react-query';
import type { PublishResult, WebsiteDetail } from '@frontdoor/shared';
import { apiQuery, invalidateRoute, queryClient, useApiMutation } from '../../api/query-client';

// The websites' server state (spec §3, §4): the lists and a draft's metadata, read through the
// query cache, and the writes that change them.

/** A draft as GET /api/websites/{id} answers it (the contract's WebsiteDetail). */
export type DraftWebsite = WebsiteDetail;

/** The user's own websites, or (`shared`) those shared with them through accepted invites. */
const websiteListQuery = (shared: boolean) => (shared ? apiQuery('get /api/shared-websites') : apiQuery('get /api/websites'));

/** The list, read once `enabled` (signed in); live events and reconnects read it again. */
export const useWebsiteList = (shared: boolean, enabled: boolean) => useQuery({ ...websiteListQuery(shared), enabled }, queryClient);

/** A draft's metadata and document. */
const websiteQuery = (id: string) => apiQuery('get /api/websites/{id}', { params: { id } });

export const useWebsite = (id: string, enabled: boolean) => useQuery({ ...websiteQuery(id), enabled }, queryClient);

/** Reads the draft again from scratch (its loading state shows): the error screen's Try again. */
export const reloadWebsite = (id: string) => queryClient.resetQueries({ queryKey: websiteQuery(id).queryKey });

/** Published: the draft's address and time change, and the lists' badges with them. */
export function websitePublished(id: string, { handle, publishedAt }: PublishResult): void {
  queryClient.setQueryData(websiteQuery(id).queryKey, (draft) => draft && { ...draft, handle, lastPublishedAt: publishedAt });
  void invalidateRoute('get /api/websites');
  void invalidateRoute('get /api/shared-websites');
}

/** Deleting a website (the published page first, then the draft); once done, the lists forget it. */
export const useDeleteWebsite = (onDeleted: () => void) =>
  useApiMutation('delete /api/websites/{id}', {
    onSuccess: () => {
      void invalidateRoute('get /api/websites');
      onDeleted();
    },
  });
