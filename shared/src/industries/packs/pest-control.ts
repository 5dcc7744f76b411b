import type { IdeaFlags, IndustryIcon, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Pest control: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
  label: 'Pest control',
  plural: 'pest control companies',
  business: 'pest control business',
  summary: 'The pests you treat, protection plans and fast inspections.',
  intro:
    'Nobody shops around for long with termites in the walls. Frontdoor writes a website for your pest control business with the pests you treat, your inspections and protection plans, the area you cover and a fast way to request a visit.',
  description: 'Free website builder for pest control companies: pests you treat, protection plans, service area, reviews and inspection requests, in seconds.',
  tone: 'slate',
  features: [
    { kind: 'services', title: 'Pests and plans', body: 'Ants, termites, rodents, bed bugs and wasps, plus inspections and year-round protection plans with prices.' },
    { kind: 'contact', title: 'Fast inspection requests', body: 'A contact form and your phone number, one tap away for homeowners who need help today.' },
    { kind: 'faq', title: 'Safety questions answered', body: 'Whether treatments are safe for children and pets, how long they take and how to prepare for a visit.' },
    { kind: 'local', title: 'Your service area', body: 'The towns you cover in your headline, page title and search keywords, so local searches find you.' },
  ],
  glyph: [
    { shape: 'circle', cx: 12, cy: 6, r: 2.5 },
    { shape: 'ellipse', cx: 12, cy: 14.5, rx: 5, ry: 6 },
    { shape: 'path', d: 'M12 10v10.5M10.5 3.8 9 2M13.5 3.8 15 2M7 12H3.5M7 16H3M7.8 18.8l-3 1.7M17 12h3.5M17 16h4M16.2 18.8l3 1.7' },
  ],
  sample: { name: 'Shieldline Pest Control', location: 'Tampa, Florida', description: 'Pest control for ants, termites, rodents, bed bugs and wasps, with free inspections and year-round protection plans.' },
};

export const look: IndustryLook = ['industrial', 'rugged'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'bug', label: 'a beetle', match: ['ant', 'cockroach', 'bed', 'bug', 'termite'] },
  { icon: 'spider', label: 'a spider', match: ['spider', 'wildlife'] },
  { icon: 'shield-check', label: 'a shield with a tick', match: ['prevent', 'plan'] },
  { icon: 'spray', label: 'a spray bottle', match: ['treat', 'mosquito', 'wasp', 'hornet'] },
  { icon: 'home-shield', label: 'a protected home', match: ['home', 'inspect'] },
  { icon: 'mouse', label: 'a mouse', match: ['rodent'] },
  { icon: 'search', label: 'a magnifying glass', match: ['inspection'] },
  { icon: 'butterfly', label: 'a winged insect', match: ['wasp', 'mosquito'] },
];

export const ideas: IdeaFlags = { recurring: true, supplies: true, fairs: false, homeVisits: false, taught: true, taughtOnline: false, doorToDoor: true };

