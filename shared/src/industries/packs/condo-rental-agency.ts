import type { IdeaFlags, IndustryIcon, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Condo rental agency: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
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
  glyph: [
    { shape: 'path', d: 'M5 21V4a1 1 0 0 1 1-1h8a1 1 0 0 1 1 1v17M15 9h3.5a1 1 0 0 1 1 1v11M2.5 21h19' },
    { shape: 'path', d: 'M8 7h.01M12 7h.01M8 11h.01M12 11h.01M8 15h.01M12 15h.01M10 21v-2.5' },
  ],
  sample: { name: 'Harborview Condo Rentals', location: 'Miami, Florida', description: 'Furnished condo rentals by the week or month, with property management for owners and cleaning between stays.' },
};

export const look: IndustryLook = ['luxe', 'corporate', 'airy'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'building', label: 'an apartment building', match: ['condo', 'monthly', 'rental', 'stay'] },
  { icon: 'key', label: 'a key', match: ['key', 'short-term', 'stay'] },
  { icon: 'bed', label: 'a bed', match: ['bed', 'guest', 'stay'] },
  { icon: 'beach', label: 'a beach umbrella', match: ['beach', 'beachfront'] },
  { icon: 'home-cog', label: 'a house with a gear', match: ['property', 'management', 'maintenance'] },
  { icon: 'spray', label: 'a spray bottle', match: ['clean', 'turnover'] },
  { icon: 'camera', label: 'a camera', match: ['listing', 'photo'] },
  { icon: 'paw', label: 'a paw print', match: ['pet'] },
  { icon: 'headset', label: 'a headset', match: ['support', 'guest'] },
];

export const ideas: IdeaFlags = { recurring: false, supplies: false, fairs: false, homeVisits: false, taught: false, taughtOnline: false, doorToDoor: false };

