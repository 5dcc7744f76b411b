import type { InviteState } from '../site/app-enums.js';
import { LIMITS } from '../site/limits.js';
import { toMillis, type TimeInput } from './time.js';

/** When an invite stops being usable: 7 days after it was created (spec §9). */
export function inviteExpiresAt(createdAt: TimeInput): Date {
  return new Date(toMillis(createdAt) + LIMITS.inviteValidityMs);
}

/**
 * The derived state of an invite (spec §4): Accepted if accepted; otherwise Expired once 7 days
 * have passed since creation (at exactly 7 days it is expired); otherwise Pending. An invite
 * whose creation time cannot be read counts as Expired, so a damaged record never grants access.
 */
export function inviteState(invite: { accepted: boolean; createdAt: TimeInput }, now: Date = new Date()): InviteState {
  if (invite.accepted) return 'Accepted';
  const created = toMillis(invite.createdAt);
  if (Number.isNaN(created)) return 'Expired';
  return now.getTime() - created >= LIMITS.inviteValidityMs ? 'Expired' : 'Pending';
}
