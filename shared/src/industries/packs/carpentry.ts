import type { IdeaFlags, IndustryIcon, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Carpentry: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
  label: 'Carpentry',
  plural: 'carpenters',
  business: 'carpentry business',
  summary: 'A portfolio of your joinery and quote requests with the details.',
  intro:
    'People hire a carpenter by looking at their work. Frontdoor writes a website for your carpentry business that puts your projects front and centre, explains what you build and repair, and turns visitors into quote requests.',
  description: 'Free website builder for carpenters and joiners: a portfolio of your projects, your services, reviews and quote requests, made in seconds.',
  tone: 'amber',
  features: [
    { kind: 'gallery', title: 'A portfolio that does the talking', body: 'Built-ins, kitchens, decks and trim in a gallery that shows the quality of your joinery.' },
    { kind: 'services', title: 'What you build and repair', body: 'Custom cabinets, shelving, decks, trim work and repairs, described plainly, with starting prices or “priced by quote”.' },
    { kind: 'contact', title: 'Quote requests with the details', body: 'Add your own questions to the contact form, such as the size of the job and the address, so you can quote before you visit.' },
    { kind: 'reviews', title: 'Word of mouth, online', body: 'Reviews from past clients sit beside your work: the two things homeowners check before they call.' },
  ],
  glyph: [
    { shape: 'path', d: 'M4.5 3.5h11l4 2.75-4 2.75h-11z' },
    { shape: 'path', d: 'M9.5 9v11a1.5 1.5 0 0 0 3 0V9' },
  ],
  sample: { name: 'Oak & Iron Carpentry', location: 'Burlington, Vermont', description: 'Custom carpentry and joinery: built-in shelves, kitchen cabinets, decks, trim work and furniture repairs.' },
};

export const look: IndustryLook = ['rugged', 'classic', 'industrial'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'hammer', label: 'a hammer', match: ['repair', 'small', 'job', 'framing'] },
  { icon: 'ruler-measure', label: 'a measuring tape', match: ['custom', 'measure', 'trim', 'molding'] },
  { icon: 'armchair-2', label: 'a handmade chair', match: ['furniture', 'custom'] },
  { icon: 'door', label: 'a door', match: ['door', 'window'] },
  { icon: 'stairs', label: 'a staircase', match: ['stair', 'rail'] },
  { icon: 'books', label: 'a full bookshelf', match: ['shelving', 'built-in', 'storage', 'shelf'] },
  { icon: 'fence', label: 'a fence', match: ['deck', 'pergola', 'fence', 'outdoor'] },
  { icon: 'tools-kitchen-2', label: 'kitchen tools', match: ['kitchen', 'cabinet'] },
];

export const ideas: IdeaFlags = { recurring: false, supplies: false, fairs: false, homeVisits: false, taught: true, taughtOnline: true, doorToDoor: true };

