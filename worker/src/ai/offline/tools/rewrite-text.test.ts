import fc from 'fast-check';
import { fitWithin, rewriteOffline } from './rewrite-text.js';

describe('offline Rewrite with AI', () => {
  it('changes ordinary copy, keeps the name and the numbers', () => {
    const text = 'Maple Street Barbers offers really great fades for $30. Our friendly team will help you look sharp.';
    const out = rewriteOffline({ text, maxLength: 200, purpose: 'introduction body', businessName: 'Maple Street Barbers' });
    expect(out).not.toBe(text);
    expect(out).toContain('Maple Street Barbers');
    expect(out).toContain('$30');
    expect(out).not.toMatch(/\breally\b/);
  });

  it('always fits the limit, is never empty and never cuts a word', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('We', 'offer', 'great', 'cuts', 'in', 'Portland.', 'Friendly', 'team!', 'Book', 'today.'), { minLength: 0, maxLength: 60 }), fc.integer({ min: 8, max: 300 }), (words, maxLength) => {
        const text = words.join(' ');
        const out = rewriteOffline({ text, maxLength, purpose: 'body', businessName: 'Joe' });
        expect(out.length).toBeGreaterThan(0);
        expect(out.length).toBeLessThanOrEqual(maxLength);
      }),
    );
    expect(fitWithin('One two three four', 9)).toBe('One two');
    expect(fitWithin('First one. Second one.', 12)).toBe('First one.');
  });
});