export const profile: IndustryProfile = {
  industry: 'condo-rental-agency',
  label: 'condo rental agency',
  keywords: {
    condo: 7, condos: 7, 'condo rental': 9, 'vacation rental': 8, 'short term rental': 8, 'holiday rental': 8,
    airbnb: 6, vrbo: 6, apartment: 3, apartments: 3, 'property management': 5, rentals: 4, rental: 3, tenants: 3,
    'furnished': 3, beachfront: 5, suites: 2, lease: 3, leasing: 4, landlord: 2, 'guest stays': 5,
  },
  customer: 'guest',
  customers: 'guests',
  visit: 'stay',
  mobile: false,
  buttons: ['See Available Condos', 'Check Availability', 'Book Your Stay', 'List Your Condo'],
  cta: ['check availability for your dates', 'find your next stay', 'talk to us about listing your condo'],
  headlines: ['Comfortable Stays, Easy Booking', 'Your Home Away From Home', 'Find Your Perfect Condo', 'Stay Longer, Feel at Home', 'Rentals Made Refreshingly Simple'],
  placeHeadlines: ['Condo Rentals in {place}', 'Stay Comfortably in {place}', 'Your Home Base in {place}'],
  doing: ['match guests with comfortable, well-kept condos', 'make renting simple for guests and owners alike', 'look after every stay from booking to checkout'],
  promises: [
    'Every condo is cleaned, checked and ready before you arrive.',
    'You get clear prices, honest photos and a real person to call if you need anything.',
    'Owners get careful guests, tidy handovers and regular updates.',
    'Check-in is simple and the details are sent well before you travel.',
  ],
  approach: [
    'We treat every condo as if it were our own home.',
    'Our job is to make stays easy for guests and stress-free for owners.',
    'We answer questions quickly and fix problems promptly.',
  ],
  ownerServiceLines: ['{Service}, arranged with care so your stay is easy.', 'Ask us about {service} and we will help you find the right fit.', 'We look after {service} with the same attention we give every guest and owner.'],
  bookingFaq: { question: 'How do I book a stay?', answer: 'Send us your dates and the number of guests through the contact form, and {name} will confirm availability.' },
  reviewOpeners: [
    'We stayed in one of the {name} condos and it felt like home.',
    'Booked with {name} for a week away and everything went smoothly.',
    'As an owner, I trust {name} with {service} completely.',
    'Our stay with {name} was easy from booking to checkout.',
    'This is our third stay with {name}, and we will be back.',
  ],
  services: [
    { heading: 'Short-Term Stays', match: ['short term', 'vacation', 'holiday', 'nightly', 'weekend'], description: 'Fully furnished condos for holidays and weekends away, ready to move into.', price: [90, 250], unit: 'per night', image: 'modern condo living room' },
    { heading: 'Monthly Rentals', match: ['monthly', 'long term', 'extended stay', 'corporate housing'], description: 'Furnished condos for longer stays, work assignments and relocations.', price: null, image: 'furnished apartment bedroom' },
    { heading: 'Property Management', match: ['property management', 'management', 'owners', 'landlord'], description: 'Listing, guest communication, cleaning and maintenance handled for condo owners.', price: null, image: 'property manager keys' },
    { heading: 'Cleaning and Turnovers', match: ['cleaning', 'turnover', 'housekeeping'], description: 'Professional cleaning and fresh linens between every stay.', price: null, image: 'housekeeping fresh linens' },
    { heading: 'Guest Support', match: ['guest support', 'concierge', 'check in'], description: 'Friendly help before and during your stay, from directions to local tips.', price: null, image: 'concierge greeting guest' },
    { heading: 'Listing and Photography', match: ['listing', 'photography', 'photos'], description: 'Bright photos and clear listings that show your condo at its best.', price: null, image: 'interior photography condo' },
    { heading: 'Maintenance Coordination', match: ['maintenance', 'repairs'], description: 'Small repairs and regular checks arranged quickly with trusted local trades.', price: null, image: 'apartment maintenance' },
    { heading: 'Beachfront Condos', match: ['beach', 'ocean', 'waterfront', 'oceanfront'], description: 'Condos close to the water, for sea views and easy beach days.', price: null, image: 'beachfront condo balcony view' },
    { heading: 'Pet-Friendly Stays', match: ['pet', 'dog friendly'], description: 'Selected condos where well-behaved pets are welcome too.', price: null, image: 'pet friendly apartment' },
  ],
  team: [
    { title: 'Founder & Rental Manager', bio: '{first} started the agency to offer guests better stays and owners real peace of mind.' },
    { title: 'Guest Experience Lead', bio: '{first} answers guest questions and makes sure every arrival goes smoothly.' },
    { title: 'Housekeeping Supervisor', bio: '{first} checks every condo after cleaning, down to the last towel.' },
    { title: 'Owner Relations', bio: '{first} looks after condo owners, from listing to monthly updates.' },
  ],
  faqs: [
    { question: 'What time are check-in and checkout?', answer: 'Times vary by condo and are shown when you book. Ask {name} if you need an early arrival or a late departure.' },
    { question: 'Is there a minimum stay?', answer: 'It depends on the condo and the season. Send us your dates and we will let you know what is available.' },
    { question: 'Can I list my condo with you?', answer: 'Yes. Tell us about your condo and we will explain how management works and what it costs.' },
    { question: 'What if something goes wrong during my stay?', answer: 'Contact us and we will help as quickly as we can, whether it is a question or a repair.' },
  ],
  reviewDetails: [
    'The condo was spotless and exactly like the photos.',
    'Check-in instructions were clear and arrived in good time.',
    'They answered every question within minutes.',
    'Parking and Wi-Fi details were all in the welcome guide.',
    'Great location, comfy beds and a fully stocked kitchen.',
    'A small issue with the shower was fixed the same afternoon.',
  ],
  priceFactors: 'the condo, the season and the length of your stay',
  imageTerms: ['modern condo interior', 'condo balcony view', 'furnished apartment living room', 'hotel style bedroom', 'condo building exterior', 'keys handover', 'kitchen in vacation rental', 'pool at condo complex'],
  videoTitles: ['Tour One of Our Condos', 'How a Stay Works', 'Why Owners Choose Us'],
  videoLines: [
    'Take a walk through one of our condos, from the entrance to the balcony.',
    'See how booking, check-in and checkout work, step by step.',
    'Hear how we look after condos between stays.',
  ],
  quotes: ['Feel at home, wherever you stay.', 'Good stays start with good care.', 'Your home away from home.', 'Comfort, cleanliness and a warm welcome.'],
  hues: [195, 30, 160],
  fonts: ['modern', 'calm', 'elegant'],
  nameNouns: ['Condo Rentals', 'Stays', 'Suites', 'Rentals', 'Residences', 'Vacation Homes'],
  nameWords: ['Harbor', 'Skyline', 'Seaside', 'Keystone', 'Haven', 'Lantern', 'Bluewater', 'Willow'],
  ideas: [
    { idea: 'Pet-friendly condo rentals near parks', pitch: 'Condo rentals near parks and trails where dogs are welcome and come with a bowl and treats.' },
    { idea: 'Furnished condos for traveling nurses', pitch: 'Furnished condos on flexible monthly terms for nurses working short hospital contracts.' },
    { idea: 'Condo management for retired owners', pitch: 'A service that manages retired owners’ condos, from bookings to repairs, so they can relax.' },
    { idea: 'Workation condos with fast internet', pitch: 'Condos with fast internet and proper desks for people who want to work somewhere new.' },
    { idea: 'Family vacation rentals with baby gear', pitch: 'Vacation rentals with cots, high chairs and stair gates ready when families arrive.' },
    { idea: 'Corporate housing for relocating staff', pitch: 'Furnished condos for employees moving to a new city while they look for a home.' },
    { idea: 'Cleaning service for rental hosts', pitch: 'Quick, thorough cleaning between guests for busy short-term rental hosts.' },
    { idea: 'Local welcome baskets for guests', pitch: 'Baskets of local coffee, snacks and tips that welcome guests and earn better reviews.' },
    { idea: 'Accessible vacation rentals for seniors', pitch: 'Step-free vacation rentals with grab rails and wide doors for older guests.' },
    { idea: 'Rental photography for condo owners', pitch: 'Bright, honest photos of condos that help owners attract more bookings.' },
  ],
};
