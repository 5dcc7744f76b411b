import { LIMITS, publicUrl, type EmailJob, type Env } from '@frontdoor/shared';
import { layout } from '../auth/emails/auth-emails.js';

/** The accept-invite page an invitation links to (the client's accept page reads `id`). */
export function inviteAcceptUrl(env: Env, inviteId: string): string {
  return `${publicUrl(env)}/invite/accept?id=${encodeURIComponent(inviteId)}`;
}

/** The name an email gives a website: its business name, or a neutral phrase when it has none. */
export function businessNameOf(websiteSettings: unknown): string {
  const name = (websiteSettings as { businessName?: unknown } | null)?.businessName;
  return typeof name === 'string' && name.trim() ? name.trim() : 'a website';
}

export const inviteEmails = {
  /**
   * The invitation (sent on create, resend and recreate, spec §4): 'X invited you to edit
   * BUSINESS on Frontdoor', with the accept link; accepting needs the invited address.
   */
  invitation: (input: { to: string; inviterEmail: string | null; businessName: string; acceptUrl: string }): EmailJob =>
    layout(
      input.to,
      `${input.inviterEmail ?? 'Someone'} invited you to edit ${input.businessName} on Frontdoor`,
      [
        `${input.inviterEmail ?? 'The owner of this website'} invited you to edit ${input.businessName} on Frontdoor.`,
        `Sign in with ${input.to} to accept. The invitation expires ${LIMITS.inviteValidityDays} days after it was sent.`,
      ],
      { label: 'Accept invitation', url: input.acceptUrl },
    ),
};
