import type { IdeaFlags, IndustryIcon, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Bike repair: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
  label: 'Bike repair',
  plural: 'bike repair shops',
  business: 'bike shop',
  summary: 'Tune-up packages and repair prices riders can find fast.',
  intro:
    'When a chain snaps or a tube goes flat, riders search for a shop nearby that can fix it today. Frontdoor writes a website for your workshop that lists your repairs and tune-up packages with prices, shows your work and tells riders how to reach you.',
  description: 'Free website builder for bike repair shops: tune-ups and repair prices, photos of your workshop, reviews and a contact form, made in seconds.',
  tone: 'orange',
  features: [
    { kind: 'services', title: 'Tune-ups and repair prices', body: 'Basic and full tune-ups, flat fixes, brake bleeds and wheel truing, each priced, so riders know the cost before they wheel their bike in.' },
    { kind: 'gallery', title: 'Show the workshop', body: 'Builds, restorations and the workshop itself in a gallery that tells riders their bike is in good hands.' },
    { kind: 'contact', title: '“Can you fix this?”', body: 'A contact form for quick questions, with your phone number and email beside it for the urgent ones.' },
    { kind: 'faq', title: 'Answers about turnaround', body: 'How long repairs take, whether riders need an appointment and which bikes you work on, from e-bikes to vintage steel.' },
  ],
  glyph: [
    { shape: 'circle', cx: 5.5, cy: 16, r: 4 },
    { shape: 'circle', cx: 18.5, cy: 16, r: 4 },
    { shape: 'path', d: 'M5.5 16 10 9h6.5M16.5 9l2 7M10 9l3 7H5.5M10.5 9l-.6-3M8.2 6h3.4M16.5 9l-1.2-3.5h2.2' },
  ],
  sample: { name: 'Spoke & Chain Cycles', location: 'Minneapolis, Minnesota', description: 'Bike repair and tune-ups, flat fixes, brake and gear adjustments and wheel truing for commuters and racers.' },
};

export const look: IndustryLook = ['rugged', 'playful', 'friendly'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'bike', label: 'a bicycle', match: ['bike', 'tune', 'bicycle', 'check', 'used', 'fit'] },
  { icon: 'tool', label: 'a wrench', match: ['brake', 'tool', 'adjust'] },
  { icon: 'settings', label: 'a gear', match: ['gear', 'drivetrain', 'chain'] },
  { icon: 'wheel', label: 'a wheel', match: ['wheel', 'tire', 'flat', 'truing'] },
  { icon: 'bolt', label: 'a lightning bolt', match: ['e-bike', 'electric', 'battery'] },
  { icon: 'ruler-measure', label: 'a measuring tape', match: ['fitting', 'measure'] },
  { icon: 'tools', label: 'a set of tools', match: ['suspension', 'service'] },
];

export const ideas: IdeaFlags = { recurring: true, supplies: true, fairs: true, homeVisits: true, taught: true, taughtOnline: true, doorToDoor: true };

