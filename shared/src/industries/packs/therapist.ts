import type { IdeaFlags, IndustryIcon, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Therapist: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
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
  glyph: [
    { shape: 'path', d: 'M5 3.5h9.5a1.5 1.5 0 0 1 1.5 1.5v6.5a1.5 1.5 0 0 1-1.5 1.5H8l-4.5 3.5V5A1.5 1.5 0 0 1 5 3.5z' },
    { shape: 'path', d: 'M16 8.5h3a1.5 1.5 0 0 1 1.5 1.5v10.5L16.5 17H10a1.5 1.5 0 0 1-1.5-1.5V15' },
  ],
  sample: { name: 'Clear Path Counseling', location: 'Evanston, Illinois', description: 'Counseling for anxiety, depression, relationships and life changes, with in-person and online therapy sessions.' },
};

export const look: IndustryLook = ['serene', 'airy', 'clinical'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'armchair', label: 'an armchair', match: ['individual', 'therapy'] },
  { icon: 'message-circle-heart', label: 'a caring conversation', match: ['anxiety', 'depression', 'support'] },
  { icon: 'heart-handshake', label: 'a handshake with a heart', match: ['couple'] },
  { icon: 'users', label: 'a family', match: ['family', 'teen'] },
  { icon: 'leaf', label: 'a leaf', match: ['grief'] },
  { icon: 'sun', label: 'a rising sun', match: ['trauma', 'hope'] },
  { icon: 'device-laptop', label: 'a laptop', match: ['online', 'session'] },
  { icon: 'feather', label: 'a feather', match: ['calm'] },
];

export const ideas: IdeaFlags = { recurring: false, supplies: false, fairs: false, homeVisits: false, taught: false, taughtOnline: false, doorToDoor: false };

