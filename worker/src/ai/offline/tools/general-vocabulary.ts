/** Tool vocabulary for words that match no industry ("dog grooming", "candles"). */
export const GENERAL_NAME_NOUNS = ['& Co.', 'Collective', 'Works', 'House', 'Studio', 'Supply Co.', 'Services', 'Club', 'Lab', 'Company'];
export const GENERAL_NAME_WORDS = ['Northstar', 'Bluebird', 'Fieldstone', 'Brightwater', 'Kindred', 'Oakline', 'Lantern', 'Copperleaf'];

/** Idea templates around the visitor's topic; each stays within eight words for a two-word topic. */
export const TOPIC_IDEAS: readonly ((topic: string) => string)[] = [
  (topic) => `${topic} classes for complete beginners`,
  (topic) => `Mobile ${topic} service for busy families`,
  (topic) => `Monthly ${topic} subscription box`,
  (topic) => `Weekend ${topic} pop-up market stall`,
  (topic) => `Online ${topic} coaching for beginners`,
  (topic) => `Eco-friendly ${topic} products for homes`,
  (topic) => `${topic} workshops for local schools`,
  (topic) => `${topic} help for seniors at home`,
  (topic) => `${topic} packages for special events`,
  (topic) => `${topic} starter kits sold online`,
  (topic) => `${topic} club with monthly meetups`,
  (topic) => `Corporate ${topic} sessions for teams`,
];

/** Ideas when the visitor typed nothing usable and chose no industry. */
export const GENERAL_IDEAS = [
  'Mobile repair service for busy families', 'Weekend market stall for local makers', 'Online classes for adult beginners',
  'Subscription box of local goods', 'Home help service for seniors', 'Pop-up shop for handmade gifts',
  'Eco-friendly cleaning product refills', 'Dog walking and pet sitting', 'Tutoring for primary school children',
  'Meal prep for busy professionals',
];