export const profile: IndustryProfile = {
  industry: 'bike-repair',
  label: 'bike repair shop',
  keywords: {
    bike: 4, bicycle: 6, 'bike repair': 7, 'bike shop': 6, cycling: 4, cyclist: 4, 'tune up': 3, 'flat tire': 4,
    puncture: 4, derailleur: 6, 'brake bleed': 5, 'wheel truing': 6, truing: 5, 'e bike': 5, ebike: 5, mtb: 5,
    'mountain bike': 5, 'road bike': 5, 'bike fit': 5, gears: 2, chain: 2, spokes: 4,
  },
  customer: 'rider',
  customers: 'riders',
  visit: 'service',
  mobile: false,
  buttons: ['Book a Service', 'Book a Tune-Up', 'Get Rolling', 'Drop Off Your Bike'],
  cta: ['book your bike in', 'book a tune-up', 'ask about a repair'],
  headlines: ['Smooth Gears, Happy Miles', 'Your Bike, Running Like New', 'Honest Bike Repairs', 'Back on the Road, Fast', 'Every Ride Starts Here'],
  placeHeadlines: ['Bike Repairs in {place}', "{place}'s Friendly Bike Shop", 'Keeping {place} Rolling'],
  doing: ['keep bikes running smoothly and riders safe', 'fix bikes properly and explain what we did', 'get you back on the road quickly'],
  promises: [
    'We check the whole bike, tell you what matters now and what can wait, and never fix what is not broken.',
    'Every repair ends with a test ride and a quick safety check.',
    'From commuter hacks to carbon road bikes, every bike gets the same care.',
    'You will know the price before we pick up a spanner.',
  ],
  approach: [
    'We are riders ourselves, so we know how much you want your bike back.',
    'Our workshop is all about honest advice and careful work.',
    'We would rather show you how to fix a flat than sell you something you do not need.',
  ],
  ownerServiceLines: ['We take care of {service} properly and test ride every bike before it goes home.', '{Service}, done carefully with the right tools and an honest quote first.', 'Bring your bike in for {service} and we will tell you exactly what it needs.'],
  services: [
    { heading: 'Tune-Ups', match: ['tune', 'tune up', 'service'], description: 'Gears indexed, brakes adjusted, bearings checked and everything cleaned and lubed.', price: [60, 120], image: 'bike mechanic tune up' },
    { heading: 'Flat Tire Repairs', match: ['flat', 'puncture', 'tube', 'tire'], description: 'Tubes and tires replaced or repaired quickly, with a check for what caused the flat.', price: [15, 35], image: 'bicycle tire repair' },
    { heading: 'Brake Repairs', match: ['brake', 'brake bleed', 'disc'], description: 'Pads, cables and hydraulic brakes adjusted or bled so you stop smoothly every time.', price: [25, 90], image: 'bicycle disc brake repair' },
    { heading: 'Gear and Drivetrain Repairs', match: ['gear', 'drivetrain', 'derailleur', 'chain', 'cassette', 'shifting'], description: 'Chains, cassettes and derailleurs cleaned, replaced or tuned for crisp, quiet shifting.', price: [30, 150], image: 'bicycle chain gears close up' },
    { heading: 'Wheel Truing', match: ['wheel', 'truing', 'spoke'], description: 'Wobbly wheels trued and spokes tensioned for a straight, strong ride.', price: [25, 60], image: 'bicycle wheel truing stand' },
    { heading: 'E-Bike Servicing', match: ['e bike', 'ebike', 'electric bike'], description: 'Mechanical servicing for e-bikes, with extra attention to brakes, tires and the drivetrain.', price: [90, 180], image: 'electric bike repair' },
    { heading: 'Bike Fitting', match: ['bike fit', 'fitting', 'saddle'], description: 'Saddle, bar and cleat adjustments for a more comfortable, efficient ride.', price: [75, 200], image: 'bike fitting saddle adjustment' },
    { heading: 'Suspension Servicing', match: ['suspension', 'fork', 'shock'], description: 'Fork and shock servicing that brings back a plush, controlled ride on the trail.', price: [80, 200], image: 'mountain bike suspension fork' },
    { heading: 'Used Bike Checks', match: ['used bike', 'second hand', 'inspection'], description: 'Thinking of buying a second-hand bike? We will look it over and tell you honestly what it needs.', price: [25, 50], image: 'bicycle inspection workshop' },
  ],
  team: [
    { title: 'Owner & Head Mechanic', bio: '{first} opened the workshop to give riders honest repairs and straight answers.' },
    { title: 'Bike Mechanic', bio: '{first} can true a wheel by ear and loves a tricky drivetrain problem.' },
    { title: 'E-Bike Technician', bio: '{first} looks after the electric bikes and knows every quirk of the common motor systems.' },
    { title: 'Service Desk', bio: '{first} books bikes in, explains quotes and makes sure every bike goes home on time.' },
  ],
  faqs: [
    { question: 'How long does a tune-up take?', answer: 'Most tune-ups are ready within a day or two, depending on how busy the workshop is. {name} will give you a time when you drop off.' },
    { question: 'Do you work on e-bikes?', answer: 'Yes, we service the mechanical parts of most e-bikes. Ask us about your model when you book.' },
    { question: 'Will you call me before doing extra work?', answer: 'Always. If we find something beyond the agreed job, we call you with a price before going ahead.' },
    { question: 'How often should my bike be serviced?', answer: 'Once or twice a year suits most riders. Commuters who ride daily may want a check more often.' },
  ],
  reviewDetails: [
    'They called me before doing anything extra, which I really appreciated.',
    'My gears have never shifted so smoothly.',
    'Fixed my flat while I waited and showed me what caused it.',
    'They clearly love bikes and it shows in the work.',
    'Honest advice: they told me what could wait until next season.',
    'My old commuter feels brand new.',
  ],
  priceFactors: 'the bike, its condition and any parts that need replacing',
  imageTerms: ['bike repair workshop', 'bicycle mechanic tools', 'cyclist on city street', 'bicycle on repair stand', 'bike chain and gears', 'mountain bike trail', 'road bike close up', 'bike shop interior'],
  videoTitles: ['Inside the Workshop', 'What Happens at a Tune-Up', 'Fixing a Flat the Right Way'],
  videoLines: [
    'Follow a bike through a full tune-up, from the first check to the test ride.',
    'See how our mechanics true a wheel and set up gears that shift cleanly.',
    'Learn the quick checks that keep your bike safe between services.',
  ],
  quotes: ['A well-tuned bike makes every ride better.', 'Fix it right, ride it longer.', 'Every bike deserves a little care.', 'Keep the wheels turning.'],
  hues: [150, 20, 200],
  fonts: ['friendly', 'bold', 'modern'],
  nameNouns: ['Bike Works', 'Cycle Shop', 'Bike Repair', 'Cycles', 'Wheel Works', 'Spoke Shop'],
  nameWords: ['Spoke', 'Chainring', 'Freewheel', 'Sprocket', 'Pedal', 'Crank', 'Velo', 'Cog'],
  ideas: [
    { idea: 'Mobile bike repair for commuters', pitch: 'A van workshop that fixes commuters’ bikes at the office or at home, so nobody misses a ride to work.' },
    { idea: 'Bike maintenance classes for beginners', pitch: 'Evening classes where beginners learn to fix a puncture, adjust brakes and keep their bike running.' },
    { idea: 'Used bike refurbishing and resale', pitch: 'Old bikes bought, carefully restored and sold on with a safety check and a fair price.' },
    { idea: 'Kids bike swap and repair', pitch: 'A swap shop where families trade outgrown kids’ bikes and get them checked and repaired in one visit.' },
    { idea: 'E-bike servicing for delivery riders', pitch: 'Fast, reliable servicing that keeps delivery riders’ e-bikes on the road and earning.' },
    { idea: 'Bike rental for city tourists', pitch: 'Comfortable, well-kept bikes for visitors to rent by the hour or day, with maps of the best routes.' },
    { idea: 'Cargo bike repair and fitting', pitch: 'A workshop that repairs, fits out and services cargo bikes for families and small delivery firms.' },
    { idea: 'Bike valet at local events', pitch: 'A staffed bike park at concerts and markets where riders leave their bikes safely while they enjoy the day.' },
    { idea: 'Subscription tune-ups for commuters', pitch: 'A yearly plan with scheduled tune-ups so commuters never have to think about their bike breaking down.' },
    { idea: 'Bike fitting studio for triathletes', pitch: 'A fitting studio that sets up triathletes’ bikes for comfort, power and a faster swim-to-run.' },
  ],
};
