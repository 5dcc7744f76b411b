import type { IdeaFlags, IndustryIcon, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Medical clinic: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
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
  glyph: [
    { shape: 'rect', x: 3, y: 3, width: 18, height: 18, rx: 4 },
    { shape: 'path', d: 'M12 7.5v9M7.5 12h9' },
  ],
  sample: { name: 'Riverside Family Clinic', location: 'Madison, Wisconsin', description: 'A family medical clinic for check-ups, same-day sick visits, vaccinations, physicals and care for long-term conditions.' },
};

export const look: IndustryLook = ['clinical', 'corporate'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'stethoscope', label: 'a stethoscope', match: ['primary', 'care', 'checkup', 'annual'] },
  { icon: 'calendar-heart', label: 'a calendar', match: ['same-day', 'appointment'] },
  { icon: 'vaccine', label: 'a vaccine', match: ['vaccin', 'shot'] },
  { icon: 'heartbeat', label: 'a heartbeat', match: ['chronic', 'condition', 'heart'] },
  { icon: 'microscope', label: 'a microscope', match: ['lab', 'test'] },
  { icon: 'device-mobile-heart', label: 'a phone with a heart', match: ['telehealth', 'online'] },
  { icon: 'baby-carriage', label: 'a pram', match: ['children', 'kid', 'family'] },
  { icon: 'gender-female', label: 'a women’s health sign', match: ['women'] },
  { icon: 'first-aid-kit', label: 'a first aid kit', match: ['urgent', 'first', 'aid', 'primary'] },
];

export const ideas: IdeaFlags = { recurring: false, supplies: false, fairs: false, homeVisits: true, taught: false, taughtOnline: false, doorToDoor: true };

