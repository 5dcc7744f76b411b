import type { IdeaFlags, IndustryIcon, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Physical therapist: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
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
  glyph: [
    { shape: 'circle', cx: 12, cy: 4.5, r: 2 },
    { shape: 'path', d: 'm5 9.5 7 1.5 7-1.5M12 11v4.5M12 15.5l-3.5 6M12 15.5l3.5 6' },
  ],
  sample: { name: 'Motion Physical Therapy', location: 'Portland, Maine', description: 'Physical therapy for back pain, sports injuries and recovery after surgery, with one-on-one sessions and home exercise plans.' },
};

export const look: IndustryLook = ['clinical', 'airy', 'friendly'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'physiotherapist', label: 'a therapist at work', match: ['manual', 'therapy', 'assess'] },
  { icon: 'stretching', label: 'a person stretching', match: ['home', 'exercise', 'mobility'] },
  { icon: 'run', label: 'a runner', match: ['sport', 'injury', 'rehab'] },
  { icon: 'bone', label: 'a bone', match: ['back', 'neck', 'post-surgery'] },
  { icon: 'needle', label: 'a needle', match: ['dry', 'needl'] },
  { icon: 'walk', label: 'a person walking', match: ['balance', 'fall'] },
  { icon: 'barbell', label: 'a barbell', match: ['strength', 'work'] },
  { icon: 'heartbeat', label: 'a heartbeat', match: ['recover'] },
];

export const ideas: IdeaFlags = { recurring: true, supplies: false, fairs: false, homeVisits: true, taught: false, taughtOnline: false, doorToDoor: true };

