import type { IdeaFlags, IndustryIcon, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Hair styling: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
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
  glyph: [
    { shape: 'path', d: 'M9 4.5h5l6 1.5v6l-6 1.5H9a4.5 4.5 0 0 1 0-9z' },
    { shape: 'circle', cx: 9, cy: 9, r: 1.5 },
    { shape: 'path', d: 'M8.5 13.5 10 21h3l-1-7.5' },
  ],
  sample: { name: 'Willow Hair Studio', location: 'Nashville, Tennessee', description: 'A hair salon for cuts, colour, balayage, blowouts and bridal styling by experienced stylists.' },
};

export const look: IndustryLook = ['luxe', 'playful'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'scissors', label: 'a pair of scissors', match: ['cut', 'curly', 'style'] },
  { icon: 'brush', label: 'a brush', match: ['blowout', 'brush'] },
  { icon: 'palette', label: 'a colour palette', match: ['color', 'colour', 'balayage', 'highlight'] },
  { icon: 'sparkles', label: 'sparkles', match: ['bridal', 'event', 'treatment'] },
  { icon: 'wind', label: 'a gust of air', match: ['blow', 'dry', 'blowout'] },
  { icon: 'droplet', label: 'a drop of oil', match: ['treatment', 'condition'] },
  { icon: 'flower', label: 'a flower', match: ['extension', 'braid', 'bride'] },
  { icon: 'mood-smile-beam', label: 'a happy client', match: ['smile'] },
];

export const ideas: IdeaFlags = { recurring: true, supplies: true, fairs: true, homeVisits: true, taught: true, taughtOnline: true, doorToDoor: true };

