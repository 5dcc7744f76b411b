import type { IdeaFlags, IndustryIcon, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// House cleaning: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
  label: 'House cleaning',
  plural: 'house cleaners',
  business: 'cleaning business',
  summary: 'Cleaning plans with clear prices and an easy way to book.',
  intro:
    'People let a cleaner into their home when they trust them. Frontdoor writes a friendly website for your cleaning business with your regular and one-off cleans, clear prices, reviews from happy households and an easy way to ask for a quote.',
  description: 'Free website builder for house cleaners and cleaning services: cleaning plans and prices, reviews, FAQs and quote requests, made in seconds.',
  tone: 'violet',
  features: [
    { kind: 'services', title: 'Cleans with clear prices', body: 'Weekly, biweekly, deep and move-out cleans, with what each includes and a starting price.' },
    { kind: 'reviews', title: 'Trusted in their homes', body: 'Reviews about reliable, careful cleaners reassure people before they hand over a key.' },
    { kind: 'faq', title: 'The questions everyone asks', body: 'Whether you bring supplies, if pets are fine and how to skip a week, answered up front.' },
    { kind: 'booking', title: 'Book a clean online', body: 'Link your scheduling calendar so customers choose a day, or let them ask for a quote through your contact form.' },
  ],
  glyph: [
    { shape: 'path', d: 'M4 10.5 12 4l8 6.5V20a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z' },
    { shape: 'path', d: 'm12 10.5 1 2.5 2.5 1-2.5 1-1 2.5-1-2.5-2.5-1 2.5-1z' },
  ],
  sample: { name: 'Sparkle & Shine', location: 'Raleigh, North Carolina', description: 'House cleaning: weekly and biweekly cleans, deep cleaning, and move-in and move-out cleaning with eco-friendly products.' },
};

export const look: IndustryLook = ['cheerful', 'friendly', 'clinical'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'spray', label: 'a spray bottle', match: ['regular', 'clean', 'spray'] },
  { icon: 'sparkles', label: 'sparkles', match: ['deep', 'sparkle'] },
  { icon: 'vacuum-cleaner', label: 'a vacuum cleaner', match: ['carpet', 'upholstery', 'vacuum'] },
  { icon: 'bucket-droplet', label: 'a bucket', match: ['kitchen', 'bathroom', 'mop'] },
  { icon: 'home', label: 'a house', match: ['move-in', 'move-out', 'home', 'vacation'] },
  { icon: 'window', label: 'a window', match: ['window'] },
  { icon: 'wash-machine', label: 'a washing machine', match: ['laundry', 'iron'] },
  { icon: 'building', label: 'an office building', match: ['office'] },
];

export const ideas: IdeaFlags = { recurring: true, supplies: true, fairs: false, homeVisits: true, taught: true, taughtOnline: false, doorToDoor: true };

