import type { IdeaFlags, IndustryIcon, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Electrician: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
  label: 'Electrician',
  plural: 'electricians',
  business: 'electrical business',
  summary: 'The jobs you take on, where you work and a fast way to call.',
  intro:
    'When the power goes out or a panel needs upgrading, people want a licensed electrician they can reach fast. Frontdoor writes a website for your business with the work you do, where you work, reviews from customers and a clear way to call or send a job.',
  description: 'Free website builder for electricians: your services, service area, reviews and a contact form for new jobs, written for your business in seconds.',
  tone: 'amber',
  features: [
    { kind: 'services', title: 'The jobs you take on', body: 'Panel upgrades, rewiring, lighting, EV chargers and emergency repairs, each with a line on what is involved.' },
    { kind: 'contact', title: 'Call or send the job', body: 'Your phone number and email beside a contact form, so urgent calls and detailed quote requests both reach you.' },
    { kind: 'reviews', title: 'Proof of good work', body: 'Reviews that mention tidy, safe, on-time work reassure homeowners before they let you in.' },
    { kind: 'local', title: 'Your service area up front', body: 'The area you cover in your headline, page title and search keywords, so local searches lead to you.' },
  ],
  glyph: [
    { shape: 'path', d: 'M13.5 2.5 5 13.5h6.5l-1 8 8.5-11h-6.5z' },
  ],
  sample: { name: 'Volt & Co. Electric', location: 'Charlotte, North Carolina', description: 'Licensed electricians for panel upgrades, rewiring, lighting installation, EV chargers and emergency repairs.' },
};

export const look: IndustryLook = ['industrial', 'rugged'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'bolt', label: 'a lightning bolt', match: ['panel', 'upgrade', 'power'] },
  { icon: 'plug', label: 'a plug', match: ['outlet', 'switch', 'plug'] },
  { icon: 'bulb', label: 'a light bulb', match: ['light', 'install'] },
  { icon: 'charging-pile', label: 'an EV charger', match: ['ev', 'charger'] },
  { icon: 'tool', label: 'a wrench', match: ['troubleshoot', 'repair'] },
  { icon: 'propeller', label: 'a ceiling fan', match: ['fan', 'ceiling'] },
  { icon: 'battery-charging', label: 'a charging battery', match: ['generator', 'backup'] },
  { icon: 'shield-check', label: 'a shield with a tick', match: ['safety', 'inspect'] },
  { icon: 'plug-connected', label: 'a connected plug', match: ['wire', 'rewir'] },
];

export const ideas: IdeaFlags = { recurring: false, supplies: false, fairs: false, homeVisits: false, taught: false, taughtOnline: false, doorToDoor: true };