export const profile: IndustryProfile = {
  industry: 'pest-control',
  label: 'pest control company',
  keywords: {
    'pest control': 9, pest: 6, pests: 6, exterminator: 9, termite: 7, termites: 7, rodent: 6, rodents: 6, mice: 5,
    rats: 5, bed: 1, 'bed bugs': 8, cockroach: 6, cockroaches: 6, roaches: 6, ants: 4, wasp: 5, wasps: 5, hornets: 5,
    mosquito: 5, fumigation: 7, infestation: 6, 'wildlife removal': 6, spiders: 4,
  },
  customer: 'customer',
  customers: 'customers',
  visit: 'treatment',
  mobile: true,
  buttons: ['Book an Inspection', 'Get a Quote', 'Request Service', 'Get Rid of Pests'],
  cta: ['book an inspection', 'get a quote for treatment', 'tell us about your pest problem'],
  headlines: ['Pest-Free Homes, Peace of Mind', 'Say Goodbye to Unwanted Guests', 'Fast, Careful Pest Control', 'Protect Your Home From Pests', 'Pest Problems, Properly Solved'],
  placeHeadlines: ['Pest Control in {place}', "{place}'s Pest Control Team", 'Pest-Free Homes Across {place}'],
  doing: ['get rid of pests safely and keep them from coming back', 'protect homes and businesses from unwanted visitors', 'solve pest problems at the source'],
  promises: [
    'We find out how pests are getting in, treat the problem and help you keep them out.',
    'Treatments are chosen with children, pets and the environment in mind.',
    'You get a clear explanation of what we found and what we did.',
    'We arrive when we say we will and work discreetly.',
  ],
  approach: [
    'Good pest control starts with a thorough inspection, not a spray bottle.',
    'We prefer lasting fixes, like sealing entry points, over repeat treatments.',
    'Every home is different, so every plan is too.',
  ],
  ownerServiceLines: ['{Service}, starting with a careful inspection and a clear plan.', 'We handle {service} with your family and pets in mind.', 'Tell us what you are seeing and we will recommend the right approach to {service}.'],
  services: [
    { heading: 'Ant Control', match: ['ant'], description: 'Colonies traced to their source and treated so they stop coming back.', price: null, image: 'ant pest control' },
    { heading: 'Rodent Control', match: ['rodent', 'mice', 'mouse', 'rat'], description: 'Mice and rats removed, with entry points found and sealed.', price: null, image: 'rodent control inspection' },
    { heading: 'Termite Inspections and Treatment', match: ['termite', 'wood destroying'], description: 'Thorough termite checks and targeted treatments to protect your home’s structure.', price: null, image: 'termite inspection wood' },
    { heading: 'Bed Bug Treatment', match: ['bed bug', 'bedbug'], description: 'Careful bed bug treatment with clear preparation steps and follow-up checks.', price: null, image: 'bed bug inspection mattress' },
    { heading: 'Cockroach Control', match: ['cockroach', 'roach'], description: 'Targeted treatments for kitchens and bathrooms, with tips to keep roaches away.', price: null, image: 'clean kitchen pest control' },
    { heading: 'Wasp and Hornet Removal', match: ['wasp', 'hornet', 'bee', 'nest', 'yellow jacket'], description: 'Nests removed safely from eaves, sheds and gardens.', price: [100, 250], unit: 'per nest', image: 'wasp nest removal' },
    { heading: 'Mosquito Treatment', match: ['mosquito', 'yard treatment'], description: 'Yard treatments that cut down mosquitoes so you can enjoy the outdoors.', price: null, image: 'mosquito yard treatment' },
    { heading: 'Wildlife Removal', match: ['wildlife', 'raccoon', 'squirrel', 'bat', 'possum', 'skunk'], description: 'Humane removal of animals from attics and crawl spaces, with exclusion work to keep them out.', price: null, image: 'wildlife removal attic' },
    { heading: 'Preventive Plans', match: ['prevent', 'quarterly', 'maintenance', 'plan', 'commercial'], description: 'Regular visits that stop problems before they start, for homes and businesses.', price: null, image: 'pest control technician spraying' },
  ],
  team: [
    { title: 'Owner & Lead Technician', bio: '{first} started the company to offer careful, honest pest control and still handles the toughest cases.' },
    { title: 'Pest Control Technician', bio: '{first} is thorough on every inspection and great at explaining what is going on.' },
    { title: 'Wildlife Specialist', bio: '{first} handles humane wildlife removal and the repairs that keep animals out.' },
    { title: 'Customer Service', bio: '{first} books visits, answers questions and follows up after every treatment.' },
  ],
  faqs: [
    { question: 'Are your treatments safe for children and pets?', answer: 'We choose treatments with families and pets in mind and will tell you any precautions to take. Ask {name} about your situation before the visit.' },
    { question: 'How soon will the pests be gone?', answer: 'It depends on the pest and how established it is. We will explain what to expect and when to follow up.' },
    { question: 'Do I need to leave home during treatment?', answer: 'For most treatments, no. If you do need to step out, we will tell you in advance and for how long.' },
    { question: 'How can I stop pests coming back?', answer: 'We will point out entry points and simple habits that help, and seal gaps where we can.' },
  ],
  reviewDetails: [
    'They found exactly where the mice were getting in.',
    'Our ant problem was gone within days.',
    'Explained everything and made sure our dog was safe.',
    'Discreet, professional and quick to respond.',
    'No more wasps around the porch all summer.',
    'They followed up to make sure the treatment had worked.',
  ],
  priceFactors: 'the pest, the size of the property and the treatment needed',
  imageTerms: ['pest control technician', 'clean family home exterior', 'home inspection flashlight', 'sealed house foundation', 'kitchen clean and pest free', 'garden without pests', 'technician with sprayer', 'attic inspection'],
  videoTitles: ['How a Pest Inspection Works', 'Keeping Mice Out for Good', 'Inside a Treatment Visit'],
  videoLines: [
    'Follow a technician through a full inspection, from the attic to the foundation.',
    'See how we find and seal the tiny gaps pests use to get in.',
    'Learn simple steps that make your home less inviting to pests.',
  ],
  quotes: ['Your home should be yours alone.', 'Find the cause, fix the problem.', 'Peace of mind, one visit at a time.', 'Protecting homes, the careful way.'],
  hues: [140, 30, 210],
  fonts: ['bold', 'modern', 'technical'],
  nameNouns: ['Pest Control', 'Pest Solutions', 'Exterminating', 'Pest Defense', 'Pest Pros', 'Home Guard'],
  nameWords: ['Shield', 'Guardian', 'Sentinel', 'Fortress', 'Clearway', 'Bulwark', 'Safe Haven', 'Greenline'],
  ideas: [
    { idea: 'Eco-friendly pest control for families', pitch: 'Pest control that uses the least harmful methods to keep homes safe for children and pets.' },
    { idea: 'Bed bug inspections for hotels', pitch: 'Discreet bed bug inspections and treatment that protect hotels and their reviews.' },
    { idea: 'Humane wildlife removal service', pitch: 'A humane service that safely removes raccoons, squirrels and other wildlife from homes.' },
    { idea: 'Mosquito control for backyard events', pitch: 'Mosquito treatments that let families enjoy backyard parties and barbecues.' },
    { idea: 'Pest prevention plans for restaurants', pitch: 'Regular pest prevention plans that help restaurants pass inspections with confidence.' },
    { idea: 'Termite checks for home buyers', pitch: 'Thorough termite inspections that give home buyers peace of mind before they sign.' },
    { idea: 'Bird deterrent installation for businesses', pitch: 'Bird deterrents installed on shops and warehouses to keep signs and roofs clean.' },
    { idea: 'Rodent proofing for older homes', pitch: 'A service that seals gaps and entry points to keep mice and rats out of older homes.' },
    { idea: 'Pest control for farms and barns', pitch: 'Pest control built for farms and barns that protects feed, animals and harvests.' },
    { idea: 'Quarterly pest plans for landlords', pitch: 'A quarterly plan that keeps landlords’ rental homes free of pests year-round.' },
  ],
};
