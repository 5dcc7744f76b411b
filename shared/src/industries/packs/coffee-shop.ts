import type { IdeaFlags, IndustryIcon, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Coffee shop: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
  label: 'Coffee shop',
  plural: 'coffee shops',
  business: 'coffee shop',
  summary: 'Your menu, the feel of the place and where to find you.',
  intro:
    'People pick a coffee shop by its menu, its photos and how close it is. Frontdoor builds a website for your café with your drinks and bakes, pictures that capture the feel of the place, reviews from regulars and where to find you.',
  description: 'Free website builder for coffee shops and cafés: your menu and prices, photos, reviews and where to find you, made for your café in seconds.',
  tone: 'brown',
  features: [
    { kind: 'services', title: 'A menu that makes them thirsty', body: 'Espresso drinks, pour-overs, pastries and lunch, with prices, written to sound as good as they taste.' },
    { kind: 'gallery', title: 'The feel of the place', body: 'Latte art, the counter and the corner table in a gallery, on warm colours suggested for a café.' },
    { kind: 'newsletter', title: 'Regulars, by email', body: 'A newsletter sign-up for new roasts, seasonal drinks and events, with your list yours to export.' },
    { kind: 'local', title: 'Easy to find nearby', body: 'Your neighbourhood in your headline, page title and search keywords, for people looking for coffee close by.' },
  ],
  glyph: [
    { shape: 'path', d: 'M4 9h12v4.5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z' },
    { shape: 'path', d: 'M16 10.5h1.5a2.5 2.5 0 0 1 0 5H16M3 21.5h14' },
    { shape: 'path', d: 'M8 2.5c-.8 1 .8 2 0 3.5M12 2.5c-.8 1 .8 2 0 3.5' },
  ],
  sample: { name: 'Morning Ritual', location: 'Seattle, Washington', description: 'A neighbourhood coffee shop with single-origin espresso, pour-overs, pastries baked in house and a quiet corner to work.' },
};

export const look: IndustryLook = ['playful', 'cheerful', 'friendly'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'coffee', label: 'a cup of coffee', match: ['espresso', 'coffee', 'latte', 'cappuccino'] },
  { icon: 'droplets', label: 'drops of coffee', match: ['pour', 'filter', 'drip'] },
  { icon: 'cup', label: 'an iced drink', match: ['cold', 'brew', 'iced', 'drink'] },
  { icon: 'teapot', label: 'a teapot', match: ['tea', 'non-coffee', 'chai'] },
  { icon: 'bread', label: 'a loaf of bread', match: ['pastr', 'bread', 'bake'] },
  { icon: 'egg-fried', label: 'a fried egg', match: ['breakfast', 'brunch', 'egg'] },
  { icon: 'mug', label: 'a mug', match: ['mug', 'take', 'home', 'bean'] },
  { icon: 'salad', label: 'a light lunch', match: ['lunch', 'salad', 'sandwich'] },
  { icon: 'paper-bag', label: 'a paper bag', match: ['catering', 'bag', 'takeaway'] },
];

export const ideas: IdeaFlags = { recurring: false, supplies: true, fairs: true, homeVisits: false, taught: true, taughtOnline: true, doorToDoor: false };

