/**
 * Invitations are emails the platform sends to people who never asked for them, on an owner's
 * word: without a cap an account could mail strangers in bulk through us. The spec limits
 * accepted editors (20 per owner, §6) but not invitations, so these caps are ours, set where a
 * real owner never meets them (20 pending covers inviting every editor an owner may have at once).
 */
export const INVITE_LIMITS = {
  /** Invitations waiting for an answer (neither accepted nor expired), across an owner's websites. */
  pendingPerOwner: 20,
  /** Invitation emails an owner may send in 24 hours: new ones, ones sent again, ones made again after a removal. */
  sentPerOwnerPerDay: 50,
  /** The window of sentPerOwnerPerDay, from the first invitation sent in it. */
  dayMs: 24 * 3600_000,
} as const;

/** Whether an owner with this many pending invitations may not add another. */
export function pendingInviteLimitReached(pendingCount: number): boolean {
  return pendingCount >= INVITE_LIMITS.pendingPerOwner;
}

/** Whether the invitation that would be the `sentCount`-th of the day is one too many. */
export function dailyInviteLimitExceeded(sentCount: number): boolean {
  return sentCount > INVITE_LIMITS.sentPerOwnerPerDay;
}
