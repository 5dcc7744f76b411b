import { importedContentSchema } from '@frontdoor/shared';
import { fillAbout, foundSummary, isSlow, outcomeCopy, progressMessage, SLOW_AFTER_MS } from './import-state';

const content = importedContentSchema.parse({
  kind: 'yelp',
  url: 'https://www.yelp.com/biz/harbor',
  name: 'Harbor Street Barbers',
  description: 'Classic cuts.',
  location: 'Portland, OR',
  services: [{ name: 'Skin Fade', price: '$38' }, { name: 'Beard Trim' }],
  reviews: [{ text: 'Great cut.', author: 'Marcus T.' }],
  hours: ['Mon: 9–5'],
});

describe('import wizard copy', () => {
  it('says an import is slow from 8,000 ms (spec §9)', () => {
    expect(SLOW_AFTER_MS).toBe(8000);
    expect(isSlow(0, 7999)).toBe(false);
    expect(isSlow(0, 8000)).toBe(true);
    expect(progressMessage('reading', true)).toMatch(/^This is taking longer than expected/);
    expect(progressMessage('fetching', false)).toBe('Opening your page…');
  });

  it('names each outcome in plain words', () => {
    expect(outcomeCopy({ outcome: 'none', characters: 0, failure: 'robots' }, 'yelp')).toEqual({
      tone: 'error',
      title: 'No content imported',
      body: 'That site asks services like ours not to read this page. You can fill in the details below yourself.',
    });
    expect(outcomeCopy({ outcome: 'minimal', characters: 900 }, 'facebook').title).toBe('Minimal content imported');
    expect(outcomeCopy({ outcome: 'minimal', characters: 900 }, 'facebook').body).toContain('your Facebook page');
    expect(outcomeCopy({ outcome: 'imported', characters: 6000 }, 'github').title).toBe('Imported from your GitHub page');
  });

  it('summarises what was found', () => {
    expect(foundSummary(content)).toBe('2 services, 1 review and opening hours');
    expect(foundSummary({ ...content, services: [], reviews: [], hours: [] })).toBe('Nothing beyond your business name and description.');
  });

  it('fills only the fields the owner left empty, and keeps the page address', () => {
    const about = { businessName: '', description: 'My own words.', location: '', link: '' };
    expect(fillAbout(about, content)).toEqual({
      businessName: 'Harbor Street Barbers',
      description: 'My own words.',
      location: 'Portland, OR',
      link: 'https://www.yelp.com/biz/harbor',
    });
  });
});
