import { extractServicePhrases, readOwnerWords, tradeFromOwnerWords } from './owner-words.js';

describe('extractServicePhrases', () => {
  it.each([
    ['We offer skin fades, beard trims and hot towel shaves in downtown Portland.', ['skin fades', 'beard trims', 'hot towel shaves']],
    ['I do lawn mowing, hedge trimming, and leaf removal for homeowners.', ['lawn mowing', 'hedge trimming', 'leaf removal']],
    ['Family cafe serving espresso drinks, fresh pastries & weekend brunch.', ['espresso drinks', 'fresh pastries', 'weekend brunch']],
    ['I teach piano and guitar to kids and adults.', ['piano', 'guitar']],
    ['We specialize in kitchen remodels. Our services include decks, pergolas and custom cabinets.', ['kitchen remodels', 'decks', 'pergolas', 'custom cabinets']],
    ['Everything from kitchen remodels to full home builds.', []],
    ['We handle everything from kitchen remodels to full home builds.', ['kitchen remodels', 'full home builds']],
    // Lists with no verb of offering, after a dash or a colon or as a sentence of their own.
    ['A friendly dog grooming salon in Headingley — full grooms, nail clipping, hand stripping for terriers', ['full grooms', 'nail clipping', 'hand stripping']],
    ['Locksmith covering Leeds. Emergency lockouts, lock changes, uPVC door repairs.', ['emergency lockouts', 'lock changes', 'uPVC door repairs']],
    ['Piano tuner: tuning, regulation and repairs.', ['tuning', 'regulation', 'repairs']],
  ])('finds the services in "%s"', (description, expected) => {
    expect(extractServicePhrases(description)).toEqual(expected);
  });

  it.each([
    'We are friendly, fast and local.',
    'We offer great prices and friendly service.',
    'We do not offer weddings or parties.',
    'Do you need help?',
    'Proudly serving Portland and Vancouver since 2010.',
    'Serving the Bay Area.',
    'We do good work.',
    'We do things differently.',
    'We do our best.',
    'Friendly, fast and local.',
    'Based in Leeds, Bradford and York.',
  ])('finds none in "%s"', (description) => {
    expect(extractServicePhrases(description, 'Portland')).toEqual([]);
  });
});

describe('readOwnerWords (issue 36)', () => {
  it('reads the services of a list after a dash, a trade or a title, sharing a compound with a bare activity', () => {
    expect(readOwnerWords('Dales Drystone Walling — dry stone wall building and repair for farms, estates and gardens.')).toMatchObject({
      services: ['dry stone wall building', 'dry stone wall repair'],
      customers: ['farms', 'estates', 'gardens'],
    });
    expect(readOwnerWords('Plumber for leaks, blocked drains, boiler servicing and bathroom fitting').services).toEqual([
      'leaks',
      'blocked drains',
      'boiler servicing',
      'bathroom fitting',
    ]);
  });

  it('keeps qualifications, years and customer types out of the services', () => {
    expect(readOwnerWords('Piano tuning, repairs and regulation. Qualified piano technician with 15 years experience, visiting homes, schools and churches.')).toEqual({
      services: ['piano tuning', 'piano repairs', 'piano regulation'],
      qualifications: ['Qualified piano technician'],
      experience: ['15 years'],
      customers: ['homes', 'schools', 'churches'],
      visits: true,
    });
    expect(readOwnerWords('Gas Safe registered plumber. We offer leak repairs, bathroom installations and radiator bleeding across Bristol.')).toMatchObject({
      services: ['leak repairs', 'bathroom installations', 'radiator bleeding'],
      qualifications: ['Gas Safe registered plumber'],
    });
    expect(readOwnerWords('Skin fades, beard trims and hot towel shaves for gents of all ages.').customers).toEqual(['gents']);
    // The article stays with "whole family": the site says "for the whole family", not "for whole family".
    expect(readOwnerWords('Classic barber shop offering skin fades, beard trims and hot towel shaves for the whole family.').customers).toEqual(['the whole family']);
  });

  it('takes the trade before a verb or with the words joined to it for the trade, not a service', () => {
    expect(readOwnerWords('Clock and watch repairer in Edinburgh. Battery changes, strap fitting and antique clock restoration.').services).toEqual([
      'battery changes',
      'strap fitting',
      'antique clock restoration',
    ]);
    expect(readOwnerWords('Riding school offering beginner riding lessons, hacks and pony parties for kids.').services).toEqual([
      'beginner riding lessons',
      'hacks',
      'pony parties',
    ]);
  });
});

describe('tradeFromOwnerWords (issue 36)', () => {
  it.each([
    ['Piano tuning, repairs and regulation. Qualified piano technician with 15 years experience.', 'piano technician'],
    ['Piano tuning, repairs and regulation in Leeds.', 'piano tuning'],
    ['Mobile knife sharpening for restaurants and home cooks: kitchen knives and scissors.', 'mobile knife sharpening'],
    ['We clean solar panels, conservatory roofs and fascias. Covering Kent.', 'solar panel cleaning'],
    ['Dales Drystone Walling — dry stone wall building and repair.', 'dry stone wall building'],
  ])('"%s" → %s', (description, trade) => {
    expect(tradeFromOwnerWords(description)).toBe(trade);
  });
});
