import type { IdeaFlags, IndustryIcon, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Barber shop: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
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
  glyph: [
    { shape: 'circle', cx: 6.5, cy: 6.5, r: 3 },
    { shape: 'circle', cx: 6.5, cy: 17.5, r: 3 },
    { shape: 'path', d: 'M9 8.2 20.5 17M9 15.8 20.5 7' },
  ],
  sample: { name: 'Maple Street Barbers', location: 'Portland, Oregon', description: 'Classic haircuts, skin fades, beard trims and hot towel shaves in a friendly neighbourhood barber shop.' },
};

export const look: IndustryLook = ['rugged', 'classic', 'luxe'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'scissors', label: 'a pair of scissors', match: ['haircut', 'cut', 'classic', 'kid', 'scissor'] },
  { icon: 'razor', label: 'a straight razor', match: ['shave', 'towel', 'head', 'razor'] },
  { icon: 'razor-electric', label: 'electric clippers', match: ['fade', 'buzz', 'clipper', 'line', 'taper'] },
  { icon: 'blade', label: 'a razor blade', match: ['beard', 'trim', 'blade'] },
  { icon: 'armchair', label: 'a barber chair', match: ['chair', 'interior', 'package'] },
  { icon: 'brush', label: 'a shaving brush', match: ['brush', 'lather'] },
  { icon: 'mood-smile-beam', label: 'a happy client', match: ['smile'] },
];

export const ideas: IdeaFlags = { recurring: true, supplies: true, fairs: true, homeVisits: true, taught: true, taughtOnline: true, doorToDoor: true };

