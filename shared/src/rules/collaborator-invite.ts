import { emailsMatch } from './email.js';
import { inviteState } from './invite-state.js';
import type { TimeInput } from './time.js';

/**
 * What adding a collaborator does (spec §4):
 * - 'ignore': the owner entered their own email;
 * - 'create': no invite exists for that email: create one with role Collaborator;
 * - 'none': the existing invite was accepted;
 * - 'resend': the existing invite is pending;
 * - 'recreate': the existing invite expired: delete it and create a new one.
 */
export type CollaboratorInviteAction = 'ignore' | 'create' | 'none' | 'resend' | 'recreate';

/** Decides what adding a collaborator does; emails are compared trimmed and lowercased. */
export function collaboratorInviteAction(
  input: {
    ownerEmail: string;
    invitedEmail: string;
    existingInvite?: { accepted: boolean; createdAt: TimeInput } | null;
  },
  now: Date = new Date(),
): CollaboratorInviteAction {
  if (emailsMatch(input.ownerEmail, input.invitedEmail)) return 'ignore';
  if (!input.existingInvite) return 'create';
  switch (inviteState(input.existingInvite, now)) {
    case 'Accepted':
      return 'none';
    case 'Pending':
      return 'resend';
    case 'Expired':
      return 'recreate';
  }
}
