/**
 * Who someone is to a website (spec §6): its owner (the draft's userId), a guest editor (an
 * accepted invite, role Collaborator), someone invited who has not accepted yet, or nobody.
 */
export type WebsiteRelation = 'owner' | 'guest' | 'pending-guest' | 'none';

/** Everything a call or a screen may do with a website; one rule decides each (spec §6). */
export const WEBSITE_ACTIONS = [
  'open', // read the draft, open the designer, watch live edits, see who is editing
  'edit-content', // edit sections and texts (when holding edit control)
  'edit-settings',
  'take-edit-control',
  'view-history',
  'restore-version',
  'publish', // republish at the website's current address
  'publish-new-address', // the first publish, or a change of address
  'share',
  'export-contacts',
  'delete-website',
  'manage-invites', // invite, resend, remove others
  'list-editors',
  'read-owner-email',
  'remove-self',
  'connect-domain',
  'view-bookings', // the bookings visitors made on the site (issue 40)
  'manage-bookings', // confirm or decline a booking request
  'view-statistics', // the visitor statistics of the published site (issue 42)
  'manage-statistics', // turn the counting of visits, and the weekly email of the figures, off or on
] as const;
export type WebsiteAction = (typeof WEBSITE_ACTIONS)[number];

const GUEST_ACTIONS: ReadonlySet<WebsiteAction> = new Set<WebsiteAction>([
  'open',
  'edit-content',
  'edit-settings',
  'take-edit-control',
  'view-history',
  'restore-version',
  'publish',
  'share',
  'list-editors',
  'read-owner-email',
  'remove-self',
  'view-bookings',
  'view-statistics',
]);

/** The relation of a user to a website, from its owner and its invites. */
export function websiteRelation(input: {
  userId: string;
  ownerId: string;
  invites: readonly { invitedUserId: string | null; accepted: boolean; expired?: boolean }[];
}): WebsiteRelation {
  if (input.userId === input.ownerId) return 'owner';
  const mine = input.invites.filter((invite) => invite.invitedUserId === input.userId);
  if (mine.some((invite) => invite.accepted)) return 'guest';
  if (mine.some((invite) => !invite.expired)) return 'pending-guest';
  return 'none';
}

/**
 * Whether a relation allows an action (spec §6): owners may do everything; guest editors edit
 * content and settings, take edit control, republish at the current address and remove
 * themselves, but cannot manage invites, publish to a new address, export contacts, connect a
 * domain, turn visitor counting off or delete the website; anyone else (a pending invite included) may do nothing.
 */
export function mayDo(relation: WebsiteRelation, action: WebsiteAction): boolean {
  if (relation === 'owner') return action !== 'remove-self';
  if (relation === 'guest') return GUEST_ACTIONS.has(action);
  return false;
}

/** What a call about a website answers: allowed, or refused without telling that it exists, or refused. */
export type AccessDecision = 'allow' | 'not-found' | 'forbidden';

/**
 * The decision for an action on a website (spec §6): someone who may not even open it is told
 * nothing about it (404 'No website at this link'); someone who may open it but not do the
 * action is refused (403). `null` is a website that does not exist.
 */
export function websiteDecision(relation: WebsiteRelation | null, action: WebsiteAction): AccessDecision {
  if (!relation || !mayDo(relation, 'open')) return 'not-found';
  return mayDo(relation, action) ? 'allow' : 'forbidden';
}
