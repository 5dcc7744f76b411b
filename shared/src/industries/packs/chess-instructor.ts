import type { IndustryIcon } from '../../art/industry-icons.js';
import type { IdeaFlags, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Chess instructor: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
  label: 'Chess instructor',
  plural: 'chess instructors',
  business: 'chess coaching',
  summary: 'Lessons by level, online or across the board.',
  intro:
    'Parents and players want to know how you teach before they book. Frontdoor writes a website for your chess teaching with lessons for every level, your background and results, answers to common questions and an easy way to book a first lesson.',
  description: 'Free website builder for chess instructors and coaches: lessons by level, your background, booking and FAQs, made for your teaching in seconds.',
  tone: 'slate',
  features: [
    {
      kind: 'services',
      title: 'Lessons for every level',
      body: 'Beginner basics, club-level training and tournament preparation, for children and adults, online or across the board.',
    },
    {
      kind: 'team',
      title: 'Your credentials',
      body: 'A short bio with your rating, titles and teaching experience, so parents and players know who they are learning from.',
    },
    { kind: 'booking', title: 'Book a first lesson', body: 'Link your scheduling calendar and students choose a time for a trial lesson without emails back and forth.' },
    { kind: 'faq', title: 'The questions parents ask', body: 'What age to start, how online lessons work and what to bring, answered before anyone has to ask.' },
  ],
  glyph: [
    { shape: 'circle', cx: 12, cy: 6, r: 2.5 },
    { shape: 'path', d: 'M9.5 10.5h5M10.5 10.5 9.5 17h5l-1-6.5M6.5 20.5h11L16 17H8z' },
  ],
  sample: {
    name: 'Knight Moves Chess School',
    location: 'Boston, Massachusetts',
    description: 'Chess lessons for kids and adults, online and in person, from opening basics to tournament preparation.',
  },
};

export const look: IndustryLook = ['cheerful', 'corporate', 'classic'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'chess-knight', label: 'a chess knight', match: ['private', 'lesson', 'knight', 'opening'] },
  { icon: 'chess-king', label: 'a chess king', match: ['tournament', 'king', 'endgame'] },
  { icon: 'chess-queen', label: 'a chess queen', match: ['review', 'game', 'queen'] },
  { icon: 'chess', label: 'a chess pawn', match: ['kid', 'pawn', 'group', 'class'] },
  { icon: 'chess-rook', label: 'a chess rook', match: ['camp', 'rook'] },
  { icon: 'clock', label: 'a chess clock', match: ['clock', 'time', 'blitz'] },
  { icon: 'device-laptop', label: 'a laptop', match: ['online'] },
  { icon: 'trophy', label: 'a trophy', match: ['trophy', 'prize'] },
];

export const ideas: IdeaFlags = { recurring: true, supplies: true, fairs: true, homeVisits: true, taught: true, taughtOnline: true, doorToDoor: true };