export const profile: IndustryProfile = {
  industry: 'barber-shop',
  label: 'barber shop',
  keywords: {
    barber: 6, barbershop: 6, 'barber shop': 6, fade: 4, 'skin fade': 5, taper: 4, beard: 4, shave: 4,
    'hot towel': 5, clipper: 3, 'line up': 3, lineup: 3, haircut: 2, 'mens cut': 4, 'mens grooming': 4,
    pompadour: 3, 'buzz cut': 4, 'crew cut': 4, razor: 2, 'flat top': 3,
  },
  customer: 'client',
  customers: 'clients',
  visit: 'cut',
  mobile: false,
  buttons: ['Book a Chair', 'Book Your Cut', 'Grab a Chair', 'Book a Trim'],
  cta: ['book your next cut', 'grab a chair', 'book a trim or a shave'],
  headlines: ['Sharp Cuts, Easy Conversation', 'Your Chair Is Ready', 'Clean Fades, Classic Shaves', 'Look Sharp, Feel Sharper', 'Fresh Cuts, No Fuss', 'Classic Barbering, Done Right'],
  placeHeadlines: ['Fresh Fades in {place}', "{place}'s Neighborhood Barber", 'Sharp Cuts in {place}'],
  doing: ['keep cuts sharp and the conversation easy', 'give every client a clean, tailored cut', 'take the time to get your fade just right'],
  promises: [
    'Every cut starts with a quick chat about how you wear your hair and ends with a clean neckline.',
    'We take our time with the details, from the blend of a fade to the shape of a beard.',
    'Expect straight talk, steady hands and a cut that still looks good two weeks later.',
    'Tell us what you like and what you don’t, and we will cut to suit your hair and your routine.',
  ],
  approach: [
    'We keep things simple: good tools, clean stations and barbers who listen.',
    'No upselling and no rush, just a proper cut at a fair price.',
    'Regulars and first-timers get the same attention, whether it is a quick tidy-up or a full restyle.',
  ],
  ownerServiceLines: ['{Service}, done with a steady hand and finished with care.', 'Ask for {service} when you book and tell us how you like it.', 'We take our time with {service}, so it looks sharp and grows out well.'],
  services: [
    { heading: 'Classic Haircuts', match: ['haircut', 'mens cut', 'scissor cut', 'cuts'], description: 'A tailored cut with clippers or scissors, finished with a clean neckline and a quick style.', price: [25, 40], image: 'barber cutting hair' },
    { heading: 'Skin Fades', match: ['fade', 'taper'], description: 'Blended from the skin up by hand for a smooth, seamless fade. Finished with a sharp line-up.', price: [30, 45], image: 'skin fade haircut barber' },
    { heading: 'Beard Trims', match: ['beard'], description: 'Shaped, trimmed and lined to suit your face, with a little oil to finish.', price: [15, 25], image: 'beard trim barber' },
    { heading: 'Hot Towel Shaves', match: ['shave', 'hot towel', 'razor'], description: 'A slow, straight-razor shave with hot towels and a soothing balm. The most relaxing half hour of the week.', price: [30, 50], image: 'hot towel shave straight razor' },
    { heading: 'Kids Cuts', match: ['kid', 'child', 'boys'], description: 'A patient, friendly cut for younger clients, with no fuss for parents.', price: [18, 28], image: 'kid haircut barbershop' },
    { heading: 'Line-Ups', match: ['line up', 'lineup', 'edge up'], description: 'A quick tidy of the hairline and edges between full cuts to keep things crisp.', price: [10, 20], image: 'barber line up clippers' },
    { heading: 'Cut and Beard Packages', match: ['combo', 'cut and beard'], description: 'A full haircut and beard trim in one visit, balanced so the two work together.', price: [40, 60], image: 'barber beard and haircut' },
    { heading: 'Buzz Cuts', match: ['buzz', 'crew cut', 'flat top'], description: 'One length all over or a classic crew, quick and neat with a clean finish.', price: [15, 25], image: 'buzz cut clippers' },
    { heading: 'Head Shaves', match: ['head shave', 'bald'], description: 'A smooth razor finish for a clean-shaven head, with a cooling balm afterwards.', price: [25, 40], image: 'head shave barber razor' },
  ],
  team: [
    { title: 'Owner & Head Barber', bio: '{first} set up the shop to offer proper cuts without the fuss and still takes the trickiest fades.' },
    { title: 'Senior Barber', bio: '{first} is the one to ask for tapers and textured crops, and never rushes a cut.' },
    { title: 'Barber', bio: '{first} has a steady hand with a straight razor and a knack for beard shaping.' },
    { title: 'Junior Barber', bio: '{first} is building a loyal following for clean fades and easy conversation.' },
    { title: 'Front Desk', bio: '{first} keeps the bookings running on time and the coffee coming.' },
  ],
  faqs: [
    { question: 'Do I need to book, or can I walk in?', answer: 'Booking is the surest way to get a chair at the time you want. Ask {name} about walk-in availability on the day.' },
    { question: 'How often should I get a fade touched up?', answer: 'Most fades look their best with a touch-up every two to three weeks. A quick line-up in between keeps the edges sharp.' },
    { question: 'Should I come with clean hair?', answer: 'Come as you are. We will wash or dampen your hair as needed for the cut.' },
    { question: 'Do you cut kids’ hair?', answer: 'Ask us when you book and we will find a time that suits younger clients and their parents.' },
  ],
  reviewDetails: [
    'They asked how I usually style it and actually listened.',
    'The hot towel at the end is worth the visit alone.',
    'Best fade I have had in years, and it grew out nicely too.',
    'Clean shop, good music and no rushing.',
    'My beard has never looked this even.',
    'They were great with my son, who usually hates haircuts.',
    'In and out on time, exactly as booked.',
  ],
  priceFactors: 'the cut, the length of your hair and any extras like a beard trim',
  imageTerms: ['barbershop interior', 'barber chair vintage', 'barber cutting hair', 'barber tools clippers comb', 'beard trim close up', 'straight razor shave', 'barber pole', 'mens haircut fade', 'barbershop mirror chairs'],
  videoTitles: ['A Cut From Start to Finish', 'Inside the Shop', 'How We Blend a Fade', 'The Hot Towel Shave'],
  videoLines: [
    'Watch a full cut from the first consultation to the final line-up.',
    'See how our barbers blend a fade by hand, one guard at a time.',
    'Take a seat and see what a proper hot towel shave looks like.',
  ],
  quotes: ['A great cut is a conversation, not a transaction.', 'Look sharp, feel sharp.', 'Good hair days start in the chair.', 'The details make the cut.'],
  hues: [215, 355, 38],
  fonts: ['bold', 'classic', 'modern'],
  nameNouns: ['Barber Co.', 'Barbershop', 'Barber Room', 'Grooming', 'Cuts', 'Chair'],
  nameWords: ['Blade', 'Razor', 'Clipper', 'Fade', 'Bristle', 'Straight Edge', 'Steel', 'Comb'],
  ideas: [
    { idea: 'Mobile barber for office workers', pitch: 'A barber who comes to the office with a chair and clippers, so busy teams get a sharp cut over lunch.' },
    { idea: 'Barbershop with a coffee bar', pitch: 'A neighbourhood barbershop where customers wait with a good espresso and leave with a fresh fade.' },
    { idea: 'Beard care subscription kit', pitch: 'A monthly box of beard oil, balm and a comb, chosen by barbers and delivered to the door.' },
    { idea: 'Kids haircut club with rewards', pitch: 'A barbershop club where kids earn a stamp each visit and pick a small prize after every fifth cut.' },
    { idea: 'Late-night barber for shift workers', pitch: 'A barbershop open late into the night for nurses, drivers and anyone who works odd hours.' },
    { idea: 'Straight razor shave workshops', pitch: 'Small hands-on classes where people learn to give a safe, close shave with a straight razor.' },
    { idea: 'Barber chair rental for freelancers', pitch: 'Chairs rented by the day or week to freelance barbers who want a shop without the overheads.' },
    { idea: 'Wedding party grooming packages', pitch: 'Barbers who come to the venue and get the groom and his friends looking sharp on the big day.' },
    { idea: 'Barber training academy for beginners', pitch: 'A short, practical course that takes complete beginners to their first paid haircut.' },
    { idea: 'Grooming products shop online', pitch: 'An online shop for barber-approved clippers, pomades and beard care, with honest advice on what suits whom.' },
  ],
};
