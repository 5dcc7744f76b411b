import type { IndustryIcon } from '../../art/industry-icons.js';
import type { IdeaFlags, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Accountant: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
  label: 'Accountant',
  plural: 'accountants',
  business: 'accounting practice',
  summary: 'Services and fees set out clearly, and new clients before tax season.',
  intro:
    'Clients hand their finances to someone they trust, and they check your website before they call. Frontdoor writes a clear, professional site for your practice: the returns, bookkeeping and payroll you handle, what they cost, who does the work and how to get in touch.',
  description:
    'Free website builder for accountants and bookkeepers: services and fees, your team, client reviews and a contact form, written for your practice in seconds.',
  tone: 'indigo',
  features: [
    {
      kind: 'services',
      title: 'Services with clear fees',
      body: 'Tax returns, bookkeeping, payroll and advisory work, each with a short explanation and a starting price, so clients know what to expect before the first meeting.',
    },
    { kind: 'team', title: 'The people behind the numbers', body: 'Each accountant with their role and a short bio. People choose an adviser, not a logo.' },
    {
      kind: 'faq',
      title: 'Answers before tax season',
      body: 'The questions you hear every spring, answered once: which documents to bring, the deadlines, and whether you work with the self-employed.',
    },
    {
      kind: 'newsletter',
      title: 'Deadline reminders by email',
      body: 'A newsletter sign-up for tax tips and filing reminders, with the list yours to export whenever you like.',
    },
  ],
  glyph: [
    { shape: 'rect', x: 5, y: 2.5, width: 14, height: 19, rx: 2 },
    { shape: 'rect', x: 8, y: 5.5, width: 8, height: 3.5, rx: 0.75 },
    { shape: 'path', d: 'M8.5 12.5h.01M12 12.5h.01M15.5 12.5h.01M8.5 15.5h.01M12 15.5h.01M15.5 15.5h.01M8.5 18.5h.01M12 18.5h3.5' },
  ],
  sample: {
    name: 'Ledgerline Accounting',
    location: 'Columbus, Ohio',
    description: 'Tax returns, bookkeeping and payroll for small businesses and families, with year-round advice from experienced accountants.',
  },
};

export const look: IndustryLook = ['corporate', 'clinical', 'classic'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'calculator', label: 'a calculator', match: ['account', 'bookkeep', 'statement'] },
  { icon: 'receipt-tax', label: 'a tax receipt', match: ['tax', 'notice', 'sales'] },
  { icon: 'report-money', label: 'a financial report', match: ['report', 'financial', 'statement'] },
  { icon: 'coins', label: 'a stack of coins', match: ['payroll', 'cash', 'flow'] },
  { icon: 'chart-line', label: 'a rising chart', match: ['plan', 'cash', 'forecast'] },
  { icon: 'file-invoice', label: 'an invoice', match: ['invoice', 'bill'] },
  { icon: 'device-laptop', label: 'a laptop', match: ['software', 'setup', 'training'] },
  { icon: 'briefcase', label: 'a briefcase', match: ['business', 'small'] },
];

export const ideas: IdeaFlags = { recurring: true, supplies: false, fairs: false, homeVisits: false, taught: true, taughtOnline: true, doorToDoor: true };

