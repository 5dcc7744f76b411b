import type { CreateInviteResponse } from '@frontdoor/shared';

/** What the sharing panel says after Invite (spec §4: adding a collaborator), by outcome. */
export function inviteOutcomeMessage(outcome: CreateInviteResponse['outcome'], email: string): string {
  switch (outcome) {
    case 'created':
    case 'recreated': // the expired invite was replaced by a new one
      return `Invitation sent to ${email}`;
    case 'resent':
      return `Invitation sent again to ${email}`;
    case 'already-accepted':
      return `${email} can already edit this website`;
    case 'ignored-own-email':
      return 'That is your own email';
  }
}
