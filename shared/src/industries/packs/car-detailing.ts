import type { IndustryIcon } from '../../art/industry-icons.js';
import type { IdeaFlags, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Car detailing: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
  label: 'Car detailing',
  plural: 'car detailers',
  business: 'detailing business',
  summary: 'Packages to compare, before-and-after shine and easy booking.',
  intro:
    'Detailing sells on results. Frontdoor builds a website for your detailing business that lays out your packages and prices, shows off your finishes, collects reviews and makes booking easy, whether customers come to you or you go to them.',
  description: 'Free website builder for car detailers: packages and prices, photos of your work, reviews and booking, made for your detailing business in seconds.',
  tone: 'sky',
  features: [
    {
      kind: 'services',
      title: 'Packages customers can compare',
      body: 'Exterior washes, interior deep cleans, paint correction and ceramic coatings, each with what is included and what it costs.',
    },
    {
      kind: 'gallery',
      title: 'Let the shine sell',
      body: 'Paintwork, interiors and wheels in a gallery made for results. Swap in your own before-and-after photos any time.',
    },
    {
      kind: 'booking',
      title: 'Bookings without phone tag',
      body: 'Link the scheduling calendar you use and customers pick a slot on your site, at home, at work or at your bay.',
    },
    { kind: 'local', title: 'Found where you work', body: 'Your city in your headline, page title and search keywords, so nearby drivers find you first.' },
  ],
  glyph: [
    {
      shape: 'path',
      d: 'M5.3 17H3.5a1 1 0 0 1-1-1v-3a1.5 1.5 0 0 1 1.1-1.4l2.4-.7 2.3-3.2A2 2 0 0 1 9.9 7h4.6a2 2 0 0 1 1.5.7l3 3.4 1.4.4a1.5 1.5 0 0 1 1.1 1.4V16a1 1 0 0 1-1 1h-1.8M9.7 17h4.6',
    },
    { shape: 'circle', cx: 7.5, cy: 17, r: 2.2 },
    { shape: 'circle', cx: 16.5, cy: 17, r: 2.2 },
    { shape: 'path', d: 'm19.5 1.5.6 1.4 1.4.6-1.4.6-.6 1.4-.6-1.4-1.4-.6 1.4-.6z' },
  ],
  sample: {
    name: 'Gleam Auto Detailing',
    location: 'Phoenix, Arizona',
    description: 'Mobile car detailing: hand washes, interior deep cleans, paint correction and ceramic coatings at your home or office.',
  },
};

export const look: IndustryLook = ['rugged', 'luxe', 'industrial'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'car', label: 'a car', match: ['detail', 'full', 'car', 'exterior'] },
  { icon: 'spray', label: 'a spray bottle', match: ['interior', 'clean', 'spray'] },
  { icon: 'sparkles', label: 'sparkles', match: ['polish', 'ceramic', 'coat', 'wax', 'correction', 'shine'] },
  { icon: 'droplet', label: 'a water drop', match: ['wash', 'hand', 'water'] },
  { icon: 'bulb', label: 'a bright light', match: ['headlight', 'restoration'] },
  { icon: 'engine', label: 'an engine', match: ['engine', 'bay'] },
  { icon: 'paw', label: 'a paw print', match: ['pet', 'hair'] },
  { icon: 'bucket', label: 'a bucket', match: ['sealant', 'bucket'] },
];

export const ideas: IdeaFlags = { recurring: true, supplies: true, fairs: true, homeVisits: false, taught: true, taughtOnline: true, doorToDoor: true };

