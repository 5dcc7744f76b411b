import { extractServicePhrases } from './extract-services.js';

describe('extractServicePhrases', () => {
  it.each([
    ['We offer skin fades, beard trims and hot towel shaves in downtown Portland.', ['skin fades', 'beard trims', 'hot towel shaves']],
    ['I do lawn mowing, hedge trimming, and leaf removal for homeowners.', ['lawn mowing', 'hedge trimming', 'leaf removal']],
    ['Family cafe serving espresso drinks, fresh pastries & weekend brunch.', ['espresso drinks', 'fresh pastries', 'weekend brunch']],
    ['I teach piano and guitar to kids and adults.', ['piano', 'guitar']],
    ['We specialize in kitchen remodels. Our services include decks, pergolas and custom cabinets.', ['kitchen remodels', 'decks', 'pergolas', 'custom cabinets']],
    ['Everything from kitchen remodels to full home builds.', []],
    ['We handle everything from kitchen remodels to full home builds.', ['kitchen remodels', 'full home builds']],
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
  ])('finds none in "%s"', (description) => {
    expect(extractServicePhrases(description, 'Portland')).toEqual([]);
  });
});
