import type { IndustryIcon } from '../../art/industry-icons.js';
import type { IdeaFlags, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Dentist office: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
  label: 'Dentist office',
  plural: 'dental offices',
  business: 'dental practice',
  summary: 'Treatments, your team and answers for new patients.',
  intro:
    'Choosing a dentist is personal, and new patients want to feel at ease before they book. Frontdoor writes a calm, trustworthy website for your practice with your treatments, your dentists and hygienists, answers for new patients and an easy way to request an appointment.',
  description: 'Free website builder for dental offices: treatments, your team, new-patient FAQs, reviews and appointment requests, made for your practice in seconds.',
  tone: 'sky',
  features: [
    {
      kind: 'services',
      title: 'Treatments explained plainly',
      body: 'Check-ups, cleanings, fillings, crowns and whitening, each described in friendly words rather than jargon.',
    },
    { kind: 'team', title: 'Meet the team', body: 'Your dentists and hygienists with their roles and a short bio, so patients know who will greet them.' },
    { kind: 'faq', title: 'For new and nervous patients', body: 'Insurance, first visits and emergencies, answered in a tone written to put anxious patients at ease.' },
    {
      kind: 'booking',
      title: 'Appointment requests online',
      body: 'Link your scheduling calendar, or let patients send a request through your contact form, day or night.',
    },
  ],
  glyph: [
    {
      shape: 'path',
      d: 'M12 5.5c-1.5-1.2-3-1.8-4.5-1.5C5 4.5 4 6.5 4.5 9c.4 2 1.5 3.5 2 5.5.5 2.2.7 5.5 2.2 5.5 1.3 0 1.5-2.5 1.8-4 .2-1 .6-1.5 1.5-1.5s1.3.5 1.5 1.5c.3 1.5.5 4 1.8 4 1.5 0 1.7-3.3 2.2-5.5.5-2 1.6-3.5 2-5.5.5-2.5-.5-4.5-3-5-1.5-.3-3 .3-4.5 1.5z',
    },
  ],
  sample: {
    name: 'Brightside Dental',
    location: 'Denver, Colorado',
    description: 'Family dentistry: check-ups and cleanings, fillings, crowns, teeth whitening and gentle care for nervous patients.',
  },
};

export const look: IndustryLook = ['clinical', 'cheerful'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'dental', label: 'a tooth', match: ['checkup', 'clean', 'filling', 'tooth', 'teeth', 'whiten'] },
  { icon: 'calendar-heart', label: 'a calendar', match: ['appointment', 'emergency', 'calendar'] },
  { icon: 'mood-smile-beam', label: 'a bright smile', match: ['whiten', 'smile', 'aligner'] },
  { icon: 'crown', label: 'a crown', match: ['crown', 'bridge'] },
  { icon: 'dental-broken', label: 'a chipped tooth', match: ['root', 'canal', 'broken'] },
  { icon: 'shield-check', label: 'a shield with a tick', match: ['implant', 'protect'] },
  { icon: 'baby-carriage', label: 'a pram', match: ['children', 'kid', 'family'] },
  { icon: 'sparkles', label: 'sparkles', match: ['bright', 'polish'] },
];

export const ideas: IdeaFlags = { recurring: true, supplies: false, fairs: false, homeVisits: true, taught: false, taughtOnline: false, doorToDoor: true };

