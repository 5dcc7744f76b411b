import { INDUSTRY_PACKS, type IdeaFlags, type Industry } from '@frontdoor/shared';
import { scoreIndustries } from '../detect-industry.js';
import { INDUSTRY_PROFILES } from '../industries/index.js';
import type { IndustryProfile } from '../industries/profile.js';
import { singular } from './read-keywords.js';

/** The kinds of business an idea can be; two ideas of one kind around the same topic are one business reworded. */
export type IdeaKind =
  | 'online'
  | 'subscription'
  | 'mobile'
  | 'schools'
  | 'classes'
  | 'market'
  | 'shop'
  | 'repair'
  | 'rental'
  | 'events'
  | 'corporate'
  | 'seniors'
  | 'club'
  | 'eco'
  | 'advice'
  | 'wholesale';

export type TopicType = 'service' | 'making' | 'skill';

/** The visitor's topic as the templates use it. */
export interface Topic {
  /** As typed: "bike repair", "candles". */
  topic: string;
  /** As a modifier: "bike repair", "candle". */
  mod: string;
  /** The activity: "bike repair", "candle making" (a plural thing is made). */
  craft: string;
  /**
   * A service done for people ("dog grooming", "HVAC"), a thing people make ("candles", "knitting")
   * or a skill people learn ("chess", "piano").
   */
  type: TopicType;
  /** A thing that is made and sold ("candles"), not an activity ("woodworking"). */
  product: boolean;
  /** The industry the topic belongs to, when it belongs to one. */
  profile: IndustryProfile | undefined;
}

interface TopicTemplate {
  /** The kinds of business it is: a home visit for seniors is a mobile service too. */
  kinds: readonly IdeaKind[];
  for: readonly TopicType[];
  /** Whether the template suits the topic's industry (a service with no industry suits them all). */
  suits?: (profile: IndustryProfile) => boolean;
  products?: true;
  idea: (topic: Topic) => string;
  pitch: (topic: Topic) => string;
}

/** Whether the topic's industry may take a template, by its pack's idea flags. */
const flagged = (flag: keyof IdeaFlags) => (profile: IndustryProfile) => INDUSTRY_PACKS[profile.industry].ideas[flag];

/**
 * Ideas around the visitor's topic, one per kind of business. Each opens with its own word, so that
 * two never share their first two words even for a two-word topic; each stays within eight words
 * for a two-word topic, and each pitch is one sentence.
 */
