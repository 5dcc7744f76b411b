/** A website in one of the user's lists; lists are in display order (see sortWebsiteList). */
export interface ListedWebsite {
  draftId: string;
}

/** What the website list selection reads (spec §4). */
export interface WebsiteSelectionInput {
  /** The websiteId query parameter, if any. */
  queryWebsiteId?: string | null;
  ownWebsites: readonly ListedWebsite[];
  invitedWebsites: readonly ListedWebsite[];
}

/**
 * The draft to open (spec §4): the one in the query; otherwise the first own website;
 * otherwise the first website shared through an invite; null when the user has none. The
 * query id is returned even when it is in neither list: loading it then answers whether it
 * exists or access was revoked ('No website at this link' or /invite/revoked).
 */
export function selectWebsite(input: WebsiteSelectionInput): string | null {
  if (input.queryWebsiteId) return input.queryWebsiteId;
  return input.ownWebsites[0]?.draftId ?? input.invitedWebsites[0]?.draftId ?? null;
}

/**
 * Whether a user who had access to a website through an accepted invite has lost it: the
 * website is no longer among the websites shared with them, nor their own. The client then
 * redirects to /invite/revoked (spec §4).
 */
export function inviteAccessRevoked(input: {
  websiteId: string;
  hadInviteAccess: boolean;
  ownWebsites: readonly ListedWebsite[];
  invitedWebsites: readonly ListedWebsite[];
}): boolean {
  const listed = (list: readonly ListedWebsite[]) => list.some((website) => website.draftId === input.websiteId);
  return input.hadInviteAccess && !listed(input.ownWebsites) && !listed(input.invitedWebsites);
}
