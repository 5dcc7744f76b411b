import type { BusinessIdea } from '@frontdoor/shared';

/** Nouns any business of an industry can take beside the industry's own ("Studio", "Lab"). */
export const GENERAL_NAME_NOUNS = ['& Co.', 'Collective', 'Works', 'House', 'Studio', 'Supply Co.', 'Services', 'Club', 'Lab', 'Company'];
/**
 * Tool vocabulary for words that match no industry ("dog grooming", "candles"): nouns any trade
 * can take ("Studio", "Club" or "Lab" would be some trades' words and odd for a locksmith).
 */
export const TRADE_NAME_NOUNS = ['& Co.', 'Collective', 'Works', 'House', 'Services', 'Company', 'Trading Co.'];
export const GENERAL_NAME_WORDS = ['Northstar', 'Bluebird', 'Fieldstone', 'Brightwater', 'Kindred', 'Oakline', 'Lantern', 'Copperleaf'];

/** Ideas when the visitor typed nothing usable and chose no industry. */
export const GENERAL_IDEAS: readonly BusinessIdea[] = [
  {
    idea: 'Mobile repair service for busy families',
    pitch: 'A van that fixes bikes, furniture and appliances at the door, so families never lose a weekend to repairs.',
  },
  { idea: 'Weekend market stall for local makers', pitch: 'A shared stall where local makers sell their crafts and food without paying for a shop of their own.' },
  { idea: 'Online classes for adult beginners', pitch: 'Live evening classes online that help adults pick up a new skill from home, one small step at a time.' },
  { idea: 'Subscription box of local goods', pitch: 'A monthly box of treats and crafts from nearby producers, delivered to locals and homesick expats.' },
  { idea: 'Home help service for seniors', pitch: 'Friendly helpers who do the shopping, small jobs and a bit of company for older people living alone.' },
  { idea: 'Pop-up shop for handmade gifts', pitch: 'A short-lease shop before the holidays, filled with handmade gifts from local artists.' },
  { idea: 'Eco-friendly cleaning product refills', pitch: 'Refills of plant-based cleaning products delivered in reusable bottles, cutting plastic from every home.' },
  { idea: 'Dog walking and pet sitting', pitch: 'Reliable walks and visits that keep dogs and cats happy while their owners work or travel.' },
  { idea: 'Tutoring for primary school children', pitch: 'Patient one-to-one tutoring that builds young children’s confidence in reading and maths.' },
  { idea: 'Meal prep for busy professionals', pitch: 'Healthy meals cooked and portioned for the week, delivered every Sunday to people short on time.' },
  { idea: 'Plant care for busy city dwellers', pitch: 'Regular visits that water, feed and repot houseplants for people who love them but are rarely home.' },
  { idea: 'Furniture upcycling workshop and shop', pitch: 'A workshop that gives old furniture a new life and sells it, with classes for people who want to try.' },
];
