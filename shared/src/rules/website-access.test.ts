import { WEBSITE_ACTIONS, mayDo, websiteRelation } from './website-access.js';

describe('website access (spec §6)', () => {
  it('derives the relation from the owner and the invites', () => {
    const invites = [
      { invitedUserId: 'guest', accepted: true },
      { invitedUserId: 'pending', accepted: false },
      { invitedUserId: 'expired', accepted: false, expired: true },
    ];
    expect(websiteRelation({ userId: 'owner', ownerId: 'owner', invites })).toBe('owner');
    expect(websiteRelation({ userId: 'guest', ownerId: 'owner', invites })).toBe('guest');
    expect(websiteRelation({ userId: 'pending', ownerId: 'owner', invites })).toBe('pending-guest');
    expect(websiteRelation({ userId: 'expired', ownerId: 'owner', invites })).toBe('none');
    expect(websiteRelation({ userId: 'stranger', ownerId: 'owner', invites })).toBe('none');
  });

  it('lets owners do everything but leave, guests edit without managing, and nobody else anything', () => {
    for (const action of WEBSITE_ACTIONS) {
      expect(mayDo('owner', action)).toBe(action !== 'remove-self');
      expect(mayDo('pending-guest', action)).toBe(false);
      expect(mayDo('none', action)).toBe(false);
    }
    for (const action of ['open', 'edit-content', 'edit-settings', 'take-edit-control', 'publish', 'remove-self'] as const) expect(mayDo('guest', action)).toBe(true);
    for (const action of ['manage-invites', 'publish-new-address', 'delete-website', 'export-contacts', 'connect-domain', 'manage-statistics'] as const)
      expect(mayDo('guest', action)).toBe(false);
  });
});
