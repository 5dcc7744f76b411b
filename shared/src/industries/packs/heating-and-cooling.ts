import type { IndustryIcon } from '../../art/industry-icons.js';
import type { IdeaFlags, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Heating and cooling: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
  label: 'Heating and cooling',
  plural: 'heating and cooling companies',
  business: 'heating and cooling business',
  summary: 'Repairs, installs and tune-ups, with a fast way to ask for service.',
  intro:
    'A broken furnace in January or a dead air conditioner in July sends homeowners straight to a search. Frontdoor writes a website for your heating and cooling business with your repairs, installations and maintenance plans, the area you serve and a fast way to request service.',
  description: 'Free website builder for heating and cooling (HVAC) companies: services, maintenance plans, service area, reviews and service requests, in seconds.',
  tone: 'sky',
  features: [
    {
      kind: 'services',
      title: 'Repairs, installs and tune-ups',
      body: 'Furnaces, air conditioners, heat pumps and duct cleaning, with what each visit covers and starting prices.',
    },
    { kind: 'contact', title: 'Service requests, any hour', body: 'A contact form and your phone number, one tap from the button at the top of your site.' },
    {
      kind: 'faq',
      title: 'Answers that save calls',
      body: 'How often to service a system, what a tune-up includes and whether you offer financing, answered on your site.',
    },
    { kind: 'reviews', title: 'Trusted in local homes', body: 'Reviews from homeowners about on-time visits and fair prices help you win the next call.' },
  ],
  glyph: [
    { shape: 'path', d: 'M10 13.5V5a2 2 0 0 1 4 0v8.5a4 4 0 1 1-4 0z' },
    { shape: 'path', d: 'M12 10v6.5M16.5 5.5H19M16.5 9H19' },
  ],
  sample: {
    name: 'Comfort Air Heating & Cooling',
    location: 'Kansas City, Missouri',
    description: 'Furnace and air conditioner installation, repair and maintenance, heat pumps and duct cleaning for homes.',
  },
};

export const look: IndustryLook = ['industrial', 'clinical', 'rugged'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'flame', label: 'a flame', match: ['furnace', 'heat', 'boiler'] },
  { icon: 'snowflake', label: 'a snowflake', match: ['air', 'condition', 'cool'] },
  { icon: 'air-conditioning', label: 'an air conditioner', match: ['mini-split', 'ductless', 'heat', 'pump'] },
  { icon: 'temperature', label: 'a thermometer', match: ['thermostat', 'temperature'] },
  { icon: 'wind', label: 'a breeze', match: ['duct', 'ventilation', 'air', 'quality'] },
  { icon: 'tool', label: 'a wrench', match: ['tune', 'repair', 'seasonal'] },
  { icon: 'home-eco', label: 'an efficient home', match: ['efficien', 'indoor'] },
  { icon: 'calendar-check', label: 'a calendar', match: ['maintenance', 'plan'] },
];

export const ideas: IdeaFlags = { recurring: true, supplies: false, fairs: false, homeVisits: false, taught: false, taughtOnline: false, doorToDoor: true };