export const TOPIC_IDEAS: readonly TopicTemplate[] = [
  {
    kinds: ['classes'],
    for: ['making', 'skill'],
    idea: ({ mod }) => `Beginner ${mod} classes on weekends`,
    pitch: ({ craft }) => `Relaxed weekend classes where complete beginners learn ${craft} step by step, with all the kit provided.`,
  },
  {
    kinds: ['classes'],
    for: ['service'],
    suits: flagged('taught'),
    idea: ({ mod }) => `DIY ${mod} workshops for beginners`,
    pitch: ({ mod }) => `Hands-on evening workshops where people learn the ${mod} basics they can safely do themselves.`,
  },
  {
    kinds: ['online'],
    for: ['service', 'making', 'skill'],
    suits: flagged('taughtOnline'),
    idea: ({ craft }) => `Online ${craft} course with video lessons`,
    pitch: ({ craft }) => `A self-paced course of short videos and live question sessions for learning ${craft} from home.`,
  },
  {
    kinds: ['mobile'],
    for: ['service'],
    // Trades that work at the customer's property are mobile already.
    suits: (profile) => !profile.mobile && flagged('doorToDoor')(profile),
    idea: ({ mod }) => `Mobile ${mod} service for busy families`,
    pitch: ({ mod }) => `Door-to-door ${mod} visits at times that suit, so busy families never have to travel.`,
  },
  {
    kinds: ['subscription'],
    for: ['service'],
    suits: flagged('recurring'),
    idea: ({ mod }) => `Monthly ${mod} plan with priority booking`,
    pitch: ({ mod }) => `A simple monthly plan with regular ${mod} visits and priority booking, so members are never left waiting.`,
  },
  {
    kinds: ['seniors', 'mobile'],
    for: ['service'],
    suits: flagged('homeVisits'),
    idea: ({ mod }) => `Gentle ${mod} service for seniors at home`,
    pitch: ({ mod }) => `Patient, unhurried ${mod} visits for older people in their own homes, at a pace that suits them.`,
  },
  {
    kinds: ['shop'],
    for: ['service'],
    suits: flagged('supplies'),
    idea: ({ mod }) => `${mod} supplies shop with expert advice`,
    pitch: ({ mod }) => `A shop selling trusted ${mod} supplies, with staff who explain what works and what to skip.`,
  },
  {
    kinds: ['market'],
    for: ['service'],
    suits: flagged('fairs'),
    idea: ({ mod }) => `Pop-up ${mod} stand at local fairs`,
    pitch: ({ mod }) => `A pop-up ${mod} stand that visits fairs, festivals and markets and wins regular customers.`,
  },
  {
    kinds: ['corporate'],
    for: ['service'],
    // Only trades that work on site, and never without one: "commercial dog grooming" is no business.
    suits: (profile) => profile.mobile && profile.industry !== 'real-estate-agent',
    idea: ({ mod }) => `Commercial ${mod} service for local businesses`,
    pitch: ({ mod }) => `Reliable ${mod} work on contract for offices, shops and landlords, scheduled around their opening hours.`,
  },
  {
    kinds: ['mobile'],
    for: ['skill'],
    idea: ({ mod }) => `Home ${mod} lessons for busy families`,
    pitch: ({ craft }) => `A teacher who comes to the house, so children and parents can learn ${craft} without the school run.`,
  },
  {
    kinds: ['events'],
    for: ['skill'],
    idea: ({ mod }) => `Summer ${mod} camps for kids`,
    pitch: ({ craft }) => `Holiday day camps where children learn ${craft} through games and small challenges, and make new friends.`,
  },
  {
    kinds: ['subscription'],
    for: ['making'],
    idea: ({ mod }) => `Monthly ${mod} subscription box`,
    pitch: ({ mod }) => `Every month subscribers get a box of ${mod} supplies, tips and a surprise or two, delivered to the door.`,
  },
  {
    kinds: ['market'],
    for: ['making'],
    idea: ({ mod }) => `Weekend ${mod} stall at local markets`,
    pitch: ({ topic }) => `A friendly market stall that brings ${topic} to local shoppers face to face and builds a loyal following.`,
  },
  {
    kinds: ['shop'],
    for: ['making'],
    idea: ({ mod }) => `Starter ${mod} kits sold online`,
    pitch: ({ craft }) => `Ready-to-go ${craft} kits with clear instructions, sold online so beginners can start the same day.`,
  },
  {
    kinds: ['events'],
    for: ['making'],
    idea: ({ mod }) => `Custom ${mod} gifts for weddings and parties`,
    pitch: ({ mod }) => `Made-to-order ${mod} gifts and favours, personalised for weddings, birthdays and company parties.`,
  },
  {
    kinds: ['corporate'],
    for: ['making', 'skill'],
    idea: ({ mod }) => `Corporate ${mod} workshops for teams`,
    pitch: ({ craft }) => `Team-building sessions built around ${craft} that help colleagues unwind, learn something new and bond.`,
  },
  {
    kinds: ['schools'],
    for: ['making', 'skill'],
    idea: ({ mod }) => `After-school ${mod} workshops for kids`,
    pitch: ({ craft }) => `Hands-on ${craft} workshops after school that leave children learning, laughing and proud of what they did.`,
  },
  {
    kinds: ['club'],
    for: ['making', 'skill'],
    idea: ({ mod }) => `Local ${mod} club with monthly meetups`,
    pitch: ({ craft }) => `A club where local ${craft} fans meet each month to share tips, swap ideas and make friends.`,
  },
  {
    kinds: ['eco'],
    for: ['making'],
    idea: ({ mod }) => `Eco-friendly ${mod} products for homes`,
    pitch: ({ mod }) => `Natural, low-waste ${mod} products for households that want to tread lightly on the planet.`,
  },
  {
    kinds: ['wholesale'],
    for: ['making'],
    products: true,
    idea: ({ topic }) => `Wholesale ${topic} for local gift shops`,
    pitch: ({ topic }) => `Small-batch ${topic} supplied to cafés, gift shops and boutiques at trade prices.`,
  },
];

/** Topic words that are services done for people, whatever industry they belong to. */
const SERVICE_WORDS = new Set([
  'repair',
  'repairs',
  'cleaning',
  'grooming',
  'walking',
  'sitting',
  'care',
  'tutoring',
  'coaching',
  'consulting',
  'installation',
  'removal',
  'detailing',
  'styling',
  'therapy',
  'massage',
  'delivery',
  'moving',
  'plumbing',
  'catering',
  'photography',
  'planning',
  'design',
  'support',
  'training',
  'washing',
  'maintenance',
  'landscaping',
  'hvac',
  'control',
]);
/** Topic words that are things people make or take up, even where an industry knows them. */
const MAKING_WORDS = new Set([
  'woodworking',
  'gardening',
  'baking',
  'knitting',
  'sewing',
  'pottery',
  'ceramics',
  'crafts',
  'jewelry',
  'jewellery',
  'soap',
  'soaps',
  'candles',
  'candle',
  'drawing',
  'crochet',
  'quilting',
  'embroidery',
  'calligraphy',
  'cooking',
  'brewing',
  'art',
  'painting',
]);
/** Topic words that are skills people learn rather than things they make or services they buy. */
const SKILL_WORDS = new Set([
  'chess',
  'music',
  'piano',
  'guitar',
  'violin',
  'drums',
  'singing',
  'dance',
  'dancing',
  'yoga',
  'pilates',
  'coding',
  'programming',
  'languages',
  'spanish',
  'french',
  'german',
  'maths',
  'math',
  'swimming',
  'tennis',
  'golf',
  'boxing',
  'surfing',
  'climbing',
]);
/**
 * Words that name the business rather than its subject: "dental PRACTICE", "chess LESSONS",
 * "coffee SHOP". The ideas are about the subject; a topic that is nothing else ("restaurant",
 * "day spa") gets the industry's own ideas.
 */
