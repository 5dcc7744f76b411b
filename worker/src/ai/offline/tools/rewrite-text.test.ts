import fc from 'fast-check';
import { rewriteOffline } from './rewrite-text.js';

const rewrite = (text: string, maxLength = 300, businessName = 'Maple Street Barbers') => rewriteOffline({ text, maxLength, purpose: 'introduction body', businessName });

describe('offline Rewrite with AI', () => {
  it('tightens and freshens ordinary copy, keeping the name and the price', () => {
    const text = 'Maple Street Barbers offers really great fades for $30.50. Our friendly team will help you look sharp.';
    expect(rewrite(text)).toBe('At Maple Street Barbers, we provide excellent fades for $30.50. Our welcoming team will help you look sharp.');
  });

  it('varies openings: a place moves to the front, a repeated opener is joined', () => {
    expect(rewrite('We fix bikes in Portland.')).toBe('In Portland, we repair bikes.');
    expect(rewrite('We fix bikes. We sell parts. We rent tandems in St. Louis.')).toBe('We repair bikes and sell parts. In St. Louis, we rent tandems.');
    expect(rewrite('Our team is kind. Our prices are fair.')).toBe('Our team is kind, and our prices are fair.');
    expect(rewrite('Do you need a new roof?')).toBe('Need a new roof?');
  });

  it('leaves names, addresses, times and meaning-bearing words alone', () => {
    expect(rewrite('Great Falls Plumbing is a reliable team. A great plumber is an important find.', 300, 'Great Falls Plumbing')).toBe(
      'Great Falls Plumbing is a dependable team. An excellent plumber is an essential find.',
    );
    expect(rewrite('Basically, we are a great place. Feel free to contact us at info@acme.com or www.acme.com.', 300, 'Acme')).toBe(
      "We're an excellent place. Talk to us at info@acme.com or www.acme.com.",
    );
    expect(rewrite('Just 5 minutes from Main St. and open 9am-5pm. It is a great deal, not very expensive.')).toBe(
      "Only 5 minutes from Main St. and open 9am-5pm. It's an excellent deal, not very expensive.",
    );
    // "offer" the noun stays; "offer" the verb changes.
    expect(rewrite('We offer a special offer to customers.')).toBe('We provide a special offer to clients.');
  });

  it("keeps a customer review in the customer's voice", () => {
    const review = rewriteOffline({ text: 'Maple Street Barbers offers great fades.', maxLength: 100, purpose: 'Customer review', businessName: 'Maple Street Barbers' });
    expect(review).toBe('Maple Street Barbers provides excellent fades.');
  });

  it('keeps paragraph breaks', () => {
    expect(rewrite('A great idea.\n\nWe offer more.\nCall us today.')).toBe('An excellent idea.\n\nWe provide more.\nGive us a call now.');
  });

  it('still proposes something different when no word can change', () => {
    expect(rewrite('Our team has 20 years of experience.')).toBe('Our team has 20 years of experience!');
    expect(rewrite('Walk-ins welcome. Our door is open.')).toBe('Our door is open. Walk-ins welcome.');
    // At the limit with nothing to swap, the last word goes rather than the limit being broken.
    expect(rewrite('Does it rain in Leeds?', 22)).toBe('Does it rain');
  });

  it('makes only the additions the room allows when the written text fitted, rather than lose a sentence', () => {
    const text = 'Maple Street Barbers offers fades. Walk in.';
    expect(rewrite(text, 100)).toBe('At Maple Street Barbers, we provide fades. Walk in.');
    expect(rewrite(text, text.length + 2)).toBe('Maple Street Barbers provides fades. Walk in.');
    expect(rewrite(text, text.length)).toBe('Walk in. Maple Street Barbers offers fades.');
  });

  it('answers an empty text with the business name, within the limit', () => {
    expect(rewrite('   ', 40)).toBe('Maple Street Barbers');
    expect(rewrite('', 8)).toBe('Maple');
    expect(rewrite('', 8, '')).toBe('Welcome');
  });
});

// Words of small-business copy: swappable words, fillers, facts, names and punctuation.
const WORD = fc.constantFrom(
  'We',
  'we',
  'offer',
  'great',
  'really',
  'very',
  'just',
  'friendly',
  'cuts',
  'fades',
  'in',
  'Portland',
  'for',
  '$30.50',
  '9am',
  'St.',
  'Louis',
  'today.',
  'Book',
  'a',
  'visit',
  'team!',
  'Our',
  'customers',
  'help',
  'you',
  'are',
  "we're",
  'fast,',
  'it',
  'is',
  'info@acme.com',
  'e.g.',
  'call',
  'us',
  'whole',
  'family.',
  'Do',
  'need',
  'roof?',
  'and',
  'not',
  'affordable',
  'prices.',
);
const NAME = fc.constantFrom('Maple Street Barbers', 'Joe', "Joe's Bikes", 'Dr. Lee Dental', 'Great Falls Plumbing', 'Really Good Pizza', '7 Eleven');

describe('offline Rewrite with AI, for any text and limit', () => {
  it('fits the limit and is never empty', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(WORD, { maxLength: 80 }).map((words) => words.join(' ')),
          fc.string({ maxLength: 300 }),
        ),
        fc.integer({ min: 8, max: 400 }),
        NAME,
        (text, maxLength, name) => {
          const out = rewrite(text, maxLength, name);
          expect(out.length).toBeGreaterThan(0);
          expect(out.length).toBeLessThanOrEqual(maxLength);
          expect(out).not.toMatch(/[\uE000-\uF8FF]/);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('differs from any text of a few words, and keeps the business name when the text fitted', () => {
    fc.assert(
      fc.property(NAME, fc.array(WORD, { minLength: 3, maxLength: 40 }), fc.integer({ min: 0, max: 200 }), (name, words, room) => {
        const text = `${name} ${words.join(' ')}.`;
        const out = rewrite(text, Math.max(8, text.length + room - 100), name);
        expect(out).not.toBe(text);
        if (text.length <= Math.max(8, text.length + room - 100)) expect(out).toContain(name);
      }),
      { numRuns: 400 },
    );
  });

  it('is deterministic', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), NAME, (text, name) => expect(rewrite(text, 120, name)).toBe(rewrite(text, 120, name))));
  });
});
