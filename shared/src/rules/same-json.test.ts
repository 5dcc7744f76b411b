import { sameContent, sameJson } from './same-json.js';

describe('sameJson', () => {
  it('ignores key order and undefined keys, not values', () => {
    expect(sameJson({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: [] }, { a: {} })).toBe(false);
  });
});

describe('sameContent', () => {
  type Doc = { websiteSettings: { businessName: string; handle?: string; lastPublishedAt?: string }; sections: { id: string }[] };
  const draft: Doc = { websiteSettings: { businessName: 'Maple' }, sections: [{ id: 'a' }] };
  it('leaves out what publishing stamps (address and time), nothing else', () => {
    const published: Doc = { ...draft, websiteSettings: { businessName: 'Maple', handle: 'maple', lastPublishedAt: '2026-11-26T10:00:00.000Z' } };
    expect(sameContent(draft, published)).toBe(true);
    expect(sameContent(draft, { ...published, websiteSettings: { ...published.websiteSettings, businessName: 'Oak' } })).toBe(false);
    expect(sameContent(draft, { ...published, sections: [] })).toBe(false);
  });
});
