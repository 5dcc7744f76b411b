import { z } from 'zod';
import { roleSchema } from '../site/app-enums.js';
import { LIMITS } from '../site/limits.js';

/** Invite errors of spec §8, by code; each failure answers the error body with its message. */
export const INVITE_MESSAGES = {
  invite_generic: 'Something went wrong with this invitation. Sign out and in again, or contact support.',
  invite_invalid: 'This invitation is no longer valid. Ask the person who invited you to send a new one.',
  invite_wrong_account: 'This invitation was sent to a different email address. Sign out and sign in with that address, or do it later.',
  invite_limit: 'You have reached the maximum number of invitations. Leave an existing website first.',
  access_revoked: 'Edit access removed',
} as const;

/** POST /api/invite/create (spec §7). */
export const createInviteRequestSchema = z.object({
  invitedUserEmail: z.string().trim().min(3).max(LIMITS.email),
  websiteId: z.string().uuid(),
  role: roleSchema.default('Collaborator'),
});
export type CreateInviteRequest = z.infer<typeof createInviteRequestSchema>;

/** What adding a collaborator did (spec §4 rules). */
export const INVITE_OUTCOMES = ['created', 'resent', 'recreated', 'already-accepted', 'ignored-own-email'] as const;

/** An invite as the sharing panel shows it. */
export const websiteInviteSchema = z.object({
  id: z.string().uuid(),
  invitedUserEmail: z.string(),
  websiteId: z.string().uuid(),
  role: roleSchema,
  accepted: z.boolean(),
  createdAt: z.string(),
  state: z.enum(['Pending', 'Accepted', 'Expired']),
});
export type WebsiteInvite = z.infer<typeof websiteInviteSchema>;

export const createInviteResponseSchema = z.object({
  outcome: z.enum(INVITE_OUTCOMES),
  invite: websiteInviteSchema.nullable(),
});
export type CreateInviteResponse = z.infer<typeof createInviteResponseSchema>;

/**
 * GET /api/invite/:id: what the invitation link names, for the accept page (issue 26) — the same
 * things the invitation email says, so the link's holder learns nothing more than the email told.
 */
export const inviteLookupSchema = z.object({
  /** The website's business name ('' when it has none). */
  businessName: z.string(),
  /** Who sent the invitation: the website's owner. */
  inviterEmail: z.string(),
  /** The address the invitation was sent to: the one to sign in with. */
  invitedEmail: z.string(),
  state: z.enum(['Pending', 'Accepted', 'Expired']),
});
export type InviteLookup = z.infer<typeof inviteLookupSchema>;

/** GET /api/websites/:id/owner (spec §7). */
export const ownerEmailResponseSchema = z.object({ email: z.string() });