export const profile: IndustryProfile = {
  industry: 'chess-instructor',
  label: 'chess coaching service',
  keywords: {
    chess: 8,
    'chess lessons': 9,
    'chess coach': 9,
    'chess tutor': 9,
    'chess teacher': 9,
    'chess club': 8,
    openings: 3,
    endgame: 5,
    endgames: 5,
    tactics: 2,
    grandmaster: 5,
    fide: 6,
    uscf: 6,
    rating: 2,
    tournament: 2,
    checkmate: 6,
    gambit: 5,
    'chess camp': 8,
    lichess: 6,
  },
  customer: 'student',
  customers: 'students',
  visit: 'lesson',
  mobile: false,
  buttons: ['Book a Lesson', 'Book a Trial Lesson', 'Start Learning', 'Join a Class'],
  cta: ['book a first lesson', 'ask about group classes', 'find the right lesson plan'],
  headlines: ['Think Further, Play Better', 'Chess Lessons for Every Level', 'Your Next Move Starts Here', 'Play Smarter, Win More', 'Learn Chess the Right Way'],
  placeHeadlines: ['Chess Lessons in {place}', "{place}'s Friendly Chess Coach", 'Chess Coaching in {place}'],
  doing: [
    'help players of every level think clearly and play with confidence',
    'make chess fun, challenging and rewarding',
    'turn curious beginners into confident players',
  ],
  promises: [
    'Every student gets a plan built around their games, their goals and how they like to learn.',
    'Lessons mix tactics, strategy and real games, with homework that is actually fun.',
    'Beginners and club players alike learn to spot patterns and avoid common mistakes.',
    'We review your own games, so every lesson fixes the habits that cost you points.',
  ],
  approach: [
    'Chess teaches patience, focus and resilience, and we love seeing students grow in all three.',
    'Lessons are friendly and encouraging, with plenty of room for questions.',
    'We adapt to each student, whether they are six or sixty.',
  ],
  ownerServiceLines: [
    '{Service}, tailored to your level and the way you like to learn.',
    'We make {service} clear, challenging and fun.',
    'Ask about {service} and we will suggest the right starting point.',
  ],
  services: [
    {
      heading: 'Private Lessons',
      match: ['private', 'one on one', '1 on 1', 'individual'],
      description: 'One-to-one lessons tailored to your level, your games and your goals.',
      price: [40, 80],
      unit: 'per hour',
      image: 'chess lesson one on one',
    },
    {
      heading: 'Group Classes',
      match: ['group', 'class'],
      description: 'Small classes where students learn together and play friendly games.',
      price: [15, 30],
      unit: 'per class',
      image: 'chess class children',
    },
    {
      heading: 'Kids Chess',
      match: ['kid', 'children', 'junior', 'youth', 'school'],
      description: 'Fun, structured lessons for young players that build focus and confidence.',
      price: [25, 50],
      unit: 'per lesson',
      image: 'child playing chess',
    },
    {
      heading: 'Online Lessons',
      match: ['online', 'zoom', 'remote', 'lichess'],
      description: 'Lessons over video with a shared board, so you can learn from anywhere.',
      price: [35, 70],
      unit: 'per hour',
      image: 'online chess lesson laptop',
    },
    {
      heading: 'Game Reviews',
      match: ['game review', 'analysis', 'analyse', 'analyze'],
      description: 'Send your games and get clear notes on what went well and what to work on.',
      price: [20, 40],
      unit: 'per game',
      image: 'chess game analysis',
    },
    {
      heading: 'Tournament Preparation',
      match: ['tournament', 'competition', 'rating'],
      description: 'Opening repertoire, time management and practice games ahead of your next event.',
      price: null,
      image: 'chess tournament clock',
    },
    {
      heading: 'Opening Repertoire',
      match: ['opening', 'gambit'],
      description: 'Build a sound, practical set of openings that suits your style.',
      price: null,
      image: 'chess opening board',
    },
    {
      heading: 'Endgame Training',
      match: ['endgame'],
      description: 'Learn the key endgame techniques that turn good positions into wins.',
      price: null,
      image: 'chess endgame pieces',
    },
    {
      heading: 'Chess Camps',
      match: ['camp', 'holiday', 'summer'],
      description: 'Holiday camps with lessons, puzzles and plenty of games with new friends.',
      price: null,
      image: 'chess camp kids',
    },
  ],
  team: [
    { title: 'Head Coach', bio: '{first} founded the program to share a love of chess and still teaches every level.' },
    { title: 'Chess Coach', bio: '{first} specialises in tactics and has a gift for explaining complex ideas simply.' },
    { title: 'Junior Coach', bio: '{first} runs the kids classes with patience, energy and lots of puzzles.' },
    { title: 'Program Coordinator', bio: '{first} organises schedules, camps and tournaments, and answers every parent email.' },
  ],
  faqs: [
    {
      question: 'What age can children start?',
      answer: 'Many children start once they can concentrate for a short game. Ask {name} and we will suggest the right class.',
    },
    { question: 'Do I need to know the rules already?', answer: 'Not at all. Complete beginners are welcome and we start from how the pieces move.' },
    { question: 'Are lessons available online?', answer: 'Ask us about online lessons with a shared board if meeting in person does not suit you.' },
    {
      question: 'How quickly will my rating improve?',
      answer: 'It depends on practice and play, so we focus on steady habits rather than promises. Most students notice better decisions quickly.',
    },
  ],
  reviewDetails: [
    'My daughter went from nervous beginner to winning her first school tournament game.',
    'The game reviews showed me patterns in my mistakes I had never noticed.',
    'Lessons are fun and challenging at the same time.',
    'Explains ideas clearly without ever making you feel slow.',
    'My opening play is far more confident now.',
    'The homework puzzles are addictive in the best way.',
  ],
  priceFactors: 'the lesson length, the format and whether it is private or in a group',
  imageTerms: [
    'chess board close up',
    'child playing chess',
    'chess pieces on board',
    'chess lesson teacher student',
    'chess tournament hall',
    'chess clock game',
    'wooden chess set',
    'chess club players',
  ],
  videoTitles: ['Inside a Chess Lesson', 'Three Tactics Every Player Needs', 'How We Review Your Games'],
  videoLines: [
    'Watch a short lesson on spotting forks, pins and skewers.',
    'See how we walk through a student’s game and find the turning points.',
    'Get a taste of our group classes and the puzzles students love.',
  ],
  quotes: ['Every master was once a beginner.', 'Think before you move, on the board and off it.', 'Chess is a lesson in patience.', 'One good move leads to another.'],
  hues: [230, 45, 0],
  fonts: ['classic', 'technical', 'elegant'],
  nameNouns: ['Chess Academy', 'Chess Club', 'Chess School', 'Chess Coaching', 'Chess Studio', 'Chess Lab'],
  nameWords: ['Knight', 'Rook', 'Gambit', 'Castle', 'Checkmate', 'Bishop', 'Endgame', 'Queen'],
  ideas: [
    { idea: 'After-school chess club program', pitch: 'A weekly chess club in schools that teaches children to think ahead and play fair.' },
    { idea: 'Online chess coaching for adults', pitch: 'Online lessons that help adult players improve their openings, tactics and endgames at their own pace.' },
    { idea: 'Chess camps during school holidays', pitch: 'Holiday camps where children learn chess through games, puzzles and small tournaments.' },
    { idea: 'Chess lessons for seniors', pitch: 'Patient, friendly chess lessons that keep older minds sharp and make new friends.' },
    { idea: 'Chess and coffee meetups', pitch: 'Relaxed meetups in a café where players of every level enjoy a game and a good coffee.' },
    { idea: 'Tournament prep for junior players', pitch: 'Focused coaching that gets young players ready for their next rated tournament.' },
    { idea: 'Corporate team chess workshops', pitch: 'Team workshops that use chess to practise planning, strategy and calm decisions.' },
    { idea: 'Chess puzzles newsletter subscription', pitch: 'A weekly email of chess puzzles, graded from beginner to strong club player.' },
    { idea: 'Chess tutoring for homeschool families', pitch: 'Structured chess lessons that fit into homeschool timetables, with games and puzzles to practise.' },
    { idea: 'Blitz chess nights at cafes', pitch: 'Friendly speed chess evenings held in local cafés, open to every level of player.' },
  ],
};
