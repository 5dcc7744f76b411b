import type { IdeaFlags, IndustryIcon, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Home construction: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
  label: 'Home construction',
  plural: 'home builders',
  business: 'building company',
  summary: 'Finished projects, how you build and the crew behind it.',
  intro:
    'Building or renovating a home is a big decision, and clients research builders carefully. Frontdoor writes a website for your construction business that shows your finished projects, explains how you work from design to handover, introduces your team and invites project enquiries.',
  description: 'Free website builder for home builders and contractors: finished projects, your process, your team, reviews and project enquiries, made in seconds.',
  tone: 'amber',
  features: [
    { kind: 'gallery', title: 'Finished projects', body: 'New builds, additions and renovations in a gallery that shows the scale and finish of your work.' },
    { kind: 'services', title: 'How you build', body: 'Custom homes, additions and renovations, with what each involves, from permits to the final walkthrough.' },
    { kind: 'team', title: 'The crew behind the build', body: 'Your project managers and trades with their roles, so clients know who will be on site.' },
    { kind: 'contact', title: 'Project enquiries', body: 'Add questions about the plot, budget and timeline to your contact form to understand a project before the first meeting.' },
  ],
  glyph: [
    { shape: 'rect', x: 3, y: 5, width: 18, height: 14, rx: 1 },
    { shape: 'path', d: 'M3 9.7h18M3 14.3h18M9 5v4.7M15 5v4.7M6 9.7v4.6M12 9.7v4.6M18 9.7v4.6M9 14.3V19M15 14.3V19' },
  ],
  sample: { name: 'Cornerstone Home Builders', location: 'Boise, Idaho', description: 'Custom home building, additions and major renovations, from design and permits to the final walkthrough.' },
};

export const look: IndustryLook = ['industrial', 'rugged'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'home', label: 'a house', match: ['custom', 'home', 'whole', 'renovation'] },
  { icon: 'hammer', label: 'a hammer', match: ['remodel', 'build'] },
  { icon: 'ruler-2', label: 'a set square', match: ['plan', 'design'] },
  { icon: 'wall', label: 'a brick wall', match: ['addition', 'exterior'] },
  { icon: 'crane', label: 'a crane', match: ['project', 'management'] },
  { icon: 'bath', label: 'a bathtub', match: ['bathroom'] },
  { icon: 'tools-kitchen-2', label: 'kitchen tools', match: ['kitchen'] },
  { icon: 'building-cottage', label: 'a cottage', match: ['adu', 'dwelling', 'accessory', 'basement', 'roof'] },
  { icon: 'helmet', label: 'a hard hat', match: ['safety', 'site'] },
];

export const ideas: IdeaFlags = { recurring: false, supplies: false, fairs: false, homeVisits: false, taught: false, taughtOnline: false, doorToDoor: true };

