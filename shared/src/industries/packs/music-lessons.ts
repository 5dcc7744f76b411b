import type { IdeaFlags, IndustryIcon, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Music lessons: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
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
  glyph: [
    { shape: 'path', d: 'M9 18V6l10-2v12M9 9.5l10-2' },
    { shape: 'circle', cx: 6.5, cy: 18, r: 2.5 },
    { shape: 'circle', cx: 16.5, cy: 16, r: 2.5 },
  ],
  sample: { name: 'Bright Notes Music Lessons', location: 'Ann Arbor, Michigan', description: 'Piano, guitar, violin and voice lessons for children and adults, with student recitals twice a year.' },
};

export const look: IndustryLook = ['cheerful', 'playful'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'piano', label: 'a piano keyboard', match: ['piano', 'keyboard'] },
  { icon: 'guitar-pick', label: 'a guitar pick', match: ['guitar'] },
  { icon: 'microphone-2', label: 'a microphone', match: ['voice', 'sing', 'vocal'] },
  { icon: 'music', label: 'musical notes', match: ['theory', 'violin', 'music'] },
  { icon: 'metronome', label: 'a metronome', match: ['drum', 'rhythm'] },
  { icon: 'headphones', label: 'headphones', match: ['online', 'listen'] },
  { icon: 'pencil', label: 'a pencil', match: ['songwrit', 'compose'] },
  { icon: 'mood-kid', label: 'a happy child', match: ['kid', 'class', 'child'] },
];

export const ideas: IdeaFlags = { recurring: true, supplies: true, fairs: true, homeVisits: true, taught: true, taughtOnline: true, doorToDoor: true };

