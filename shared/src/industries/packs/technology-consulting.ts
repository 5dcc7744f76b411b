import type { IdeaFlags, IndustryIcon, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Technology consulting: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
  label: 'Technology consulting',
  plural: 'technology consultants',
  business: 'consultancy',
  summary: 'Services in plain English and a first call to book.',
  intro:
    'Small businesses want a technology partner who speaks plainly and gets things working. Frontdoor writes a clear, modern website for your consultancy with your services, your expertise, client results and an easy way to book an introductory call.',
  description: 'Free website builder for IT and technology consultants: services, expertise, client results, FAQs and discovery call booking, made in seconds.',
  tone: 'indigo',
  features: [
    { kind: 'services', title: 'Services in plain English', body: 'Network setup, cloud migration, security audits and managed support, explained without jargon.' },
    { kind: 'team', title: 'Expertise you can check', body: 'Your consultants with their certifications and a short bio.' },
    { kind: 'booking', title: 'Book a discovery call', body: 'Link your scheduling calendar so prospects pick a time for a first call from your site.' },
    { kind: 'faq', title: 'Answers for buyers', body: 'Contracts, response times and how you price projects, answered before the first meeting.' },
  ],
  glyph: [
    { shape: 'rect', x: 2.5, y: 4, width: 19, height: 13, rx: 2 },
    { shape: 'path', d: 'M8 21h8M12 17v4M9.5 8.5l-2 2 2 2M14.5 8.5l2 2-2 2' },
  ],
  sample: { name: 'Northbeam Tech Consulting', location: 'Pittsburgh, Pennsylvania', description: 'IT consulting for small businesses: network setup, cloud migration, cybersecurity audits and managed support.' },
};

export const look: IndustryLook = ['corporate', 'industrial', 'clinical'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'device-laptop', label: 'a laptop', match: ['it', 'support', 'device'] },
  { icon: 'cloud-computing', label: 'a cloud', match: ['cloud', 'migrat'] },
  { icon: 'shield-lock', label: 'a shield with a lock', match: ['cyber', 'security'] },
  { icon: 'network', label: 'a network', match: ['network', 'setup'] },
  { icon: 'code', label: 'code brackets', match: ['software', 'develop'] },
  { icon: 'bulb', label: 'a light bulb', match: ['strategy'] },
  { icon: 'robot', label: 'a robot', match: ['automat', 'process'] },
  { icon: 'chart-dots', label: 'a chart', match: ['data', 'report'] },
];

export const ideas: IdeaFlags = { recurring: true, supplies: false, fairs: false, homeVisits: false, taught: true, taughtOnline: true, doorToDoor: true };

