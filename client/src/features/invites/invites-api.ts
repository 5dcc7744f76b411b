import { useQuery } from '@tanstack/react-query';
import { apiQuery, invalidateRoute, publicQuery, queryClient, useApiMutation } from '../../api/query-client';

// The invites of spec §7 and the website's owner: reads through the query cache (live invite
// events mark them out of date), writes that update it.

const ofWebsite = (websiteId: string) => ({ params: { id: websiteId } });

/** The website's invites with their state (owner and guest editors). */
const invitesQuery = (websiteId: string) => apiQuery('get /api/websites/{id}/invites', ofWebsite(websiteId));
export const useWebsiteInvites = (websiteId: string) => useQuery(invitesQuery(websiteId), queryClient);

/** The owner's email (spec §6: non-owners obtain it from the server). */
export const useOwnerEmail = (websiteId: string) => useQuery(apiQuery('get /api/websites/{id}/owner', ofWebsite(websiteId)), queryClient);

/** What an invitation link names (issue 26): the website, who invited and the address to sign in with. */
export const useInviteLookup = (inviteId: string) =>
  useQuery({ ...publicQuery('get /api/invite/{id}', { params: { id: inviteId } }), enabled: inviteId !== '', retry: false, staleTime: Infinity }, queryClient);

const invitesChanged = (websiteId: string) => void invalidateRoute('get /api/websites/{id}/invites', ofWebsite(websiteId));

/** Adds a collaborator (owner): created, resent, recreated, already-accepted or ignored-own-email. */
export const useInviteEditor = (websiteId: string) => useApiMutation('post /api/invite/create', { onSuccess: () => invitesChanged(websiteId) });

/** Sends a pending invite again (owner); a failure reads the list again (it may have expired meanwhile). */
export const useResendInvite = (websiteId: string) => useApiMutation('post /api/invite/resend/{id}', { onError: () => invitesChanged(websiteId) });

/** Removes an invite (owner), or the caller's own (a guest leaving): the list drops it at once, then is read again. */
export const useRemoveInvite = (websiteId: string) =>
  useApiMutation('delete /api/invite/delete/{id}', {
    onSuccess: (_answer, { params }) => {
      queryClient.setQueryData(invitesQuery(websiteId).queryKey, (invites) => invites?.filter((item) => item.id !== params.id));
      invitesChanged(websiteId);
    },
  });