export const profile: IndustryProfile = {
  industry: 'heating-and-cooling',
  label: 'heating and cooling company',
  keywords: {
    hvac: 8,
    heating: 5,
    cooling: 4,
    'air conditioning': 7,
    'air conditioner': 7,
    ac: 3,
    furnace: 7,
    'heat pump': 7,
    boiler: 6,
    ductwork: 6,
    ducts: 4,
    thermostat: 5,
    'mini split': 7,
    refrigerant: 6,
    'indoor air quality': 5,
    ventilation: 4,
    'ac repair': 7,
    radiator: 4,
    'heating and cooling': 9,
  },
  customer: 'customer',
  customers: 'customers',
  visit: 'visit',
  mobile: true,
  buttons: ['Book a Service', 'Get a Quote', 'Schedule a Tune-Up', 'Request a Visit'],
  cta: ['book a service visit', 'get a quote for a new system', 'schedule a tune-up'],
  headlines: ['Comfort in Every Season', 'Warm Winters, Cool Summers', 'Heating and Cooling, Sorted', 'Stay Comfortable All Year', 'Reliable Comfort at Home'],
  placeHeadlines: ['Heating and Cooling in {place}', "{place}'s Comfort Experts", 'Keeping {place} Comfortable'],
  doing: ['keep homes comfortable in every season', 'fix heating and cooling problems quickly and honestly', 'install efficient systems that last'],
  promises: [
    'We diagnose the real problem, explain your options and quote before any work begins.',
    'Regular maintenance keeps systems efficient and helps avoid breakdowns when you need them most.',
    'Our technicians arrive prepared, protect your home and leave it clean.',
    'New systems are sized properly for your home, not upsold.',
  ],
  approach: [
    'We treat your home with respect and your budget with honesty.',
    'A comfortable home should not be complicated, so we keep our advice simple.',
    'We would rather repair what works than replace it unnecessarily.',
  ],
  ownerServiceLines: [
    '{Service}, handled by technicians who explain what they find.',
    'We take care of {service} with an honest quote before any work begins.',
    'Ask about {service} and we will recommend what suits your home.',
  ],
  services: [
    {
      heading: 'Furnace Repair and Installation',
      match: ['furnace', 'heater', 'heating repair'],
      description: 'Furnaces repaired, serviced or replaced, with safety checks on every visit.',
      price: null,
      image: 'hvac technician furnace repair',
    },
    {
      heading: 'Air Conditioning Repair',
      match: ['air conditioning', 'air conditioner', 'ac repair', 'ac', 'cooling'],
      description: 'AC problems diagnosed and fixed, from weak airflow to warm air.',
      price: null,
      image: 'air conditioner repair technician',
    },
    {
      heading: 'Heat Pumps',
      match: ['heat pump'],
      description: 'Efficient heat pumps installed and serviced for year-round comfort.',
      price: null,
      image: 'heat pump outdoor unit',
    },
    {
      heading: 'Seasonal Tune-Ups',
      match: ['tune', 'maintenance', 'service plan', 'inspection'],
      description: 'A thorough check and clean that keeps your system efficient and reliable.',
      price: [90, 180],
      image: 'hvac maintenance check',
    },
    {
      heading: 'Ductless Mini-Splits',
      match: ['mini split', 'ductless'],
      description: 'Quiet, efficient heating and cooling for rooms without ductwork.',
      price: null,
      image: 'ductless mini split unit',
    },
    {
      heading: 'Ductwork and Ventilation',
      match: ['duct', 'ventilation', 'airflow'],
      description: 'Ducts sealed, repaired or installed so air goes where it should.',
      price: null,
      image: 'ductwork installation',
    },
    {
      heading: 'Thermostats',
      match: ['thermostat', 'smart thermostat'],
      description: 'Smart and programmable thermostats installed and set up for your routine.',
      price: [150, 350],
      image: 'smart thermostat on wall',
    },
    {
      heading: 'Boiler Service',
      match: ['boiler', 'radiator', 'hydronic'],
      description: 'Boilers and radiators serviced and repaired to keep heat steady and safe.',
      price: null,
      image: 'boiler service',
    },
    {
      heading: 'Indoor Air Quality',
      match: ['air quality', 'filter', 'humidifier', 'purifier'],
      description: 'Filters, humidifiers and purifiers that help your home feel fresher.',
      price: null,
      image: 'air filter replacement',
    },
  ],
  team: [
    { title: 'Owner & Lead Technician', bio: '{first} built the company on honest advice and still takes the toughest service calls.' },
    { title: 'HVAC Technician', bio: '{first} can diagnose a noisy furnace in minutes and explains it in plain English.' },
    { title: 'Installation Lead', bio: '{first} plans and runs installations so they are neat, efficient and on schedule.' },
    { title: 'Service Coordinator', bio: '{first} books visits, answers questions and keeps customers in the loop.' },
  ],
  faqs: [
    {
      question: 'How often should my system be serviced?',
      answer: 'Once a year for heating and once for cooling suits most homes. {name} can remind you when it is due.',
    },
    {
      question: 'Should I repair or replace my system?',
      answer: 'It depends on its age, condition and running costs. We will give you honest options and let you decide.',
    },
    { question: 'Do you handle urgent breakdowns?', answer: 'Get in touch and tell us what is happening, and we will do our best to get to you quickly.' },
    { question: 'How often should I change my filter?', answer: 'It depends on the filter and your home, but checking it every month or two is a good habit.' },
  ],
  reviewDetails: [
    'Our furnace was back up and running the same day.',
    'They told us a repair would do when others pushed a new system.',
    'The technician wore shoe covers and cleaned up after himself.',
    'Our new heat pump is quiet and our bills are lower.',
    'Clear quote, friendly service and no pressure.',
    'They explained exactly what was wrong and why.',
  ],
  priceFactors: 'the system, the problem and the parts required',
  imageTerms: [
    'hvac technician at work',
    'air conditioner outdoor unit',
    'furnace installation',
    'smart thermostat',
    'cozy warm living room',
    'heat pump installation',
    'ductwork in attic',
    'family comfortable at home',
  ],
  videoTitles: ['What Happens at a Tune-Up', 'Choosing a Heat Pump', 'Inside a Furnace Repair'],
  videoLines: [
    'Follow a technician through a seasonal tune-up, step by step.',
    'See how we size a new system for your home.',
    'Learn simple checks you can do before calling for service.',
  ],
  quotes: ['Comfort is something you should never have to think about.', 'Warm homes, honest advice.', 'Fix it right the first time.', 'Your comfort, our craft.'],
  hues: [205, 15, 190],
  fonts: ['bold', 'modern', 'technical'],
  nameNouns: ['Heating & Air', 'Comfort Systems', 'HVAC', 'Climate Co.', 'Heating & Cooling', 'Air'],
  nameWords: ['Comfort', 'Polar', 'Ember', 'True Temp', 'Northwind', 'Hearth', 'Breeze', 'Thermal'],
  ideas: [
    { idea: 'Heat pump installs for older homes', pitch: 'Heat pump installs designed for older homes, with advice on insulation and grants first.' },
    { idea: 'HVAC maintenance plans for landlords', pitch: 'Yearly maintenance plans that keep landlords’ heating and cooling running and tenants happy.' },
    { idea: 'Air quality testing for families', pitch: 'Indoor air testing that helps families find and fix dust, damp and poor ventilation.' },
    { idea: 'Mini-split installs for garages', pitch: 'Ductless mini-split systems that keep garages and workshops comfortable all year.' },
    { idea: 'Smart thermostat setup service', pitch: 'A service that installs smart thermostats and sets them up to cut energy bills.' },
    { idea: 'Duct cleaning for allergy sufferers', pitch: 'Thorough duct cleaning that reduces dust and pollen for people with allergies.' },
    { idea: 'Emergency heating repair for seniors', pitch: 'Fast, priority heating repairs for seniors, so nobody is left in a cold home.' },
    { idea: 'Energy audits with efficiency upgrades', pitch: 'Home energy audits followed by the upgrades that save the most money.' },
    { idea: 'Commercial kitchen ventilation service', pitch: 'Installation and servicing of extraction and ventilation for restaurant kitchens.' },
    { idea: 'Greenhouse heating and cooling systems', pitch: 'Heating and cooling systems that keep greenhouses at the right temperature all year.' },
  ],
};
