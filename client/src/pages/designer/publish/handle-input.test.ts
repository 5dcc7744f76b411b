import { normalizeTyped, suggestedHandle } from './handle-input';

describe('suggestedHandle', () => {
  it('separates the words of the business name and trims dashes at the ends', () => {
    expect(suggestedHandle('Maple Street Barbers')).toBe('maple-street-barbers');
    expect(suggestedHandle('- Joe’s Bikes & More -')).toBe('joes-bikes-more');
    expect(suggestedHandle('A very long business name for a barber shop')).toBe('a-very-long-business');
    expect(suggestedHandle('Boulangerie Rivière')).toBe('boulangerie-riviere');
  });
});

describe('normalizeTyped', () => {
  it('keeps the caret after what was typed before it', () => {
    // A space typed after 'maple': the space goes, the caret stays after 'maple'.
    expect(normalizeTyped('maple street', 6)).toEqual({ value: 'maplestreet', caret: 5 });
    expect(normalizeTyped('Maple-Street', 6)).toEqual({ value: 'maple-street', caret: 6 });
    expect(normalizeTyped('ab!c', 3)).toEqual({ value: 'abc', caret: 2 });
  });

  it('puts the caret at the end when the browser gives none', () => {
    expect(normalizeTyped('Maple', null)).toEqual({ value: 'maple', caret: 5 });
  });
});
