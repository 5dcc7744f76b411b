import type { IdeaFlags, IndustryIcon, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Tire shop: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
  label: 'Tire shop',
  plural: 'tire shops',
  business: 'tire shop',
  summary: 'Tires and services with prices, and drivers who call ahead.',
  intro:
    'A flat or a worn set sends drivers looking for a shop nearby that can help today. Frontdoor writes a website for your tire shop with the tires and services you offer and their prices, where to find you and reviews from drivers.',
  description: 'Free website builder for tire shops: tires and services with prices, your location, reviews and quick contact, made for your shop in seconds.',
  tone: 'slate',
  features: [
    { kind: 'services', title: 'Tires and services, priced', body: 'New and used tires, rotation, alignment, balancing and flat repairs, each with a price.' },
    { kind: 'contact', title: 'Call ahead, or drop in', body: 'Your phone number and a contact form for quotes, so drivers can check you have their size before they come.' },
    { kind: 'reviews', title: 'Drivers recommend you', body: 'Reviews about fast, fair service help you win the driver who needs tires today.' },
    { kind: 'local', title: 'Found nearby', body: 'Your city in your headline, page title and search keywords, for drivers searching close by.' },
  ],
  glyph: [
    { shape: 'circle', cx: 12, cy: 12, r: 9.5 },
    { shape: 'circle', cx: 12, cy: 12, r: 5 },
    { shape: 'circle', cx: 12, cy: 12, r: 1.5 },
    { shape: 'path', d: 'M12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8' },
  ],
  sample: { name: 'Roadgrip Tire & Wheel', location: 'El Paso, Texas', description: 'New and used tires, tire rotation, wheel alignment, balancing and flat repairs, with same-day service.' },
};

export const look: IndustryLook = ['industrial', 'rugged'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'wheel', label: 'a tyre', match: ['tire', 'new', 'rotation', 'seasonal'] },
  { icon: 'car', label: 'a car', match: ['alignment', 'install'] },
  { icon: 'tool', label: 'a wrench', match: ['flat', 'repair'] },
  { icon: 'gauge', label: 'a pressure gauge', match: ['tpms', 'pressure', 'balance'] },
  { icon: 'snowflake', label: 'a snowflake', match: ['winter', 'seasonal'] },
  { icon: 'steering-wheel', label: 'a steering wheel', match: ['alignment', 'steer'] },
  { icon: 'car-suspension', label: 'a suspension spring', match: ['brake', 'check'] },
  { icon: 'settings', label: 'a rim', match: ['rim', 'wheels'] },
];

export const ideas: IdeaFlags = { recurring: false, supplies: true, fairs: false, homeVisits: false, taught: true, taughtOnline: false, doorToDoor: true };