export const profile: IndustryProfile = {
  industry: 'house-cleaning',
  label: 'house cleaning service',
  keywords: {
    cleaning: 5, cleaner: 5, cleaners: 5, 'house cleaning': 9, 'house cleaner': 9, 'home cleaner': 9, 'home cleaning': 9, maid: 7, maids: 7, housekeeping: 6,
    'deep clean': 7, 'deep cleaning': 7, 'move out cleaning': 8, 'move in': 3, 'end of tenancy': 7, janitorial: 6,
    'office cleaning': 6, 'carpet cleaning': 5, tidy: 2, 'spring cleaning': 7, 'airbnb cleaning': 7, mopping: 4, dusting: 5,
  },
  customer: 'client',
  customers: 'clients',
  visit: 'clean',
  mobile: true,
  buttons: ['Book a Cleaning', 'Get a Quote', 'Book Your Clean', 'Get a Free Estimate'],
  cta: ['book a cleaning', 'get a quote for your home', 'set up regular cleaning'],
  headlines: ['Come Home to Clean', 'A Spotless Home, Less Stress', 'Cleaning You Can Count On', 'More Free Time, Less Mess', 'Sparkling Homes, Happy Clients'],
  placeHeadlines: ['House Cleaning in {place}', "{place}'s Trusted Cleaners", 'Spotless Homes Across {place}'],
  doing: ['give busy people their weekends back', 'leave every home fresh, spotless and calm', 'clean thoroughly and treat your home with respect'],
  promises: [
    'We follow a detailed checklist, so nothing gets missed from the baseboards to the light switches.',
    'The same friendly cleaners come each time whenever possible, so they learn how you like things done.',
    'Tell us your priorities and we will focus on what matters most to you.',
    'If something is not right, tell us and we will come back to make it right.',
  ],
  approach: [
    'We treat every home with the same care we would want in our own.',
    'Reliable, respectful and thorough are the three words we work by.',
    'We use good products and tell you what they are, with gentler options on request.',
  ],
  ownerServiceLines: ['{Service}, done thoroughly and with respect for your home.', 'Add {service} to your clean and we will put it on your checklist.', 'We take care of {service} so you can get on with your day.'],
  services: [
    { heading: 'Regular Cleaning', match: ['regular', 'weekly', 'biweekly', 'monthly', 'recurring', 'standard'], description: 'Weekly, fortnightly or monthly cleans that keep your home consistently fresh.', price: [100, 180], unit: 'per visit', image: 'house cleaning living room' },
    { heading: 'Deep Cleaning', match: ['deep clean', 'deep', 'spring clean', 'top to bottom'], description: 'A top-to-bottom clean that reaches inside, under and behind, ideal as a first clean.', price: [200, 400], image: 'deep cleaning kitchen' },
    { heading: 'Move-In and Move-Out Cleaning', match: ['move out', 'move in', 'moving', 'end of tenancy', 'end of lease'], description: 'Empty homes cleaned thoroughly for handover or a fresh start.', price: [250, 450], image: 'empty apartment cleaning' },
    { heading: 'Kitchen and Bathroom Cleaning', match: ['kitchen', 'bathroom', 'oven', 'fridge'], description: 'Extra attention for the rooms that work hardest, from ovens to shower screens.', price: null, image: 'clean bathroom sparkling' },
    { heading: 'Office Cleaning', match: ['office', 'commercial', 'janitorial', 'business'], description: 'Reliable cleaning for small offices and studios, scheduled around your hours.', price: null, image: 'office cleaning service' },
    { heading: 'Vacation Rental Cleaning', match: ['airbnb', 'vacation rental', 'short term rental', 'turnover'], description: 'Fast, consistent turnovers with fresh linens between guests.', price: null, image: 'vacation rental bedroom fresh linens' },
    { heading: 'Carpet and Upholstery Cleaning', match: ['carpet', 'upholstery', 'rug', 'sofa'], description: 'Carpets and sofas refreshed to lift dirt, stains and everyday odors.', price: null, image: 'carpet cleaning' },
    { heading: 'Window Cleaning', match: ['window'], description: 'Streak-free windows inside and out, plus sills and tracks.', price: null, image: 'window cleaning' },
    { heading: 'Laundry and Ironing', match: ['laundry', 'ironing', 'linen'], description: 'Washing, folding and ironing added to your clean for one less chore.', price: null, image: 'folded laundry' },
  ],
  team: [
    { title: 'Owner', bio: '{first} started the business to offer cleaning people can truly rely on and still checks in with every client.' },
    { title: 'Team Lead', bio: '{first} leads a cleaning crew with a sharp eye for detail and a friendly word for everyone.' },
    { title: 'Cleaning Specialist', bio: '{first} is our deep-clean expert and loves a before-and-after.' },
    { title: 'Cleaner', bio: '{first} is known for spotless kitchens and perfectly made beds.' },
    { title: 'Client Care', bio: '{first} handles bookings and makes sure every request is noted for the team.' },
  ],
  faqs: [
    { question: 'Do I need to be home during the cleaning?', answer: 'No. Many clients arrange access in advance. {name} will agree the details with you when you book.' },
    { question: 'Do you bring your own supplies?', answer: 'Ask us when you book; we can bring supplies or use products you prefer.' },
    { question: 'What if I am not happy with something?', answer: 'Tell us within a day or so and we will arrange to put it right.' },
    { question: 'Can I request specific tasks?', answer: 'Of course. Tell us your priorities and we will add them to your checklist.' },
  ],
  reviewDetails: [
    'I came home to a house that smelled amazing and sparkled.',
    'They even cleaned the tops of the door frames.',
    'Same friendly cleaner every time, which I really value.',
    'The move-out clean got us our full deposit back.',
    'Reliable, on time and so thorough.',
    'They remembered exactly how I like the kitchen left.',
  ],
  priceFactors: 'the size of your home, how often you book and the type of clean',
  imageTerms: ['bright clean living room', 'cleaner wiping kitchen counter', 'cleaning supplies basket', 'sparkling bathroom', 'freshly made bed', 'mopping wooden floor', 'tidy modern home', 'window cleaning squeegee'],
  videoTitles: ['A Deep Clean in Sixty Seconds', 'What Our Checklist Covers', 'Before and After'],
  videoLines: [
    'Watch a kitchen go from busy-week mess to gleaming.',
    'See the checklist our cleaners follow on every visit.',
    'Get quick tips for keeping things fresh between cleans.',
  ],
  quotes: ['A clean home is a calm mind.', 'We clean, you relax.', 'Sparkle is in the details.', 'Come home to something better.'],
  hues: [185, 140, 260],
  fonts: ['friendly', 'calm', 'modern'],
  nameNouns: ['Cleaning', 'Cleaning Co.', 'Maids', 'Home Care', 'Housekeeping', 'Clean Team'],
  nameWords: ['Sparkle', 'Fresh Start', 'Tidy', 'Spotless', 'Shine', 'Crisp', 'Lemon', 'Bright Home'],
  ideas: [
    { idea: 'Eco-friendly cleaning with refillable products', pitch: 'Home cleaning with plant-based products brought in refillable bottles, with no harsh smells.' },
    { idea: 'Move-out cleaning for renters', pitch: 'Thorough move-out cleaning that helps renters get their full deposit back.' },
    { idea: 'Vacation rental turnover cleaning service', pitch: 'Fast, reliable turnover cleaning between guests for vacation rental hosts.' },
    { idea: 'Cleaning for new parents', pitch: 'Gentle help with cleaning and laundry for new parents in the first months with a baby.' },
    { idea: 'Senior home cleaning and tidying', pitch: 'Friendly cleaning and tidying for seniors who want a little help at home.' },
    { idea: 'Post-construction cleanup service', pitch: 'Cleanup after building work that removes dust and debris and leaves homes ready to live in.' },
    { idea: 'Office cleaning for small startups', pitch: 'Evening office cleaning for small startups, so teams arrive to a fresh workspace.' },
    { idea: 'Garage and attic decluttering service', pitch: 'Decluttering help that turns packed garages and attics into usable space.' },
    { idea: 'Pet-friendly home cleaning service', pitch: 'Cleaners who love pets and use products safe for them, with extra care on fur.' },
    { idea: 'Monthly deep clean subscription', pitch: 'A monthly deep clean of the spots weekly cleaning misses, on a simple subscription.' },
  ],
};
