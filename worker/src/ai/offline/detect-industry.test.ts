import { INDUSTRIES, INDUSTRY_PAGES, type Industry } from '@frontdoor/shared';
import { detectIndustry } from './detect-industry.js';

const CLEAR: Record<Industry, [string, string]> = {
  accountant: ['Ledger Lane', 'Bookkeeping, payroll and tax returns for freelancers and small businesses.'],
  'barber-shop': ['Main Street Cuts', 'Skin fades, beard trims and hot towel shaves for gents of all ages.'],
  'bike-repair': ['Spoke & Chain', 'We fix flat tires, true wheels and adjust derailleurs for commuters and racers.'],
  'book-store': ['The Dog-Eared Page', 'An independent bookshop with new and used books, a kids corner and a monthly book club.'],
  'car-detailing': ['Mirror Finish', 'Mobile car detailing: hand washes, paint correction and ceramic coating at your door.'],
  carpentry: ['Oak & Iron', 'Custom furniture, built-in shelving and decks, handmade by a local carpenter.'],
  catering: ['Long Table Kitchen', 'Wedding and corporate catering with grazing tables, canapes and buffets.'],
  'chess-instructor': ['Knight Moves', 'Chess lessons for kids and adults, from openings to endgames and tournament prep.'],
  'coffee-shop': ['Morning Ritual', 'A cozy cafe serving espresso, lattes, pour over and fresh pastries.'],
  'condo-rental-agency': ['Seaside Stays', 'Vacation rental condos by the beach, with property management for condo owners.'],
  'dentist-office': ['Bright Smiles', 'Family dentistry: cleanings, fillings, teeth whitening and Invisalign.'],
  electrician: ['Volt Brothers', 'Licensed electrician for wiring, panel upgrades, outlets and EV charger installs.'],
  fitness: ['Iron Forge', 'Personal training, HIIT classes and strength training in a friendly gym.'],
  'hair-styling': ['Gloss Studio', 'Hair salon offering balayage, highlights, color and blowouts.'],
  'heating-and-cooling': ['Polar Comfort', 'HVAC repair, furnace installs, heat pumps and air conditioning service.'],
  'home-construction': ['Ridgeline Builders', 'General contractor building custom homes, additions and kitchen remodels.'],
  'house-cleaning': ['Sparkle Maids', 'House cleaning, deep cleaning and move out cleaning for busy families.'],
  landscaping: ['Greenleaf', 'Lawn care, mowing, mulching, hedge trimming and leaf removal.'],
  'medical-clinic': ['Riverside Health', 'Primary care clinic with family medicine, vaccinations and same day appointments.'],
  'music-lessons': ['Tempo Studio', 'Piano, guitar and violin lessons for all ages, with yearly recitals.'],
  'non-profit-organization': ['Open Hands', 'A nonprofit food bank run by volunteers, supported by donations from neighbors.'],
  nutritionist: ['Nourish', 'Nutritionist offering meal plans, gut health support and nutrition coaching.'],
  'pest-control': ['Shield Pest', 'Pest control for ants, termites, rodents and bed bugs.'],
  'physical-therapist': ['Stride PT', 'Physical therapy for sports injuries, back pain and post surgery rehab.'],
  'real-estate-agent': ['Keystone Realty', 'Real estate agent helping first time buyers and sellers with home valuations.'],
  restaurant: ['Olive & Ember', 'A wood fired pizza and pasta restaurant with takeout and reservations.'],
  spa: ['Serenity Day Spa', 'Massage, facials, hot stone therapy, manicures and pedicures.'],
  'technology-consulting': ['Cobalt IT', 'IT support, cloud migration and cybersecurity for small businesses.'],
  therapist: ['Clearpath Counseling', 'Counseling for anxiety, depression and trauma, plus couples therapy.'],
  'tire-shop': ['Tread Right', 'New tires, wheel alignment, tire rotation and balancing.'],
};

describe('detectIndustry', () => {
  it.each(INDUSTRIES.map((industry) => [industry]))('finds %s from a clear description', (industry) => {
    const [businessName, description] = CLEAR[industry];
    expect(detectIndustry({ businessName, description })).toBe(industry);
  });

  it('finds the industry from the description alone, with a neutral name', () => {
    for (const industry of INDUSTRIES) {
      expect(detectIndustry({ businessName: 'Northstar', description: CLEAR[industry][1] })).toBe(industry);
    }
  });

  it('keeps the owner’s chosen industry', () => {
    expect(detectIndustry({ businessName: 'Main Street Cuts', description: 'Skin fades and beard trims.', industry: 'spa' })).toBe('spa');
  });

  it('takes the longest phrase first: a physical therapist is not a therapist', () => {
    expect(detectIndustry({ businessName: 'Move Well', description: 'I am a physical therapist helping people recover.' })).toBe('physical-therapist');
    expect(detectIndustry({ businessName: 'Move Well', description: 'I am a therapist helping people with anxiety.' })).toBe('therapist');
    expect(detectIndustry({ businessName: 'Calm', description: 'Licensed massage therapist offering deep tissue work.' })).toBe('spa');
  });

  it('tells barbers from salons and coffee from restaurants', () => {
    expect(detectIndustry({ businessName: 'Ed’s', description: "Men's haircuts, fades and shaves." })).toBe('barber-shop');
    expect(detectIndustry({ businessName: 'Luxe', description: 'Women’s haircuts, color and balayage by expert stylists.' })).toBe('hair-styling');
    expect(detectIndustry({ businessName: 'Café Olé', description: 'Lattes and croissants all day.' })).toBe('coffee-shop');
  });

  it('names no industry when nothing matches (no fallback trade)', () => {
    expect(detectIndustry({ businessName: 'Zorvak', description: 'We help people with all kinds of things.' })).toBeUndefined();
  });
});