export const profile: IndustryProfile = {
  industry: 'tire-shop',
  label: 'tire shop',
  keywords: {
    tire: 6, tires: 6, tyre: 6, tyres: 6, 'tire shop': 9, 'tyre shop': 9, 'wheel alignment': 8, alignment: 5,
    'tire rotation': 8, 'wheel balancing': 8, balancing: 4, rims: 5, wheels: 2, 'winter tires': 8, 'snow tires': 8,
    'all season': 5, tpms: 7, 'oil change': 4, brakes: 2, 'auto repair': 3, mechanic: 2, 'flat repair': 5,
  },
  customer: 'customer',
  customers: 'drivers',
  visit: 'visit',
  mobile: false,
  buttons: ['Book a Tire Service', 'Get a Tire Quote', 'Book an Appointment', 'Find Your Tires'],
  cta: ['get a quote on new tires', 'book a tire service', 'book an alignment check'],
  headlines: ['The Right Tires, Fair Prices', 'Safe Tires, Smooth Rides', 'Roll Out With Confidence', 'Fast, Honest Tire Service', 'Grip the Road, Every Season'],
  placeHeadlines: ['Tire Service in {place}', "{place}'s Friendly Tire Shop", 'Tires and Alignment in {place}'],
  doing: ['keep drivers safe on the road with the right tires', 'give honest advice and quick, careful tire service', 'help drivers choose tires that suit their car and budget'],
  promises: [
    'We show you your tire tread and condition, explain your options and let you choose.',
    'Every set is mounted, balanced and torqued properly, then checked before you drive away.',
    'Quotes are clear and include everything, with no surprise fees at the counter.',
    'We will tell you honestly when your tires still have life left in them.',
  ],
  approach: [
    'Tires are the only part of your car that touches the road, so we take them seriously.',
    'Straight answers and fair prices keep our customers coming back.',
    'We keep popular sizes in stock and can order the rest quickly.',
  ],
  ownerServiceLines: ['{Service}, done quickly and checked before you drive away.', 'Ask about {service} and we will give you an honest recommendation.', 'We take care of {service} with clear prices and no upselling.'],
  services: [
    { heading: 'New Tires', match: ['new tire', 'tire sales', 'tires', 'tyres', 'tire'], description: 'Tires for every budget and driving style, with honest advice on what fits.', price: null, image: 'new tires on display' },
    { heading: 'Tire Installation and Balancing', match: ['install', 'mount', 'balanc', 'fitting'], description: 'Mounted, balanced and torqued to spec for a smooth, vibration-free ride.', price: [15, 30], unit: 'per tire', image: 'tire balancing machine' },
    { heading: 'Wheel Alignment', match: ['alignment', 'align'], description: 'Precise alignment that improves handling and helps tires wear evenly.', price: [80, 150], image: 'wheel alignment service' },
    { heading: 'Tire Rotation', match: ['rotation', 'rotate'], description: 'Regular rotations that spread wear and get more life from every set.', price: [20, 40], image: 'mechanic rotating tires' },
    { heading: 'Flat Repairs', match: ['flat', 'puncture', 'patch', 'plug'], description: 'Punctures inspected and properly repaired when it is safe to do so.', price: [20, 40], image: 'tire puncture repair' },
    { heading: 'Seasonal Tire Changes', match: ['winter', 'snow', 'seasonal', 'swap', 'changeover'], description: 'Winter and summer swaps done quickly, with storage options available on request.', price: [40, 100], image: 'winter tires changeover' },
    { heading: 'TPMS Service', match: ['tpms', 'tire pressure', 'sensor'], description: 'Tire pressure sensors checked, repaired or replaced so warnings mean something.', price: null, image: 'tire pressure sensor' },
    { heading: 'Wheels and Rims', match: ['rim', 'wheel', 'custom wheels'], description: 'Wheel repairs, replacements and upgrades fitted properly.', price: null, image: 'alloy wheels rims' },
    { heading: 'Brake Checks', match: ['brake', 'oil change', 'inspection'], description: 'A quick brake and safety check while your car is already on the lift.', price: null, image: 'brake inspection mechanic' },
  ],
  team: [
    { title: 'Owner', bio: '{first} runs the shop on straight talk and fair prices and still works the floor most days.' },
    { title: 'Lead Tire Technician', bio: '{first} can balance a wheel perfectly and explain tread wear to anyone.' },
    { title: 'Alignment Specialist', bio: '{first} gets handling dialed in and tires wearing evenly.' },
    { title: 'Service Advisor', bio: '{first} helps customers pick the right tires for their car, driving and budget.' },
  ],
  faqs: [
    { question: 'How do I know when I need new tires?', answer: 'Check tread depth and look for cracks or bulges. Drop by and {name} will take a look and give you an honest answer.' },
    { question: 'How often should I rotate my tires?', answer: 'Many drivers rotate at every oil change or as their vehicle manual recommends. We can keep track for you.' },
    { question: 'Do I need an alignment with new tires?', answer: 'Not always, but it is worth checking. Uneven wear is a common sign your alignment needs attention.' },
    { question: 'Can you repair my flat tire?', answer: 'Often, yes, depending on where the puncture is and its size. We will inspect it and tell you honestly.' },
  ],
  reviewDetails: [
    'They showed me my tread depth and did not push an upsell.',
    'In and out faster than I expected.',
    'The alignment fixed the pull I had lived with for months.',
    'Great price on a new set and the ride is so much smoother.',
    'Repaired my flat when another shop told me I needed a new tire.',
    'Friendly, honest and clearly know their stuff.',
  ],
  priceFactors: 'your tire size, the brand and the services you need',
  imageTerms: ['tire shop interior', 'mechanic changing tire', 'stack of new tires', 'wheel alignment machine', 'tire tread close up', 'car on lift in garage', 'winter tires snow road', 'alloy wheel close up'],
  videoTitles: ['How to Check Your Tread', 'Inside the Tire Shop', 'Why Alignment Matters'],
  videoLines: [
    'Learn a quick way to check your tread depth at home.',
    'See how we mount and balance a new set of tires.',
    'Find out how alignment affects handling and tire life.',
  ],
  quotes: ['Where the rubber meets the road, trust matters.', 'Safe tires, safe travels.', 'The right tire makes every mile better.', 'Honest advice, every visit.'],
  hues: [210, 10, 45],
  fonts: ['bold', 'technical', 'modern'],
  nameNouns: ['Tire & Auto', 'Tire Co.', 'Tire Center', 'Tire Pros', 'Wheel & Tire', 'Tire Shop'],
  nameWords: ['Tread', 'Traction', 'Roadway', 'Axle', 'Grip', 'Milestone', 'Steel Belt', 'Open Road'],
  ideas: [
    { idea: 'Mobile tire changes at workplaces', pitch: 'A mobile service that changes and fits tires in workplace car parks while drivers work.' },
    { idea: 'Seasonal tire storage service', pitch: 'Safe storage for winter and summer tires, swapped over when the season changes.' },
    { idea: 'Used tire recycling and resale', pitch: 'A service that recycles worn tires responsibly and resells good used ones.' },
    { idea: 'Tire shop for electric vehicles', pitch: 'A tire shop that specialises in tires for electric vehicles and their extra weight.' },
    { idea: 'Fleet tire service for delivery vans', pitch: 'Fleet tire checks and replacements that keep delivery vans safe and on the road.' },
    { idea: 'Motorcycle tire and wheel specialists', pitch: 'Specialists in motorcycle tires and wheels who get riders back on the road fast.' },
    { idea: 'Roadside flat tire rescue service', pitch: 'A roadside service that fixes or replaces flat tires wherever drivers are stuck.' },
    { idea: 'Tire safety checks for seniors', pitch: 'Free tire safety checks for older drivers, with honest advice on what needs doing.' },
    { idea: 'Off-road tire and wheel upgrades', pitch: 'Upgrades to off-road tires and wheels for adventurers who head off the tarmac.' },
    { idea: 'Tire subscription for rideshare drivers', pitch: 'A tire subscription that keeps rideshare drivers on safe tires for a fixed monthly price.' },
  ],
};
