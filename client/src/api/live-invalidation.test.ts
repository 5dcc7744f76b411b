import { invalidationsFor } from './live-invalidation';

describe('what a live event makes out of date', () => {
  it('a reconnect: everything (events may have been missed)', () => {
    expect(invalidationsFor({ type: 'reconnected' })).toBeNull();
  });

  it('a changed website list: both lists', () => {
    expect(invalidationsFor({ type: 'website-list-changed' })).toEqual([{ key: 'get /api/websites' }, { key: 'get /api/shared-websites' }]);
  });

  it("an invite event: that website's editors only", () => {
    for (const type of ['invite-created', 'invite-accepted', 'invite-removed'] as const) {
      expect(invalidationsFor({ type, websiteId: 'w1', inviteId: 'i1' })).toEqual([{ key: 'get /api/websites/{id}/invites', identity: { params: { id: 'w1' } } }]);
    }
  });

  it("a save or restore: that website's history", () => {
    expect(invalidationsFor({ type: 'draft-saved', websiteId: 'w1', sequence: 4 })).toEqual([
      { key: 'get /api/websites/{id}/versions', identity: { params: { id: 'w1' } } },
    ]);
  });

  it('a publish: the draft, its history and the lists', () => {
    expect(invalidationsFor({ type: 'draft-published', websiteId: 'w1', handle: 'pawfect' })?.map(({ key }) => key)).toEqual([
      'get /api/websites',
      'get /api/shared-websites',
      'get /api/websites/{id}',
      'get /api/websites/{id}/versions',
    ]);
  });

  it("a booking made, answered or cancelled: that website's bookings", () => {
    expect(invalidationsFor({ type: 'bookings-changed', websiteId: 'w1', bookingId: 'b1' })).toEqual([
      { key: 'get /api/websites/{id}/bookings', identity: { params: { id: 'w1' } } },
    ]);
  });

  it('taking edit control changes nothing the cache holds', () => {
    expect(invalidationsFor({ type: 'edit-control-claimed', websiteId: 'w1', holder: { userId: 'u1', email: null } })).toEqual([]);
  });
});
