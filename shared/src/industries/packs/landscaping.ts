import type { IdeaFlags, IndustryIcon, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Landscaping: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
  label: 'Landscaping',
  plural: 'landscapers',
  business: 'landscaping business',
  summary: 'Gardens worth showing, seasonal services and estimate requests.',
  intro:
    'A great garden is the best advert a landscaper has. Frontdoor writes a fresh website for your landscaping business with your lawn care, design and hardscaping services, a gallery of your work, reviews and a quick way to request an estimate.',
  description: 'Free website builder for landscapers and lawn care businesses: your services, a gallery of your gardens, reviews and estimate requests, made in seconds.',
  tone: 'green',
  features: [
    { kind: 'gallery', title: 'Gardens worth showing', body: 'Lawns, planting, patios and clean-ups in a gallery that sells your next job.' },
    { kind: 'services', title: 'Services for every season', body: 'Mowing, garden design, planting, patios and autumn clean-ups, with what each includes and how it is priced.' },
    { kind: 'contact', title: 'Estimate requests', body: 'A contact form with your own questions, such as the size of the garden and the address, so you can quote quickly.' },
    { kind: 'local', title: 'The neighbourhoods you serve', body: 'Your service area in your headline, page title and search keywords, so local homeowners find you.' },
  ],
  glyph: [
    { shape: 'path', d: 'M12 21v-9M7 21h10' },
    { shape: 'path', d: 'M12 12c0-4-3-6-7-6 0 4 3 6 7 6zM12 14c0-4 2.5-7 7-7 0 4.5-3 7-7 7z' },
  ],
  sample: { name: 'Greenway Gardens', location: 'Sacramento, California', description: 'Lawn care, garden design, planting, patios and seasonal clean-ups for homes and small businesses.' },
};

export const look: IndustryLook = ['friendly', 'rugged', 'classic'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'lawn-mower', label: 'a lawn mower', match: ['lawn', 'mow', 'sod'] },
  { icon: 'plant-2', label: 'a young plant', match: ['plant', 'mulch', 'garden', 'maintenance'] },
  { icon: 'trees', label: 'trees', match: ['hedge', 'tree', 'trim'] },
  { icon: 'shovel', label: 'a shovel', match: ['dig', 'patio', 'hardscap'] },
  { icon: 'flower', label: 'a flower', match: ['design', 'flower', 'bed'] },
  { icon: 'droplet', label: 'a water drop', match: ['irrigation', 'water'] },
  { icon: 'leaf', label: 'a leaf', match: ['leaf', 'cleanup', 'removal'] },
  { icon: 'garden-cart', label: 'a garden cart', match: ['cart', 'haul'] },
];

export const ideas: IdeaFlags = { recurring: true, supplies: true, fairs: false, homeVisits: true, taught: true, taughtOnline: true, doorToDoor: true };

