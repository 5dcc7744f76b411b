import type { IndustryIcon } from '../../art/industry-icons.js';
import type { IdeaFlags, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Real estate agent: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
  label: 'Real estate agent',
  plural: 'real estate agents',
  business: 'real estate business',
  summary: 'Services for buyers and sellers, testimonials and valuations.',
  intro:
    'Buyers and sellers pick an agent they trust to know the area. Frontdoor writes a professional website for your real estate business that presents your services for buyers and sellers, your local knowledge, client testimonials and a simple way to ask for a valuation.',
  description: 'Free website builder for real estate agents and realtors: services for buyers and sellers, testimonials and valuation requests, made in seconds.',
  tone: 'indigo',
  features: [
    { kind: 'services', title: 'For buyers and sellers', body: 'Valuations, listings, showings and negotiation, explained for both sides of a sale.' },
    { kind: 'reviews', title: 'Testimonials that win listings', body: 'Reviews from buyers and sellers you have helped: the first thing a new client checks.' },
    {
      kind: 'contact',
      title: 'Valuation requests',
      body: 'A contact form with your own questions, such as the address and the timeline, so you know the lead before you call.',
    },
    { kind: 'gallery', title: 'Homes and neighbourhoods', body: 'Properties and the streets you know best in a gallery that shows off your patch.' },
  ],
  glyph: [
    { shape: 'path', d: 'M5 21.5V2.5M5 5h14.5M9.5 5v3M16 5v3' },
    { shape: 'rect', x: 8, y: 8, width: 10, height: 7, rx: 1 },
  ],
  sample: {
    name: 'Keystone Realty',
    location: 'Scottsdale, Arizona',
    description: 'A real estate agent helping buyers and sellers with home valuations, listings, showings and negotiations.',
  },
};

export const look: IndustryLook = ['luxe', 'corporate'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'home', label: 'a house', match: ['home', 'sell', 'buyer'] },
  { icon: 'key', label: 'a key', match: ['first-time', 'key'] },
  { icon: 'building-estate', label: 'an estate', match: ['luxury'] },
  { icon: 'chart-line', label: 'a rising chart', match: ['valuation', 'investment'] },
  { icon: 'map-pin', label: 'a map pin', match: ['relocation', 'move'] },
  { icon: 'building', label: 'a condo building', match: ['condo', 'townhome'] },
  { icon: 'sofa', label: 'a sofa', match: ['staging'] },
  { icon: 'writing-sign', label: 'a signature', match: ['representation', 'contract'] },
];

export const ideas: IdeaFlags = { recurring: false, supplies: false, fairs: false, homeVisits: false, taught: false, taughtOnline: false, doorToDoor: true };