export const profile: IndustryProfile = {
  industry: 'accountant',
  label: 'accounting practice',
  keywords: {
    accountant: 6,
    accounting: 6,
    bookkeeping: 6,
    bookkeeper: 6,
    'tax return': 6,
    'tax preparation': 6,
    'tax prep': 6,
    payroll: 5,
    cpa: 5,
    audit: 3,
    'financial statement': 4,
    irs: 4,
    'sales tax': 4,
    quickbooks: 5,
    xero: 5,
    tax: 2,
    'self employed': 2,
    invoices: 2,
    'year end': 3,
    'cash flow': 3,
    ledger: 4,
  },
  customer: 'client',
  customers: 'clients',
  visit: 'appointment',
  mobile: false,
  buttons: ['Book a Consultation', 'Get a Quote', 'Talk to an Accountant', 'Start Here'],
  cta: ['book a consultation', 'talk through your numbers', 'get a clear quote'],
  headlines: ['Clear Numbers, Calm Tax Season', 'Accounting Without the Headaches', 'Your Books, Sorted', 'Less Paperwork, More Peace', 'Numbers You Can Trust'],
  placeHeadlines: ['Trusted Accounting in {place}', 'Bookkeeping and Tax in {place}', 'Your {place} Accountant'],
  doing: [
    'keep your books tidy and your tax deadlines calm',
    'turn messy paperwork into clear numbers',
    'help small businesses and households stay on top of their finances',
  ],
  promises: [
    'You get plain-language answers, clear fees agreed up front and reminders before every deadline.',
    'We explain what your numbers mean, not just what they are.',
    'Send us your paperwork in whatever state it is in, and we will turn it into something clear.',
    'Every return is checked carefully before it is filed, and you see it first.',
  ],
  approach: [
    'We believe good accounting should feel calm, not stressful.',
    'Our clients range from sole traders to growing teams, and each gets a clear point of contact.',
    'We use modern tools so you can send documents securely and see where things stand.',
  ],
  ownerServiceLines: [
    'We handle {service} carefully and explain every number in plain language.',
    '{Service}, prepared accurately and on time, with answers to your questions along the way.',
    'Tell us where things stand and we will take care of {service} from there.',
  ],
  services: [
    {
      heading: 'Tax Preparation',
      match: ['tax return', 'tax prep', 'tax preparation', 'taxes', 'tax filing'],
      description: 'Personal and business returns prepared carefully and explained line by line before filing.',
      price: [150, 450],
      image: 'tax preparation documents calculator',
    },
    {
      heading: 'Bookkeeping',
      match: ['bookkeeping', 'books', 'reconcil', 'ledger'],
      description: 'Monthly bookkeeping that keeps your accounts reconciled and ready for whatever comes next.',
      price: [200, 600],
      unit: 'per month',
      image: 'bookkeeping laptop spreadsheet',
    },
    {
      heading: 'Payroll',
      match: ['payroll', 'wages'],
      description: 'Accurate, on-time payroll with the filings handled, so your team gets paid without the stress.',
      price: null,
      image: 'payroll office desk',
    },
    {
      heading: 'Small Business Accounting',
      match: ['small business', 'business accounting', 'accounts'],
      description: 'Year-round support for small businesses: accounts, filings and a clear view of your finances.',
      price: null,
      image: 'small business owner accountant meeting',
    },
    {
      heading: 'Financial Statements',
      match: ['financial statement', 'year end', 'annual accounts'],
      description: 'Profit and loss, balance sheets and year-end accounts prepared clearly for lenders, partners or your own planning.',
      price: null,
      image: 'financial statements charts',
    },
    {
      heading: 'Sales Tax Filing',
      match: ['sales tax', 'vat'],
      description: 'Returns prepared and filed on schedule, with reminders so nothing sneaks up on you.',
      price: [75, 200],
      unit: 'per filing',
      image: 'tax forms filing',
    },
    {
      heading: 'Cash Flow Planning',
      match: ['cash flow', 'budget', 'forecast'],
      description: 'Simple forecasts that show what is coming in and going out, so you can plan with confidence.',
      price: null,
      image: 'cash flow planning chart',
    },
    {
      heading: 'Software Setup and Training',
      match: ['quickbooks', 'xero', 'software'],
      description: 'Get your accounting software set up properly and learn the few habits that keep it tidy.',
      price: [150, 400],
      image: 'accounting software laptop',
    },
    {
      heading: 'Tax Notices Help',
      match: ['irs', 'notice', 'audit'],
      description: 'Received a letter from the tax office? We will read it with you and explain the next steps.',
      price: null,
      image: 'tax letter review desk',
    },
  ],
  team: [
    { title: 'Founder & Accountant', bio: '{first} started the practice to give small businesses straight answers and a steady hand at tax time.' },
    { title: 'Senior Accountant', bio: '{first} looks after year-end accounts and makes complex returns feel manageable.' },
    { title: 'Bookkeeper', bio: '{first} keeps client books reconciled every month and spots the small issues before they grow.' },
    { title: 'Payroll Specialist', bio: '{first} makes sure every payday runs smoothly and every filing goes in on time.' },
    { title: 'Client Coordinator', bio: '{first} is your first point of contact and keeps documents, deadlines and questions moving.' },
  ],
  faqs: [
    {
      question: 'What documents should I bring to my first meeting?',
      answer:
        'Bring last year’s return if you have one, recent statements and any letters from the tax office. If you are missing something, we will help you work out what is needed.',
    },
    { question: 'Can you help if my books are behind?', answer: 'Yes. Catching up on bookkeeping is common, and {name} will agree a plan and a fee before starting.' },
    { question: 'Do you work with clients remotely?', answer: 'Ask us about sending documents securely and meeting by video if that suits you better.' },
    { question: 'How are your fees set?', answer: 'Fees depend on the work involved, and {name} agrees them with you before any work begins.' },
  ],
  reviewDetails: [
    'They explained my return in plain English for the first time ever.',
    'My books were a mess and they sorted them without a hint of judgement.',
    'Every deadline came with a friendly reminder.',
    'Their fees were clear from day one, with no surprises.',
    'I finally understand where my business money goes each month.',
    'Quick, thoughtful answers whenever I emailed a question.',
  ],
  priceFactors: 'the complexity of your finances and how organised your records are',
  imageTerms: [
    'accountant office desk',
    'calculator and financial documents',
    'small business finance meeting',
    'laptop spreadsheet numbers',
    'tax forms and pen',
    'professional office interior',
    'handshake business meeting',
    'coffee and paperwork desk',
  ],
  videoTitles: ['How We Handle Tax Season', 'Meet Your Accountant', 'From Shoebox to Clear Books'],
  videoLines: [
    'See how we turn a box of receipts into clear, reconciled books.',
    'Hear how we work with clients through the year, not just at tax time.',
    'Learn what to expect when you hand your paperwork to us.',
  ],
  quotes: [
    'Clear numbers make calm decisions.',
    'Good books today, fewer worries tomorrow.',
    'Your finances, explained in plain English.',
    'Every number tells a story worth understanding.',
  ],
  hues: [210, 160, 45],
  fonts: ['classic', 'calm', 'modern'],
  nameNouns: ['Accounting', 'Tax & Books', 'Bookkeeping', 'Advisors', 'CPA Group', 'Ledger Co.'],
  nameWords: ['Ledger', 'Balance', 'Tally', 'Keystone', 'Column', 'Clearwater', 'Sum', 'Cornerstone'],
  ideas: [
    {
      idea: 'Bookkeeping for local tradespeople',
      pitch: 'Monthly books kept tidy for plumbers, builders and electricians, so tax time is a quick job instead of a shoebox of receipts.',
    },
    {
      idea: 'Tax help for freelance creatives',
      pitch: 'Self-assessment and expense tracking for designers, writers and photographers who would rather make things than do sums.',
    },
    { idea: 'Monthly finance check-ins for startups', pitch: 'A short monthly call where founders see their cash, costs and runway explained in plain words.' },
    { idea: 'Payroll service for small restaurants', pitch: 'Weekly payroll for small restaurants, with tips, rotas and holiday pay handled correctly every time.' },
    { idea: 'Receipt scanning and filing service', pitch: 'Clients snap their receipts on a phone and get neat, categorised records back at the end of each month.' },
    { idea: 'Money coaching for young families', pitch: 'Friendly sessions that help young families build a budget, pay down debt and start saving for the future.' },
    { idea: 'Catch-up bookkeeping for late filers', pitch: 'A fixed-price service that brings months or years of overdue books up to date so owners can finally file.' },
    { idea: 'Accounting for nonprofit organizations', pitch: 'Bookkeeping, grant reports and year-end accounts for charities, priced for small budgets.' },
    {
      idea: 'Virtual CFO for growing businesses',
      pitch: 'Part-time finance leadership for growing companies that need forecasts and board reports but not a full-time hire.',
    },
    { idea: 'Tax workshops for new landlords', pitch: 'Evening workshops that walk first-time landlords through rental income, expenses and what they can claim.' },
  ],
};