export const profile: IndustryProfile = {
  industry: 'car-detailing',
  label: 'car detailing service',
  keywords: {
    detailing: 7,
    detailer: 7,
    'car detailing': 8,
    'auto detailing': 8,
    'car wash': 5,
    'ceramic coating': 7,
    'paint correction': 7,
    wax: 3,
    polish: 2,
    'interior cleaning': 3,
    'hand wash': 4,
    upholstery: 2,
    headlight: 3,
    'paint protection': 6,
    'mobile detailing': 8,
    car: 1,
    vehicle: 1,
    auto: 1,
    suv: 2,
  },
  customer: 'customer',
  customers: 'customers',
  visit: 'appointment',
  mobile: true,
  buttons: ['Book a Detail', 'Get a Quote', 'Book Your Wash', 'Make It Shine'],
  cta: ['book a detail', 'get a quote for your car', 'book your car in'],
  headlines: ['Showroom Shine, Every Time', 'Your Car, Like New Again', 'Detailing Done Properly', 'Clean Inside and Out', 'Love Your Car Again'],
  placeHeadlines: ['Car Detailing in {place}', "{place}'s Detailing Specialists", 'Shine Brighter in {place}'],
  doing: ['make cars look and feel like new again', 'treat every car as if it were our own', 'bring back the shine inside and out'],
  promises: [
    'We use gentle, proven products and careful techniques that protect your paint.',
    'Every detail ends with a walk-around so you can see the difference for yourself.',
    'From family SUVs to weekend classics, every car gets the same attention to detail.',
    'We agree the job and the price before we start, so there are no surprises.',
  ],
  approach: [
    'Detailing is about patience: the right product, the right pad and no shortcuts.',
    'We take care of the small things, like door jambs, vents and the gaps between seats.',
    'A clean car is simply nicer to drive, and we love seeing people enjoy theirs again.',
  ],
  ownerServiceLines: [
    '{Service}, done by hand with products that are gentle on your paint.',
    'We take our time with {service} so your car looks its best.',
    'Book {service} and we will agree the details and price before we start.',
  ],
  services: [
    {
      heading: 'Full Details',
      match: ['full detail', 'complete detail', 'detail'],
      description: 'A thorough clean inside and out: hand wash, decontamination, interior vacuum and wipe-down, glass and trim.',
      price: [150, 300],
      image: 'car detailing full service',
    },
    {
      heading: 'Interior Cleaning',
      match: ['interior', 'upholstery', 'seats', 'carpet', 'vacuum'],
      description: 'Seats, carpets, vents and surfaces deep cleaned, with stains lifted and odors reduced.',
      price: [90, 200],
      image: 'car interior cleaning',
    },
    {
      heading: 'Exterior Hand Washes',
      match: ['hand wash', 'wash', 'exterior'],
      description: 'A safe two-bucket hand wash, wheels and tires cleaned, and a streak-free dry.',
      price: [40, 80],
      image: 'car hand wash foam',
    },
    {
      heading: 'Paint Correction',
      match: ['paint correction', 'swirl', 'scratch', 'polish'],
      description: 'Machine polishing to reduce swirls and light scratches and bring back depth and gloss.',
      price: [300, 800],
      image: 'paint correction polishing car',
    },
    {
      heading: 'Ceramic Coatings',
      match: ['ceramic', 'coating', 'paint protection'],
      description: 'A durable protective layer that keeps paint glossy and makes washing easier.',
      price: [500, 1500],
      image: 'ceramic coating car paint',
    },
    {
      heading: 'Wax and Sealant',
      match: ['wax', 'sealant'],
      description: 'A hand-applied wax or sealant for shine and protection between details.',
      price: [60, 150],
      image: 'car waxing by hand',
    },
    {
      heading: 'Headlight Restoration',
      match: ['headlight'],
      description: 'Cloudy, yellowed headlights sanded, polished and sealed for clearer light.',
      price: [60, 120],
      image: 'headlight restoration',
    },
    {
      heading: 'Engine Bay Cleaning',
      match: ['engine bay', 'engine'],
      description: 'A careful clean and dress of the engine bay, keeping sensitive parts protected.',
      price: [50, 120],
      image: 'engine bay detailing',
    },
    {
      heading: 'Pet Hair Removal',
      match: ['pet hair', 'dog hair'],
      description: 'Stubborn pet hair lifted from carpets and fabric with specialist tools.',
      price: [40, 90],
      image: 'car interior pet hair removal',
    },
  ],
  team: [
    { title: 'Owner & Lead Detailer', bio: '{first} started the business out of a love for clean cars and still inspects every finish before handover.' },
    { title: 'Paint Correction Specialist', bio: '{first} handles polishing and coatings with a steady hand and a lot of patience.' },
    { title: 'Detailer', bio: '{first} is known for interiors so clean they smell brand new.' },
    { title: 'Bookings Coordinator', bio: '{first} plans the schedule and makes sure every customer knows what to expect.' },
  ],
  faqs: [
    {
      question: 'How long does a full detail take?',
      answer: 'Most full details take several hours, depending on the size and condition of the vehicle. {name} will give you an estimate when you book.',
    },
    { question: 'Do I need to provide water or power?', answer: 'Ask us when you book and we will let you know what we need for a detail at your home or workplace.' },
    {
      question: 'How long does a ceramic coating last?',
      answer: 'It depends on the product and how the car is washed and stored. We will explain the options and the aftercare before you decide.',
    },
    { question: 'Should I empty my car before the appointment?', answer: 'Please remove valuables and personal items, and we will take care of the rest.' },
  ],
  reviewDetails: [
    'My car looks better than the day I bought it.',
    'They got out stains I had given up on.',
    'The paint correction made a huge difference to the swirls.',
    'Showed me every step and gave me tips for keeping it clean.',
    'The interior smells fresh and the seats look new.',
    'Punctual, careful and clearly proud of their work.',
  ],
  priceFactors: 'the size of the vehicle, its condition and the level of detail you want',
  imageTerms: [
    'car detailing foam wash',
    'shiny car paint reflection',
    'car interior detailing',
    'polishing car paint',
    'clean car wheels',
    'detailer with microfiber towel',
    'luxury car exterior shine',
    'car headlight close up',
  ],
  videoTitles: ['A Full Detail in Minutes', 'Before and After the Polish', 'How We Protect Your Paint'],
  videoLines: [
    'Watch a tired daily driver go from dusty to gleaming in one session.',
    'See the difference paint correction makes, panel by panel.',
    'Learn the simple habits that keep a detailed car looking fresh.',
  ],
  quotes: ['A clean car is a happy drive.', 'Details make the difference.', 'Shine is earned, never rushed.', 'Treat your car well and it will return the favor.'],
  hues: [220, 195, 5],
  fonts: ['bold', 'modern', 'technical'],
  nameNouns: ['Detailing', 'Auto Spa', 'Auto Care', 'Car Care', 'Shine Co.', 'Detail Studio'],
  nameWords: ['Gloss', 'Mirror', 'Gleam', 'Polish', 'Showroom', 'Clearcoat', 'Shine', 'Chrome'],
  ideas: [
    { idea: 'Mobile car detailing for offices', pitch: 'A mobile detailing crew that cleans cars in the office car park while their owners work.' },
    { idea: 'Ceramic coating studio for enthusiasts', pitch: 'A studio that protects enthusiasts’ cars with ceramic coatings and careful paint correction.' },
    { idea: 'Pet hair removal car service', pitch: 'A service that gets every dog hair out of seats and carpets and leaves the car smelling fresh.' },
    { idea: 'Eco waterless car wash', pitch: 'A waterless car wash that comes to the driveway and cleans cars with eco-friendly products.' },
    { idea: 'Fleet cleaning for delivery vans', pitch: 'Regular cleaning for delivery van fleets, so businesses look smart on every street.' },
    { idea: 'Boat and RV detailing', pitch: 'Detailing for boats and motorhomes, inside and out, ready for the season.' },
    { idea: 'Headlight restoration pop-up service', pitch: 'A pop-up service that restores cloudy headlights in under an hour for safer night driving.' },
    { idea: 'Car detailing subscription for commuters', pitch: 'A monthly plan that keeps commuters’ cars clean inside and out without a trip to the car wash.' },
    { idea: 'Pre-sale car cleaning packages', pitch: 'Packages that make used cars shine before they are sold, for a quicker sale at a better price.' },
    { idea: 'Classic car show preparation', pitch: 'Careful cleaning and polishing that gets classic cars ready to win at shows.' },
  ],
};
