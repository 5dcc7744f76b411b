import { inviteAccessRevoked, selectWebsite } from './select-website.js';

const own = [{ draftId: 'own-1' }, { draftId: 'own-2' }];
const invited = [{ draftId: 'inv-1' }];

describe('selectWebsite', () => {
  it('selects the website in the query first', () => {
    expect(selectWebsite({ queryWebsiteId: 'inv-1', ownWebsites: own, invitedWebsites: invited })).toBe('inv-1');
    expect(selectWebsite({ queryWebsiteId: 'unknown', ownWebsites: own, invitedWebsites: invited })).toBe('unknown');
  });

  it('otherwise the first own website', () => {
    expect(selectWebsite({ ownWebsites: own, invitedWebsites: invited })).toBe('own-1');
    expect(selectWebsite({ queryWebsiteId: '', ownWebsites: own, invitedWebsites: invited })).toBe('own-1');
    expect(selectWebsite({ queryWebsiteId: null, ownWebsites: own, invitedWebsites: invited })).toBe('own-1');
  });

  it('otherwise the first invited website', () => {
    expect(selectWebsite({ ownWebsites: [], invitedWebsites: invited })).toBe('inv-1');
  });

  it('is null without websites', () => {
    expect(selectWebsite({ ownWebsites: [], invitedWebsites: [] })).toBeNull();
  });
});

describe('inviteAccessRevoked', () => {
  it('is true when an invited website is no longer listed', () => {
    expect(inviteAccessRevoked({ websiteId: 'inv-1', hadInviteAccess: true, ownWebsites: own, invitedWebsites: [] })).toBe(true);
  });

  it('is false while still listed, for own websites, or without invite access', () => {
    expect(inviteAccessRevoked({ websiteId: 'inv-1', hadInviteAccess: true, ownWebsites: own, invitedWebsites: invited })).toBe(false);
    expect(inviteAccessRevoked({ websiteId: 'own-1', hadInviteAccess: true, ownWebsites: own, invitedWebsites: [] })).toBe(false);
    expect(inviteAccessRevoked({ websiteId: 'x', hadInviteAccess: false, ownWebsites: [], invitedWebsites: [] })).toBe(false);
  });
});
