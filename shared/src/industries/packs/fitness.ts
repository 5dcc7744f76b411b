import type { IdeaFlags, IndustryIcon, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Fitness: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
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
  glyph: [
    { shape: 'rect', x: 5, y: 6.5, width: 3, height: 11, rx: 1 },
    { shape: 'rect', x: 16, y: 6.5, width: 3, height: 11, rx: 1 },
    { shape: 'path', d: 'M2.5 10v4M21.5 10v4M8 12h8' },
  ],
  sample: { name: 'Ironworks Fitness Studio', location: 'San Diego, California', description: 'Personal training, small group strength classes, HIIT and mobility sessions in a friendly fitness studio.' },
};

export const look: IndustryLook = ['playful', 'industrial'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'barbell', label: 'a barbell', match: ['strength', 'lift', 'weight'] },
  { icon: 'run', label: 'a runner', match: ['hiit', 'cardio', 'run'] },
  { icon: 'stretching', label: 'a person stretching', match: ['mobility', 'stretch'] },
  { icon: 'yoga', label: 'a yoga pose', match: ['yoga', 'group', 'class'] },
  { icon: 'heartbeat', label: 'a heartbeat', match: ['personal', 'training', 'heart'] },
  { icon: 'apple', label: 'an apple', match: ['nutrition', 'coach'] },
  { icon: 'device-mobile', label: 'a phone', match: ['online'] },
  { icon: 'karate', label: 'a martial artist', match: ['boxing', 'karate'] },
  { icon: 'id-badge-2', label: 'a membership card', match: ['membership'] },
];

export const ideas: IdeaFlags = { recurring: true, supplies: true, fairs: true, homeVisits: true, taught: true, taughtOnline: true, doorToDoor: true };