export const profile: IndustryProfile = {
  industry: 'electrician',
  label: 'electrical contractor',
  keywords: {
    electrician: 8, electrical: 7, electric: 2, wiring: 6, rewiring: 7, rewire: 7, panel: 3, 'panel upgrade': 7,
    breaker: 5, outlets: 4, outlet: 4, 'ev charger': 7, 'light fixtures': 4, lighting: 2, 'ceiling fan': 4,
    'circuit': 4, 'generator': 3, volts: 4, amp: 3, 'code compliance': 3, sparky: 6, 'fuse box': 6,
  },
  customer: 'customer',
  customers: 'customers',
  visit: 'visit',
  mobile: true,
  buttons: ['Get a Quote', 'Book an Electrician', 'Request Service', 'Schedule a Visit'],
  cta: ['get a quote for your job', 'book an electrician', 'talk through your electrical project'],
  headlines: ['Safe, Tidy Electrical Work', 'Power You Can Rely On', 'Wired Right the First Time', 'Bright Ideas, Safe Wiring', 'Electrical Work Done Properly'],
  placeHeadlines: ['Electricians Serving {place}', "{place}'s Reliable Electricians", 'Electrical Work in {place}'],
  doing: ['keep homes and businesses safely powered', 'do electrical work safely, neatly and on time', 'solve electrical problems without the runaround'],
  promises: [
    'We show up when we say we will, explain the problem in plain words and clean up before we leave.',
    'Safety comes first on every job, from a new outlet to a full rewire.',
    'You get a clear quote before work begins and no surprise extras.',
    'Every job is tested before we pack up, so you know it works.',
  ],
  approach: [
    'Electrical work is no place for shortcuts, so we do it properly every time.',
    'We explain what we find and give honest options, even when the fix is simple.',
    'Homeowners and businesses get the same careful, tidy service.',
  ],
  ownerServiceLines: ['{Service}, done safely, neatly and tested before we leave.', 'We take care of {service} with a clear quote up front.', 'Tell us what you need for {service} and we will explain the options plainly.'],
  services: [
    { heading: 'Panel Upgrades', match: ['panel', 'fuse box', 'breaker box', 'service upgrade', 'consumer unit'], description: 'Older panels replaced or upgraded to handle modern power needs safely.', price: null, image: 'electrical panel upgrade' },
    { heading: 'Wiring and Rewiring', match: ['wiring', 'rewir', 'rewire'], description: 'New circuits and full or partial rewires for renovations and older homes.', price: null, image: 'electrician wiring house' },
    { heading: 'Lighting Installation', match: ['lighting', 'light fixture', 'recessed', 'pot lights', 'chandelier'], description: 'Indoor and outdoor lighting installed neatly, from pendants to recessed lights.', price: null, image: 'modern lighting installation' },
    { heading: 'Outlets and Switches', match: ['outlet', 'switch', 'socket', 'gfci', 'usb outlet'], description: 'New or replacement outlets and switches, including GFCI and USB outlets.', price: [90, 200], unit: 'per outlet', image: 'electrician installing outlet' },
    { heading: 'EV Charger Installation', match: ['ev charger', 'ev charging', 'electric vehicle', 'tesla'], description: 'Home EV chargers installed safely, with your panel capacity checked first.', price: null, image: 'ev charger garage installation' },
    { heading: 'Troubleshooting and Repairs', match: ['troubleshoot', 'repair', 'tripping', 'flicker', 'fault'], description: 'Tripping breakers, flickering lights and dead outlets tracked down and fixed.', price: [100, 250], unit: 'to diagnose', image: 'electrician testing circuit' },
    { heading: 'Ceiling Fans', match: ['ceiling fan', 'fan'], description: 'Ceiling fans installed and balanced, with the right support and controls.', price: [150, 350], image: 'ceiling fan installation' },
    { heading: 'Generator Hookups', match: ['generator', 'backup power', 'transfer switch'], description: 'Backup generator connections and transfer switches for peace of mind in outages.', price: null, image: 'home backup generator' },
    { heading: 'Safety Inspections', match: ['inspection', 'safety check', 'code'], description: 'A thorough check of your system with a clear report of anything that needs attention.', price: [150, 300], image: 'electrical safety inspection' },
  ],
  team: [
    { title: 'Owner & Electrician', bio: '{first} runs the business hands-on and is known for careful work and clear explanations.' },
    { title: 'Electrician', bio: '{first} handles renovations and rewires and always leaves a tidy site.' },
    { title: 'Apprentice Electrician', bio: '{first} is learning the trade on every job and never stops asking good questions.' },
    { title: 'Office Manager', bio: '{first} schedules jobs, sends quotes and keeps customers updated.' },
  ],
  faqs: [
    { question: 'Are you licensed and insured?', answer: 'Ask {name} about licensing and insurance when you request a quote, and we will answer plainly.' },
    { question: 'Do you handle emergency calls?', answer: 'Get in touch and tell us what is happening. If there is sparking, burning smells or heat, turn off the power at the panel if it is safe and keep clear.' },
    { question: 'Can you install an EV charger at my home?', answer: 'Usually, yes. We will check your panel and wiring first and explain any upgrades needed.' },
    { question: 'Will you pull the permits?', answer: 'Ask us about permits for your job and we will explain what is needed where you live.' },
  ],
  reviewDetails: [
    'Found the fault that two others missed.',
    'Explained everything clearly and did not try to upsell.',
    'The new lighting looks fantastic and the work was spotless.',
    'Arrived on time and cleaned up better than they found it.',
    'Our EV charger was installed quickly and neatly.',
    'The quote was clear and the final bill matched it.',
  ],
  priceFactors: 'the job, the access and the materials needed',
  imageTerms: ['electrician at work', 'electrical panel', 'modern home lighting', 'electrician tools', 'wiring close up', 'ev charger at home', 'light switch installation', 'bright kitchen lighting'],
  videoTitles: ['A Panel Upgrade, Start to Finish', 'How We Find Electrical Faults', 'Safe Wiring Explained'],
  videoLines: [
    'Watch how we swap an old panel for a safer, modern one.',
    'See how we trace a tricky fault using the right test tools.',
    'Learn the warning signs that mean it is time to call an electrician.',
  ],
  quotes: ['Safety first, every single time.', 'Done right, done safely, done once.', 'Good wiring is invisible until it matters.', 'Power you can trust.'],
  hues: [215, 45, 10],
  fonts: ['bold', 'technical', 'modern'],
  nameNouns: ['Electric', 'Electrical', 'Electric Co.', 'Power & Light', 'Electrical Services', 'Wiring'],
  nameWords: ['Volt', 'Spark', 'Current', 'Circuit', 'Bright Line', 'Ampere', 'Live Wire', 'Switchback'],
  ideas: [
    { idea: 'EV charger installs for apartments', pitch: 'Installs of electric car chargers in apartment car parks, with a simple way to share the costs.' },
    { idea: 'Smart home lighting upgrades', pitch: 'Smart lighting upgrades that let homeowners set scenes and save energy from their phone.' },
    { idea: 'Electrical safety checks for landlords', pitch: 'Safety checks and certificates that help landlords keep rentals safe and legal.' },
    { idea: 'Solar panel wiring service', pitch: 'Wiring that connects new solar panels and batteries to the home safely and neatly.' },
    { idea: 'Holiday lighting installation service', pitch: 'Festive lighting installed, maintained and taken down for homes and shops.' },
    { idea: 'Generator hookups for rural homes', pitch: 'Standby generators wired in for rural homes, so a power cut never leaves them in the dark.' },
    { idea: 'Electrical repairs for small shops', pitch: 'Fast electrical repairs for shops and cafés, so they can open their doors again quickly.' },
    { idea: 'Outdoor landscape lighting design', pitch: 'Garden and pathway lighting designed to make outdoor spaces safe and beautiful at night.' },
    { idea: 'Home office power upgrades', pitch: 'Extra sockets, data points and lighting that turn a spare room into a proper home office.' },
    { idea: 'Old house rewiring specialists', pitch: 'Careful rewiring of older homes that keeps their character and makes them safe.' },
  ],
};
