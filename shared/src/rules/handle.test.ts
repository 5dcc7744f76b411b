import fc from 'fast-check';
import { FALLBACK_HANDLE, HANDLE_MESSAGES, handleSchema, isReservedHandle, isValidHandle, normalizeHandle, suggestHandle } from './handle.js';

describe('normalizeHandle', () => {
  it.each([
    ['Maple Street Bakery', 'maplestreetbakery'],
    ['  Joe’s Barber Shop!  ', 'joesbarbershop'],
    ['ACME-Plumbing', 'acme-plumbing'],
    ['Café Olé', 'cafol'],
    ['a_b.c/d', 'abcd'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeHandle(input)).toBe(expected);
  });

  it('cuts to 24 characters before dropping other characters, in the spec order', () => {
    expect(normalizeHandle('a'.repeat(30))).toBe('a'.repeat(24));
    // 20 letters, then 4 dots reach the cut, then letters that are cut away.
    expect(normalizeHandle(`${'a'.repeat(20)}....bbbb`)).toBe('a'.repeat(20));
    // Whitespace is removed before the cut, so it does not use up the 24 characters.
    expect(normalizeHandle(`${'a '.repeat(24)}`)).toBe('a'.repeat(24));
  });

  it('always yields at most 24 of a-z, 0-9 and hyphen', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (input) => {
        expect(normalizeHandle(input)).toMatch(/^[a-z0-9-]{0,24}$/);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (input) => {
        const once = normalizeHandle(input);
        expect(normalizeHandle(once)).toBe(once);
      }),
    );
  });

  it('keeps an already valid handle as it is', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9][a-z0-9-]{1,22}[a-z0-9]$/), (handle) => {
        expect(isValidHandle(handle)).toBe(true);
        expect(normalizeHandle(handle)).toBe(handle);
      }),
    );
  });
});

describe('suggestHandle', () => {
  it.each([
    ['Boulangerie Rivière', 'boulangerie-riviere'], // French
    ['Crème & Brûlée', 'creme-brulee'],
    ['Bäckerei Straße', 'backerei-strasse'], // German ß and umlauts
    ['Müller Grüße', 'muller-grusse'],
    ['Peluquería Muñoz', 'peluqueria-munoz'], // Spanish ñ
    ['Piekarnia Łódź', 'piekarnia-lodz'], // Polish ł, ó, ź
    ['Złota Rączka', 'zlota-raczka'],
    ['Kırık Çiçek İstanbul', 'kirik-cicek-istanbul'], // Turkish ı, ç, İ
    ['Smørrebrød Æble', 'smorrebrod-aeble'], // Danish ø, æ
    ['Joe’s Barber Shop!', 'joes-barber-shop'],
    ['  ACME -- Plumbing  ', 'acme-plumbing'],
    ['A very long business name for a barber shop', 'a-very-long-business'],
    ['Supercalifragilisticexpialidocious', 'supercalifragilisticexpi'],
    ['Café 24', 'cafe-24'],
    ['Jo', 'jo-site'], // too short
    ['Pricing', 'pricing-site'], // reserved
    ['Токио Суши', FALLBACK_HANDLE], // all Cyrillic
    ['東京寿司', FALLBACK_HANDLE], // all CJK
    ['مخبز', FALLBACK_HANDLE], // all Arabic
    ['Sushi 東京', 'sushi'],
    ['', FALLBACK_HANDLE],
  ])('%j -> %j', (input, expected) => {
    expect(suggestHandle(input)).toBe(expected);
  });

  it('always suggests a valid, unreserved web address', () => {
    expect(isValidHandle(FALLBACK_HANDLE) && !isReservedHandle(FALLBACK_HANDLE)).toBe(true);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (input) => {
        const handle = suggestHandle(input);
        expect(isValidHandle(handle)).toBe(true);
        expect(isReservedHandle(handle)).toBe(false);
      }),
    );
  });
});

describe('isValidHandle', () => {
  it.each([
    ['abc', true],
    ['a-b', true],
    ['a--b', true],
    ['123', true],
    ['a'.repeat(24), true],
    ['ab', false],
    ['', false],
    ['-abc', false],
    ['abc-', false],
    ['a'.repeat(25), false],
    ['Abc', false],
    ['ab c', false],
    ['ab_c', false],
  ])('%j is %s', (handle, valid) => {
    expect(isValidHandle(handle)).toBe(valid);
    // The schema that jobs and messages carrying a handle use is the same rule.
    expect(handleSchema.safeParse(handle).success).toBe(valid);
  });

  it('agrees with the rule on normalised input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const handle = normalizeHandle(input);
        const expected = handle.length >= 3 && !handle.startsWith('-') && !handle.endsWith('-');
        expect(isValidHandle(handle)).toBe(expected);
      }),
    );
  });

  it('accepts only strings that normalisation leaves unchanged', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (input) => {
        if (isValidHandle(input)) expect(normalizeHandle(input)).toBe(input);
      }),
    );
  });
});

it('has the messages of spec §5', () => {
  expect(Object.values(HANDLE_MESSAGES)).toEqual([
    'Required: 3 or more characters (alphanumeric and dashes only)',
    'Checking availability...',
    'Web address available',
    'Web address already in use',
  ]);
});

describe('isReservedHandle', () => {
  it("keeps the product's own paths from sites", () => {
    for (const handle of [
      'github-to-website',
      'create-your-website-with-yelp',
      'sitemaps',
      'samples',
      'industries',
      'about',
      'api',
      'designer',
      'onboarding',
      'pricing',
      'tools',
    ]) {
      expect(isReservedHandle(handle)).toBe(true);
    }
    for (const handle of ['harbor-street', 'maple-barbers', 'yelp']) expect(isReservedHandle(handle)).toBe(false);
  });
});
