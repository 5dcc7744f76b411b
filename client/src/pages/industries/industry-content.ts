import { LANDING_INDUSTRIES, industryRoute, type Industry } from '@frontdoor/shared';
import type { FeatureKind } from './feature-icons';

export interface IndustryFeature {
  kind: FeatureKind;
  title: string;
  body: string;
}

/** Colour family of an industry's cards and badge (industries.css, .tone-*). */
export type Tone = 'indigo' | 'teal' | 'amber' | 'rose' | 'sky' | 'green' | 'violet' | 'slate' | 'orange' | 'brown';

export interface IndustryContent {
  /** The industry's name as a label: 'Barber shop'. */
  label: string;
  /** Who the page is for, for 'Websites for …': 'barber shops'. */
  plural: string;
  /** The owner's business, for 'your …': 'barber shop', 'accounting practice'. */
  business: string;
  /** One line for cards. */
  summary: string;
  /** The paragraph under the page's heading. */
  intro: string;
  /** Search and link-preview description of the page (at most 160 characters). */
  description: string;
  /** What a Frontdoor site does for this trade, each from a part of the generated site. */
  features: readonly IndustryFeature[];
  tone: Tone;
}

// The copy of the industry landing pages (spec §1, §2). The features only promise what the
// product makes: the sections of a generated site (services with prices, gallery, reviews,
// team, FAQ, contact and newsletter forms, scheduling and video links) and its suggested style.
export const INDUSTRY_CONTENT: Readonly<Record<Industry, IndustryContent>> = {
  accountant: {
    label: 'Accountant',
    plural: 'accountants',
    business: 'accounting practice',
    summary: 'Services and fees set out clearly, and new clients before tax season.',
    intro:
      'Clients hand their finances to someone they trust, and they check your website before they call. Frontdoor writes a clear, professional site for your practice: the returns, bookkeeping and payroll you handle, what they cost, who does the work and how to get in touch.',
    description: 'Free website builder for accountants and bookkeepers: services and fees, your team, client reviews and a contact form, written for your practice in seconds.',
    tone: 'indigo',
    features: [
      { kind: 'services', title: 'Services with clear fees', body: 'Tax returns, bookkeeping, payroll and advisory work, each with a short explanation and a starting price, so clients know what to expect before the first meeting.' },
      { kind: 'team', title: 'The people behind the numbers', body: 'Each accountant with their role and a short bio. People choose an adviser, not a logo.' },
      { kind: 'faq', title: 'Answers before tax season', body: 'The questions you hear every spring, answered once: which documents to bring, the deadlines, and whether you work with the self-employed.' },
      { kind: 'newsletter', title: 'Deadline reminders by email', body: 'A newsletter sign-up for tax tips and filing reminders, with the list yours to export whenever you like.' },
    ],
  },
  'barber-shop': {
    label: 'Barber shop',
    plural: 'barber shops',
    business: 'barber shop',
    summary: 'Cuts and prices, a gallery of fresh fades and a chair to book.',
    intro:
      'Most new clients find a barber on their phone, and they decide in seconds. Frontdoor builds your shop a sharp, fast website with your cuts and prices, photos of your work, reviews from regulars and a clear way to book a chair.',
    description: 'Free website builder for barber shops: your cuts and prices, a gallery of your work, reviews and booking, written for your shop in seconds.',
    tone: 'teal',
    features: [
      { kind: 'services', title: 'Your price list, done right', body: 'Fades, beard trims, hot towel shaves and kids’ cuts, each with a line of description and a price, so nobody has to ask at the chair.' },
      { kind: 'gallery', title: 'A gallery of fresh cuts', body: 'Show off your best fades and line-ups. The site starts with artwork in your colours, and you swap in photos of your own work whenever you like.' },
      { kind: 'booking', title: 'Book a chair in one tap', body: 'Paste the link of the booking calendar you already use and clients pick a time from your site, on any phone.' },
      { kind: 'reviews', title: 'Regulars vouch for you', body: 'What your clients say, front and centre, so a first-timer walks in already trusting your barbers.' },
    ],
  },
  'bike-repair': {
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
  },
  'book-store': {
    label: 'Book store',
    plural: 'book stores',
    business: 'book store',
    summary: 'Events, what’s on the shelves and a newsletter readers want.',
    intro:
      'An independent book store is a place people love, and its website should feel like it. Frontdoor writes a warm site for your shop with what you stock, your readings and book club, photos of the shelves and a newsletter that brings readers back through the door.',
    description: 'Free website builder for independent book stores: what you stock, events and book clubs, a reader newsletter and photos of your shop, made in seconds.',
    tone: 'brown',
    features: [
      { kind: 'services', title: 'What makes your shelves different', body: 'New and used books, a children’s corner, special orders and gift cards, each described in your shop’s own voice.' },
      { kind: 'newsletter', title: 'A newsletter readers sign up for', body: 'Collect email addresses for new arrivals, signings and book club picks, and export your list whenever you like.' },
      { kind: 'gallery', title: 'Photos of the shop', body: 'The shelves, the reading nook and the last author night in a gallery that makes people want to visit.' },
      { kind: 'reviews', title: 'Readers in their own words', body: 'Reviews from regulars tell newcomers what a good browse in your shop feels like.' },
    ],
  },
  'car-detailing': {
    label: 'Car detailing',
    plural: 'car detailers',
    business: 'detailing business',
    summary: 'Packages to compare, before-and-after shine and easy booking.',
    intro:
      'Detailing sells on results. Frontdoor builds a website for your detailing business that lays out your packages and prices, shows off your finishes, collects reviews and makes booking easy, whether customers come to you or you go to them.',
    description: 'Free website builder for car detailers: packages and prices, photos of your work, reviews and booking, made for your detailing business in seconds.',
    tone: 'sky',
    features: [
      { kind: 'services', title: 'Packages customers can compare', body: 'Exterior washes, interior deep cleans, paint correction and ceramic coatings, each with what is included and what it costs.' },
      { kind: 'gallery', title: 'Let the shine sell', body: 'Paintwork, interiors and wheels in a gallery made for results. Swap in your own before-and-after photos any time.' },
      { kind: 'booking', title: 'Bookings without phone tag', body: 'Link the scheduling calendar you use and customers pick a slot on your site, at home, at work or at your bay.' },
      { kind: 'local', title: 'Found where you work', body: 'Your city in your headline, page title and search keywords, so nearby drivers find you first.' },
    ],
  },
  carpentry: {
    label: 'Carpentry',
    plural: 'carpenters',
    business: 'carpentry business',
    summary: 'A portfolio of your joinery and quote requests with the details.',
    intro:
      'People hire a carpenter by looking at their work. Frontdoor writes a website for your carpentry business that puts your projects front and centre, explains what you build and repair, and turns visitors into quote requests.',
    description: 'Free website builder for carpenters and joiners: a portfolio of your projects, your services, reviews and quote requests, made in seconds.',
    tone: 'amber',
    features: [
      { kind: 'gallery', title: 'A portfolio that does the talking', body: 'Built-ins, kitchens, decks and trim in a gallery that shows the quality of your joinery.' },
      { kind: 'services', title: 'What you build and repair', body: 'Custom cabinets, shelving, decks, trim work and repairs, described plainly, with starting prices or “priced by quote”.' },
      { kind: 'contact', title: 'Quote requests with the details', body: 'Add your own questions to the contact form, such as the size of the job and the address, so you can quote before you visit.' },
      { kind: 'reviews', title: 'Word of mouth, online', body: 'Reviews from past clients sit beside your work: the two things homeowners check before they call.' },
    ],
  },
  catering: {
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
  },
  'chess-instructor': {
    label: 'Chess instructor',
    plural: 'chess instructors',
    business: 'chess coaching',
    summary: 'Lessons by level, online or across the board.',
    intro:
      'Parents and players want to know how you teach before they book. Frontdoor writes a website for your chess teaching with lessons for every level, your background and results, answers to common questions and an easy way to book a first lesson.',
    description: 'Free website builder for chess instructors and coaches: lessons by level, your background, booking and FAQs, made for your teaching in seconds.',
    tone: 'slate',
    features: [
      { kind: 'services', title: 'Lessons for every level', body: 'Beginner basics, club-level training and tournament preparation, for children and adults, online or across the board.' },
      { kind: 'team', title: 'Your credentials', body: 'A short bio with your rating, titles and teaching experience, so parents and players know who they are learning from.' },
      { kind: 'booking', title: 'Book a first lesson', body: 'Link your scheduling calendar and students choose a time for a trial lesson without emails back and forth.' },
      { kind: 'faq', title: 'The questions parents ask', body: 'What age to start, how online lessons work and what to bring, answered before anyone has to ask.' },
    ],
  },
  'coffee-shop': {
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
  },
  'condo-rental-agency': {
    label: 'Condo rental agency',
    plural: 'condo rental agencies',
    business: 'rental agency',
    summary: 'Stays for guests, services for owners and quick enquiries.',
    intro:
      'Guests compare places online, and owners look for an agency they can trust with their property. Frontdoor writes a website for your rental agency that speaks to both: your furnished stays, your management services for owners, photos, reviews and a simple enquiry form.',
    description: 'Free website builder for condo rental agencies: furnished stays, property management for owners, photos, reviews and enquiries, made in seconds.',
    tone: 'sky',
    features: [
      { kind: 'services', title: 'Stays and owner services', body: 'Weekly and monthly rentals for guests, and management, cleaning and maintenance for owners, each explained with rates.' },
      { kind: 'gallery', title: 'Rooms with a view', body: 'Living rooms, balconies and the building in a gallery, so guests can picture their stay.' },
      { kind: 'reviews', title: 'Guests and owners agree', body: 'Reviews from guests and from property owners build trust with both sides of your business.' },
      { kind: 'contact', title: 'Enquiries with dates', body: 'Add fields for arrival dates and number of guests to your contact form, so every enquiry can be answered in one reply.' },
    ],
  },
  'dentist-office': {
    label: 'Dentist office',
    plural: 'dental offices',
    business: 'dental practice',
    summary: 'Treatments, your team and answers for new patients.',
    intro:
      'Choosing a dentist is personal, and new patients want to feel at ease before they book. Frontdoor writes a calm, trustworthy website for your practice with your treatments, your dentists and hygienists, answers for new patients and an easy way to request an appointment.',
    description: 'Free website builder for dental offices: treatments, your team, new-patient FAQs, reviews and appointment requests, made for your practice in seconds.',
    tone: 'sky',
    features: [
      { kind: 'services', title: 'Treatments explained plainly', body: 'Check-ups, cleanings, fillings, crowns and whitening, each described in friendly words rather than jargon.' },
      { kind: 'team', title: 'Meet the team', body: 'Your dentists and hygienists with their roles and a short bio, so patients know who will greet them.' },
      { kind: 'faq', title: 'For new and nervous patients', body: 'Insurance, first visits and emergencies, answered in a tone written to put anxious patients at ease.' },
      { kind: 'booking', title: 'Appointment requests online', body: 'Link your scheduling calendar, or let patients send a request through your contact form, day or night.' },
    ],
  },
  electrician: {
    label: 'Electrician',
    plural: 'electricians',
    business: 'electrical business',
    summary: 'The jobs you take on, where you work and a fast way to call.',
    intro:
      'When the power goes out or a panel needs upgrading, people want a licensed electrician they can reach fast. Frontdoor writes a website for your business with the work you do, where you work, reviews from customers and a clear way to call or send a job.',
    description: 'Free website builder for electricians: your services, service area, reviews and a contact form for new jobs, written for your business in seconds.',
    tone: 'amber',
    features: [
      { kind: 'services', title: 'The jobs you take on', body: 'Panel upgrades, rewiring, lighting, EV chargers and emergency repairs, each with a line on what is involved.' },
      { kind: 'contact', title: 'Call or send the job', body: 'Your phone number and email beside a contact form, so urgent calls and detailed quote requests both reach you.' },
      { kind: 'reviews', title: 'Proof of good work', body: 'Reviews that mention tidy, safe, on-time work reassure homeowners before they let you in.' },
      { kind: 'local', title: 'Your service area up front', body: 'The area you cover in your headline, page title and search keywords, so local searches lead to you.' },
    ],
  },
  fitness: {
    label: 'Fitness',
    plural: 'gyms and personal trainers',
    business: 'gym or studio',
    summary: 'Classes, coaches and first sessions that fill up.',
    intro:
      'People join a gym or hire a trainer when they can picture themselves there. Frontdoor writes an energetic website for your studio or training business with your classes and memberships, your coaches, client results and an easy way to book a first session.',
    description: 'Free website builder for gyms, fitness studios and personal trainers: classes and prices, your coaches, reviews and booking, made in seconds.',
    tone: 'orange',
    features: [
      { kind: 'services', title: 'Classes and memberships', body: 'Personal training, small group classes, HIIT and mobility, with prices and who each one is for.' },
      { kind: 'team', title: 'Coaches people want to train with', body: 'Each trainer with their speciality and a short bio, so new members find the right coach.' },
      { kind: 'booking', title: 'Book a first session', body: 'Link your scheduling calendar and visitors sign up for a trial session straight from your site.' },
      { kind: 'video', title: 'A class in action', body: 'Add a video of a session so newcomers see the energy before they walk in.' },
    ],
  },
  'hair-styling': {
    label: 'Hair styling',
    plural: 'hair salons and stylists',
    business: 'salon',
    summary: 'A salon menu, a portfolio of your looks and online booking.',
    intro:
      'Clients choose a stylist by their work. Frontdoor writes a polished website for your salon with your cuts, colour and treatments and their prices, a portfolio of your looks, your stylists and an easy way to book.',
    description: 'Free website builder for hair salons and stylists: services and prices, a portfolio, your stylists, reviews and booking, made in seconds.',
    tone: 'rose',
    features: [
      { kind: 'services', title: 'A salon menu with prices', body: 'Cuts, colour, balayage, blowouts and bridal styling, each with a description and a starting price.' },
      { kind: 'gallery', title: 'Your portfolio', body: 'Colour work, cuts and styling in a gallery that shows clients what you can do for them.' },
      { kind: 'team', title: 'Choose a stylist', body: 'Every stylist with their speciality and a short bio, so clients book the right chair.' },
      { kind: 'booking', title: 'Online booking', body: 'Link the booking calendar you already use and clients pick a time from your site.' },
    ],
  },
  'heating-and-cooling': {
    label: 'Heating and cooling',
    plural: 'heating and cooling companies',
    business: 'heating and cooling business',
    summary: 'Repairs, installs and tune-ups, with a fast way to ask for service.',
    intro:
      'A broken furnace in January or a dead air conditioner in July sends homeowners straight to a search. Frontdoor writes a website for your heating and cooling business with your repairs, installations and maintenance plans, the area you serve and a fast way to request service.',
    description: 'Free website builder for heating and cooling (HVAC) companies: services, maintenance plans, service area, reviews and service requests, in seconds.',
    tone: 'sky',
    features: [
      { kind: 'services', title: 'Repairs, installs and tune-ups', body: 'Furnaces, air conditioners, heat pumps and duct cleaning, with what each visit covers and starting prices.' },
      { kind: 'contact', title: 'Service requests, any hour', body: 'A contact form and your phone number, one tap from the button at the top of your site.' },
      { kind: 'faq', title: 'Answers that save calls', body: 'How often to service a system, what a tune-up includes and whether you offer financing, answered on your site.' },
      { kind: 'reviews', title: 'Trusted in local homes', body: 'Reviews from homeowners about on-time visits and fair prices help you win the next call.' },
    ],
  },
  'home-construction': {
    label: 'Home construction',
    plural: 'home builders',
    business: 'building company',
    summary: 'Finished projects, how you build and the crew behind it.',
    intro:
      'Building or renovating a home is a big decision, and clients research builders carefully. Frontdoor writes a website for your construction business that shows your finished projects, explains how you work from design to handover, introduces your team and invites project enquiries.',
    description: 'Free website builder for home builders and contractors: finished projects, your process, your team, reviews and project enquiries, made in seconds.',
    tone: 'amber',
    features: [
      { kind: 'gallery', title: 'Finished projects', body: 'New builds, additions and renovations in a gallery that shows the scale and finish of your work.' },
      { kind: 'services', title: 'How you build', body: 'Custom homes, additions and renovations, with what each involves, from permits to the final walkthrough.' },
      { kind: 'team', title: 'The crew behind the build', body: 'Your project managers and trades with their roles, so clients know who will be on site.' },
      { kind: 'contact', title: 'Project enquiries', body: 'Add questions about the plot, budget and timeline to your contact form to understand a project before the first meeting.' },
    ],
  },
  'house-cleaning': {
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
  },
  landscaping: {
    label: 'Landscaping',
    plural: 'landscapers',
    business: 'landscaping business',
    summary: 'Gardens worth showing, seasonal services and estimate requests.',
    intro:
      'A great garden is the best advert a landscaper has. Frontdoor writes a fresh website for your landscaping business with your lawn care, design and hardscaping services, a gallery of your work, reviews and a quick way to request an estimate.',
    description: 'Free website builder for landscapers and lawn care businesses: your services, a gallery of your gardens, reviews and estimate requests, made in seconds.',
    tone: 'green',
    features: [
      { kind: 'gallery', title: 'Gardens worth showing', body: 'Lawns, planting, patios and clean-ups in a gallery that sells your next job.' },
      { kind: 'services', title: 'Services for every season', body: 'Mowing, garden design, planting, patios and autumn clean-ups, with what each includes and how it is priced.' },
      { kind: 'contact', title: 'Estimate requests', body: 'A contact form with your own questions, such as the size of the garden and the address, so you can quote quickly.' },
      { kind: 'local', title: 'The neighbourhoods you serve', body: 'Your service area in your headline, page title and search keywords, so local homeowners find you.' },
    ],
  },
  'medical-clinic': {
    label: 'Medical clinic',
    plural: 'medical clinics',
    business: 'clinic',
    summary: 'What you treat, who patients will see and how to book.',
    intro:
      'Patients want clear information, quickly: what you treat, who they will see and how to get an appointment. Frontdoor writes a calm, accessible website for your clinic with your services, your clinicians, answers for new patients and an easy way to get in touch.',
    description: 'Free website builder for medical clinics and practices: services, your clinicians, patient FAQs and appointment requests, made in seconds.',
    tone: 'teal',
    features: [
      { kind: 'services', title: 'What you treat', body: 'Check-ups, same-day visits, vaccinations and long-term care, described in plain, reassuring language.' },
      { kind: 'team', title: 'Your clinicians', body: 'Doctors, nurses and staff with their roles and a short introduction, so patients know who they will see.' },
      { kind: 'faq', title: 'Patient information', body: 'Insurance, registering as a new patient, what to bring and what to do after hours, answered clearly.' },
      { kind: 'booking', title: 'Appointments made simple', body: 'Link your online booking calendar, or let patients send a request through the contact form.' },
    ],
  },
  'music-lessons': {
    label: 'Music lessons',
    plural: 'music teachers',
    business: 'music teaching',
    summary: 'Instruments and levels, your teachers and a trial lesson to book.',
    intro:
      'Parents and adult learners look for a teacher who is patient, qualified and nearby. Frontdoor writes a website for your music teaching with the instruments and levels you teach, your background, recital news and an easy way to book a trial lesson.',
    description: 'Free website builder for music teachers and schools: instruments and lessons, your teachers, recitals, booking and FAQs, made in seconds.',
    tone: 'violet',
    features: [
      { kind: 'services', title: 'Lessons by instrument and level', body: 'Piano, guitar, violin or voice, for children and adults, with lesson lengths and prices.' },
      { kind: 'team', title: 'Meet your teachers', body: 'Each teacher with their instruments, training and a short bio.' },
      { kind: 'video', title: 'Hear the students', body: 'Add a video from a recital so families can see and hear where lessons lead.' },
      { kind: 'booking', title: 'Book a trial lesson', body: 'Link your scheduling calendar so new students pick a time for a first lesson themselves.' },
    ],
  },
  'non-profit-organization': {
    label: 'Non-profit organization',
    plural: 'non-profits',
    business: 'non-profit',
    summary: 'Your mission, your programmes and ways to help.',
    intro:
      'Supporters, volunteers and the people you serve all start at your website. Frontdoor writes a website for your non-profit that explains your mission, shows the work you do, tells people how to volunteer or give, and keeps supporters close with a newsletter. It is free, with no ads.',
    description: 'Free website builder for non-profits and charities: your mission, programmes, volunteering, a supporter newsletter and contact form, with no ads.',
    tone: 'rose',
    features: [
      { kind: 'services', title: 'Programmes, explained', body: 'Each programme you run, who it helps and how to take part, in clear and welcoming words.' },
      { kind: 'newsletter', title: 'Keep supporters close', body: 'A newsletter sign-up for updates and appeals, with your supporter list yours to export.' },
      { kind: 'contact', title: 'Volunteers and partners', body: 'A contact form for volunteers, donors and partners, with your own questions added.' },
      { kind: 'gallery', title: 'Show your impact', body: 'Events, volunteers and the community you serve in a gallery, so supporters see what their help makes possible.' },
    ],
  },
  nutritionist: {
    label: 'Nutritionist',
    plural: 'nutritionists',
    business: 'nutrition practice',
    summary: 'Consultations and programmes, your credentials and booking.',
    intro:
      'Clients want a nutritionist who understands their goals and has the training to help. Frontdoor writes a website for your practice with your consultations and programmes, your approach and qualifications, client stories and an easy way to book a first consultation.',
    description: 'Free website builder for nutritionists and dietitians: consultations and programmes, your credentials, client stories and booking, made in seconds.',
    tone: 'green',
    features: [
      { kind: 'services', title: 'Consultations and programmes', body: 'First consultations, meal plans and coaching packages for weight, gut health or sport, with prices.' },
      { kind: 'team', title: 'Your qualifications', body: 'A bio with your training, credentials and approach, so clients know they are in expert hands.' },
      { kind: 'reviews', title: 'Client stories', body: 'Reviews from clients about the changes they made build confidence in your approach.' },
      { kind: 'booking', title: 'Book a consultation', body: 'Link your scheduling calendar for consultations in person or online, straight from your site.' },
    ],
  },
  'pest-control': {
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
  },
  'physical-therapist': {
    label: 'Physical therapist',
    plural: 'physical therapists',
    business: 'physical therapy practice',
    summary: 'Conditions you treat, your therapists and a first visit to book.',
    intro:
      'Patients in pain want to know you can help with their problem and how soon they can be seen. Frontdoor writes a reassuring website for your practice with the conditions you treat, how sessions work, your therapists and an easy way to book.',
    description: 'Free website builder for physical therapists: conditions you treat, sessions and prices, your therapists, reviews and booking, made in seconds.',
    tone: 'teal',
    features: [
      { kind: 'services', title: 'Conditions and treatments', body: 'Back pain, sports injuries and rehab after surgery, with how sessions work and what they cost.' },
      { kind: 'team', title: 'Your therapists', body: 'Each therapist with their specialities and a short bio, so patients find the right match.' },
      { kind: 'reviews', title: 'Recovery stories', body: 'Reviews from patients back to running, lifting and living without pain.' },
      { kind: 'faq', title: 'Before the first visit', body: 'Whether a referral is needed, what to wear and how many sessions to expect, answered in advance.' },
    ],
  },
  'real-estate-agent': {
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
      { kind: 'contact', title: 'Valuation requests', body: 'A contact form with your own questions, such as the address and the timeline, so you know the lead before you call.' },
      { kind: 'gallery', title: 'Homes and neighbourhoods', body: 'Properties and the streets you know best in a gallery that shows off your patch.' },
    ],
  },
  restaurant: {
    label: 'Restaurant',
    plural: 'restaurants',
    business: 'restaurant',
    summary: 'Your menu, photos of your dishes and group booking enquiries.',
    intro:
      'Hungry people decide where to eat in a minute, on their phone. Frontdoor writes a mouth-watering website for your restaurant with your menu and prices, photos of your dishes and dining room, reviews and an easy way to ask about tables and private dining.',
    description: 'Free website builder for restaurants: your menu and prices, food photos, reviews and private dining enquiries, written for your restaurant in seconds.',
    tone: 'orange',
    features: [
      { kind: 'services', title: 'Your menu, online', body: 'Starters, mains, specials and drinks with prices, written in the voice of your kitchen.' },
      { kind: 'gallery', title: 'Dishes that sell themselves', body: 'Plates, the dining room and the kitchen at work in a gallery that makes people hungry.' },
      { kind: 'reviews', title: 'Diners recommend you', body: 'Reviews from happy diners tell first-timers what to order.' },
      { kind: 'contact', title: 'Groups and private dining', body: 'A contact form with questions for the date and party size, for bookings too big for a phone call.' },
    ],
  },
  spa: {
    label: 'Spa',
    plural: 'spas',
    business: 'spa',
    summary: 'Treatments and packages in a calm, elegant site.',
    intro:
      'A spa visit starts the moment someone opens your website. Frontdoor writes a calm, elegant website for your spa with your massages, facials and packages, soft colours and fonts, reviews from relaxed guests and an easy way to book.',
    description: 'Free website builder for spas and wellness centres: treatments and packages, a calming design, reviews and online booking, made in seconds.',
    tone: 'violet',
    features: [
      { kind: 'services', title: 'Treatments and packages', body: 'Massages, facials, body treatments and couples packages, with durations and prices.' },
      { kind: 'style', title: 'A calm look, chosen for you', body: 'Soft colours and elegant fonts suggested for a spa, which you can change with a click.' },
      { kind: 'booking', title: 'Book a treatment', body: 'Link your booking calendar so guests choose a treatment and a time without calling.' },
      { kind: 'newsletter', title: 'Offers for returning guests', body: 'A newsletter sign-up for seasonal offers and gift card reminders, with the list yours to export.' },
    ],
  },
  'technology-consulting': {
    label: 'Technology consulting',
    plural: 'technology consultants',
    business: 'consultancy',
    summary: 'Services in plain English and a first call to book.',
    intro:
      'Small businesses want a technology partner who speaks plainly and gets things working. Frontdoor writes a clear, modern website for your consultancy with your services, your expertise, client results and an easy way to book an introductory call.',
    description: 'Free website builder for IT and technology consultants: services, expertise, client results, FAQs and discovery call booking, made in seconds.',
    tone: 'indigo',
    features: [
      { kind: 'services', title: 'Services in plain English', body: 'Network setup, cloud migration, security audits and managed support, explained without jargon.' },
      { kind: 'team', title: 'Expertise you can check', body: 'Your consultants with their certifications and a short bio.' },
      { kind: 'booking', title: 'Book a discovery call', body: 'Link your scheduling calendar so prospects pick a time for a first call from your site.' },
      { kind: 'faq', title: 'Answers for buyers', body: 'Contracts, response times and how you price projects, answered before the first meeting.' },
    ],
  },
  therapist: {
    label: 'Therapist',
    plural: 'therapists',
    business: 'therapy practice',
    summary: 'Your approach, practical answers and a gentle first step.',
    intro:
      'Reaching out to a therapist takes courage, and your website should make it easier. Frontdoor writes a warm, calm website for your practice that explains your approach and specialities, answers practical questions about sessions and fees, and offers a gentle way to get in touch.',
    description: 'Free website builder for therapists and counsellors: your approach and specialities, session fees, FAQs and a gentle way to get in touch.',
    tone: 'green',
    features: [
      { kind: 'services', title: 'What you help with', body: 'Anxiety, depression, relationships and life changes, with session types, lengths and fees.' },
      { kind: 'team', title: 'Your approach', body: 'A personal bio with your training and the way you work, so clients can sense a fit before they write.' },
      { kind: 'faq', title: 'Practical questions, answered', body: 'Online or in person, insurance, cancellations and confidentiality, explained calmly.' },
      { kind: 'contact', title: 'A gentle first step', body: 'A simple contact form for a first message, sent straight to your inbox.' },
    ],
  },
  'tire-shop': {
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
  },
};

/** The all-industries page's featured businesses (spec §2), in the spec's order. */
export const FEATURED_INDUSTRIES: readonly Industry[] = ['fitness', 'carpentry', 'real-estate-agent', 'barber-shop', 'coffee-shop', 'book-store'];

/** Each industry page's search and link-preview description, by path. */
export const INDUSTRY_PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = Object.fromEntries(
  LANDING_INDUSTRIES.map((industry) => [industryRoute(industry), INDUSTRY_CONTENT[industry].description]),
);