export const profile: IndustryProfile = {
  industry: 'physical-therapist',
  label: 'physical therapy clinic',
  keywords: {
    'physical therapy': 10, 'physical therapist': 10, physiotherapy: 10, physiotherapist: 10, physio: 8, rehab: 6,
    rehabilitation: 6, 'sports injury': 7, 'sports injuries': 7, 'back pain': 6, 'neck pain': 6, 'knee pain': 6,
    'post surgery': 6, 'post surgical': 6, mobility: 2, 'dry needling': 7, 'manual therapy': 7, sciatica: 6, 'pt clinic': 8,
    injury: 3, injuries: 3, 'range of motion': 5,
  },
  customer: 'patient',
  customers: 'patients',
  visit: 'session',
  mobile: false,
  buttons: ['Book an Assessment', 'Book a Session', 'Start Your Recovery', 'Request an Appointment'],
  cta: ['book an assessment', 'start your recovery plan', 'ask about your injury'],
  headlines: ['Move Better, Feel Stronger', 'Recover, Rebuild, Return', 'Get Back to What You Love', 'Less Pain, More Movement', 'Your Recovery, Personally Guided'],
  placeHeadlines: ['Physical Therapy in {place}', "{place}'s Recovery Specialists", 'Move Better in {place}'],
  doing: ['help people recover from injury and move with confidence', 'treat the cause of pain, not just the symptoms', 'guide every patient back to the activities they love'],
  promises: [
    'Every plan starts with a thorough assessment and a clear explanation of what is going on.',
    'Sessions combine hands-on treatment with exercises you can do at home.',
    'We set goals together and track progress, so you can see how far you have come.',
    'You get one-to-one time with your therapist, never rushed.',
  ],
  approach: [
    'We believe recovery works best when patients understand their bodies.',
    'Our care is active, practical and built around your goals.',
    'We work with your doctor or surgeon when that helps your recovery.',
  ],
  ownerServiceLines: ['{Service}, guided one to one with a plan built around your goals.', 'We combine hands-on care and exercise in {service}.', 'Ask about {service} and we will explain how it fits your recovery.'],
  priceOnRequest: ['Ask about pricing', 'Pricing on request'],
  services: [
    { heading: 'Injury Assessments', match: ['assessment', 'evaluation', 'initial'], description: 'A thorough exam of how you move, what hurts and why, with a clear plan to follow.', price: [90, 160], image: 'physical therapist assessment' },
    { heading: 'Sports Injury Rehab', match: ['sport', 'athlete', 'running', 'acl', 'sprain'], description: 'Rehab that gets athletes back to training safely and helps prevent the next injury.', price: null, image: 'sports injury rehabilitation' },
    { heading: 'Back and Neck Pain', match: ['back', 'neck', 'spine', 'sciatica', 'posture'], description: 'Hands-on treatment and targeted exercises for lasting relief.', price: null, image: 'back pain physical therapy' },
    { heading: 'Post-Surgery Rehab', match: ['surgery', 'surgical', 'post op', 'joint replacement', 'knee replacement', 'hip replacement'], description: 'Step-by-step recovery after surgery, coordinated with your surgical team.', price: null, image: 'post surgery knee rehab' },
    { heading: 'Manual Therapy', match: ['manual therapy', 'massage', 'mobilization', 'hands on'], description: 'Skilled hands-on techniques that ease stiffness and improve movement.', price: null, image: 'manual therapy shoulder' },
    { heading: 'Dry Needling', match: ['dry needling', 'needling'], description: 'A targeted technique for tight, painful muscles, used where it suits your plan.', price: null, image: 'dry needling therapy' },
    { heading: 'Balance and Fall Prevention', match: ['balance', 'fall', 'vestibular', 'dizziness', 'senior'], description: 'Exercises that build steadiness and confidence on your feet.', price: null, image: 'balance training physical therapy' },
    { heading: 'Work Injury Rehab', match: ['work injury', 'workplace', 'ergonomic', 'repetitive strain'], description: 'Recovery and practical changes that help you get back to work comfortably.', price: null, image: 'ergonomic workplace rehab' },
    { heading: 'Home Exercise Programs', match: ['home exercise', 'exercise program', 'strength'], description: 'Clear, simple exercises with videos or notes to keep progress going between sessions.', price: null, image: 'home exercise resistance band' },
  ],
  team: [
    { title: 'Clinic Director & Physical Therapist', bio: '{first} leads the clinic and loves helping patients understand their own recovery.' },
    { title: 'Physical Therapist', bio: '{first} focuses on sports injuries and getting active people back in the game.' },
    { title: 'Physical Therapist Assistant', bio: '{first} guides patients through exercises with encouragement and good humor.' },
    { title: 'Front Desk Coordinator', bio: '{first} handles scheduling and insurance questions so patients can focus on getting better.' },
  ],
  faqs: [
    { question: 'Do I need a doctor’s referral?', answer: 'It depends on where you live and your insurance. Ask {name} and we will help you check.' },
    { question: 'What should I wear to my session?', answer: 'Comfortable clothes you can move in, with easy access to the area being treated.' },
    { question: 'How many sessions will I need?', answer: 'It depends on your condition and goals. After your assessment we will give you a realistic estimate.' },
    { question: 'Do you accept insurance?', answer: 'Ask us about your plan before your first visit and we will explain what it covers.' },
  ],
  reviewDetails: [
    'After weeks of back pain, I finally have relief.',
    'They explained exactly why my knee hurt and what to do about it.',
    'Back to running a half marathon after my injury.',
    'The home exercises were simple and actually worked.',
    'Every session felt personal and focused on my goals.',
    'My recovery after surgery went better than I hoped.',
  ],
  priceFactors: 'the type of session and your insurance coverage',
  imageTerms: ['physical therapist with patient', 'physiotherapy clinic', 'knee rehabilitation exercise', 'resistance band exercise', 'back pain treatment', 'balance training', 'sports rehab gym', 'shoulder mobility exercise'],
  videoTitles: ['What Happens at Your Assessment', 'Three Exercises for Back Pain', 'Inside Our Clinic'],
  videoLines: [
    'See what a first assessment looks like, from questions to movement tests.',
    'Learn three gentle exercises we often use for stiff backs.',
    'Take a look around the clinic and the equipment we use.',
  ],
  quotes: ['Movement is medicine.', 'Recovery is a journey, not a race.', 'Strong bodies start with small steps.', 'Understand your pain, then move past it.'],
  hues: [175, 210, 30],
  fonts: ['calm', 'modern', 'friendly'],
  nameNouns: ['Physical Therapy', 'Physio', 'Rehab Clinic', 'Movement Clinic', 'PT', 'Sports Rehab'],
  nameWords: ['Motion', 'Stride', 'Align', 'Core', 'Restore', 'Kinetic', 'Balance', 'Momentum'],
  ideas: [
    { idea: 'Home-visit physical therapy for seniors', pitch: 'Physical therapists who visit seniors at home to improve balance, strength and confidence.' },
    { idea: 'Running injury clinic with gait analysis', pitch: 'A clinic that treats running injuries and uses gait analysis to stop them coming back.' },
    { idea: 'Post-surgery rehab at home', pitch: 'Rehab at home after surgery that helps patients recover faster and with less travel.' },
    { idea: 'Workplace ergonomics and injury prevention', pitch: 'Workplace assessments and exercises that prevent strains, aches and injuries at work.' },
    { idea: 'Pelvic health physical therapy clinic', pitch: 'A private, caring clinic for pelvic health during pregnancy, after birth and beyond.' },
    { idea: 'Online exercise programs for back pain', pitch: 'Online exercise programmes, guided by physical therapists, that ease back pain at home.' },
    { idea: 'Sports rehab for youth athletes', pitch: 'Sports rehab that gets young athletes back to playing safely and staying injury-free.' },
    { idea: 'Balance classes for older adults', pitch: 'Group balance classes that help older adults move with confidence and avoid falls.' },
    { idea: 'Dance injury physical therapy', pitch: 'Physical therapy for dancers that understands their art and gets them back on stage.' },
    { idea: 'Golf mobility and injury prevention', pitch: 'Mobility and strength programmes that help golfers swing better and play pain-free.' },
  ],
};