export const profile: IndustryProfile = {
  industry: 'real-estate-agent',
  label: 'real estate agency',
  keywords: {
    'real estate': 9,
    realtor: 9,
    realty: 8,
    'estate agent': 8,
    'real estate agent': 10,
    homes: 2,
    'home buyers': 6,
    buyers: 3,
    sellers: 4,
    listings: 5,
    listing: 3,
    'first time buyers': 7,
    'sell your home': 7,
    'buying a home': 7,
    brokerage: 6,
    broker: 4,
    'open house': 7,
    mortgage: 3,
    relocation: 4,
    property: 2,
    houses: 2,
    'home valuation': 7,
  },
  customer: 'client',
  customers: 'clients',
  visit: 'consultation',
  mobile: true,
  buttons: ['Get a Home Valuation', 'Talk to an Agent', 'Start Your Search', 'Book a Consultation'],
  cta: ['talk about buying or selling', 'book a free home valuation chat', 'start your home search'],
  headlines: [
    'Find the Place You Belong',
    'Buying and Selling, Made Clear',
    'Your Next Move Starts Here',
    'Homes, Guidance and Straight Answers',
    'Sell Smarter, Buy Wiser',
  ],
  placeHeadlines: ['Real Estate in {place}', "{place}'s Local Property Experts", 'Find Your Home in {place}'],
  doing: [
    'guide buyers and sellers through every step of the move',
    'help people find homes they love at prices that make sense',
    'make buying and selling feel clear and manageable',
  ],
  promises: [
    'You get honest advice on pricing, timing and the market, even when it is not what you hoped to hear.',
    'We answer calls, return messages and keep you updated from first viewing to closing.',
    'Sellers get thoughtful marketing, and buyers get a guide who listens.',
    'Every negotiation is handled with your interests first.',
  ],
  approach: [
    'We believe a home is more than a transaction.',
    'Knowing the neighborhoods well means better advice for you.',
    'We are as happy helping first-time buyers as seasoned investors.',
  ],
  ownerServiceLines: [
    '{Service}, guided by local knowledge and honest advice.',
    'We handle {service} with clear communication at every step.',
    'Ask about {service} and we will walk you through how it works.',
  ],
  priceOnRequest: ['Ask about our fees', 'Fees explained up front'],
  services: [
    {
      heading: 'Buyer Representation',
      match: ['buy', 'buyer', 'buying', 'purchase', 'home search'],
      description: 'Search, viewings, offers and closing, with guidance at every step.',
      price: null,
      image: 'couple buying home keys',
    },
    {
      heading: 'Home Selling Services',
      match: ['sell', 'seller', 'selling', 'list your home'],
      description: 'Pricing, preparation, marketing and negotiation to sell with confidence.',
      price: null,
      image: 'for sale sign house',
    },
    {
      heading: 'Home Valuations',
      match: ['valuation', 'appraisal', 'what is my home worth', 'market analysis', 'cma'],
      description: 'A clear, honest view of what your home could sell for in today’s market.',
      price: null,
      image: 'real estate agent valuation',
    },
    {
      heading: 'First-Time Buyer Guidance',
      match: ['first time', 'first home'],
      description: 'Step-by-step help for first-time buyers, from budgeting to getting the keys.',
      price: null,
      image: 'first home buyers keys',
    },
    {
      heading: 'Relocation Help',
      match: ['relocat', 'moving to', 'new to the area'],
      description: 'Local knowledge and remote viewings for people moving to the area.',
      price: null,
      image: 'moving boxes new home',
    },
    {
      heading: 'Investment Properties',
      match: ['investment', 'investor', 'rental property', 'multifamily'],
      description: 'Help finding and evaluating properties that fit your investment goals.',
      price: null,
      image: 'investment property building',
    },
    {
      heading: 'Condos and Townhomes',
      match: ['condo', 'townhome', 'townhouse', 'apartment'],
      description: 'Guidance on buying or selling condos and townhomes, including the fine print.',
      price: null,
      image: 'modern townhomes',
    },
    {
      heading: 'Home Staging Advice',
      match: ['staging', 'stage', 'prepare to sell'],
      description: 'Practical tips to present your home at its best for photos and viewings.',
      price: null,
      image: 'staged living room',
    },
    {
      heading: 'Luxury Homes',
      match: ['luxury', 'estate', 'high end'],
      description: 'Discreet, tailored service for buying and selling high-end properties.',
      price: null,
      image: 'luxury home exterior',
    },
  ],
  team: [
    { title: 'Broker & Owner', bio: '{first} founded the agency on honest advice and has a real love for the neighborhoods we serve.' },
    { title: 'Real Estate Agent', bio: '{first} specialises in helping first-time buyers feel confident at every step.' },
    { title: 'Listing Specialist', bio: '{first} prepares homes for market and makes every listing shine.' },
    { title: 'Transaction Coordinator', bio: '{first} keeps paperwork, deadlines and closings running smoothly.' },
  ],
  faqs: [
    {
      question: 'How do I know what my home is worth?',
      answer: 'Ask {name} for a valuation. We will look at your home and recent local sales and explain our thinking.',
    },
    {
      question: 'How long does it take to buy a home?',
      answer: 'It varies with the market and your financing. We will walk you through a realistic timeline at the start.',
    },
    {
      question: 'Do I need to get pre-approved first?',
      answer: 'Pre-approval helps you know your budget and makes offers stronger. We can point you to lenders if you need one.',
    },
    { question: 'How do your fees work?', answer: 'Ask us and we will explain our fees clearly before you commit to anything.' },
  ],
  reviewDetails: [
    'They found us the perfect house before it even hit the big sites.',
    'Our home sold above what we expected.',
    'Honest advice on pricing saved us months on the market.',
    'As first-time buyers, we never felt lost.',
    'Always answered the phone, even on weekends.',
    'Negotiated calmly and got us a great deal.',
  ],
  priceFactors: 'the property and the services you need',
  imageTerms: [
    'beautiful family home exterior',
    'real estate agent showing house',
    'keys to new home',
    'modern kitchen open house',
    'sold sign on lawn',
    'neighborhood street houses',
    'couple viewing apartment',
    'cozy living room interior',
  ],
  videoTitles: ['Tour a Featured Home', 'How We Sell Your Home', 'Tips for First-Time Buyers'],
  videoLines: [
    'Step inside one of our recent listings and see what makes it special.',
    'Learn how we price, prepare and market homes for sale.',
    'Get practical advice for your first home purchase.',
  ],
  quotes: ['Home is where your story begins.', 'The right home changes everything.', 'Honest advice, every step of the way.', 'Every move deserves a great guide.'],
  hues: [215, 40, 160],
  fonts: ['elegant', 'modern', 'classic'],
  nameNouns: ['Realty', 'Real Estate', 'Homes', 'Properties', 'Realty Group', 'Home Team'],
  nameWords: ['Keystone', 'Hearth', 'Doorway', 'Harbor', 'Landmark', 'Threshold', 'Maple', 'Homeward'],
  ideas: [
    { idea: 'Real estate guidance for first-time buyers', pitch: 'Patient guidance that walks first-time buyers from their budget to the keys.' },
    { idea: 'Downsizing help for empty nesters', pitch: 'Help for empty nesters to sell the family home and find a smaller place they love.' },
    { idea: 'Relocation service for remote workers', pitch: 'A service that helps remote workers relocate, from finding the area to the move itself.' },
    { idea: 'Home staging on a budget', pitch: 'Home staging with borrowed furniture and clever touches that help homes sell for more.' },
    { idea: 'Virtual home tours for overseas buyers', pitch: 'Live video tours that let overseas buyers see every room before they fly in.' },
    { idea: 'Home buying help for military families', pitch: 'An agent who understands military moves and helps service families buy and sell quickly.' },
    { idea: 'Investment property scouting service', pitch: 'A scouting service that finds investors rental properties with the best long-term returns.' },
    { idea: 'Neighborhood guides for newcomers', pitch: 'Friendly guides to local neighbourhoods that help newcomers choose where to live.' },
    { idea: 'Selling inherited homes with care', pitch: 'A gentle, practical service that helps families sell a loved one’s home.' },
    { idea: 'Condo specialist for young professionals', pitch: 'An agent specialising in condos for young professionals buying their first place in the city.' },
  ],
};
