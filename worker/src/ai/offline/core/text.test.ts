import { countSentences } from '@frontdoor/shared';
import { fitSentences, inSentence, joinList, titleCase, truncateWords, withArticle } from './text.js';

describe('text helpers', () => {
  it('title-cases the owner’s words but keeps their capitals', () => {
    expect(titleCase('skin fades')).toBe('Skin Fades');
    expect(titleCase('HVAC tune-ups and EV chargers')).toBe('HVAC Tune-Ups and EV Chargers');
    expect(inSentence('Hot Towel Shaves')).toBe('hot towel shaves');
    expect(inSentence('EV Charger Installation')).toBe('EV charger installation');
  });

  it('joins lists and picks articles', () => {
    expect(joinList(['a', 'b', 'c'])).toBe('a, b and c');
    expect(joinList(['crowns and bridges', 'fillings'])).toBe('crowns & bridges and fillings');
    expect(withArticle('hour')).toBe('an hour');
    expect(withArticle('appointment')).toBe('an appointment');
    expect(withArticle('user')).toBe('a user');
  });

  it('fits sentences by the shared count, not by pieces', () => {
    const text = fitSentences(['Dr. Lee runs the clinic in St. Louis.', 'We love our patients.', 'Book today.'], 3, 500);
    expect(countSentences(text)).toBeLessThanOrEqual(3);
    expect(text.startsWith('Dr. Lee')).toBe(true);
  });

  it('keeps the first sentence even when it alone is too long', () => {
    const text = fitSentences(['A. B. C. D. Co. is here.', 'More.'], 2, 500);
    expect(countSentences(text)).toBeLessThanOrEqual(2);
    expect(text).toContain('Co');
    expect(truncateWords('one two three four', 9)).toBe('one two');
  });
});
