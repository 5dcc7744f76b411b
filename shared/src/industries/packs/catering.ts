import type { IdeaFlags, IndustryIcon, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Catering: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
  label: 'Catering',
  plural: 'caterers',
  business: 'catering business',
  summary: 'Menus and packages, food photos and enquiries with the date.',
  intro:
    'Planning an event is stressful, and a clear caterer is a relief. Frontdoor writes a website for your catering business with your menus and packages, the events you cater, photos of your food and a simple enquiry form for the date and guest numbers.',
  description: 'Free website builder for caterers: menus and packages, photos of your food, reviews from hosts and an enquiry form, made for your business in seconds.',
  tone: 'rose',
  features: [
    { kind: 'services', title: 'Menus and packages', body: 'Buffets, plated dinners, office lunches and wedding packages, each with what is served and a price per guest.' },
    { kind: 'gallery', title: 'Food that sells itself', body: 'Spreads, canapés and set tables in a gallery, on colours chosen to flatter food.' },
    { kind: 'contact', title: 'Enquiries with the date and headcount', body: 'Add questions for the event date, guest count and dietary needs to your contact form, so every enquiry arrives ready to quote.' },
    { kind: 'reviews', title: 'Happy hosts', body: 'Reviews from couples, companies and party hosts reassure the next client that their day will run smoothly.' },
  ],
  glyph: [
    { shape: 'path', d: 'M2.5 18h19M4.5 18a7.5 7.5 0 0 1 15 0' },
    { shape: 'path', d: 'M12 10.5v-2M10 8.5h4M5.5 21h13' },
  ],
  sample: { name: 'Harvest Table Catering', location: 'Austin, Texas', description: 'Catering for weddings, corporate lunches and family parties, with seasonal menus, buffets and plated dinners.' },
};

export const look: IndustryLook = ['luxe', 'friendly', 'classic'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'chef-hat', label: 'a chef’s hat', match: ['private', 'plated', 'dinner', 'chef'] },
  { icon: 'tools-kitchen-2', label: 'a knife and fork', match: ['buffet', 'corporate', 'lunch'] },
  { icon: 'glass-champagne', label: 'champagne glasses', match: ['wedding', 'party', 'celebration'] },
  { icon: 'cheese', label: 'a cheese board', match: ['grazing', 'table', 'cheese', 'canap', 'finger'] },
  { icon: 'salad', label: 'a salad bowl', match: ['salad', 'fresh', 'boxed'] },
  { icon: 'cake', label: 'a cake', match: ['cake', 'dessert', 'wedding'] },
  { icon: 'users-group', label: 'a group of guests', match: ['staff', 'event', 'guest'] },
];

export const ideas: IdeaFlags = { recurring: false, supplies: false, fairs: true, homeVisits: false, taught: true, taughtOnline: false, doorToDoor: true };