describe('detectIndustry, only when the owner’s words name the trade (issue 24)', () => {
  const samples = Object.fromEntries(Object.entries(INDUSTRY_PAGES).map(([industry, page]) => [industry, page.sample]));

  it('still finds each industry of the marketing samples from their words', () => {
    for (const industry of INDUSTRIES) {
      const { name, description } = samples[industry];
      expect([industry, detectIndustry({ businessName: name, description })]).toEqual([industry, industry]);
    }
  });

  it.each([
    ['a shared word ("salon") with an animal', 'A friendly dog grooming salon in Headingley: full grooms, nail clipping, hand stripping.'],
    ['a trade named, whatever else is said ("boiler")', 'Gas Safe registered plumber. Boiler servicing, leaks and bathroom installs.'],
    ['a trade named, whatever else is said ("piano")', "I'm a qualified piano tuner. Tuning and repairs for uprights and grands."],
    ['a shared word ("studio")', 'A tattoo studio in Camden: custom designs, fine line work and cover-ups.'],
    ['a shared word ("cleaner")', 'Window cleaner for homes and shops. Gutters and conservatories too.'],
    ['a weak word ("bakery")', 'We are a wedding cake bakery specialising in tiered cakes.'],
    ['an animal before a telling word ("pet vaccinations")', 'Mobile vet visiting farms. We offer pet vaccinations and lambing support.'],
    ['a weak word ("yoga")', 'Friendly yoga studio offering hatha and restorative classes.'],
    ['a weak word ("mechanic")', 'Mobile mechanic: servicing, brake pads and diagnostics at your home.'],
  ])('names none for %s', (_, description) => {
    expect(detectIndustry({ businessName: 'Northstar', description })).toBeUndefined();
  });

  it('still reads a trade’s own words around shared ones', () => {
    expect(detectIndustry({ businessName: 'Paws Café', description: 'A dog-friendly cafe serving espresso, lattes and cakes.' })).toBe('coffee-shop');
    expect(detectIndustry({ businessName: 'Gloss', description: 'A hair salon for balayage and blowouts.' })).toBe('hair-styling');
    expect(detectIndustry({ businessName: 'Smile', description: 'Family dental practice for nervous patients.' })).toBe('dentist-office');
    expect(detectIndustry({ businessName: 'North', description: 'HVAC repair and furnace installs.' })).toBe('heating-and-cooling');
  });

  it('knows the people of its trades as the owners call themselves', () => {
    expect(detectIndustry({ businessName: 'Jo Styles', description: 'My name is Jo and I am a mobile hairdresser.' })).toBe('hair-styling');
    expect(detectIndustry({ businessName: 'Keys', description: "I'm a piano teacher in Bath." })).toBe('music-lessons');
    expect(detectIndustry({ businessName: 'Tidy', description: 'Friendly house cleaner covering Leeds.' })).toBe('house-cleaning');
    expect(detectIndustry({ businessName: 'Glow', description: 'Qualified beautician offering facials and waxing.' })).toBe('spa');
  });

  it('takes the owner’s own words for the trade first', () => {
    expect(detectIndustry({ businessName: 'Cuts', description: 'Skin fades and beard trims.', trade: 'mobile dog groomer' })).toBeUndefined();
    expect(detectIndustry({ businessName: 'Northstar', description: 'Cuts and colour.', trade: 'hair salon' })).toBe('hair-styling');
  });

  it('takes an industry’s object word before another trade’s work for that other trade (issue 36)', () => {
    const none = (description: string) => detectIndustry({ businessName: 'Northfield', description });
    expect(none('Piano tuning, repairs and regulation in Leeds.')).toBeUndefined();
    expect(none('Piano tuning, repairs and regulation. Qualified piano technician with 15 years experience, visiting homes, schools and churches.')).toBeUndefined();
    expect(none('Guitar repairs, setups and restrings for players across Leeds.')).toBeUndefined();
    expect(none('Bike couriers for businesses in Bristol: same-hour deliveries and document runs.')).toBeUndefined();
    expect(none('Mobile knife sharpening for restaurants and home cooks.')).toBeUndefined();
    // Its own words still count: the lessons, the teacher, the repair of the industry's own kind.
    expect(none('Piano lessons for children and adults.')).toBe('music-lessons');
    expect(none('Bike repair and wheel truing for commuters.')).toBe('bike-repair');
  });

  it('reads a firm word after the work as the same trade: a detailing service, an electrical contractor', () => {
    const trade = (description: string) => detectIndustry({ businessName: 'Northfield', description });
    expect(trade('Car detailing service - exterior hand washes, wax and sealant and full details.')).toBe('car-detailing');
    expect(trade('We are a chess coaching service in Leeds. We offer group classes and endgame training.')).toBe('chess-instructor');
    expect(trade('We are an electrical contractor in Springfield. We offer generator hookups.')).toBe('electrician');
    expect(trade('Our technology consultancy does data and reporting.')).toBe('technology-consulting');
    // A contractor of no named trade builds nothing by itself; a general contractor still builds.
    expect(trade('General contractor for additions and remodels.')).toBe('home-construction');
    // The work before the firm word still decides: guitar repairs are no music lessons.
    expect(trade('Guitar repair service for players across Leeds.')).toBeUndefined();
  });
});
