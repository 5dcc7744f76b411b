import { extractServicePhrases } from './owner-words.js';

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
