import { canAddSection, canRemoveSection, headerLinkTargets } from './section-availability.js';

describe('canAddSection', () => {
  it('allows up to 3 text banners and 1 introduction', () => {
    const banners = [{ type: 'QuoteBanner' as const }, { type: 'QuoteBanner' as const }];
    expect(canAddSection(banners, 'QuoteBanner')).toBe(true);
    expect(canAddSection([...banners, { type: 'QuoteBanner' }], 'QuoteBanner')).toBe(false);
    expect(canAddSection([], 'Introduction')).toBe(true);
    expect(canAddSection([{ type: 'Introduction' }], 'Introduction')).toBe(false);
  });

  it('never allows a second header', () => {
    expect(canAddSection([{ type: 'Header' }], 'Header')).toBe(false);
  });
});

it('never removes Header or Footer', () => {
  expect(canRemoveSection('Header')).toBe(false);
  expect(canRemoveSection('Footer')).toBe(false);
  expect(canRemoveSection('Gallery')).toBe(true);
});

it('lists content sections as header link targets, in order', () => {
  const sections = [
    { id: 'h', type: 'Header' as const },
    { id: 's', type: 'Services' as const },
    { id: 'q', type: 'QuoteBanner' as const },
    { id: 'c', type: 'Contact' as const },
    { id: 'f', type: 'Footer' as const },
  ];
  expect(headerLinkTargets(sections).map((section) => section.id)).toEqual(['s', 'c']);
});
