import fc from 'fast-check';
import { cutWords, fitWithin } from './fit-within.js';

describe('fitWithin', () => {
  it('keeps a text that fits, spaces tidied and paragraph breaks kept', () => {
    expect(fitWithin('  One  two. \n\n Three.  ', 100)).toBe('One two.\n\nThree.');
    expect(fitWithin('One.\nTwo.', 100)).toBe('One.\nTwo.');
  });

  it('drops whole trailing sentences first, never splitting a price, an abbreviation or the name', () => {
    expect(fitWithin('First one. Second one.', 12)).toBe('First one.');
    expect(fitWithin('Fades for $30.50 today. Walk in.', 26)).toBe('Fades for $30.50 today.');
    expect(fitWithin('Find us on Main St. in Leeds. Walk in.', 30)).toBe('Find us on Main St. in Leeds.');
    expect(fitWithin('Dr. Lee Dental is open. Walk in.', 25, 'Dr. Lee Dental')).toBe('Dr. Lee Dental is open.');
    expect(fitWithin('Intro.\n\nMore text here.', 10)).toBe('Intro.');
  });

  it('then drops words, without a dangling comma or small word', () => {
    expect(fitWithin('One two three four', 9)).toBe('One two');
    expect(fitWithin('Fades, beards and shaves for the whole family', 20)).toBe('Fades, beards');
    expect(cutWords('Checkups for the entire family', 24)).toBe('Checkups');
  });

  it('cuts inside a word only when the first word alone is longer than the limit', () => {
    expect(fitWithin('Supercalifragilistic words', 8)).toBe('Supercal');
  });

  it('for any text: within the limit, never empty, and a run of the words of the text', () => {
    const word = fc.oneof(fc.constantFrom('and', 'the', 'St.', '$4.50', 'end.', 'stop!', 'why?', 'a,', '—', 'e.g.'), fc.string({ minLength: 1, maxLength: 12 }));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(word, fc.constantFrom(' ', '  ', '\n', '\n\n')), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 300 }),
        (pieces, maxLength) => {
          const text = pieces.map(([w, space]) => w + space).join('');
          const words = text.split(/\s+/).filter(Boolean);
          const out = fitWithin(text, maxLength);
          if (words.length === 0) return expect(out).toBe('');
          expect(out.length).toBeGreaterThan(0);
          expect(out.length).toBeLessThanOrEqual(maxLength);
          const kept = out.split(/\s+/);
          if (words[0]!.length > maxLength) return expect(words[0]!.startsWith(out)).toBe(true);
          // Every kept word is the text's word in order; the last may only have lost trailing punctuation.
          kept.slice(0, -1).forEach((w, index) => expect(w).toBe(words[index]));
          const last = kept.at(-1)!;
          const source = words[kept.length - 1]!;
          expect(source.startsWith(last)).toBe(true);
          expect(source.slice(last.length)).toMatch(/^[,;:–—-]*$/);
        },
      ),
      { numRuns: 500 },
    );
  });
});