export const profile: IndustryProfile = {
  industry: 'catering',
  label: 'catering company',
  keywords: {
    catering: 8, caterer: 8, 'event catering': 8, 'wedding catering': 8, buffet: 4, canapes: 5, 'private chef': 5, 'personal chef': 5,
    'corporate lunch': 5, 'boxed lunch': 5, 'grazing table': 6, 'food truck': 4, banquet: 4, 'meal prep': 2,
    'party platters': 5, hors: 3, 'sit down dinner': 5, events: 1, weddings: 2,
  },
  customer: 'client',
  customers: 'clients',
  visit: 'event',
  mobile: true,
  buttons: ['Plan Your Menu', 'Get a Catering Quote', 'Book Catering', 'Start Planning'],
  cta: ['plan your menu', 'get a catering quote', 'check our availability for your date'],
  headlines: ['Food Your Guests Will Remember', 'Catering Made Effortless', 'Fresh Food, Flawless Events', 'Great Food, Happy Guests', 'Every Event, Deliciously Done'],
  placeHeadlines: ['Event Catering in {place}', "{place}'s Favorite Caterers", 'Catering Across {place}'],
  doing: ['cook fresh, generous food for events of every size', 'take the stress out of feeding a crowd', 'make your event taste as good as it looks'],
  promises: [
    'Menus are built around your event, your guests and your budget, with dietary needs handled carefully.',
    'We arrive on time, set up quietly and leave the space as we found it.',
    'Everything is cooked fresh from good ingredients, with nothing reheated from the freezer.',
    'One clear quote covers food, staff and setup, so you know exactly what to expect.',
  ],
  approach: [
    'We believe event food should be generous, seasonal and served with a smile.',
    'From the first tasting to the last plate cleared, you deal with one friendly team.',
    'Vegetarian, vegan and allergy-aware dishes are part of the menu, not an afterthought.',
  ],
  ownerServiceLines: ['{Service}, cooked fresh and served with care on the day.', 'We plan {service} around your guests, your venue and your budget.', 'Ask about {service} when you plan your menu and we will suggest what works best.'],
  services: [
    { heading: 'Wedding Catering', match: ['wedding'], description: 'Seasonal menus for your big day, from canapés to late-night snacks, served with care.', price: [45, 120], unit: 'per guest', image: 'wedding catering buffet' },
    { heading: 'Corporate Catering', match: ['corporate', 'office', 'business lunch', 'meeting'], description: 'Breakfasts, working lunches and events for teams, delivered on time and beautifully presented.', price: [15, 40], unit: 'per person', image: 'corporate catering lunch spread' },
    { heading: 'Private Parties', match: ['party', 'birthday', 'anniversary', 'celebration'], description: 'Birthday dinners and family celebrations catered at home or at your venue.', price: [30, 80], unit: 'per guest', image: 'private party catering table' },
    { heading: 'Grazing Tables', match: ['grazing', 'charcuterie', 'platter'], description: 'Abundant tables of cheeses, breads, fruit and dips, styled to impress.', price: [20, 45], unit: 'per guest', image: 'grazing table charcuterie' },
    { heading: 'Canapés and Finger Food', match: ['canape', 'finger food', 'hors d', 'appetizer', 'small bites'], description: 'Bite-sized dishes passed or displayed, perfect for drinks receptions.', price: [18, 40], unit: 'per guest', image: 'canapes on tray' },
    { heading: 'Buffets', match: ['buffet', 'family style'], description: 'Generous buffet and family-style spreads that keep guests happy and mingling.', price: [25, 60], unit: 'per guest', image: 'catering buffet spread' },
    { heading: 'Plated Dinners', match: ['plated', 'sit down', 'dinner'], description: 'Multi-course plated meals served by our staff for a more formal occasion.', price: [55, 130], unit: 'per guest', image: 'plated dinner catering' },
    { heading: 'Boxed Lunches', match: ['boxed lunch', 'lunch box', 'drop off'], description: 'Individually packed lunches, labelled for dietary needs and ready to hand out.', price: [12, 22], unit: 'per box', image: 'boxed lunches catering' },
    { heading: 'Event Staff', match: ['staff', 'servers', 'bartender', 'service staff'], description: 'Friendly servers and bar staff to look after your guests from start to finish.', price: null, image: 'catering staff serving guests' },
  ],
  team: [
    { title: 'Owner & Head Chef', bio: '{first} designs every menu and cooks with seasonal ingredients and a generous hand.' },
    { title: 'Event Manager', bio: '{first} plans the timings, the staff and the details, so your day runs smoothly.' },
    { title: 'Sous Chef', bio: '{first} runs the kitchen on event days and never lets a plate leave unless it is perfect.' },
    { title: 'Pastry Chef', bio: '{first} makes the desserts, cakes and little sweet things guests ask about afterwards.' },
    { title: 'Service Lead', bio: '{first} leads the front-of-house team with calm and a warm welcome.' },
  ],
  faqs: [
    { question: 'How far ahead should I book?', answer: 'As early as you can, especially for weekends and weddings. Tell {name} your date and we will check availability.' },
    { question: 'Can you cater for dietary requirements?', answer: 'Yes. Tell us about allergies and preferences when planning, and we will build them into the menu and label dishes clearly.' },
    { question: 'Do you offer tastings?', answer: 'Ask us about tastings when we discuss your menu, especially for weddings and larger events.' },
    { question: 'Do you provide plates, cutlery and staff?', answer: 'We can include service staff and equipment in your quote, or deliver food only. We will go through the options with you.' },
  ],
  reviewDetails: [
    'Guests were still talking about the food weeks later.',
    'They handled three different allergies without any fuss.',
    'The grazing table was stunning and disappeared fast.',
    'Set up, served and cleared away without us lifting a finger.',
    'Generous portions and everything was hot and fresh.',
    'The staff were friendly, professional and completely unflappable.',
  ],
  priceFactors: 'the number of guests, the menu and the level of service',
  imageTerms: ['catering buffet table', 'chef plating food at event', 'wedding reception dinner', 'canapes on platter', 'grazing table', 'event food service', 'outdoor party catering', 'fresh salads catering'],
  videoTitles: ['Behind the Scenes at an Event', 'From Kitchen to Table', 'How We Plan Your Menu'],
  videoLines: [
    'Follow our team from early prep in the kitchen to the last plate at the party.',
    'See how a menu comes together, from tasting to service.',
    'Watch a grazing table take shape, one board at a time.',
  ],
  quotes: ['Good food brings people together.', 'Feed people well and they remember.', 'Every event deserves a generous table.', 'Fresh, seasonal and made with care.'],
  hues: [15, 95, 40],
  fonts: ['elegant', 'warm', 'classic'],
  nameNouns: ['Catering', 'Kitchen', 'Events', 'Table', 'Catering Co.', 'Feast'],
  nameWords: ['Harvest', 'Saffron', 'Long Table', 'Gather', 'Platter', 'Thyme', 'Feast', 'Fig'],
  ideas: [
    { idea: 'Vegan catering for office events', pitch: 'Plant-based catering for office meetings and parties, with food that even meat-eaters go back for.' },
    { idea: 'Grazing tables for home parties', pitch: 'Generous grazing tables of cheese, fruit and bites, set up beautifully in clients’ own homes.' },
    { idea: 'Boxed lunches for film crews', pitch: 'Hearty boxed lunches delivered on time to film and TV crews on location.' },
    { idea: 'Wedding dessert bar service', pitch: 'A dessert bar of cakes, pastries and sweets, styled to match the wedding and served by friendly staff.' },
    { idea: 'Meal prep for new parents', pitch: 'Healthy home-cooked meals delivered to new parents in the first busy weeks with a baby.' },
    { idea: 'Pop-up brunch for weddings', pitch: 'A relaxed brunch served the morning after the wedding for couples and their guests.' },
    { idea: 'Cultural food catering for festivals', pitch: 'Catering for festivals and community events with dishes from the cooks’ own family traditions.' },
    { idea: 'Kids party catering with activities', pitch: 'Kids’ party food with a cupcake-decorating table that keeps little guests busy.' },
    { idea: 'Allergy-friendly school event catering', pitch: 'Catering for school events where every dish is clearly labelled and free of common allergens.' },
    { idea: 'Backyard barbecue catering service', pitch: 'A barbecue crew that brings the grill, the food and the cooks to backyard parties.' },
  ],
};
