import { LIMITS } from '../site/limits.js';

/** How many websites a user may have (spec §6). */
export interface WebsiteLimits {
  /** Websites the user owns. */
  own: number;
  /** Websites shared with the user. */
  shared: number;
  /** Invites the user has accepted. */
  acceptedInvites: number;
}

/** The limits per user: 3 own, 5 shared, 20 accepted invites; development hosts allow 10 own. */
export function websiteLimits(developmentHost = false): WebsiteLimits {
  return { ...(developmentHost ? LIMITS.devWebsitesPerUser : LIMITS.websitesPerUser) };
}

/** Whether the user may not create another website: they own the maximum already (spec §5). */
export function websiteLimitReached(ownWebsiteCount: number, limits: WebsiteLimits = websiteLimits()): boolean {
  return ownWebsiteCount >= limits.own;
}

/** Whether no further website can be shared with the user. */
export function sharedWebsiteLimitReached(sharedWebsiteCount: number, limits: WebsiteLimits = websiteLimits()): boolean {
  return sharedWebsiteCount >= limits.shared;
}

/** Whether the user cannot accept another invite ('maximum invitations reached', spec §2). */
export function acceptedInviteLimitReached(acceptedInviteCount: number, limits: WebsiteLimits = websiteLimits()): boolean {
  return acceptedInviteCount >= limits.acceptedInvites;
}