export const profile: IndustryProfile = {
  industry: 'fitness',
  label: 'fitness studio',
  keywords: {
    fitness: 7, gym: 6, 'personal trainer': 8, 'personal training': 8, workout: 5, workouts: 5, hiit: 6, crossfit: 7,
    bootcamp: 6, 'boot camp': 6, strength: 3, kettlebell: 5, pilates: 5, spin: 3, cycling: 1, 'weight loss': 4,
    'group classes': 4, conditioning: 4, trainer: 4, barbell: 5, cardio: 4, yoga: 3, boxing: 3,
  },
  customer: 'member',
  customers: 'members',
  visit: 'session',
  mobile: false,
  buttons: ['Book a Free Session', 'Start Training', 'Join a Class', 'Book Your Session'],
  cta: ['book your first session', 'join a class', 'talk about your goals'],
  headlines: ['Stronger Every Week', 'Train Smarter, Feel Better', 'Your Fitness, Your Pace', 'Show Up, Get Stronger', 'Fitness That Fits Your Life'],
  placeHeadlines: ['Get Fit in {place}', "{place}'s Friendliest Gym", 'Train With Us in {place}'],
  doing: ['help people get stronger, fitter and more confident', 'make training effective, safe and fun', 'coach every member toward goals that matter to them'],
  promises: [
    'Every program starts with your goals and adapts as you get fitter.',
    'Coaches watch your form closely, so you build strength safely.',
    'Beginners and seasoned athletes train side by side, and everyone is welcome.',
    'Progress is tracked, celebrated and never rushed.',
  ],
  approach: [
    'We believe fitness should build you up, not wear you down.',
    'No egos and no judgement, just good coaching and a supportive crowd.',
    'Consistency beats intensity, so we help you build habits that last.',
  ],
  ownerServiceLines: ['{Service}, coached carefully and adapted to your level.', 'Try {service} and we will help you get the most from every session.', 'We build {service} around your goals and your schedule.'],
  services: [
    { heading: 'Personal Training', match: ['personal training', 'personal trainer', 'one on one', '1 on 1', 'pt'], description: 'One-to-one coaching with a plan built around your body, goals and schedule.', price: [50, 90], unit: 'per session', image: 'personal trainer coaching client' },
    { heading: 'Group Classes', match: ['group', 'class'], description: 'Energetic coached classes that mix strength, cardio and plenty of encouragement.', price: [15, 25], unit: 'per class', image: 'group fitness class' },
    { heading: 'Strength Training', match: ['strength', 'weight', 'barbell', 'powerlifting', 'lifting'], description: 'Learn to lift well and get stronger with progressive, carefully coached programs.', price: null, image: 'strength training barbell' },
    { heading: 'HIIT Workouts', match: ['hiit', 'interval', 'circuit', 'bootcamp', 'boot camp'], description: 'Short, intense sessions that build fitness fast and fit into busy days.', price: [15, 25], unit: 'per class', image: 'hiit workout class' },
    { heading: 'Nutrition Coaching', match: ['nutrition', 'diet', 'meal plan'], description: 'Practical eating habits that support your training without strict rules.', price: null, image: 'healthy meal prep fitness' },
    { heading: 'Online Coaching', match: ['online', 'remote', 'virtual', 'app'], description: 'A personal program and weekly check-ins, wherever you train.', price: [80, 200], unit: 'per month', image: 'online fitness coaching' },
    { heading: 'Mobility and Stretching', match: ['mobility', 'stretch', 'flexibility', 'yoga', 'pilates'], description: 'Sessions to loosen tight spots, move better and recover faster.', price: [15, 25], unit: 'per class', image: 'mobility stretching class' },
    { heading: 'Boxing Fitness', match: ['boxing', 'kickboxing', 'pads'], description: 'Pad work and bag rounds for a full-body workout and a great stress release.', price: [15, 30], unit: 'per class', image: 'boxing fitness training' },
    { heading: 'Memberships', match: ['membership', 'open gym', 'gym access'], description: 'Flexible memberships with access to the gym and classes that suit your week.', price: [40, 120], unit: 'per month', image: 'modern gym interior' },
  ],
  team: [
    { title: 'Founder & Head Coach', bio: '{first} opened the studio to make good coaching welcoming for everyone.' },
    { title: 'Personal Trainer', bio: '{first} loves helping beginners find their first real strength gains.' },
    { title: 'Group Fitness Coach', bio: '{first} runs high-energy classes with a knack for making hard work fun.' },
    { title: 'Mobility Coach', bio: '{first} helps members move better, recover faster and stay injury-free.' },
    { title: 'Member Services', bio: '{first} welcomes new members and keeps the schedule running smoothly.' },
  ],
  faqs: [
    { question: 'I am new to exercise. Is that okay?', answer: 'Absolutely. Tell {name} and we will start at the right level and build from there.' },
    { question: 'What should I bring to my first session?', answer: 'Comfortable clothes, trainers, a water bottle and a towel. We will take care of the rest.' },
    { question: 'Do you offer a trial session?', answer: 'Ask us about trying a session or class before you commit to a membership.' },
    { question: 'Can you help with an old injury?', answer: 'Tell your coach about any injuries so sessions can be adapted. For medical advice, check with your doctor or physical therapist first.' },
  ],
  reviewDetails: [
    'I am stronger now than I have ever been.',
    'The coaches fix your form without ever making you feel silly.',
    'Classes are tough but the atmosphere is so encouraging.',
    'Finally a gym where beginners feel welcome.',
    'The program fits around my busy work schedule.',
    'I actually look forward to my sessions.',
  ],
  priceFactors: 'the type of training and how often you come',
  imageTerms: ['gym interior with weights', 'personal trainer with client', 'group fitness class', 'kettlebell workout', 'people stretching after workout', 'boxing training pads', 'running on treadmill', 'fitness studio mirror'],
  videoTitles: ['A Class in Sixty Seconds', 'Your First Session With Us', 'Meet the Coaches'],
  videoLines: [
    'Get a feel for the energy of a group class, from warm-up to finish.',
    'See what happens in a first session, from goals to the first workout.',
    'Watch our coaches demonstrate three moves every beginner should learn.',
  ],
  quotes: ['Strong is built one session at a time.', 'Progress, not perfection.', 'Show up for yourself.', 'Every rep counts.'],
  hues: [10, 200, 45],
  fonts: ['bold', 'modern', 'technical'],
  nameNouns: ['Fitness', 'Gym', 'Training', 'Strength Co.', 'Athletics', 'Fit Club'],
  nameWords: ['Iron', 'Forge', 'Pulse', 'Summit', 'Grit', 'Peak', 'Stride', 'Momentum'],
  ideas: [
    { idea: 'Outdoor bootcamp in local parks', pitch: 'Energetic outdoor workouts in local parks for all fitness levels, come rain or shine.' },
    { idea: 'Strength training for women over forty', pitch: 'Strength training that helps women over forty build muscle, protect their bones and feel strong.' },
    { idea: 'Personal training for seniors at home', pitch: 'Personal trainers who visit seniors at home with gentle workouts for balance and strength.' },
    { idea: 'Postnatal fitness classes with childcare', pitch: 'Postnatal workouts with childcare on site, so new mothers can exercise with peace of mind.' },
    { idea: 'Corporate lunchtime workout sessions', pitch: 'Short lunchtime workouts run at the office that leave teams energised for the afternoon.' },
    { idea: 'Online coaching for busy parents', pitch: 'Online coaching with quick workouts and simple meal ideas for busy parents.' },
    { idea: 'Running club with strength training', pitch: 'A running club that pairs weekly runs with strength sessions to keep members injury-free.' },
    { idea: 'Boxing fitness for teenagers', pitch: 'Boxing workouts that build teenagers’ fitness, focus and confidence.' },
    { idea: 'Mobility classes for office workers', pitch: 'Mobility classes that ease the aches of desk workers and help them move better.' },
    { idea: 'Adaptive fitness for people with disabilities', pitch: 'Adapted fitness sessions with trained coaches for people with disabilities.' },
  ],
};