const BUSINESS_FORMS = new Set([
  'practice',
  'clinic',
  'shop',
  'store',
  'salon',
  'restaurant',
  'agent',
  'agency',
  'studio',
  'office',
  'company',
  'firm',
  'cafe',
  'café',
  'bar',
  'bookshop',
  'bakery',
  'gym',
  'spa',
  'center',
  'centre',
  'pantry',
  'foundation',
  'charity',
  'consultancy',
  'contractor',
  'electrician',
  'plumber',
  'dentist',
  'builder',
  'service',
  'services',
  'lessons',
  'classes',
  'tuition',
  'rentals',
  'rental',
  'installation',
  'installs',
  'business',
  'organization',
  'organisation',
  'nonprofit',
  'therapist',
  'barber',
  'trainer',
  'teacher',
  'tutor',
  'instructor',
  'accountant',
  'nutritionist',
  'physiotherapist',
  'realtor',
  'cleaner',
  'cleaners',
  'groomer',
  'mechanic',
  'coaching',
  'consulting',
  'counselling',
  'counseling',
]);
/** Words that say how or for whom a business works, not what it is about: "MOBILE car detailing". */
const MANNERS = new Set([
  'mobile',
  'local',
  'online',
  'professional',
  'custom',
  'specialty',
  'speciality',
  'beachfront',
  'residential',
  'commercial',
  'family',
  'community',
  'eco-friendly',
  'premium',
  'luxury',
  'independent',
  'secondhand',
  'walk-in',
  'humane',
  'classic',
  'affordable',
]);

/**
 * The visitor's topic ("bike repair", "candles") read for the templates, or undefined when it is
 * only a kind of business ("restaurant") or, with an industry chosen, a word of no trade ("sunrise").
 */
export function readTopic(text: string, chosen: IndustryProfile | undefined): Topic | undefined {
  const typed = text.split(' ');
  let words = [...typed];
  while (words.length > 1 && BUSINESS_FORMS.has(words[words.length - 1].toLowerCase())) words = words.slice(0, -1);
  while (words.length > 1 && MANNERS.has(words[0].toLowerCase())) words = words.slice(1);
  if (words.length === 1 && BUSINESS_FORMS.has(words[0].toLowerCase())) return undefined;
  const topic = words.join(' ');
  const last = words[words.length - 1].toLowerCase();
  const profile = industryOf(topic);
  // "day spa" is a spa, not a business about days.
  if (!profile && words.length < typed.length && industryOf(text)) return undefined;
  if (!profile && chosen && !SERVICE_WORDS.has(last) && !MAKING_WORDS.has(last) && !SKILL_WORDS.has(last)) return undefined;
  const mod = [...words.slice(0, -1), singular(words[words.length - 1])].join(' ');
  const type = SKILL_WORDS.has(last) ? 'skill' : !MAKING_WORDS.has(last) && (profile || SERVICE_WORDS.has(last)) ? 'service' : 'making';
  const product = mod !== topic;
  return { topic, mod, craft: product && type === 'making' ? `${mod} making` : topic, type, product, profile };
}

/** Whether a template makes sense for the topic. */
export function suits(template: TopicTemplate, topic: Topic): boolean {
  if (!template.for.includes(topic.type) || (template.products && !topic.product)) return false;
  // With no industry to ask, a service may take every template but the on-site trades' one.
  if (!topic.profile) return template.suits === undefined || !template.kinds.includes('corporate');
  return template.suits?.(topic.profile) ?? true;
}

function industryOf(text: string): IndustryProfile | undefined {
  let best: Industry | undefined;
  let bestScore = 0;
  for (const [industry, score] of scoreIndustries(text)) {
    if (score > bestScore) [best, bestScore] = [industry, score];
  }
  return best ? INDUSTRY_PROFILES[best] : undefined;
}