export const profile: IndustryProfile = {
  industry: 'dentist-office',
  label: 'dental practice',
  keywords: {
    dentist: 8,
    dental: 7,
    dentistry: 8,
    teeth: 4,
    tooth: 4,
    'teeth whitening': 7,
    whitening: 3,
    orthodontics: 6,
    invisalign: 7,
    braces: 4,
    crowns: 3,
    implants: 3,
    'root canal': 7,
    hygienist: 6,
    cleanings: 2,
    smile: 2,
    gums: 4,
    fillings: 4,
    veneers: 5,
    'dental implants': 8,
  },
  customer: 'patient',
  customers: 'patients',
  visit: 'appointment',
  mobile: false,
  buttons: ['Book an Appointment', 'Book a Checkup', 'Request an Appointment', 'Become a Patient'],
  cta: ['book a checkup', 'request an appointment', 'ask about new patient visits'],
  headlines: ['Gentle Care for Healthy Smiles', 'Dentistry That Puts You First', 'Healthy Teeth, Happy Smiles', 'Calm, Caring Dental Visits', 'Your Smile in Good Hands'],
  placeHeadlines: ['Family Dentistry in {place}', 'Your {place} Dental Team', 'Gentle Dentists in {place}'],
  doing: ['make every dental visit calm, clear and comfortable', 'help patients keep healthy teeth for life', 'care for smiles of every age'],
  promises: [
    'We explain every option and cost before treatment, so you can decide with confidence.',
    'Nervous patients are welcome: we go at your pace and check in as we go.',
    'Regular checkups catch small problems early, before they become big ones.',
    'From cleanings to crowns, your comfort comes first.',
  ],
  approach: [
    'We believe good dentistry starts with listening.',
    'Our practice is calm, modern and focused on prevention.',
    'We treat patients the way we would want our own families treated.',
  ],
  ownerServiceLines: [
    '{Service}, explained clearly and done gently.',
    'We offer {service} with your comfort and long-term health in mind.',
    'Ask about {service} at your next visit and we will talk through the options.',
  ],
  priceOnRequest: ['Ask about pricing', 'Pricing on request'],
  services: [
    {
      heading: 'Checkups and Cleanings',
      match: ['checkup', 'check up', 'cleaning', 'exam', 'hygien'],
      description: 'Thorough exams and gentle cleanings to keep teeth and gums healthy.',
      price: null,
      image: 'dental checkup patient',
    },
    {
      heading: 'Fillings',
      match: ['filling', 'cavit', 'tooth colored'],
      description: 'Tooth-colored fillings that repair decay and blend in naturally.',
      price: null,
      image: 'dentist treating patient',
    },
    {
      heading: 'Teeth Whitening',
      match: ['whitening', 'bleaching'],
      description: 'Professional whitening options for a brighter smile, with advice on keeping it that way.',
      price: null,
      image: 'teeth whitening smile',
    },
    {
      heading: 'Crowns and Bridges',
      match: ['crown', 'bridge'],
      description: 'Strong, natural-looking restorations for damaged or missing teeth.',
      price: null,
      image: 'dental crown model',
    },
    {
      heading: 'Dental Implants',
      match: ['implant'],
      description: 'A long-term option for replacing missing teeth, planned carefully with you.',
      price: null,
      image: 'dental implant model',
    },
    {
      heading: 'Root Canal Treatment',
      match: ['root canal', 'endodont'],
      description: 'Treatment to save an infected tooth, done gently and explained step by step.',
      price: null,
      image: 'dentist office treatment room',
    },
    {
      heading: 'Children’s Dentistry',
      match: ['kids', 'children', 'pediatric', 'family'],
      description: 'Friendly visits that help children feel at ease and build good habits early.',
      price: null,
      image: 'child at dentist smiling',
    },
    {
      heading: 'Clear Aligners',
      match: ['invisalign', 'aligner', 'orthodont', 'braces'],
      description: 'Discreet aligners to straighten teeth, with a clear plan from start to finish.',
      price: null,
      image: 'clear aligners orthodontics',
    },
    {
      heading: 'Emergency Appointments',
      match: ['emergency', 'toothache', 'broken tooth'],
      description: 'Toothache or a broken tooth? Call us and we will do our best to see you quickly.',
      price: null,
      image: 'dentist emergency care',
    },
  ],
  team: [
    { title: 'Dentist', bio: '{first} leads the practice with a gentle manner and a love of clear explanations.' },
    { title: 'Associate Dentist', bio: '{first} enjoys restorative work and putting nervous patients at ease.' },
    { title: 'Dental Hygienist', bio: '{first} gives thorough cleanings and practical tips for brushing and flossing.' },
    { title: 'Dental Assistant', bio: '{first} keeps every appointment running smoothly and patients comfortable.' },
    { title: 'Practice Manager', bio: '{first} looks after bookings, questions and paperwork with a warm welcome.' },
  ],
  faqs: [
    { question: 'Are you accepting new patients?', answer: 'Get in touch with {name} and we will let you know about availability for new patients.' },
    { question: 'Do you take dental insurance?', answer: 'Ask us about your plan when you book and we will explain what it covers before treatment.' },
    {
      question: 'I am nervous about the dentist. Can you help?',
      answer: 'Many patients feel the same. Tell us when you book and we will take things slowly and explain each step.',
    },
    { question: 'How often should I have a checkup?', answer: 'Most people benefit from regular checkups, and your dentist will recommend the right interval for you.' },
  ],
  reviewDetails: [
    'I have always been nervous at the dentist, but they made me feel completely at ease.',
    'Everything was explained clearly, including the costs.',
    'The cleaning was thorough but gentle.',
    'My kids actually look forward to their checkups now.',
    'They fitted me in quickly when I cracked a tooth.',
    'Calm, modern office and a really kind team.',
  ],
  priceFactors: 'the treatment you need and your insurance plan',
  imageTerms: [
    'modern dental office',
    'dentist with patient',
    'bright healthy smile',
    'dental clinic reception',
    'dental tools tray',
    'family smiling together',
    'dental hygienist cleaning teeth',
    'toothbrush and toothpaste',
  ],
  videoTitles: ['Welcome to Our Practice', 'What Happens at a Checkup', 'Meet Our Dental Team'],
  videoLines: [
    'Take a calm tour of our practice, from reception to the treatment room.',
    'See what happens during a routine checkup and cleaning.',
    'Meet the team who will look after your smile.',
  ],
  quotes: [
    'Healthy smiles start with gentle care.',
    'Every smile deserves attention.',
    'Small steps today, healthy teeth for life.',
    'We care for people, not just teeth.',
  ],
  hues: [190, 165, 210],
  fonts: ['calm', 'modern', 'friendly'],
  nameNouns: ['Dental', 'Family Dentistry', 'Dental Care', 'Dental Studio', 'Smile Clinic', 'Dental Group'],
  nameWords: ['Bright', 'Smile', 'Pearl', 'Gentle', 'Fresh', 'Clearview', 'Brightside', 'Evergreen'],
  ideas: [
    { idea: 'Mobile dental checkups for seniors', pitch: 'A travelling dental team that brings checkups and cleanings to care homes and seniors’ homes.' },
    { idea: 'Kids dental club with rewards', pitch: 'A kids’ dental club where children earn rewards for brushing well and visiting every six months.' },
    { idea: 'Teeth whitening studio in malls', pitch: 'Small whitening studios in shopping centres where people brighten their smile in an hour.' },
    { idea: 'Dental practice for anxious patients', pitch: 'A calm dental practice with longer appointments, gentle care and no judgement for nervous patients.' },
    { idea: 'Evening dental clinic for workers', pitch: 'A dental clinic open in the evenings so workers never need to take time off for checkups.' },
    { idea: 'School dental hygiene workshops', pitch: 'Fun, hands-on lessons that teach schoolchildren how to brush, floss and look after their teeth.' },
    { idea: 'Subscription dental care plan', pitch: 'A monthly plan that covers checkups and cleanings, so patients know exactly what they will pay.' },
    { idea: 'Sports mouthguard fitting service', pitch: 'Custom-fitted mouthguards for young athletes and sports teams, made in a single visit.' },
    { idea: 'Dental tourism concierge service', pitch: 'A concierge that helps patients plan dental treatment abroad safely, with clinics they can trust.' },
    { idea: 'Oral health coaching for families', pitch: 'Coaching that helps families build healthy habits for their teeth and gums at every age.' },
  ],
};
