import type { IdeaFlags, IndustryIcon, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Spa: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
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
  glyph: [
    { shape: 'ellipse', cx: 12, cy: 18, rx: 7.5, ry: 3 },
    { shape: 'ellipse', cx: 12, cy: 11.5, rx: 5.5, ry: 2.5 },
    { shape: 'ellipse', cx: 12, cy: 5.8, rx: 3.5, ry: 2 },
  ],
  sample: { name: 'Still Water Day Spa', location: 'Sedona, Arizona', description: 'A day spa offering massages, facials, body wraps and couples packages in a calm, quiet space.' },
};

export const look: IndustryLook = ['serene', 'airy'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'massage', label: 'a massage', match: ['massage', 'deep', 'tissue'] },
  { icon: 'flower', label: 'a flower', match: ['facial', 'aromatherapy'] },
  { icon: 'candle', label: 'a candle', match: ['aromatherapy', 'candle'] },
  { icon: 'droplet', label: 'a drop of oil', match: ['body', 'treatment', 'oil'] },
  { icon: 'hand-finger', label: 'a hand', match: ['manicure', 'pedicure'] },
  { icon: 'stack-2', label: 'stacked stones', match: ['hot', 'stone'] },
  { icon: 'heart', label: 'a heart', match: ['couple'] },
  { icon: 'gift', label: 'a gift', match: ['package', 'gift'] },
  { icon: 'leaf', label: 'a leaf', match: ['natural'] },
];

export const ideas: IdeaFlags = { recurring: true, supplies: true, fairs: true, homeVisits: true, taught: true, taughtOnline: false, doorToDoor: true };

