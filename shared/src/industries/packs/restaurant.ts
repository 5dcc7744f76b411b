import type { IdeaFlags, IndustryIcon, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Restaurant: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
  label: 'Restaurant',
  plural: 'restaurants',
  business: 'restaurant',
  summary: 'Your menu, photos of your dishes and group booking enquiries.',
  intro:
    'Hungry people decide where to eat in a minute, on their phone. Frontdoor writes a mouth-watering website for your restaurant with your menu and prices, photos of your dishes and dining room, reviews and an easy way to ask about tables and private dining.',
  description: 'Free website builder for restaurants: your menu and prices, food photos, reviews and private dining enquiries, written for your restaurant in seconds.',
  tone: 'orange',
  features: [
    { kind: 'services', title: 'Your menu, online', body: 'Starters, mains, specials and drinks with prices, written in the voice of your kitchen.' },
    { kind: 'gallery', title: 'Dishes that sell themselves', body: 'Plates, the dining room and the kitchen at work in a gallery that makes people hungry.' },
    { kind: 'reviews', title: 'Diners recommend you', body: 'Reviews from happy diners tell first-timers what to order.' },
    { kind: 'contact', title: 'Groups and private dining', body: 'A contact form with questions for the date and party size, for bookings too big for a phone call.' },
  ],
  glyph: [
    { shape: 'path', d: 'M6 3v5a2 2 0 0 0 2 2 2 2 0 0 0 2-2V3M8 3v18M17 21V3c-2 1.5-3 4-3 7v4h3' },
  ],
  sample: { name: 'Olive & Ember', location: 'Chicago, Illinois', description: 'A neighbourhood restaurant serving wood-fired pizza, fresh pasta and seasonal plates, with takeout and private dining.' },
};

export const look: IndustryLook = ['classic', 'luxe', 'playful'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'tools-kitchen-2', label: 'a knife and fork', match: ['dinner', 'lunch', 'plate'] },
  { icon: 'pizza', label: 'a pizza', match: ['pizza', 'wood-fired', 'oven'] },
  { icon: 'bowl-chopsticks', label: 'a bowl of noodles', match: ['pasta', 'noodle', 'bowl', 'ramen'] },
  { icon: 'chef-hat', label: 'a chef’s hat', match: ['special', 'chef', 'seasonal'] },
  { icon: 'glass-full', label: 'a glass of wine', match: ['happy', 'hour', 'wine'] },
  { icon: 'egg-fried', label: 'a fried egg', match: ['brunch', 'weekend', 'breakfast'] },
  { icon: 'paper-bag', label: 'a takeout bag', match: ['takeout', 'takeaway'] },
  { icon: 'candle', label: 'a candle', match: ['private', 'dining'] },
  { icon: 'soup', label: 'a bowl of soup', match: ['catering', 'soup'] },
  { icon: 'ice-cream', label: 'an ice cream', match: ['kid', 'meal', 'dessert'] },
];

export const ideas: IdeaFlags = { recurring: false, supplies: false, fairs: true, homeVisits: false, taught: false, taughtOnline: false, doorToDoor: false };

