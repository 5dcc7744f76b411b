import type { ApiRoute } from './route-kit.js';
import { z } from 'zod';
import { createInviteRequestSchema, createInviteResponseSchema, inviteLookupSchema, ownerEmailResponseSchema, websiteInviteSchema } from '../invites.js';
import { empty, HOUR, idParams, inviteParams, json, SIGNED_IN, website } from './route-kit.js';
import { websiteListEntrySchema } from '../websites.js';

export const acceptInviteResponseSchema = z.object({ websiteId: z.string() });

/** Guest editors. */
export const INVITES_ROUTES = [
  {
    method: 'post',
    path: '/api/invite/create',
    tag: 'invites',
    summary: 'Adds a guest editor by email (owner only): creates, resends or recreates the invite',
    access: website('manage-invites'),
    rateLimit: [{ by: 'ip', limit: 60, windowMs: HOUR }],
    request: { body: createInviteRequestSchema, fieldErrors: { invitedUserEmail: 'invite_email_invalid' } },
    response: json(200, createInviteResponseSchema, '{outcome, invite}'),
    errors: ['validation_failed', 'invalid-email', 'website_not_found', 'forbidden', 'invite_limit', 'conflict'],
  },
  {
    method: 'delete',
    path: '/api/invite/delete/{id}',
    tag: 'invites',
    summary: "Removes an invite (owner), or the caller's own (a guest leaving); access goes at once",
    access: website('manage-invites', 'remove-self'),
    request: { params: inviteParams, body: null },
    response: empty(204, 'Removed'),
    errors: ['website_not_found', 'forbidden'],
  },
  {
    method: 'post',
    path: '/api/invite/resend/{id}',
    tag: 'invites',
    summary: 'Sends a pending invite again (owner only)',
    access: website('manage-invites'),
    rateLimit: [{ by: 'ip', limit: 30, windowMs: HOUR }],
    request: { params: inviteParams, body: null },
    response: empty(204, 'Sent'),
    errors: ['website_not_found', 'forbidden', 'invite_invalid'],
  },
  {
    method: 'get',
    path: '/api/invite/{id}',
    tag: 'invites',
    summary: 'What an invitation link names: the website, who invited and the invited address (what its email says)',
    access: { kind: 'link' },
    rateLimit: [{ by: 'ip', limit: 120, windowMs: HOUR }],
    request: { params: inviteParams, body: null },
    response: json(200, inviteLookupSchema, '{businessName, inviterEmail, invitedEmail, state}'),
    errors: ['invite_invalid'],
  },
  {
    method: 'post',
    path: '/api/invite/accept/{id}',
    tag: 'invites',
    summary: 'Accepts an invite sent to the signed-in email',
    access: { kind: 'invitee' },
    request: { params: inviteParams, body: null },
    response: json(200, acceptInviteResponseSchema, '{websiteId}'),
    errors: ['invite_generic', 'invite_wrong_account', 'invite_invalid', 'invite_limit'],
  },
  {
    method: 'get',
    path: '/api/websites/{id}/owner',
    tag: 'invites',
    summary: "The website owner's email (owner and guest editors)",
    access: website('read-owner-email'),
    request: { params: idParams, body: null },
    response: json(200, ownerEmailResponseSchema, '{email}'),
    errors: ['website_not_found'],
  },
  {
    method: 'get',
    path: '/api/websites/{id}/invites',
    tag: 'invites',
    summary: "The website's invites with their state (Pending, Accepted, Expired)",
    access: website('list-editors'),
    request: { params: idParams, body: null },
    response: json(200, z.array(websiteInviteSchema), 'The invites'),
    errors: ['website_not_found'],
  },
  {
    method: 'get',
    path: '/api/shared-websites',
    tag: 'invites',
    summary: 'Websites shared with the caller (accepted invites), newest design first',
    access: SIGNED_IN,
    request: { body: null },
    response: json(200, z.array(websiteListEntrySchema), 'The list'),
    errors: [],
  },
] as const satisfies readonly ApiRoute[];