export const profile: IndustryProfile = {
  industry: 'spa',
  label: 'day spa',
  keywords: {
    spa: 8, 'day spa': 9, massage: 6, 'massage therapist': 9, masseuse: 8, masseur: 8, beautician: 6, 'massage therapy': 9, facial: 6, facials: 6, manicure: 5,
    pedicure: 5, nails: 4, 'body scrub': 6, aromatherapy: 6, 'hot stone': 6, sauna: 5, relaxation: 3, pampering: 5,
    waxing: 5, esthetician: 7, skincare: 5, 'skin care': 5, wellness: 2, 'deep tissue': 6, reflexology: 6,
  },
  customer: 'guest',
  customers: 'guests',
  visit: 'treatment',
  mobile: false,
  buttons: ['Book a Treatment', 'Book Your Escape', 'Reserve Now', 'Book a Massage'],
  cta: ['book a treatment', 'plan a spa day', 'book a massage'],
  headlines: ['Relax, Restore, Renew', 'Your Calm Starts Here', 'Time Just for You', 'Unwind in Good Hands', 'Slow Down and Breathe'],
  placeHeadlines: ['A Calm Escape in {place}', "{place}'s Relaxing Day Spa", 'Unwind in {place}'],
  doing: ['help guests slow down, unwind and feel their best', 'create calm moments in busy lives', 'offer treatments that restore body and mind'],
  promises: [
    'From the moment you arrive, the pace slows and the focus is entirely on you.',
    'Every treatment is tailored to how you feel on the day.',
    'Our therapists check in about pressure and comfort, so you can truly relax.',
    'Quality products, warm towels and quiet rooms make every visit feel special.',
  ],
  approach: [
    'We believe rest is not a luxury but something everyone needs.',
    'Our spa is designed to feel calm, warm and welcoming.',
    'We keep treatments simple, skilled and focused on how you feel afterwards.',
  ],
  ownerServiceLines: ['{Service}, tailored to how you feel on the day.', 'Unwind with {service} in a calm, quiet room.', 'Ask about {service} and we will suggest the right treatment for you.'],
  services: [
    { heading: 'Massage', match: ['massage', 'swedish', 'relaxation massage'], description: 'Relaxing full-body massage with pressure adjusted to you.', price: [80, 140], unit: 'per hour', image: 'relaxing massage spa' },
    { heading: 'Deep Tissue Massage', match: ['deep tissue', 'sports massage', 'trigger point'], description: 'Firm, focused work for tight muscles and stubborn knots.', price: [90, 150], unit: 'per hour', image: 'deep tissue massage' },
    { heading: 'Facials', match: ['facial', 'skin care', 'skincare', 'peel', 'esthetic'], description: 'Cleansing, exfoliation and nourishing care matched to your skin.', price: [75, 160], image: 'facial treatment spa' },
    { heading: 'Hot Stone Therapy', match: ['hot stone', 'stone'], description: 'Warm stones melt away tension for deep relaxation.', price: [100, 160], image: 'hot stone massage' },
    { heading: 'Manicures and Pedicures', match: ['manicure', 'pedicure', 'nail', 'mani', 'pedi'], description: 'Nail care with shaping, cuticle care and a polish that lasts.', price: [30, 70], image: 'manicure pedicure spa' },
    { heading: 'Body Treatments', match: ['body scrub', 'body wrap', 'scrub', 'wrap', 'exfoliat'], description: 'Scrubs and wraps that leave skin soft, smooth and glowing.', price: [80, 150], image: 'body scrub spa treatment' },
    { heading: 'Couples Treatments', match: ['couple', 'partner', 'side by side'], description: 'Side-by-side treatments to share a little calm with someone special.', price: [180, 300], image: 'couples massage room' },
    { heading: 'Aromatherapy', match: ['aromatherapy', 'essential oil'], description: 'Treatments with essential oils chosen to calm, uplift or restore.', price: [85, 150], image: 'aromatherapy oils spa' },
    { heading: 'Spa Packages', match: ['package', 'spa day', 'gift', 'bridal'], description: 'A few treatments combined into a half or full day of calm.', price: [150, 350], image: 'spa day package' },
  ],
  team: [
    { title: 'Owner & Spa Director', bio: '{first} created the spa as a quiet place for people to truly switch off.' },
    { title: 'Massage Therapist', bio: '{first} is known for intuitive, attentive massage that finds every knot.' },
    { title: 'Esthetician', bio: '{first} loves helping guests understand their skin and leaves everyone glowing.' },
    { title: 'Nail Technician', bio: '{first} brings precision and a calm touch to every manicure and pedicure.' },
    { title: 'Guest Experience Host', bio: '{first} welcomes every guest and makes sure their visit runs smoothly.' },
  ],
  faqs: [
    { question: 'What should I bring to my appointment?', answer: 'Just yourself. {name} provides robes, towels and everything you need.' },
    { question: 'How early should I arrive?', answer: 'Arriving ten to fifteen minutes early gives you time to settle in and complete any forms.' },
    { question: 'Can I book treatments while pregnant?', answer: 'Please tell us when you book so we can recommend suitable treatments, and check with your doctor if unsure.' },
    { question: 'Do you offer gift cards?', answer: 'Ask us about gift options for someone who deserves a little calm.' },
  ],
  reviewDetails: [
    'The most relaxing hour I have had all year.',
    'My therapist found knots I did not know I had.',
    'My skin was glowing for days after the facial.',
    'Calm, spotless and so welcoming.',
    'The little touches, like warm towels and tea, made it special.',
    'The perfect gift for my mom.',
  ],
  priceFactors: 'the treatment and its length',
  imageTerms: ['calm spa interior', 'massage stones and towels', 'facial treatment', 'spa candles and flowers', 'relaxation room spa', 'aromatherapy oils', 'manicure at spa', 'person relaxing in robe'],
  videoTitles: ['A Tour of Our Spa', 'Your Treatment, Step by Step', 'Moments of Calm'],
  videoLines: [
    'Take a slow, quiet walk through our treatment rooms and relaxation area.',
    'See what happens during a signature massage, from consultation to tea afterward.',
    'Meet the therapists who will look after you.',
  ],
  quotes: ['Rest is not a reward, it is a need.', 'Breathe in calm, breathe out stress.', 'Take time to make your soul happy.', 'Slow down, you deserve this.'],
  hues: [160, 30, 280],
  fonts: ['elegant', 'calm', 'warm'],
  nameNouns: ['Spa', 'Day Spa', 'Wellness Spa', 'Retreat', 'Spa & Wellness', 'Sanctuary'],
  nameWords: ['Serenity', 'Lotus', 'Stillwater', 'Eucalyptus', 'Tranquil', 'Bamboo', 'Driftwood', 'Lavender'],
  ideas: [
    { idea: 'Mobile massage for office workers', pitch: 'Massage therapists who visit offices and give staff relaxing chair massages at their desks.' },
    { idea: 'Prenatal spa treatments for mothers', pitch: 'Gentle, safe treatments designed for mothers-to-be and their changing bodies.' },
    { idea: 'Men’s grooming and massage lounge', pitch: 'A relaxed lounge offering haircuts, beard care and massage for men.' },
    { idea: 'Sauna and cold plunge studio', pitch: 'A studio offering sauna sessions and cold plunges for recovery and wellbeing.' },
    { idea: 'Spa parties for bridal groups', pitch: 'Private spa parties with treatments and bubbles for brides and their friends.' },
    { idea: 'Express facials for busy professionals', pitch: 'Quick, effective facials that fit into busy professionals’ lunch breaks.' },
    { idea: 'Sports massage for runners', pitch: 'Sports massage that helps runners recover faster and train without niggles.' },
    { idea: 'Float tank relaxation center', pitch: 'A calm centre where guests float in warm salt water to rest body and mind.' },
    { idea: 'Eco spa with natural products', pitch: 'A spa using natural, low-waste products and treatments that are kind to the planet.' },
    { idea: 'Reflexology studio for seniors', pitch: 'A calm studio offering reflexology that helps seniors relax and feel looked after.' },
  ],
};