export const profile: IndustryProfile = {
  industry: 'medical-clinic',
  label: 'medical clinic',
  keywords: {
    clinic: 5, 'medical clinic': 9, medical: 5, doctor: 6, doctors: 6, physician: 7, 'family medicine': 8, 'primary care': 8,
    'urgent care': 8, gp: 5, checkups: 3, vaccinations: 6, vaccines: 5, 'walk in clinic': 8, 'health clinic': 8,
    'nurse practitioner': 7, pediatrics: 5, 'blood tests': 6, 'physical exams': 5, patients: 2, telehealth: 6,
  },
  customer: 'patient',
  customers: 'patients',
  visit: 'appointment',
  mobile: false,
  buttons: ['Book an Appointment', 'Request an Appointment', 'Become a Patient', 'Contact the Clinic'],
  cta: ['book an appointment', 'ask about becoming a patient', 'request a visit'],
  headlines: ['Caring for Your Whole Family', 'Health Care That Listens', 'Your Health, Our Priority', 'Friendly, Thorough Medical Care', 'Care You Can Count On'],
  placeHeadlines: ['Family Health Care in {place}', "{place}'s Community Clinic", 'Your {place} Medical Team'],
  doing: ['give patients unhurried, thoughtful care', 'look after the health of families in our community', 'make good health care easy to reach'],
  promises: [
    'We take time to listen, explain clearly and plan your care together.',
    'From checkups to ongoing conditions, you see a team that knows your history.',
    'Appointments run on time as much as possible, because your time matters too.',
    'Questions are always welcome, and answers come in plain language.',
  ],
  approach: [
    'We believe good care begins with a real conversation.',
    'Prevention matters, so we help patients stay well, not just get better.',
    'Our clinic aims to be welcoming, calm and respectful for everyone who walks in.',
  ],
  ownerServiceLines: ['{Service}, with time to ask questions and a clear plan.', 'Ask about {service} and our team will explain what to expect.', 'We offer {service} in a calm, welcoming setting.'],
  care: true,
  priceOnRequest: ['Ask about pricing', 'Contact the clinic for pricing'],
  services: [
    { heading: 'Primary Care', match: ['primary care', 'family medicine', 'general practice', 'gp'], description: 'Ongoing care for adults and families, from everyday concerns to long-term health.', price: null, image: 'doctor consultation with patient' },
    { heading: 'Annual Checkups', match: ['checkup', 'check up', 'physical', 'wellness exam', 'annual exam'], description: 'Routine exams and screenings that help catch problems early.', price: null, image: 'doctor checkup stethoscope' },
    { heading: 'Same-Day Appointments', match: ['same day', 'urgent', 'walk in', 'sick visit'], description: 'Ask about same-day appointments for illnesses and minor injuries that cannot wait.', price: null, image: 'clinic waiting room' },
    { heading: 'Vaccinations', match: ['vaccin', 'immuniz', 'flu shot', 'shots'], description: 'Routine and travel vaccinations, with clear advice on what you need.', price: null, image: 'nurse giving vaccination' },
    { heading: 'Children’s Health', match: ['pediatric', 'children', 'kids', 'child', 'baby'], description: 'Checkups, growth checks and care for children in a friendly setting.', price: null, image: 'pediatrician with child' },
    { heading: 'Chronic Condition Care', match: ['chronic', 'diabetes', 'blood pressure', 'asthma', 'hypertension'], description: 'Regular reviews and support for ongoing conditions, with a plan you understand.', price: null, image: 'doctor reviewing health plan' },
    { heading: 'Lab Tests', match: ['lab', 'blood test', 'testing', 'screening'], description: 'Blood tests and screenings arranged and explained once results are in.', price: null, image: 'medical lab blood test' },
    { heading: 'Telehealth Visits', match: ['telehealth', 'virtual', 'video visit', 'online'], description: 'Video appointments for follow-ups and questions that do not need an exam room.', price: null, image: 'telehealth video call doctor' },
    { heading: 'Women’s Health', match: ['womens health', 'pap', 'prenatal', 'gynecolog'], description: 'Screenings and care for women at every stage of life, in a respectful setting.', price: null, image: 'womens health clinic' },
  ],
  team: [
    { title: 'Medical Director', bio: '{first} leads the clinic with a focus on unhurried, thoughtful care.' },
    { title: 'Family Physician', bio: '{first} cares for patients of every age and loves getting to know families over time.' },
    { title: 'Nurse Practitioner', bio: '{first} sees patients for checkups and same-day concerns with a calm, reassuring manner.' },
    { title: 'Registered Nurse', bio: '{first} handles vaccinations, tests and follow-ups with kindness and care.' },
    { title: 'Clinic Manager', bio: '{first} keeps appointments flowing and makes sure every patient feels welcome.' },
  ],
  faqs: [
    { question: 'Are you accepting new patients?', answer: 'Contact {name} and we will let you know about availability and how to register.' },
    { question: 'Which insurance plans do you accept?', answer: 'Ask us about your plan before your visit and we will explain what is covered.' },
    { question: 'What should I bring to my first appointment?', answer: 'Bring photo ID, your insurance details if you have them, a list of medications and any recent records.' },
    { question: 'What should I do in an emergency?', answer: 'For a medical emergency, call your local emergency number or go to the nearest emergency department straight away.' },
  ],
  reviewDetails: [
    'The doctor actually took the time to listen.',
    'Everything was explained clearly, with no rushing.',
    'They fitted my son in the same day when he was unwell.',
    'Friendly front desk and a spotless clinic.',
    'I finally feel like my doctor knows my history.',
    'Follow-up calls after my tests were really reassuring.',
  ],
  priceFactors: 'the type of visit and your insurance coverage',
  imageTerms: ['friendly doctor with patient', 'modern clinic reception', 'stethoscope on desk', 'nurse caring for patient', 'family health checkup', 'bright clinic hallway', 'doctor with child patient', 'medical consultation room'],
  videoTitles: ['Welcome to the Clinic', 'What to Expect at Your Visit', 'Meet Our Care Team'],
  videoLines: [
    'Take a calm tour of the clinic, from check-in to the consultation room.',
    'See what happens at a routine checkup and how we follow up.',
    'Meet the doctors and nurses who will look after you.',
  ],
  quotes: ['Good care starts with listening.', 'Your health deserves time and attention.', 'Healthy families make healthy communities.', 'Care that treats the whole person.'],
  hues: [200, 160, 220],
  fonts: ['calm', 'modern', 'classic'],
  nameNouns: ['Family Clinic', 'Health Center', 'Medical Group', 'Family Medicine', 'Health Clinic', 'Care Clinic'],
  nameWords: ['Wellspring', 'Harbor', 'Cedar', 'Bridgeway', 'Northview', 'Clearwater', 'Riverside', 'Lighthouse'],
  ideas: [
    { idea: 'Evening clinic for working families', pitch: 'A clinic open after work and school, so families see a doctor without missing a day.' },
    { idea: 'Telehealth follow-ups for rural patients', pitch: 'Video follow-up appointments that save rural patients long drives to the clinic.' },
    { idea: 'Travel vaccination clinic', pitch: 'A clinic that prepares travellers with the right vaccines and advice before their trip.' },
    { idea: 'Mobile health checks for seniors', pitch: 'A travelling nurse team that checks blood pressure, sugar and medicines for seniors at home.' },
    { idea: 'Workplace wellness screening service', pitch: 'Health screening days at workplaces that help staff spot problems early.' },
    { idea: 'Sports physicals for school teams', pitch: 'Quick, thorough sports physicals that get school teams cleared to play.' },
    { idea: 'Clinic for new immigrant families', pitch: 'A welcoming clinic with interpreters that helps newcomers find their way in a new health system.' },
    { idea: 'Diabetes coaching and care program', pitch: 'A programme of coaching and checkups that helps people live well with diabetes.' },
    { idea: 'Student health clinic near campus', pitch: 'A clinic near campus offering students same-week appointments and mental health support.' },
    { idea: 'Weekend walk-in clinic', pitch: 'A walk-in clinic open at weekends for illnesses and injuries that cannot wait.' },
  ],
};