export const profile: IndustryProfile = {
  industry: 'music-lessons',
  label: 'music teaching studio',
  keywords: {
    'music lessons': 9, music: 4, piano: 6, guitar: 6, violin: 6, cello: 6, drums: 5, drum: 4, vocal: 4, singing: 5,
    voice: 2, ukulele: 6, saxophone: 6, trumpet: 6, flute: 6, 'music teacher': 9, 'piano teacher': 9, 'guitar teacher': 9, 'singing teacher': 9, 'violin teacher': 9, 'drum teacher': 9, 'piano tutor': 9, 'guitar tutor': 9, 'music school': 9, recital: 5,
    'music theory': 7, bass: 3, instrument: 4, songwriting: 6,
  },
  customer: 'student',
  customers: 'students',
  visit: 'lesson',
  mobile: false,
  buttons: ['Book a Trial Lesson', 'Start Lessons', 'Book a Lesson', 'Find Your Teacher'],
  cta: ['book a trial lesson', 'ask about lesson times', 'start learning an instrument'],
  headlines: ['Find Your Sound', 'Music Lessons for Every Age', 'Learn to Play, Love to Play', 'Your Music Starts Here', 'Patient Teachers, Joyful Progress'],
  placeHeadlines: ['Music Lessons in {place}', "{place}'s Friendly Music Studio", 'Learn Music in {place}'],
  doing: ['help students of every age fall in love with making music', 'teach music with patience, structure and fun', 'guide every student from first notes to confident playing'],
  promises: [
    'Lessons are shaped around the music you love, with solid technique built in along the way.',
    'Beginners, returners and advanced players all get a plan that fits.',
    'Every lesson ends with clear, achievable practice goals.',
    'Progress is celebrated, whether it is a first song or a recital piece.',
  ],
  approach: [
    'We believe everyone can learn music with the right teacher and a little practice.',
    'Our lessons are encouraging, structured and never stuffy.',
    'We love it when students bring songs they want to learn.',
  ],
  ownerServiceLines: ['{Service}, taught with patience and plenty of encouragement.', 'We shape {service} around the music you love.', 'Ask about {service} and we will find the right teacher and time.'],
  services: [
    { heading: 'Piano Lessons', match: ['piano', 'keyboard', 'keys'], description: 'From first scales to favorite pieces, with reading, technique and theory woven in.', price: [30, 60], unit: 'per lesson', image: 'piano lesson hands on keys' },
    { heading: 'Guitar Lessons', match: ['guitar', 'acoustic', 'electric guitar'], description: 'Acoustic and electric guitar, chords to solos, in the styles you love.', price: [30, 60], unit: 'per lesson', image: 'guitar lesson student' },
    { heading: 'Voice Lessons', match: ['voice', 'vocal', 'singing', 'sing'], description: 'Healthy technique, breath control and confidence for singers of every style.', price: [35, 65], unit: 'per lesson', image: 'singing lesson microphone' },
    { heading: 'Violin Lessons', match: ['violin', 'viola', 'fiddle', 'strings', 'cello'], description: 'Patient string lessons that build good posture, tone and a love of playing.', price: [35, 65], unit: 'per lesson', image: 'violin lesson' },
    { heading: 'Drum Lessons', match: ['drum', 'percussion'], description: 'Rhythm, coordination and grooves, from basic beats to full songs.', price: [30, 60], unit: 'per lesson', image: 'drum lesson kit' },
    { heading: 'Music Theory', match: ['theory', 'reading music', 'ear training', 'exam'], description: 'Understand how music works, read with confidence and prepare for exams.', price: [30, 55], unit: 'per lesson', image: 'sheet music theory' },
    { heading: 'Kids Music Classes', match: ['kids', 'children', 'toddler', 'early years', 'young'], description: 'Playful group classes that build rhythm, listening and a love of music.', price: [15, 30], unit: 'per class', image: 'kids music class' },
    { heading: 'Online Lessons', match: ['online', 'zoom', 'virtual', 'remote'], description: 'Lessons over video, with the same personal attention from home.', price: [30, 60], unit: 'per lesson', image: 'online music lesson laptop' },
    { heading: 'Songwriting', match: ['songwriting', 'composition', 'compose'], description: 'Turn ideas into finished songs with guidance on melody, lyrics and structure.', price: [35, 65], unit: 'per lesson', image: 'songwriting notebook guitar' },
  ],
  team: [
    { title: 'Founder & Piano Teacher', bio: '{first} founded the studio to share the joy of music and still teaches every week.' },
    { title: 'Guitar Teacher', bio: '{first} teaches everything from campfire chords to jazz standards with endless patience.' },
    { title: 'Voice Teacher', bio: '{first} helps singers find their confidence and protect their voices.' },
    { title: 'Strings Teacher', bio: '{first} brings warmth and humor to violin and cello lessons for all ages.' },
    { title: 'Studio Coordinator', bio: '{first} manages schedules, recitals and the many questions from parents.' },
  ],
  faqs: [
    { question: 'What age can lessons start?', answer: 'It depends on the instrument and the child. Ask {name} and we will suggest the right starting point.' },
    { question: 'Do I need my own instrument?', answer: 'You will need one to practice at home. Ask us for advice before buying or renting.' },
    { question: 'How long are lessons?', answer: 'Most lessons are thirty to sixty minutes, depending on age and level. We will recommend what suits you.' },
    { question: 'Do you hold recitals?', answer: 'Ask us about upcoming recitals and performance opportunities for students.' },
  ],
  reviewDetails: [
    'My son actually practices without being asked now.',
    'I started as a complete beginner at fifty and I am loving it.',
    'Patient, encouraging and genuinely fun lessons.',
    'The recital was such a proud moment for our family.',
    'She lets me learn songs I actually want to play.',
    'I finally understand music theory.',
  ],
  priceFactors: 'the lesson length, the instrument and the format',
  imageTerms: ['piano lesson', 'child learning guitar', 'music studio instruments', 'violin and sheet music', 'singer at microphone', 'drum kit in studio', 'music recital stage', 'hands playing piano keys'],
  videoTitles: ['Inside a First Lesson', 'Student Recital Highlights', 'Meet Our Teachers'],
  videoLines: [
    'See what happens in a first lesson, from tuning up to playing a first tune.',
    'Enjoy highlights from our latest student recital.',
    'Meet the teachers and hear a little of what they play.',
  ],
  quotes: ['Where words fail, music speaks.', 'Practice makes progress.', 'Every musician started with a single note.', 'Play what you love.'],
  hues: [265, 40, 190],
  fonts: ['friendly', 'elegant', 'classic'],
  nameNouns: ['Music Studio', 'School of Music', 'Music Lessons', 'Music Academy', 'Music House', 'Music Co.'],
  nameWords: ['Harmony', 'Tempo', 'Crescendo', 'Cadence', 'Treble', 'Melody', 'Encore', 'Allegro'],
  ideas: [
    { idea: 'Music lessons for adult beginners', pitch: 'Relaxed music lessons for adults who always wanted to play and are finally starting.' },
    { idea: 'Rock band camp for teens', pitch: 'A summer camp where teens form bands, write songs and play a real gig at the end.' },
    { idea: 'Online piano lessons for kids', pitch: 'Online piano lessons that keep children motivated with songs they actually like.' },
    { idea: 'Music therapy sessions for seniors', pitch: 'Music sessions that help seniors with memory, mood and connection through songs they know.' },
    { idea: 'Songwriting workshops for teenagers', pitch: 'Workshops where teenagers learn to write lyrics, melodies and their first full song.' },
    { idea: 'Instrument rental and lesson bundle', pitch: 'Instruments to rent with lessons included, so beginners can try before they buy.' },
    { idea: 'Toddler music and movement classes', pitch: 'Playful music and movement classes for toddlers and their parents or carers.' },
    { idea: 'Home visit music lessons', pitch: 'Music teachers who come to the student’s home, so lessons fit around busy family life.' },
    { idea: 'Choir for busy working adults', pitch: 'A friendly choir that rehearses after work, with no audition needed.' },
    { idea: 'Guitar repair and lesson shop', pitch: 'A guitar shop that repairs instruments and teaches players to get the best from them.' },
  ],
};