export const profile: IndustryProfile = {
  industry: 'home-construction',
  label: 'home builder',
  keywords: {
    construction: 6, 'general contractor': 8, contractor: 4, builder: 5, builders: 5, 'home builder': 8, 'custom homes': 8,
    renovation: 5, renovations: 5, remodel: 5, remodeling: 6, remodels: 5, addition: 3, additions: 4, 'new build': 7,
    'kitchen remodel': 6, 'bathroom remodel': 6, foundation: 3, roofing: 4, 'adu': 6, 'home building': 8, 'build homes': 7,
  },
  customer: 'client',
  customers: 'clients',
  visit: 'project',
  mobile: true,
  buttons: ['Start Your Project', 'Request a Consultation', 'Get an Estimate', 'Talk to a Builder'],
  cta: ['start planning your project', 'request an estimate', 'book a site visit'],
  headlines: ['Building Homes, Building Trust', 'From Plans to Keys', 'Your Dream Home, Built Right', 'Quality Builds, Clear Communication', 'Renovations Without the Headaches'],
  placeHeadlines: ['Home Building in {place}', "{place}'s Trusted Builders", 'Renovations Across {place}'],
  doing: ['build and renovate homes with care and clear communication', 'turn plans into homes people love living in', 'manage every detail of your build from start to finish'],
  promises: [
    'You get a clear scope, a realistic schedule and regular updates from one point of contact.',
    'We plan carefully up front, so fewer surprises appear once the walls come down.',
    'Quality materials and careful trades make a home that lasts.',
    'Every site is kept safe, tidy and respectful of your neighbors.',
  ],
  approach: [
    'We believe a build should be exciting, not stressful.',
    'Our team works with trusted trades we know well and hold to high standards.',
    'We are honest about costs and timelines from the very first meeting.',
  ],
  ownerServiceLines: ['{Service}, planned carefully and built to last.', 'We manage {service} from first plans to final walkthrough.', 'Tell us about your ideas for {service} and we will talk through scope and budget.'],
  services: [
    { heading: 'Custom Homes', match: ['custom home', 'new home', 'new build', 'new construction', 'build homes'], description: 'New homes designed around how you live and built with care from foundation to finish.', price: null, image: 'new custom home construction' },
    { heading: 'Kitchen Remodels', match: ['kitchen'], description: 'Kitchens redesigned for better flow, more storage and a space you love cooking in.', price: null, image: 'kitchen remodel modern' },
    { heading: 'Bathroom Remodels', match: ['bathroom', 'bath', 'shower'], description: 'Bathrooms rebuilt with quality waterproofing, tile and fixtures.', price: null, image: 'bathroom renovation tile' },
    { heading: 'Home Additions', match: ['addition', 'extension', 'second story'], description: 'Extra rooms and second stories that blend naturally with your existing home.', price: null, image: 'home addition construction' },
    { heading: 'Whole-Home Renovations', match: ['renovation', 'remodel', 'remodeling', 'gut'], description: 'Complete renovations managed from design through to the final walkthrough.', price: null, image: 'home renovation interior' },
    { heading: 'Accessory Dwelling Units', match: ['adu', 'granny flat', 'backyard cottage', 'guest house', 'in law'], description: 'Backyard cottages and garage conversions planned and built to suit your lot.', price: null, image: 'backyard accessory dwelling unit' },
    { heading: 'Basement Finishing', match: ['basement'], description: 'Unfinished basements turned into bright, usable living space.', price: null, image: 'finished basement' },
    { heading: 'Roofing and Exteriors', match: ['roof', 'siding', 'exterior'], description: 'Roofs, siding and exterior upgrades that protect your home and refresh its look.', price: null, image: 'roofing construction' },
    { heading: 'Project Management', match: ['project management', 'general contract', 'permits'], description: 'Scheduling, trades and inspections coordinated so your project keeps moving.', price: null, image: 'construction project manager plans' },
  ],
  team: [
    { title: 'Owner & General Contractor', bio: '{first} oversees every build and believes good communication matters as much as good framing.' },
    { title: 'Project Manager', bio: '{first} keeps schedules on track and clients updated every step of the way.' },
    { title: 'Site Supervisor', bio: '{first} runs the job site with a sharp eye for quality and safety.' },
    { title: 'Estimator', bio: '{first} prepares clear, detailed estimates so there are no surprises later.' },
    { title: 'Design Coordinator', bio: '{first} helps clients choose finishes and keeps plans and selections organized.' },
  ],
  faqs: [
    { question: 'How long does a typical project take?', answer: 'It depends on the size, design and permits. {name} will give you a realistic timeline before work starts.' },
    { question: 'Do you help with design and permits?', answer: 'Ask us how we handle design and permits for your project, and we will explain each step.' },
    { question: 'How do estimates work?', answer: 'We visit, listen to what you want and then prepare a detailed estimate you can compare with confidence.' },
    { question: 'Can we live at home during a renovation?', answer: 'Often, yes, depending on the work. We will plan the phases with you to keep disruption low.' },
  ],
  reviewDetails: [
    'They finished on schedule and kept us updated every week.',
    'The quality of the finish work is outstanding.',
    'Our addition looks like it was always part of the house.',
    'The estimate was detailed and the final cost stayed close to it.',
    'They kept the site tidy, which our neighbors appreciated.',
    'Every question got a straight answer.',
  ],
  priceFactors: 'the size of the project, the design and the materials you choose',
  imageTerms: ['home construction site', 'modern new home exterior', 'builders framing house', 'kitchen renovation', 'architect plans on table', 'construction worker with hard hat', 'finished living room interior', 'house under construction'],
  videoTitles: ['From Foundation to Final Walkthrough', 'A Kitchen Remodel Timelapse', 'How We Plan Your Build'],
  videoLines: [
    'Watch a home go from empty lot to finished build in a few minutes.',
    'See how careful planning keeps a renovation on time and on budget.',
    'Walk through a finished project and the details that make it last.',
  ],
  quotes: ['Build it right, build it once.', 'Great homes start with great communication.', 'Every home tells the story of its builders.', 'Quality is in the details you cannot see.'],
  hues: [30, 210, 15],
  fonts: ['bold', 'classic', 'modern'],
  nameNouns: ['Builders', 'Construction', 'Homes', 'Building Co.', 'Renovations', 'Contracting'],
  nameWords: ['Cornerstone', 'Keystone', 'Timberline', 'Foundation', 'Ridgeline', 'Granite', 'Summit', 'Level'],
  ideas: [
    { idea: 'Backyard cottages for aging parents', pitch: 'Small backyard cottages that let aging parents live close by with their own front door.' },
    { idea: 'Accessible home remodels for seniors', pitch: 'Remodels that add ramps, wider doors and safer bathrooms so seniors can stay at home.' },
    { idea: 'Tiny home building company', pitch: 'A builder of well-made tiny homes, from the design to the last coat of paint.' },
    { idea: 'Energy-efficient home renovations', pitch: 'Renovations that add insulation, better windows and efficient heating to cut bills.' },
    { idea: 'Basement conversions into rental suites', pitch: 'Basements turned into self-contained rental suites that earn extra income.' },
    { idea: 'Modular home assembly service', pitch: 'A team that assembles modular homes on site quickly and to a high standard.' },
    { idea: 'Kitchen remodels for small budgets', pitch: 'Kitchen remodels that make the most of a modest budget with clever design.' },
    { idea: 'Historic home restoration company', pitch: 'Careful restoration of historic homes that respects their original features.' },
    { idea: 'Storm damage rebuilding service', pitch: 'Fast, reliable rebuilding for homes damaged by storms, working with insurers.' },
    { idea: 'Home office additions for remote workers', pitch: 'Home office extensions that give remote workers a quiet, bright place to work.' },
  ],
};