export const profile: IndustryProfile = {
  industry: 'restaurant',
  label: 'restaurant',
  keywords: {
    restaurant: 8, bistro: 7, diner: 6, eatery: 7, trattoria: 8, taqueria: 8, pizzeria: 8, pizza: 5, tacos: 5, sushi: 6,
    ramen: 6, dinner: 3, lunch: 2, menu: 2, chef: 3, dishes: 3, 'dine in': 6, takeout: 5, 'take out': 5, reservations: 5,
    grill: 4, burgers: 5, pasta: 4, 'wood fired': 4, cuisine: 5, 'happy hour': 5, brunch: 2,
  },
  customer: 'guest',
  customers: 'guests',
  visit: 'meal',
  mobile: false,
  buttons: ['Reserve a Table', 'See the Menu', 'Order Takeout', 'Book a Table'],
  cta: ['reserve a table', 'ask about private dining', 'plan your next dinner with us'],
  headlines: ['Good Food, Good Company', 'Made Fresh, Served Warm', 'Come Hungry, Leave Happy', 'Where Every Meal Feels Special', 'Honest Food, Warm Welcome'],
  placeHeadlines: ['Great Food in {place}', "{place}'s Favorite Table", 'Dinner in {place}, Done Right'],
  doing: ['cook honest, generous food and serve it with a warm welcome', 'bring people together around great food', 'make every meal feel like an occasion'],
  promises: [
    'Our menu follows the seasons and is cooked fresh in our kitchen every day.',
    'Whether it is a quick lunch or a long dinner, you will feel looked after.',
    'Dietary needs are taken seriously, so just let us know.',
    'Come as you are and stay as long as you like.',
  ],
  approach: [
    'We cook the food we love to eat, with care and without shortcuts.',
    'Good ingredients, friendly service and a room full of chatter are what we are about.',
    'Our kitchen and our team treat every table like friends.',
  ],
  ownerServiceLines: ['{Service}, made fresh in our kitchen every day.', 'Ask your server about today\'s {service}.', 'We take pride in {service}, cooked with care from good ingredients.'],
  retail: true,
  priceOnRequest: ['See menu for prices', 'Prices on our menu'],
  bookingFaq: { question: 'How do I reserve a table?', answer: 'Send us a message through the contact form with your date, time and party size, and {name} will confirm.' },
  reviewOpeners: [
    'Had dinner at {name} last week and I am still thinking about it.',
    '{name} is our go-to spot whenever friends are in town.',
    'Came to {name} for the {service} and ended up staying for dessert.',
    'We celebrated a birthday at {name} and it could not have been better.',
    'I order from {name} more often than I should admit.',
  ],
  services: [
    { heading: 'Dinner', match: ['dinner', 'dine in', 'evening'], description: 'A seasonal menu of starters, mains and desserts in a relaxed, welcoming room.', price: [15, 35], unit: 'per main', image: 'restaurant dinner table' },
    { heading: 'Lunch', match: ['lunch', 'midday'], description: 'Fresh, satisfying plates for a proper lunch break or a catch-up with friends.', price: [10, 20], image: 'restaurant lunch plate' },
    { heading: 'Weekend Brunch', match: ['brunch', 'breakfast'], description: 'Slow weekend mornings with brunch favorites and good coffee.', price: [10, 22], image: 'brunch table eggs' },
    { heading: 'Takeout', match: ['takeout', 'take out', 'to go', 'delivery', 'pickup'], description: 'Your favorite dishes packed carefully to enjoy at home.', price: null, image: 'takeout food containers' },
    { heading: 'Private Dining', match: ['private dining', 'private room', 'private event', 'group'], description: 'Celebrations and gatherings with a set menu and dedicated service.', price: null, image: 'private dining room' },
    { heading: 'Catering', match: ['catering', 'events', 'office'], description: 'Our food at your event, from office lunches to family parties.', price: null, image: 'restaurant catering platters' },
    { heading: 'Happy Hour', match: ['happy hour', 'drinks', 'cocktail', 'bar', 'wine'], description: 'Drinks and small plates to ease into the evening.', price: null, image: 'cocktails bar happy hour' },
    { heading: 'Meals for Kids', match: ['kids', 'children', 'family'], description: 'Smaller portions of real food for younger guests.', price: [6, 12], image: 'family dining restaurant' },
    { heading: 'Seasonal Specials', match: ['special', 'seasonal', 'tasting menu', 'chef'], description: 'Dishes that change with what is fresh and at its best right now.', price: null, image: 'chef plating seasonal dish' },
  ],
  team: [
    { title: 'Owner & Head Chef', bio: '{first} opened the restaurant to cook the food they love for the neighborhood.' },
    { title: 'General Manager', bio: '{first} runs the floor and makes sure every guest feels welcome from the door to dessert.' },
    { title: 'Sous Chef', bio: '{first} keeps the kitchen running like clockwork and the specials exciting.' },
    { title: 'Bar Manager', bio: '{first} mixes the drinks and knows exactly what pairs with tonight’s menu.' },
    { title: 'Server', bio: '{first} knows the menu inside out and always has a great recommendation.' },
  ],
  faqs: [
    { question: 'Do you offer takeout?', answer: 'Ask {name} about takeout when you get in touch, and we will let you know what is available.' },
    { question: 'Can you cater for allergies and dietary needs?', answer: 'Please tell us when booking and let your server know. Our kitchen will do its best to adapt dishes.' },
    { question: 'Do you have vegetarian options?', answer: 'Our menu includes vegetarian dishes, and we can suggest adaptations for other needs.' },
    { question: 'Can I book for a private event?', answer: 'Tell us your date, group size and what you have in mind, and we will send options.' },
  ],
  reviewDetails: [
    'Every dish was full of flavor and beautifully presented.',
    'The staff made our anniversary dinner feel really special.',
    'Generous portions and fair prices.',
    'The specials board never disappoints.',
    'They handled my gluten allergy with real care.',
    'Cozy atmosphere and the best dessert in town.',
  ],
  priceFactors: 'the dishes you choose and the size of your group',
  imageTerms: ['restaurant interior warm lighting', 'chef plating dish', 'friends dining together', 'fresh pasta dish', 'restaurant table setting', 'open kitchen flames', 'dessert plate close up', 'cocktails on bar'],
  videoTitles: ['A Night in Our Kitchen', 'From Market to Plate', 'Meet the Chef'],
  videoLines: [
    'Step into the kitchen during a busy service and watch the plates go out.',
    'Follow our ingredients from the market to your table.',
    'Meet the chef and hear the ideas behind this season’s menu.',
  ],
  quotes: ['Good food is meant to be shared.', 'Cooked with care, served with love.', 'Every table tells a story.', 'Eat well, laugh often.'],
  hues: [5, 35, 150],
  fonts: ['warm', 'elegant', 'classic'],
  nameNouns: ['Kitchen', 'Bistro', 'Table', 'Eatery', 'Kitchen & Bar', 'Trattoria'],
  nameWords: ['Olive', 'Saffron', 'Ember', 'Copper Pot', 'Salt', 'Fig Tree', 'Hearth', 'Basil'],
  ideas: [
    { idea: 'Farm-to-table restaurant with rotating menu', pitch: 'A restaurant cooking with the best of local farms, on a menu that changes with the seasons.' },
    { idea: 'Late-night ramen bar', pitch: 'A cosy ramen bar serving rich bowls late into the night for shift workers and night owls.' },
    { idea: 'Family-style Sunday supper club', pitch: 'A weekly Sunday supper where guests share big dishes around long tables.' },
    { idea: 'Plant-based comfort food diner', pitch: 'A diner serving plant-based versions of comfort classics that everyone enjoys.' },
    { idea: 'Pop-up dinners in unusual venues', pitch: 'Pop-up dinners in galleries, gardens and warehouses that turn a meal into an event.' },
    { idea: 'Dumpling bar with cooking classes', pitch: 'A dumpling bar that also teaches guests to fold and cook their own.' },
    { idea: 'Breakfast diner for early workers', pitch: 'A diner opening at dawn with hearty breakfasts for early-shift workers.' },
    { idea: 'Tapas bar with live music', pitch: 'A tapas bar with small plates, good wine and live music on weekend nights.' },
    { idea: 'Food hall stall for street food', pitch: 'A street food stall in a busy food hall, serving one dish done brilliantly.' },
    { idea: 'Meal kits from restaurant recipes', pitch: 'Meal kits that let diners cook the restaurant’s favourite dishes at home.' },
  ],
};
