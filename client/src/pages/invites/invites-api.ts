import type { CreateInviteResponse, WebsiteInvite, WebsiteListEntry } from '@frontdoor/shared';
import type { AuthClient } from '../../auth/auth-client';
import { authorizedJson } from '../../auth/login-api';

// The invite, owner and shared-websites calls of spec §7, one function per call. Every call
// resolves to an ApiResult and never throws.

/** Websites shared with the signed-in user (accepted invites); one place to change the path. */
export const SHARED_WEBSITES_PATH = '/api/shared-websites';

const id = (value: string) => encodeURIComponent(value);

export const invitesApi = (client: AuthClient) => ({
  /** Adds a collaborator (owner): created, resent, recreated, already-accepted or ignored-own-email. */
  create: (websiteId: string, invitedUserEmail: string) =>
    authorizedJson<CreateInviteResponse>(client, '/api/invite/create', { body: { invitedUserEmail: invitedUserEmail.trim(), websiteId, role: 'Collaborator' } }),
  /** The website's invites with their state (owner and guest editors). */
  list: (websiteId: string) => authorizedJson<WebsiteInvite[]>(client, `/api/websites/${id(websiteId)}/invites`, { method: 'GET' }),
  /** Removes an invite (owner), or the caller's own (a guest leaving). */
  remove: (inviteId: string) => authorizedJson<void>(client, `/api/invite/delete/${id(inviteId)}`, { method: 'DELETE' }),
  /** Sends a pending invite again (owner). */
  resend: (inviteId: string) => authorizedJson<void>(client, `/api/invite/resend/${id(inviteId)}`, { method: 'POST' }),
  /** Accepts an invite sent to the signed-in address: the website to open. */
  accept: (inviteId: string) => authorizedJson<{ websiteId: string }>(client, `/api/invite/accept/${id(inviteId)}`, { method: 'POST' }),
  /** The owner's email (spec §6: non-owners obtain it from the server). */
  owner: (websiteId: string) => authorizedJson<{ email: string }>(client, `/api/websites/${id(websiteId)}/owner`, { method: 'GET' }),
  /** Websites shared with the user, newest design first. */
  shared: () => authorizedJson<WebsiteListEntry[]>(client, SHARED_WEBSITES_PATH, { method: 'GET' }),
});