export const profile: IndustryProfile = {
  industry: 'therapist',
  label: 'therapy practice',
  keywords: {
    therapist: 6, therapy: 4, counseling: 8, counselling: 8, counselor: 8, counsellor: 8, psychotherapy: 9, psychotherapist: 9,
    psychologist: 8, 'mental health': 8, anxiety: 6, depression: 6, trauma: 6, grief: 5, 'couples therapy': 9,
    'family therapy': 8, cbt: 7, emdr: 8, stress: 2, 'talk therapy': 9, lmft: 8, lcsw: 8, burnout: 4,
  },
  customer: 'client',
  customers: 'clients',
  visit: 'session',
  mobile: false,
  buttons: ['Book a Consultation', 'Reach Out', 'Schedule a Session', 'Get Started'],
  cta: ['book a first consultation', 'ask a question in confidence', 'find out if we are a good fit'],
  headlines: ['A Safe Space to Talk', 'Support for What You Carry', 'Find Your Footing Again', 'Feel Heard, Find Clarity', 'Compassionate Care, At Your Pace'],
  placeHeadlines: ['Counseling in {place}', 'Therapy and Support in {place}', 'A Calm Space in {place}'],
  doing: ['offer a calm, confidential space to talk and be heard', 'help people understand themselves and move forward', 'walk alongside clients through life’s hardest moments'],
  promises: [
    'Sessions are confidential, unhurried and centered on what matters to you.',
    'We work at your pace, with approaches chosen to fit your needs.',
    'You will be met with warmth and respect, never judgement.',
    'Starting is often the hardest part, so we keep the first step simple.',
  ],
  approach: [
    'We believe everyone deserves to feel heard.',
    'Therapy is a collaboration, and you are the expert on your own life.',
    'We draw on proven approaches and adapt them to each person.',
  ],
  ownerServiceLines: ['{Service}, offered with warmth, care and complete confidentiality.', 'We approach {service} at your pace and with respect.', 'Reach out to ask about {service} and whether it could help.'],
  care: true,
  reviewOpeners: [
    'Reaching out to {name} was the best thing I did this year.',
    'I started seeing {name} for {service} and it has made a real difference.',
    '{name} made it easy to take the first step.',
    'I was nervous about {service}, but {name} put me at ease straight away.',
    'After a hard year, {name} helped me find my footing again.',
  ],
  priceOnRequest: ['Ask about session fees', 'Fees on request'],
  services: [
    { heading: 'Individual Therapy', match: ['individual', 'one on one', 'adult', 'talk therapy', 'counseling', 'counselling'], description: 'One-to-one sessions to explore what is on your mind and find a way forward.', price: null, image: 'therapy session calm office' },
    { heading: 'Anxiety Support', match: ['anxiety', 'panic', 'worry', 'stress'], description: 'Practical tools and understanding to ease anxious thoughts and feelings.', price: null, image: 'calm peaceful window light' },
    { heading: 'Depression Support', match: ['depression', 'low mood'], description: 'Compassionate support for low mood, with steps that feel manageable.', price: null, image: 'hopeful sunrise landscape' },
    { heading: 'Couples Therapy', match: ['couple', 'relationship', 'marriage'], description: 'A space for couples to communicate, reconnect and work through challenges.', price: null, image: 'couple talking therapy' },
    { heading: 'Family Therapy', match: ['family', 'parent', 'parenting'], description: 'Sessions that help families understand each other and handle change together.', price: null, image: 'family therapy session' },
    { heading: 'Trauma Therapy', match: ['trauma', 'ptsd', 'emdr'], description: 'Careful, paced work to process difficult experiences safely.', price: null, image: 'calm therapy room' },
    { heading: 'Grief Counseling', match: ['grief', 'loss', 'bereavement'], description: 'Gentle support through loss, at whatever pace you need.', price: null, image: 'quiet reflective nature' },
    { heading: 'Teen Therapy', match: ['teen', 'adolescent', 'youth', 'young people'], description: 'Support for teenagers facing pressure, change or difficult feelings.', price: null, image: 'teen counseling session' },
    { heading: 'Online Sessions', match: ['online', 'telehealth', 'virtual', 'video'], description: 'Confidential sessions by video from wherever you feel comfortable.', price: null, image: 'online therapy video call' },
  ],
  team: [
    { title: 'Founder & Licensed Therapist', bio: '{first} founded the practice to offer warm, thoughtful support to anyone who needs it.' },
    { title: 'Counselor', bio: '{first} works with adults facing anxiety, stress and big life changes.' },
    { title: 'Couples and Family Therapist', bio: '{first} helps couples and families communicate with more understanding.' },
    { title: 'Practice Coordinator', bio: '{first} handles scheduling and first enquiries with kindness and discretion.' },
  ],
  faqs: [
    { question: 'How do I know if therapy is right for me?', answer: 'If something is weighing on you, it can help to talk. A first conversation with {name} is a good way to find out if we are a good fit.' },
    { question: 'Is what I share confidential?', answer: 'Yes, with a few legal exceptions related to safety, which we explain at the start.' },
    { question: 'Do you offer online sessions?', answer: 'Ask us about video sessions if that feels easier or more convenient for you.' },
    { question: 'What if I am in crisis?', answer: 'If you are in immediate danger, call your local emergency number. You can also contact a crisis line in your area at any time.' },
  ],
  reviewDetails: [
    'I felt heard from the very first session.',
    'I have learned tools that help me every single day.',
    'A calm, safe space when I needed it most.',
    'Therapy here helped us communicate as a couple again.',
    'Warm, patient and never judgemental.',
    'I finally feel like myself again.',
  ],
  priceFactors: 'the type and length of session',
  imageTerms: ['calm therapy office', 'comfortable chairs soft light', 'peaceful nature path', 'cup of tea by window', 'plants in calm room', 'sunlight through trees', 'notebook and pen on table', 'quiet lake morning'],
  videoTitles: ['What to Expect in Therapy', 'Taking the First Step', 'Welcome to Our Practice'],
  videoLines: [
    'Hear what a first session is like and how we work together.',
    'Learn how to know when it might be time to reach out.',
    'Take a quiet look at the space where sessions happen.',
  ],
  quotes: ['You do not have to carry it alone.', 'Healing happens one conversation at a time.', 'Be gentle with yourself.', 'Every step forward counts.'],
  hues: [170, 260, 30],
  fonts: ['calm', 'elegant', 'warm'],
  nameNouns: ['Counseling', 'Therapy', 'Wellness', 'Counseling Center', 'Therapy Collective', 'Mind Care'],
  nameWords: ['Stillwater', 'Haven', 'Willow', 'Open Door', 'Clearpath', 'Lighthouse', 'Harbor', 'Evergreen'],
  ideas: [
    { idea: 'Online therapy for new parents', pitch: 'Online therapy that fits around a baby’s schedule and supports parents through big changes.' },
    { idea: 'Counseling for remote workers burnout', pitch: 'Counselling that helps remote workers recover from burnout and set healthy boundaries.' },
    { idea: 'Grief support groups in community', pitch: 'Gentle support groups that help people through grief in their own community.' },
    { idea: 'Therapy for teens and young adults', pitch: 'Therapy that helps teens and young adults manage stress, anxiety and big life changes.' },
    { idea: 'Couples counseling weekend retreats', pitch: 'Weekend retreats where couples work on communication and reconnect with each other.' },
    { idea: 'Walk and talk therapy sessions', pitch: 'Therapy sessions held while walking outdoors for people who find talking easier on the move.' },
    { idea: 'Anxiety workshops for college students', pitch: 'Workshops that teach college students practical tools to manage anxiety and exam stress.' },
    { idea: 'Support groups for caregivers', pitch: 'Support groups where family carers share, rest and learn to look after themselves too.' },
    { idea: 'Trauma-informed therapy for veterans', pitch: 'Specialist therapy that helps veterans work through trauma at their own pace.' },
    { idea: 'Mental health workshops for workplaces', pitch: 'Workshops that help workplaces talk openly about mental health and support their staff.' },
  ],
};