export const profile: IndustryProfile = {
  industry: 'coffee-shop',
  label: 'coffee shop',
  keywords: {
    coffee: 5, 'coffee shop': 8, cafe: 6, espresso: 6, latte: 6, cappuccino: 6, barista: 6, roastery: 6, roaster: 5,
    'pour over': 6, 'cold brew': 6, pastries: 3, bakery: 3, croissant: 4, tea: 2, 'specialty coffee': 8, beans: 2,
    brunch: 2, muffins: 3, scones: 3,
  },
  customer: 'guest',
  customers: 'guests',
  visit: 'visit',
  mobile: false,
  buttons: ['See Our Menu', 'Visit Us', 'Order Ahead', 'Find Us'],
  cta: ['ask about our coffee', 'plan your visit', 'order beans for home'],
  headlines: ['Great Coffee, Good Company', 'Your Daily Cup, Done Right', 'Freshly Brewed, Warmly Served', 'Coffee Worth Slowing Down For', 'Where Mornings Get Better'],
  placeHeadlines: ["{place}'s Favorite Coffee Stop", 'Fresh Coffee in {place}', 'Your {place} Coffee Shop'],
  doing: ['pour carefully made coffee in a place that feels like home', 'serve great coffee and fresh bakes every day', 'make every cup worth the visit'],
  promises: [
    'Every cup is brewed with care by baristas who love what they do.',
    'Pull up a chair, stay a while and let us take care of the refills.',
    'Pastries and snacks are fresh, simple and made to go with your coffee.',
    'Whether it is a quick espresso or a slow pour-over, it is made just for you.',
  ],
  approach: [
    'We keep the menu focused, so everything on it is done well.',
    'Our café is a place to meet, work, read or simply enjoy a quiet cup.',
    'Good coffee starts with good beans, and we take choosing ours seriously.',
  ],
  ownerServiceLines: ['{Service}, made fresh and served with a smile.', 'Ask at the counter about today\'s {service}.', 'We take care over {service}, just like every cup we pour.'],
  retail: true,
  priceOnRequest: ['See the menu', 'Prices at the counter'],
  bookingFaq: { question: 'Can I order ahead for a group?', answer: 'Send {name} a message about larger orders and we will let you know what we can prepare.' },
  reviewOpeners: [
    '{name} is my favorite stop on the way to work.',
    'I came to {name} for the {service} and now I am a regular.',
    'Spent a lovely afternoon at {name} with a book and far too many refills.',
    'Do not leave {name} without trying the {service}.',
    'Found {name} by chance and it has become my second living room.',
  ],
  services: [
    { heading: 'Espresso Drinks', match: ['espresso', 'latte', 'cappuccino', 'flat white', 'americano', 'mocha', 'cortado'], description: 'Lattes, cappuccinos and flat whites pulled carefully and poured with silky milk.', price: [3, 6], image: 'latte art coffee cup' },
    { heading: 'Pour-Over and Filter Coffee', match: ['pour over', 'filter', 'drip', 'batch brew'], description: 'Single-origin coffee brewed by hand to bring out its best flavors.', price: [3, 6], image: 'pour over coffee brewing' },
    { heading: 'Cold Brew and Iced Drinks', match: ['cold brew', 'iced', 'nitro', 'frappe'], description: 'Smooth cold brew and iced favorites for warmer days.', price: [4, 7], image: 'iced coffee cold brew' },
    { heading: 'Fresh Pastries', match: ['pastr', 'croissant', 'baked goods', 'bakery', 'muffin', 'scone', 'cake', 'cookie'], description: 'Croissants, muffins and cakes, fresh every morning and perfect with a coffee.', price: [3, 6], image: 'fresh pastries cafe counter' },
    { heading: 'Breakfast and Brunch', match: ['breakfast', 'brunch', 'toast', 'bagel', 'eggs'], description: 'Simple, satisfying plates to start the day, served until late morning.', price: [8, 16], image: 'cafe breakfast plate' },
    { heading: 'Teas and Non-Coffee Drinks', match: ['tea', 'chai', 'matcha', 'hot chocolate'], description: 'Loose-leaf teas, chai, matcha and hot chocolate for every taste.', price: [3, 6], image: 'tea cup cafe' },
    { heading: 'Coffee Beans to Take Home', match: ['beans', 'retail', 'roast', 'bags of coffee'], description: 'Bags of freshly roasted beans, ground to order for your brewer at home.', price: [14, 22], unit: 'per bag', image: 'bag of roasted coffee beans' },
    { heading: 'Light Lunches', match: ['lunch', 'sandwich', 'soup', 'salad'], description: 'Sandwiches, soups and salads made fresh for a quick, tasty lunch.', price: [8, 14], image: 'cafe sandwich lunch' },
    { heading: 'Coffee Catering', match: ['catering', 'events', 'office coffee'], description: 'Coffee and pastries for meetings and events, set up and ready to pour.', price: null, image: 'coffee catering event' },
  ],
  team: [
    { title: 'Owner', bio: '{first} opened the café to create a welcoming spot for great coffee and good conversation.' },
    { title: 'Head Barista', bio: '{first} dials in the espresso every morning and pours the best latte art in the house.' },
    { title: 'Barista', bio: '{first} remembers regulars’ orders and always has a smile ready.' },
    { title: 'Baker', bio: '{first} is in before sunrise making the pastries that sell out first.' },
  ],
  faqs: [
    { question: 'Do you have dairy-free milk?', answer: 'Ask our baristas about the milk alternatives available today.' },
    { question: 'Can I work from the café?', answer: 'You are welcome to settle in with a laptop. Ask {name} about the Wi-Fi and the quieter times of day.' },
    { question: 'Do you sell beans to take home?', answer: 'Ask at the counter about the beans we have on the shelf, and we can grind them for your brewer.' },
    { question: 'Do you cater for meetings or events?', answer: 'Tell us about your event and we will let you know what coffee and pastry options we can offer.' },
  ],
  reviewDetails: [
    'The flat white here is the best I have had in ages.',
    'Cozy, calm and the perfect spot to read for an hour.',
    'The croissants are flaky, buttery and gone by eleven.',
    'The baristas remembered my order by my second visit.',
    'Great place to meet friends or get some work done.',
    'Their cold brew got me through the summer.',
  ],
  priceFactors: 'the drink, the size and any extras',
  imageTerms: ['coffee shop interior', 'barista making coffee', 'latte art close up', 'espresso machine', 'pastries on cafe counter', 'people chatting in cafe', 'coffee beans roasted', 'cafe window seat'],
  videoTitles: ['A Morning Behind the Counter', 'How We Brew Your Coffee', 'From Bean to Cup'],
  videoLines: [
    'Join our baristas as they open up and pull the first shots of the day.',
    'See how we dial in espresso and pour a proper flat white.',
    'Watch the pastries come out of the oven before the morning rush.',
  ],
  quotes: ['Life happens, coffee helps.', 'Good coffee, good people, good days.', 'Every great day starts with a cup.', 'Slow down and savor the moment.'],
  hues: [25, 160, 350],
  fonts: ['warm', 'friendly', 'classic'],
  nameNouns: ['Coffee', 'Café', 'Coffee House', 'Roasters', 'Espresso Bar', 'Coffee Co.'],
  nameWords: ['Crema', 'Bean', 'Morning', 'Daily Grind', 'Steam', 'Mug', 'Roast', 'Pour'],
  ideas: [
    { idea: 'Mobile espresso cart for events', pitch: 'An espresso cart that brings barista coffee to weddings, markets and office events.' },
    { idea: 'Cat cafe with adoption corner', pitch: 'A café where guests enjoy coffee with resident cats who are all looking for a new home.' },
    { idea: 'Coffee subscription for offices', pitch: 'Fresh beans and a simple brewing setup delivered to offices, so teams get good coffee every day.' },
    { idea: 'Specialty coffee roastery and tasting room', pitch: 'A roastery with a tasting room where visitors watch the roast and try single-origin coffees.' },
    { idea: 'Bookshop cafe with reading nooks', pitch: 'A café inside a bookshop, with quiet nooks where people read for hours.' },
    { idea: 'Drive-through coffee for commuters', pitch: 'A drive-through kiosk that gets commuters a great coffee in under two minutes.' },
    { idea: 'Coffee brewing classes at home', pitch: 'Small classes that teach people to brew café-quality coffee at home with simple kit.' },
    { idea: 'Plant-based bakery cafe', pitch: 'A café baking plant-based cakes and pastries that everyone can enjoy.' },
    { idea: 'Late-night coffee and dessert bar', pitch: 'A cosy spot open late, serving coffee and desserts after dinners and shows.' },
    { idea: 'Coworking cafe with meeting pods', pitch: 'A café with fast wifi and bookable meeting pods for freelancers and remote workers.' },
  ],
};