export const profile: IndustryProfile = {
  industry: 'landscaping',
  label: 'landscaping company',
  keywords: {
    landscaping: 8, landscaper: 8, landscape: 6, lawn: 5, 'lawn care': 8, mowing: 6, gardening: 5, gardener: 6, garden: 3,
    hedge: 5, hedges: 5, mulch: 6, mulching: 6, sod: 6, irrigation: 6, sprinkler: 5, hardscaping: 7, patio: 3, pavers: 5,
    'tree trimming': 6, 'leaf removal': 7, yard: 4, weeding: 5, 'snow removal': 5, planting: 4, shrubs: 5,
  },
  customer: 'customer',
  customers: 'customers',
  visit: 'visit',
  mobile: true,
  buttons: ['Get a Free Estimate', 'Get a Quote', 'Book a Visit', 'Plan Your Garden'],
  cta: ['get a quote for your yard', 'book a garden visit', 'plan your outdoor space'],
  headlines: ['Beautiful Yards, Less Work', 'Your Garden, Looking Its Best', 'Green Spaces, Done Right', 'Love Your Outdoor Space', 'Lawns and Gardens That Thrive'],
  placeHeadlines: ['Landscaping in {place}', "{place}'s Garden Specialists", 'Greener Yards in {place}'],
  doing: ['keep yards healthy, tidy and beautiful', 'design and care for outdoor spaces people love', 'take the hard work out of garden care'],
  promises: [
    'We turn up on schedule, work tidily and leave paths and driveways swept clean.',
    'Plants are chosen to suit your soil, your light and how much care you want to give.',
    'Regular visits keep your yard looking sharp all season long.',
    'You get a clear quote and a plan before any digging begins.',
  ],
  approach: [
    'We love seeing a tired yard come back to life.',
    'Good landscaping works with nature, not against it.',
    'We keep our crews small and our standards high.',
  ],
  ownerServiceLines: ['{Service}, done tidily and on schedule.', 'We take care of {service} so your yard looks its best all season.', 'Ask about {service} and we will suggest a plan for your yard.'],
  services: [
    { heading: 'Lawn Mowing', match: ['mowing', 'mow', 'lawn care', 'lawn maintenance', 'grass cutting'], description: 'Regular mowing, edging and trimming for a neat, healthy lawn.', price: [40, 80], unit: 'per visit', image: 'lawn mowing stripes' },
    { heading: 'Garden Maintenance', match: ['garden maintenance', 'gardening', 'weeding', 'pruning', 'maintenance'], description: 'Weeding, pruning and seasonal care that keeps beds looking their best.', price: [45, 75], unit: 'per hour', image: 'gardener weeding flower bed' },
    { heading: 'Hedge Trimming', match: ['hedge', 'shrub'], description: 'Hedges and shrubs shaped neatly, with all clippings cleared away.', price: null, image: 'hedge trimming' },
    { heading: 'Landscape Design', match: ['design', 'landscape design', 'planting plan', 'makeover'], description: 'A plan for your outdoor space that suits how you use it and what you love.', price: null, image: 'landscape design garden' },
    { heading: 'Mulching and Planting', match: ['mulch', 'planting', 'plants', 'flower bed', 'flowers'], description: 'Fresh mulch and new plants to brighten beds and keep weeds down.', price: null, image: 'mulching garden bed' },
    { heading: 'Patios and Hardscaping', match: ['patio', 'paver', 'hardscap', 'walkway', 'retaining wall', 'stone'], description: 'Patios, paths and low walls built to last and look great with your planting.', price: null, image: 'stone patio pavers' },
    { heading: 'Irrigation', match: ['irrigation', 'sprinkler', 'drip'], description: 'Sprinkler and drip systems installed, repaired and set for efficient watering.', price: null, image: 'garden sprinkler irrigation' },
    { heading: 'Leaf Removal and Cleanups', match: ['leaf', 'leaves', 'cleanup', 'clean up', 'fall cleanup', 'spring cleanup'], description: 'Seasonal cleanups that clear leaves and debris and get your yard ready for what comes next.', price: null, image: 'leaf cleanup yard' },
    { heading: 'Sod and Lawn Repair', match: ['sod', 'turf', 'seeding', 'overseed', 'aeration', 'lawn repair'], description: 'Bare patches repaired and new lawns laid for thick, even grass.', price: null, image: 'laying new sod lawn' },
  ],
  team: [
    { title: 'Owner & Landscaper', bio: '{first} started the business with a mower and a love of gardens, and still visits every site.' },
    { title: 'Crew Lead', bio: '{first} runs the maintenance crew with an eye for crisp edges and clean finishes.' },
    { title: 'Garden Designer', bio: '{first} plans planting that looks good in every season and suits the site.' },
    { title: 'Landscape Technician', bio: '{first} handles irrigation and hardscaping with patience and precision.' },
  ],
  faqs: [
    { question: 'How often should my lawn be mowed?', answer: 'Weekly or every other week during the growing season suits most lawns. {name} will suggest a schedule for yours.' },
    { question: 'Do you take away green waste?', answer: 'Ask us when you book and we will explain how clippings and debris are handled for your job.' },
    { question: 'Can you work with my existing plants?', answer: 'Yes. We can keep what is thriving, move what is struggling and fill the gaps.' },
    { question: 'Do you offer seasonal contracts?', answer: 'Ask us about regular visits through the season so your yard never gets away from you.' },
  ],
  reviewDetails: [
    'Our yard has never looked this good.',
    'They always leave the driveway swept and the edges crisp.',
    'The new patio is now our favorite place to sit in the evening.',
    'They suggested plants that actually survive our shady corner.',
    'Reliable every week without me having to chase.',
    'The fall cleanup saved me a whole weekend.',
  ],
  priceFactors: 'the size of your yard, the work involved and how often we visit',
  imageTerms: ['landscaped garden', 'freshly mowed lawn', 'gardener planting flowers', 'stone patio garden', 'hedge trimming', 'backyard with lush plants', 'garden path pavers', 'sprinkler watering lawn'],
  videoTitles: ['A Yard Transformation', 'A Day With Our Crew', 'Planting for Every Season'],
  videoLines: [
    'Watch an overgrown yard turn into a tidy, welcoming garden.',
    'See how our crew edges, mows and tidies on a regular visit.',
    'Learn which plants we love for low-maintenance color.',
  ],
  quotes: ['Great yards grow from good care.', 'Nature does the growing, we do the tidying.', 'A beautiful garden is never an accident.', 'Love where you live, inside and out.'],
  hues: [125, 35, 90],
  fonts: ['friendly', 'warm', 'bold'],
  nameNouns: ['Landscaping', 'Lawn & Garden', 'Outdoor Living', 'Yard Care', 'Gardens', 'Landscapes'],
  nameWords: ['Evergreen', 'Greenleaf', 'Fernwood', 'Willow', 'Meadow', 'Clover', 'Oakridge', 'Sage'],
  ideas: [
    { idea: 'Native plant garden design service', pitch: 'Gardens designed with native plants that need less water and welcome birds and bees.' },
    { idea: 'Lawn care subscription for busy families', pitch: 'A lawn care plan that mows, feeds and edges for busy families all season.' },
    { idea: 'Vegetable garden setup and coaching', pitch: 'Raised vegetable beds built and planted, with coaching so families can grow their own food.' },
    { idea: 'Drought-friendly yard makeovers', pitch: 'Yard makeovers with gravel, mulch and hardy plants that thrive with little water.' },
    { idea: 'Balcony garden design for apartments', pitch: 'Small container gardens designed to turn apartment balconies into green escapes.' },
    { idea: 'Snow removal and winter yard care', pitch: 'Snow clearing and winter yard care that keep paths safe and gardens protected.' },
    { idea: 'Pollinator garden installation service', pitch: 'Flower-rich gardens planted to feed bees, butterflies and other pollinators.' },
    { idea: 'Garden maintenance for senior homeowners', pitch: 'Regular weeding, pruning and tidying for older homeowners who love their gardens.' },
    { idea: 'Rain garden and drainage solutions', pitch: 'Rain gardens and drainage fixes that stop soggy lawns and flooded patios.' },
    { idea: 'Outdoor lighting and patio design', pitch: 'Patios and garden lighting designed for long summer evenings outdoors.' },
  ],
};
