import type { CreateInviteResponse, WebsiteInvite } from '@frontdoor/shared';
import type { AuthClient } from '../../auth/auth-client';
import { authorizedJson } from '../../auth/login-api';

// The invite and owner calls of spec §7; every call resolves to an ApiResult and never throws.
export const invitesApi = (client: AuthClient) => ({
  create: (websiteId: string, invitedUserEmail: string) =>
    authorizedJson<CreateInviteResponse>(client, '/api/invite/create', { body: { invitedUserEmail, websiteId, role: 'Collaborator' } }),
  list: (websiteId: string) => authorizedJson<WebsiteInvite[]>(client, `/api/websites/${encodeURIComponent(websiteId)}/invites`, { method: 'GET' }),
  remove: (inviteId: string) => authorizedJson<void>(client, `/api/invite/delete/${encodeURIComponent(inviteId)}`, { method: 'DELETE' }),
  resend: (inviteId: string) => authorizedJson<void>(client, `/api/invite/resend/${encodeURIComponent(inviteId)}`, { method: 'POST' }),
  accept: (inviteId: string) => authorizedJson<{ websiteId: string }>(client, `/api/invite/accept/${encodeURIComponent(inviteId)}`, { method: 'POST' }),
  owner: (websiteId: string) => authorizedJson<{ email: string }>(client, `/api/websites/${encodeURIComponent(websiteId)}/owner`, { method: 'GET' }),
});
