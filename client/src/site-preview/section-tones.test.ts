import { sectionTones } from './section-tones';

describe('sectionTones', () => {
  it('alternates content sections between plain and tint, skipping bands', () => {
    const sections = ['Header', 'Introduction', 'Services', 'QuoteBanner', 'Gallery', 'ImageBanner', 'CustomerReviews', 'Contact', 'Footer'].map(
      (type) => ({ id: type.toLowerCase(), type }) as Parameters<typeof sectionTones>[0][number],
    );
    expect(Object.fromEntries(sectionTones(sections))).toEqual({
      services: 'plain',
      gallery: 'tint',
      customerreviews: 'plain',
      contact: 'tint',
    });
  });
});