export const profile: IndustryProfile = {
  industry: 'carpentry',
  label: 'carpentry business',
  keywords: {
    carpenter: 7, carpentry: 7, joinery: 7, joiner: 6, woodwork: 6, woodworking: 6, 'custom furniture': 6, cabinets: 4,
    cabinetry: 6, 'built ins': 5, shelving: 4, deck: 3, decking: 4, trim: 2, 'crown molding': 5, handyman: 5,
    'wood floors': 3, pergola: 4, 'timber': 4, framing: 3, doors: 1, stairs: 2,
  },
  customer: 'client',
  customers: 'clients',
  visit: 'project',
  mobile: true,
  buttons: ['Get a Quote', 'Start Your Project', 'Request a Quote', 'Talk to a Carpenter'],
  cta: ['get a quote for your project', 'talk through your project', 'book a site visit'],
  headlines: ['Built to Last, Made to Fit', 'Fine Carpentry, Honest Work', 'Woodwork You Will Love', 'Crafted by Hand, Built Right', 'Quality Joinery for Your Home'],
  placeHeadlines: ['Custom Carpentry in {place}', "{place}'s Local Carpenters", 'Fine Woodwork in {place}'],
  doing: ['build things that fit your space and last for years', 'bring careful craftsmanship to every project', 'turn your ideas into solid, beautiful woodwork'],
  promises: [
    'We measure twice, talk it through with you and leave the site clean at the end of each day.',
    'Every joint, edge and finish is checked before we call a job done.',
    'You get a clear quote and a realistic timeline before any work begins.',
    'Small repairs and big builds get the same care.',
  ],
  approach: [
    'We love solid timber, careful joinery and designs that suit the way you live.',
    'Good carpentry starts with listening, so every project begins with a conversation.',
    'We keep you updated as the work goes and never leave a job half-finished.',
  ],
  ownerServiceLines: ['{Service}, measured carefully, built solidly and finished neatly.', 'We take on {service} with the same care as our biggest builds.', 'Tell us about your plans for {service} and we will talk through options and a quote.'],
  services: [
    { heading: 'Custom Furniture', match: ['furniture', 'table', 'bench', 'bed'], description: 'Tables, benches and one-off pieces designed around your space and built by hand.', price: null, image: 'handmade wooden furniture' },
    { heading: 'Built-In Shelving and Storage', match: ['built in', 'shelving', 'shelves', 'bookcase', 'storage', 'closet', 'wardrobe'], description: 'Alcove shelves, wardrobes and storage that make the most of awkward spaces.', price: null, image: 'built in bookshelves' },
    { heading: 'Kitchen Cabinets', match: ['cabinet', 'kitchen'], description: 'Cabinets built, fitted or refaced, with doors that close just right.', price: null, image: 'custom wooden kitchen cabinets' },
    { heading: 'Decks and Pergolas', match: ['deck', 'pergola', 'porch', 'outdoor'], description: 'Outdoor structures built solidly with durable timber and careful detailing.', price: null, image: 'wooden deck pergola garden' },
    { heading: 'Trim and Molding', match: ['trim', 'molding', 'moulding', 'baseboard', 'skirting'], description: 'Baseboards, crown molding and door casings fitted neatly for a finished look.', price: null, image: 'crown molding carpentry' },
    { heading: 'Doors and Windows', match: ['door', 'window'], description: 'Doors hung, adjusted or replaced, and window frames repaired to open and close smoothly.', price: null, image: 'carpenter hanging door' },
    { heading: 'Stairs and Railings', match: ['stair', 'railing', 'banister', 'handrail'], description: 'Staircases, railings and banisters repaired or built to be safe and good-looking.', price: null, image: 'wooden staircase railing' },
    { heading: 'Repairs and Small Jobs', match: ['repair', 'handyman', 'small job', 'fix'], description: 'Sticking doors, loose boards and broken fittings fixed properly the first time.', price: [75, 150], unit: 'for small jobs', image: 'carpenter tools workbench' },
    { heading: 'Framing', match: ['framing', 'frame', 'stud wall', 'partition'], description: 'Stud walls and framing for renovations, built square, level and ready to finish.', price: null, image: 'timber framing construction' },
  ],
  team: [
    { title: 'Owner & Master Carpenter', bio: '{first} runs every project personally and still loves the smell of fresh-cut oak.' },
    { title: 'Carpenter', bio: '{first} specialises in fitted furniture and finishing work that looks seamless.' },
    { title: 'Joiner', bio: '{first} builds doors, cabinets and furniture in the workshop with patient precision.' },
    { title: 'Apprentice Carpenter', bio: '{first} is learning the trade on every job and brings real energy to the team.' },
  ],
  faqs: [
    { question: 'Do you offer free quotes?', answer: 'Get in touch with a few details and photos, and {name} will explain how quotes work for your project.' },
    { question: 'Can you work from my own design?', answer: 'Yes. Share your sketch, photos or inspiration and we will talk through materials and practical details.' },
    { question: 'What wood do you use?', answer: 'It depends on the project and budget. We will recommend timber that suits the look, use and location.' },
    { question: 'Do you take on small jobs?', answer: 'Yes. Small repairs are welcome, and we will tell you honestly how soon we can fit them in.' },
  ],
  reviewDetails: [
    'The built-in shelves look like they were always part of the house.',
    'They left the place spotless at the end of every day.',
    'Turned my rough sketch into something far better than I imagined.',
    'The craftsmanship is beautiful, right down to the joints.',
    'Clear quote, clear timeline and they stuck to both.',
    'Fixed a door that had been sticking for years in no time.',
  ],
  priceFactors: 'the size of the project, the materials and the level of finish',
  imageTerms: ['carpenter workshop', 'woodworking tools on bench', 'handcrafted wooden table', 'carpenter measuring wood', 'wood shavings close up', 'custom built-in shelves', 'wooden deck construction', 'joinery detail'],
  videoTitles: ['From Timber to Table', 'A Day in the Workshop', 'How We Build Built-Ins'],
  videoLines: [
    'Follow a piece from rough timber to finished furniture.',
    'See the joinery and finishing that go into every project.',
    'Watch a plain alcove become custom storage in a few days.',
  ],
  quotes: ['Measure twice, cut once, build to last.', 'Good wood, honest work.', 'Craftsmanship lives in the details.', 'Built by hand, made for life.'],
  hues: [28, 140, 210],
  fonts: ['warm', 'classic', 'bold'],
  nameNouns: ['Carpentry', 'Woodworks', 'Joinery', 'Woodshop', 'Craftworks', 'Build Co.'],
  nameWords: ['Oak', 'Dovetail', 'Timber', 'Grain', 'Chisel', 'Cedar', 'Plumb', 'Mortise'],
  ideas: [
    { idea: 'Custom furniture from reclaimed wood', pitch: 'Tables, shelves and benches made to order from reclaimed timber, each with a story in its grain.' },
    { idea: 'Built-in storage for small apartments', pitch: 'Clever built-in cupboards, beds and shelves that make the most of every corner of a small flat.' },
    { idea: 'Woodworking classes for beginners', pitch: 'Weekend classes where beginners learn to use hand tools safely and take home a piece they made.' },
    { idea: 'Handmade cutting boards online shop', pitch: 'An online shop selling handmade cutting boards and serving trays in local hardwoods.' },
    { idea: 'Tiny home building service', pitch: 'A small team that designs and builds tiny homes and garden studios on a sensible budget.' },
    { idea: 'Deck repair and refinishing', pitch: 'Repairs, sanding and refinishing that bring tired decks back to life before summer.' },
    { idea: 'Custom cat furniture workshop', pitch: 'A workshop making climbing towers, shelves and scratching posts that cats and their owners both love.' },
    { idea: 'Wooden toys made to order', pitch: 'Sturdy wooden toys made to order, finished with child-safe oils and built to be handed down.' },
    { idea: 'Door and window repair service', pitch: 'A repair service that fixes sticking doors, rattling windows and broken frames.' },
    { idea: 'Garden planter boxes made locally', pitch: 'Planter boxes and raised beds built locally to fit balconies, patios and school gardens.' },
  ],
};