export const profile: IndustryProfile = {
  industry: 'technology-consulting',
  label: 'technology consultancy',
  keywords: {
    'it consulting': 9, 'technology consulting': 10, 'tech consulting': 9, consulting: 3, consultant: 3, 'it support': 8,
    'managed it': 8, software: 4, cloud: 5, cybersecurity: 7, 'cyber security': 7, network: 3, networking: 4, servers: 5,
    'web development': 6, devops: 7, automation: 4, 'digital transformation': 7, saas: 5, 'microsoft 365': 7, 'data': 2,
    'help desk': 6, 'tech support': 7, app: 2, apps: 2, computers: 3, it: 1,
  },
  customer: 'client',
  customers: 'clients',
  visit: 'project',
  mobile: true,
  buttons: ['Book a Consultation', 'Talk to an Expert', 'Get in Touch', 'Start a Project'],
  cta: ['book a consultation', 'talk through your project', 'get honest technology advice'],
  headlines: ['Technology That Works for You', 'Clear Advice, Reliable Systems', 'Less Tech Stress, More Progress', 'Smart IT for Growing Teams', 'Your Technology, Sorted'],
  placeHeadlines: ['Technology Consulting in {place}', "{place}'s Trusted IT Partner", 'IT Support for {place} Businesses'],
  doing: ['make technology simple, secure and useful for small businesses', 'give honest technology advice without the jargon', 'build and support systems that let teams get on with their work'],
  promises: [
    'We explain options in plain language, recommend what fits and never sell what you do not need.',
    'Security and backups are built in from the start, not bolted on later.',
    'You get a clear plan, a fixed scope where possible and regular updates.',
    'When something breaks, you reach a real person who knows your setup.',
  ],
  approach: [
    'We believe good technology should feel invisible.',
    'Our work is practical: fewer tools, better set up and well documented.',
    'We partner for the long term and learn how your business works.',
  ],
  ownerServiceLines: ['{Service}, planned carefully and explained without jargon.', 'We take care of {service} so your team can focus on their work.', 'Tell us about your setup and we will suggest a practical approach to {service}.'],
  services: [
    { heading: 'IT Support', match: ['it support', 'help desk', 'tech support', 'support', 'managed it', 'managed services'], description: 'Responsive help for your team, plus the regular upkeep that prevents problems.', price: null, image: 'it support technician office' },
    { heading: 'Cloud Migration', match: ['cloud', 'migration', 'aws', 'azure', 'google workspace', 'microsoft 365', 'office 365'], description: 'Move email, files and apps to the cloud with careful planning and minimal disruption.', price: null, image: 'cloud computing concept' },
    { heading: 'Cybersecurity', match: ['security', 'cybersecurity', 'cyber', 'backup', 'firewall', 'phishing'], description: 'Practical protection: backups, updates, multi-factor sign-in and staff awareness.', price: null, image: 'cybersecurity laptop lock' },
    { heading: 'Network Setup', match: ['network', 'wifi', 'wi fi', 'router', 'server', 'cabling'], description: 'Reliable office networks and Wi-Fi, designed, installed and documented.', price: null, image: 'network switch cables' },
    { heading: 'Software Development', match: ['software', 'development', 'custom app', 'app', 'web development', 'website'], description: 'Custom tools and integrations built to fit how your team actually works.', price: null, image: 'software developer coding' },
    { heading: 'Technology Strategy', match: ['strategy', 'roadmap', 'cto', 'advice', 'consulting', 'digital transformation'], description: 'A clear plan for your technology, budget and priorities over the next year or two.', price: null, image: 'technology strategy meeting' },
    { heading: 'Process Automation', match: ['automation', 'automate', 'workflow', 'integration'], description: 'Repetitive tasks automated so your team spends time on work that matters.', price: null, image: 'workflow automation dashboard' },
    { heading: 'Data and Reporting', match: ['data', 'reporting', 'dashboard', 'analytics', 'database'], description: 'Dashboards and reports that turn scattered data into clear answers.', price: null, image: 'data dashboard screen' },
    { heading: 'Device Management', match: ['device', 'laptop', 'computer', 'hardware', 'onboarding'], description: 'Laptops and phones set up, secured and ready for new starters on day one.', price: null, image: 'laptops setup office' },
  ],
  team: [
    { title: 'Founder & Principal Consultant', bio: '{first} started the consultancy to give small businesses honest, practical technology advice.' },
    { title: 'Systems Engineer', bio: '{first} designs networks and cloud setups that are simple to run and easy to grow.' },
    { title: 'Security Specialist', bio: '{first} helps clients protect their data with practical, sensible steps.' },
    { title: 'Software Developer', bio: '{first} builds custom tools and integrations with clean, well-documented code.' },
    { title: 'Support Technician', bio: '{first} answers support requests with patience and a knack for quick fixes.' },
  ],
  faqs: [
    { question: 'Do you work with very small businesses?', answer: 'Yes. {name} works with teams of all sizes, including sole traders and small offices.' },
    { question: 'Can you support us remotely?', answer: 'Many issues can be solved remotely, and we visit on site when it makes sense.' },
    { question: 'How do you price projects?', answer: 'We agree scope and pricing up front, whether it is a fixed project or ongoing support.' },
    { question: 'Can you work with our existing systems?', answer: 'Usually, yes. We start by reviewing what you have and improve it before suggesting anything new.' },
  ],
  reviewDetails: [
    'They explained our options without any jargon.',
    'Our move to the cloud happened over a weekend with zero drama.',
    'Support tickets get answered fast, by someone who knows our setup.',
    'They talked us out of buying software we did not need.',
    'Our office Wi-Fi finally works in every room.',
    'The automation they built saves us hours every week.',
  ],
  priceFactors: 'the scope of the work and the level of ongoing support',
  imageTerms: ['technology consultant meeting', 'modern office laptops', 'server room', 'team collaborating on computers', 'cybersecurity concept', 'cloud computing', 'developer writing code', 'network cables switch'],
  videoTitles: ['How We Approach Your Technology', 'A Cloud Move in Plain English', 'Meet the Team'],
  videoLines: [
    'See how we review your current setup and turn it into a practical plan.',
    'Learn what a smooth cloud migration looks like, step by step.',
    'Hear from the people who will support your team.',
  ],
  quotes: ['Good technology feels invisible.', 'Simple systems, fewer surprises.', 'Technology should serve people, not the other way around.', 'Plan well, build well, sleep well.'],
  hues: [225, 175, 265],
  fonts: ['technical', 'modern', 'calm'],
  nameNouns: ['Tech', 'Consulting', 'IT Solutions', 'Digital', 'Systems', 'Labs'],
  nameWords: ['Byte', 'Vector', 'Northbeam', 'Cobalt', 'Signal', 'Lattice', 'Circuit', 'Bridgepoint'],
  ideas: [
    { idea: 'IT support for dental offices', pitch: 'IT support for dental practices that keeps patient records secure and systems running.' },
    { idea: 'Cybersecurity training for small teams', pitch: 'Practical cybersecurity training that helps small teams spot scams and protect data.' },
    { idea: 'Cloud setup for new startups', pitch: 'Help for new startups to set up email, storage and security in the cloud from day one.' },
    { idea: 'Tech help for seniors at home', pitch: 'Patient technology help for seniors at home, from phones and tablets to video calls.' },
    { idea: 'Automation consulting for small retailers', pitch: 'Consulting that helps small shops automate stock, orders and bookkeeping.' },
    { idea: 'Website and IT bundle for trades', pitch: 'A website and IT support package for plumbers, electricians and builders.' },
    { idea: 'Data dashboards for nonprofits', pitch: 'Clear data dashboards that help nonprofits show their impact to funders.' },
    { idea: 'Remote IT support for law firms', pitch: 'Remote IT support that keeps law firms’ systems secure, backed up and working.' },
    { idea: 'Smart office setup service', pitch: 'A service that sets up small offices with wifi, printers, phones and smart meeting rooms.' },
    { idea: 'Technology audits for growing businesses', pitch: 'Technology reviews that show growing businesses what to fix, keep and upgrade.' },
  ],
};