export const profile: IndustryProfile = {
  industry: 'hair-styling',
  label: 'hair salon',
  keywords: {
    salon: 6, 'hair salon': 8, stylist: 6, hairstylist: 8, 'hair stylist': 8, balayage: 7, highlights: 5, 'hair color': 6,
    'hair colour': 6, blowout: 6, 'blow dry': 6, keratin: 6, updo: 6, extensions: 4, perm: 4, ombre: 5, 'womens cuts': 5,
    'bridal hair': 6, hairdresser: 8, hairdressing: 8, 'hair dresser': 8, haircut: 1, hair: 2, curls: 3, braids: 4,
  },
  customer: 'client',
  customers: 'clients',
  visit: 'appointment',
  mobile: false,
  buttons: ['Book an Appointment', 'Book Your Color', 'Book a Consultation', 'Book Now'],
  cta: ['book your next appointment', 'book a color consultation', 'find a time with your stylist'],
  headlines: ['Hair That Feels Like You', 'Color, Cut and Confidence', 'Love Your Hair Again', 'Beautiful Hair, Made Simple', 'Style That Fits Your Life'],
  placeHeadlines: ['Hair Styling in {place}', "{place}'s Friendly Salon", 'Beautiful Hair in {place}'],
  doing: ['create hair you will love every day, not just on salon day', 'listen first and style with care', 'make color and cuts that suit your life'],
  promises: [
    'Every appointment starts with a proper consultation about your hair, your routine and your goals.',
    'We choose color and cuts that grow out beautifully, so you look great between visits.',
    'You leave knowing how to style it at home, with tips that actually work.',
    'Your stylist will tell you honestly what will work for your hair.',
  ],
  approach: [
    'Our salon is relaxed and welcoming, with no pressure and no judgement.',
    'We keep learning new techniques so your hair gets the best of them.',
    'Healthy hair comes first, so we protect it through every color and treatment.',
  ],
  ownerServiceLines: ['{Service}, tailored to your hair and your routine.', 'Ask about {service} and your stylist will talk you through the options.', 'We take our time with {service} so you love the result.'],
  services: [
    { heading: 'Cuts and Styling', match: ['cut', 'haircut', 'trim', 'styling', 'style'], description: 'Cuts tailored to your hair type and routine, finished with a style you can recreate.', price: [45, 90], image: 'hair stylist cutting hair' },
    { heading: 'Color', match: ['color', 'colour', 'dye', 'root touch', 'gloss', 'toner'], description: 'Rich all-over color, root touch-ups and glosses, chosen to suit your skin tone.', price: [70, 160], image: 'hair coloring salon' },
    { heading: 'Balayage and Highlights', match: ['balayage', 'highlight', 'ombre', 'foils', 'babylights'], description: 'Soft, hand-painted or foiled lightness that grows out gracefully.', price: [150, 300], image: 'balayage hair result' },
    { heading: 'Blowouts', match: ['blowout', 'blow dry', 'blow out'], description: 'A smooth, bouncy finish for events, photos or simply feeling fabulous.', price: [35, 60], image: 'salon blowout' },
    { heading: 'Bridal and Event Hair', match: ['bridal', 'wedding', 'updo', 'event', 'prom'], description: 'Updos and styles for weddings and events, with a trial to get it just right.', price: null, image: 'bridal updo hairstyle' },
    { heading: 'Treatments', match: ['treatment', 'keratin', 'conditioning', 'olaplex', 'mask'], description: 'Smoothing and repairing treatments for softer, healthier-looking hair.', price: [40, 250], image: 'hair treatment salon' },
    { heading: 'Curly Hair Cuts', match: ['curly', 'curls', 'curl'], description: 'Cuts shaped to your curl pattern, with product advice for defined, happy curls.', price: [60, 110], image: 'curly hair styling' },
    { heading: 'Extensions', match: ['extension'], description: 'Extensions matched and fitted for extra length or volume that blends naturally.', price: null, image: 'hair extensions salon' },
    { heading: 'Braids', match: ['braid', 'cornrow', 'twist'], description: 'Neat, comfortable braided styles with care for your scalp and edges.', price: null, image: 'braided hairstyle' },
  ],
  team: [
    { title: 'Owner & Stylist', bio: '{first} opened the salon to create a calm space where every client feels heard.' },
    { title: 'Senior Colorist', bio: '{first} is the go-to for lived-in color and balayage that grows out beautifully.' },
    { title: 'Stylist', bio: '{first} loves precision cuts and teaching clients how to style at home.' },
    { title: 'Junior Stylist', bio: '{first} does a great blowout and is building a loyal following.' },
    { title: 'Salon Coordinator', bio: '{first} looks after bookings and makes sure your visit runs smoothly.' },
  ],
  faqs: [
    { question: 'Do I need a consultation before color?', answer: 'For big changes, yes. A short consultation lets {name} check your hair and plan the best approach.' },
    { question: 'Should I wash my hair before my appointment?', answer: 'Come with hair as you usually wear it, so your stylist can see how it sits day to day.' },
    { question: 'How long does balayage take?', answer: 'Usually a few hours, depending on your hair length and the look you want. We will confirm when you book.' },
    { question: 'Do you do a trial for bridal hair?', answer: 'Ask us about a trial when you book, so we can plan your look before the big day.' },
  ],
  reviewDetails: [
    'She listened to exactly what I wanted and nailed it.',
    'The balayage grew out so softly that I went months between visits.',
    'Finally a stylist who understands my curls.',
    'The salon is calm, friendly and beautifully clean.',
    'My hair feels healthier than it has in years.',
    'I got real tips for styling it at home.',
  ],
  priceFactors: 'your hair length, its condition and the service you choose',
  imageTerms: ['modern hair salon interior', 'stylist blow drying hair', 'balayage hair color', 'hair color bowl and brush', 'woman with glossy hair', 'salon chairs and mirrors', 'curly hair styling', 'bridal hairstyle'],
  videoTitles: ['A Balayage Transformation', 'Inside the Salon', 'Styling Tips From Our Team'],
  videoLines: [
    'Watch a full color transformation, from consultation to the final blowout.',
    'See how we shape a cut to your hair type and routine.',
    'Pick up quick styling tips you can use at home tomorrow.',
  ],
  quotes: ['Good hair is a great mood.', 'Your hair, your story.', 'Confidence starts in the chair.', 'Beautiful hair is healthy hair.'],
  hues: [340, 30, 280],
  fonts: ['elegant', 'friendly', 'modern'],
  nameNouns: ['Salon', 'Hair Studio', 'Hair Co.', 'Hair Lounge', 'Beauty Bar', 'Hair Atelier'],
  nameWords: ['Gloss', 'Velvet', 'Luxe', 'Bloom', 'Mane', 'Silk', 'Rosewood', 'Honey'],
  ideas: [
    { idea: 'Mobile bridal hair styling team', pitch: 'A team of stylists who travel to weddings and style the bride and her party on the day.' },
    { idea: 'Curly hair specialist salon', pitch: 'A salon where every stylist is trained to cut and care for curly and coily hair.' },
    { idea: 'Eco-friendly salon with refills', pitch: 'A salon using low-waste products, with shampoo and conditioner refills to take home.' },
    { idea: 'Blowout bar for busy professionals', pitch: 'A quick blowout bar where busy professionals get polished hair before work or an event.' },
    { idea: 'Salon suite rental for stylists', pitch: 'Private salon suites rented to independent stylists who want their own space.' },
    { idea: 'Kids hair salon with games', pitch: 'A playful salon where children get haircuts while playing games and watching cartoons.' },
    { idea: 'Hair care for chemotherapy patients', pitch: 'Gentle hair care, wig fitting and scalp advice for people going through chemotherapy.' },
    { idea: 'Braiding studio with online booking', pitch: 'A studio for braids and protective styles, with online booking and clear prices.' },
    { idea: 'Color correction specialist service', pitch: 'Specialists who fix colour that went wrong and bring hair back to a shade clients love.' },
    { idea: 'Silent appointments for introverts', pitch: 'Quiet salon appointments with no small talk for clients who want to relax.' },
  ],
};
