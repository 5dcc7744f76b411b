import { normalise } from '../core/normalise.js';
import { titleCase } from '../core/text.js';
import { scoreIndustries } from '../detect-industry.js';
import type { IndustryProfile } from '../industries/profile.js';
import { stemOf } from './name-stems.js';

/**
 * What a free tool's few words say, read as "<service> for <customers> in <place>": "mobile bike
 * repair for commuters in Leeds" is the service "Bike Repair", the customers "Commuters", the place
 * "Leeds" and the mood "Mobile". Words are title-cased (acronyms stay); a part not said is empty.
 */
export interface ToolKeywords {
  /** The trade, one to three words: ["Bike", "Repair"], ["Real", "Estate", "Agent"]. */
  service: string[];
  /** "Commuters", and one of them: "Commuter". */
  customers: string;
  customer: string;
  /** A town or area: "Leeds", "New York", "St. Louis". */
  place: string;
  /** Other words of the description fit to colour a name: "Mobile", "Family", "Vegan". */
  moods: string[];
  /** What the visitor does or likes, lowercase (acronyms stay), each a trade or an "and" part: ["woodworking", "gardening"]. */
  topics: string[];
  /** The trade as typed, up to three words ending with the service: ["Dry", "Stone", "Walling"], ["Mobile", "Dog", "Groomer"]. */
  phrase: string[];
  /** Services named after "and", title-cased, up to three words each: "Repairs", "Shoe Repairs", "Same Day Delivery". */
  also: string[];
}

/** Words that start a new part of the description. */
const LEADS = new Set([
  'for',
  'in',
  'near',
  'around',
  'across',
  'throughout',
  'serving',
  'covering',
  'with',
  'who',
  'that',
  'to',
  'at',
  'from',
  'and',
  'or',
  'plus',
  '&',
  'but',
  'using',
  'by',
  'on',
  'over',
  'under',
  'aged',
  'between',
  'during',
  'within',
  'without',
  'than',
  // Verbs that go on to say what is done or sold: "bakery SPECIALISING in tiered cakes", "florist OFFERING ...".
  'specialising',
  'specializing',
  'specialises',
  'specializes',
  'offering',
  'offers',
  'providing',
  'provides',
  'selling',
  'sells',
  'making',
  'makes',
  'creating',
  'creates',
  'delivering',
  'delivers',
  'including',
  'doing',
  'does',
  'helping',
  'helps',
  'teaching',
  'teaches',
  'based',
  'located',
]);
const PLACE_LEADS = new Set(['in', 'near', 'around', 'across', 'throughout', 'serving', 'covering']);
/** Leads that add a second activity: "woodworking and gardening". */
const ALSO_LEADS = new Set(['and', 'or', 'plus', '&']);

/** Words of a request rather than of a business ("I want to start a small business"). */
const FILLER = new Set([
  'a',
  'an',
  'the',
  'my',
  'our',
  'your',
  'their',
  'his',
  'her',
  'i',
  'we',
  'me',
  'us',
  'it',
  'is',
  'are',
  'am',
  'be',
  'im',
  'want',
  'wanna',
  'start',
  'starting',
  'open',
  'opening',
  'run',
  'running',
  'launch',
  'looking',
  'like',
  'would',
  'plan',
  'planning',
  'something',
  'about',
  'business',
  'businesses',
  'company',
  'service',
  'services',
  'idea',
  'ideas',
  'name',
  'names',
  'small',
  'new',
  'local',
  'own',
  'some',
  'good',
  'best',
  'great',
  'help',
  'need',
  'kind',
  'type',
  'sort',
  'just',
  'really',
  'very',
  'startup',
  'side',
  'hustle',
  'doing',
  'do',
  'does',
  'make',
  'making',
  'called',
  'all',
  'any',
  'other',
  'etc',
  'this',
  'these',
  'those',
  'of',
  'as',
  'based',
  'located',
  // How the owner describes themselves, never a word of a name: "Specialising", "Qualified".
  'specialising',
  'specializing',
  'specialist',
  'specialists',
  'specialised',
  'specialized',
  'qualified',
  'registered',
  'certified',
  'licensed',
  'insured',
  'experienced',
  'offering',
  'providing',
  'including',
  'covering',
  'serving',
  'friendly',
  'independent',
  'family-run',
  'family-owned',
]);
/** Lowercase words after "in" that are not places ("tutoring in maths", "care in the home"). */
const NOT_A_PLACE = new Set([
  'home',
  'homes',
  'person',
  'people',
  'style',
  'bulk',
  'advance',
  'town',
  'city',
  'area',
  'house',
  'office',
  'offices',
  'store',
  'shop',
  'studio',
  'repair',
  'repairs',
  'hire',
  'lessons',
  'classes',
  'sales',
  'setups',
  'time',
  'general',
  'particular',
  'demand',
  'schools',
  'school',
  'park',
  'parks',
  'garden',
  'gardens',
  'private',
  'public',
  'nature',
  'maths',
  'math',
  'english',
  'spanish',
  'french',
  'german',
  'science',
  'history',
  'music',
  'art',
  'arts',
  'sport',
  'sports',
  'business',
  'season',
  'winter',
  'summer',
  'spring',
  'autumn',
  'fall',
  'bed',
  'work',
  'life',
  'health',
  'fitness',
  'tech',
  'technology',
  'my',
  'your',
  'our',
  'their',
  'any',
  'every',
  'all',
  'one',
  'two',
  'three',
  'real',
  'estate',
  'hospitals',
  'care',
  'clinics',
]);
/** Words after "for" that are not who it is for ("bikes for hire", "fun for all ages"). */
const NOT_CUSTOMERS = new Set([
  'sale',
  'hire',
  'rent',
  'free',
  'less',
  'cheap',
  'fun',
  'all',
  'everyone',
  'anyone',
  'ages',
  'age',
  'you',
  'me',
  'us',
  'them',
  'people',
  'life',
  'good',
  'now',
  'less',
  'money',
  'cash',
  'profit',
  'real',
  'sure',
  'example',
  'instance',
]);
/** Description words that would make a poor name ("Nervous Dental", "Cheap Cycles"). */
const UNFIT_FOR_NAMES = new Set([
  'nervous',
  'anxious',
  'scared',
  'sick',
  'ill',
  'broken',
  'cheap',
  'old',
  'older',
  'elderly',
  'poor',
  'low',
  'low-income',
  'struggling',
  'lonely',
  'busy',
  'difficult',
  'disabled',
  'injured',
  'damaged',
  'dirty',
  'messy',
  'worried',
  'stressed',
  'tired',
  'lost',
  'sad',
  'bad',
  'affordable',
  'professional',
  'quality',
  'reliable',
  'first-time',
  'young',
  'single',
  'working',
  'retired',
  'aging',
  'ageing',
  'new',
  'hungry',
  'overwhelmed',
  'picky',
  'fussy',
  'problem',
  'emergency',
  'urgent',
  'fast',
  'quick',
  'same-day',
  'last-minute',
  'expert',
]);
/** Irregular plurals of people a business serves. */
const SINGULARS: Readonly<Record<string, string>> = {
  people: 'person',
  children: 'child',
  women: 'woman',
  men: 'man',
  gentlemen: 'gentleman',
  folks: 'folk',
  feet: 'foot',
  teeth: 'tooth',
  geese: 'goose',
  mice: 'mouse',
};

interface Clause {
  lead: string;
  words: string[];
}

/** Reads the few words of a free tool (the industry's vocabulary tells the trade from its manner). */
export function readKeywords(keywords: string, profile: IndustryProfile | undefined): ToolKeywords {
  // "Specialising in emergency plumbing for landlords": what follows is the service, not a place.
  const clauses = splitClauses(keywords.replace(/\b(?:speciali[sz](?:e|es|ed|ing)|focus(?:es|ed|ing)?)\s+(?:in|on)\b/gi, 'with'));
  const lowercaseOnly = !/\p{Lu}/u.test(keywords);
  const serviceIndex = clauses.findIndex((clause) => !PLACE_LEADS.has(clause.lead) && contentWords(clause.words).length > 0);
  const serviceClause = clauses[serviceIndex];
  let serviceWords = serviceClause ? contentWords(serviceClause.words) : [];

  let place = '';
  for (const [index, clause] of clauses.entries()) {
    if (!PLACE_LEADS.has(clause.lead) || place) continue;
    const last = clauses.slice(index + 1).every((later) => contentWords(later.words).length === 0);
    place = placeOf(clause.words, lowercaseOnly && last, profile);
  }
  // "vegan bakery Brooklyn", "fish and chip shop Whitby", "sourdough bakery Hebden Bridge":
  // capitalised last words after lowercase ones are the place.
  if (!place && /(?:^|\s)\p{Ll}/u.test(keywords)) {
    const last = clauses.findLast((clause) => contentWords(clause.words).length > 0);
    const words = last && !PLACE_LEADS.has(last.lead) ? last.words : [];
    let count = 0;
    while (count < Math.min(3, words.length - 1) && /^\p{Lu}\p{Ll}+$/u.test(words[words.length - 1 - count])) count += 1;
    if (count > 0 && contentWords(words.slice(0, -count)).length > 0) {
      place = words.slice(-count).join(' ');
      words.splice(-count);
      if (last === serviceClause) serviceWords = contentWords(words);
    }
  }
  // So is "bakery brooklyn" typed in lowercase, a last word that is no industry's after one that is.
  const trade = tradeStems(profile);
  const [before = '', tail = ''] = serviceWords.slice(-2);
  if (!place && serviceWords.length >= 2 && lowercaseOnly && trade.has(stemOf(before)) && looksLikePlace(tail, profile)) {
    place = titleCase(tail);
    serviceWords = serviceWords.slice(0, -1);
  }

  const customerClause = clauses.find((clause, index) => clause.lead === 'for' && index > serviceIndex && serviceIndex >= 0);
  const customerWords = customerClause ? contentWords(customerClause.words).slice(0, 3) : [];
  const head = customerWords[customerWords.length - 1]?.toLowerCase() ?? '';
  const hasCustomers = head.length > 2 && !NOT_CUSTOMERS.has(head);

  const coreLength = tradeLength(serviceWords, trade);
  const core = serviceWords.slice(serviceWords.length - coreLength);
  const alsoClauses = clauses
    .slice(serviceIndex + 1)
    .filter((clause, index, rest) => ALSO_LEADS.has(clause.lead) && rest.slice(0, index).every((before) => ALSO_LEADS.has(before.lead)));
  const also = alsoClauses.map((clause) => contentWords(clause.words).slice(-2)).filter((words) => words.length > 0);

  const used = new Set([...core, ...customerWords.slice(-1), ...place.split(' ')].map((word) => stemOf(word)));
  const moods = [
    ...serviceWords.slice(0, serviceWords.length - coreLength),
    ...(hasCustomers ? customerWords.slice(0, -1) : []),
    ...also.map((words) => words[words.length - 1]),
  ]
    .filter((word) => !UNFIT_FOR_NAMES.has(word.toLowerCase()) && !used.has(stemOf(word)))
    .filter((word, index, all) => all.findIndex((other) => stemOf(other) === stemOf(word)) === index);

  const customers = hasCustomers ? titleCase(customerWords[customerWords.length - 1]) : '';
  const fit = (words: readonly string[]): string[] => words.filter((word) => !UNFIT_FOR_NAMES.has(word.toLowerCase())).map(titleCase);
  const lead = fit(serviceWords.slice(0, serviceWords.length - coreLength));
  return {
    phrase: lead.length + core.length <= 3 ? [...lead, ...core.map(titleCase)] : core.map(titleCase),
    also: alsoClauses.map((clause) => fit(contentWords(clause.words)).slice(-3).join(' ')).filter((words) => words !== ''),
    service: core.map(titleCase),
    customers,
    customer: customers ? titleCase(singular(customers.toLowerCase())) : '',
    place,
    moods: moods.map(titleCase),
    topics: [core, ...also].filter((words) => words.length > 0).map((words) => words.map(inTopic).join(' ')),
  };
}

/**
 * How many of the service's last words are the trade: the last word with the industry's own words
 * before it ("mobile BIKE REPAIR", "REAL ESTATE AGENT"), at most three; with no industry word to
 * go by, the last two.
 */
function tradeLength(words: readonly string[], trade: ReadonlySet<string>): number {
  if (!words.some((word) => trade.has(stemOf(word)))) return Math.min(words.length, 2);
  let length = 1;
  while (length < Math.min(words.length, 3) && trade.has(stemOf(words[words.length - 1 - length]))) length += 1;
  return length;
}

/** The description cut at punctuation and at the words that start a part ("for", "in", "and"...). */
function splitClauses(keywords: string): Clause[] {
  const tokens = keywords
    // A full stop ends a clause, except in "St. Louis" or "Mt. Pleasant".
    .replace(/[,;:!?()/|]|(?<!\b(?:St|Mt|Ft))\.(?=\s|$)/g, ' , ')
    .split(/\s+/)
    .filter((token) => token !== '');
  const clauses: Clause[] = [{ lead: '', words: [] }];
  for (const token of tokens) {
    const lower = token.toLowerCase();
    if (token === ',') clauses.push({ lead: '', words: [] });
    else if (LEADS.has(lower)) clauses.push({ lead: lower, words: [] });
    else clauses[clauses.length - 1].words.push(token.replace(/^['’-]+|['’.-]+$/g, ''));
  }
  return clauses.filter((clause) => clause.words.length > 0);
}

/** Words of a business: no filler, no numbers alone, no run-ons longer than a real word. */
function contentWords(words: readonly string[]): string[] {
  return words.filter((word) => word.length > 1 && word.length <= 20 && /\p{L}/u.test(word) && /^[\p{L}\p{N}'’.&-]+$/u.test(word) && !FILLER.has(normalise(word)));
}

/**
 * A place after "in", "near" or "serving": capitalised words ("New York", "St. Louis"); when the
 * visitor typed all in lowercase, the last words of the description unless they name a thing
 * ("in maths", "in the home") or the trade itself. A state or country code after a town goes.
 */
function placeOf(words: readonly string[], lowercaseLast: boolean, profile: IndustryProfile | undefined): string {
  const rest = words[0]?.toLowerCase() === 'the' ? words.slice(1) : [...words];
  let place: string[] = [];
  for (const word of rest.slice(0, 3)) {
    if (!/^\p{Lu}/u.test(word)) break;
    place.push(word);
  }
  if (place.length === 0 && lowercaseLast) {
    const trade = tradeStems(profile);
    place = rest.slice(0, 2).filter((word) => /^\p{L}[\p{L}'’-]*$/u.test(word));
    if (place.some((word) => NOT_A_PLACE.has(word) || FILLER.has(word) || trade.has(stemOf(word)))) place = [];
  }
  if (place.length > 1 && /^\p{Lu}{2,3}$/u.test(place[place.length - 1])) place = place.slice(0, -1);
  const text = place.map((word) => (/^\p{Ll}/u.test(word) ? titleCase(word) : word)).join(' ');
  return text.length > 2 && text.length <= 30 ? text : '';
}

/**
 * Whether a lowercase word at the end ("bakery brooklyn") may be a town: not a word of any
 * industry, of this industry's names, or shaped like a thing or activity ("consultancy", "tutoring").
 */
function looksLikePlace(word: string, profile: IndustryProfile | undefined): boolean {
  if (NOT_A_PLACE.has(word) || scoreIndustries(word).size > 0) return false;
  if (/(?:ancy|ency|ance|ence|ing|ion|ment|ness|ist|ics|ship|ice|ery|ary|ure|age|ism|ies|ers)$/.test(word)) return false;
  const names = new Set([profile?.label ?? '', ...(profile?.nameNouns ?? [])].flatMap((noun) => normalise(noun).split(' ')).map(stemOf));
  return !names.has(stemOf(word));
}

/** The stems of every word in the industry's detection vocabulary ("bike repair" → bik, repair). */
function tradeStems(profile: IndustryProfile | undefined): Set<string> {
  return new Set(Object.keys(profile?.keywords ?? {}).flatMap((term) => normalise(term).split(' ').map(stemOf)));
}

/** "Families" → "family", "coaches" → "coach", "commuters" → "commuter". */
export function singular(word: string): string {
  if (SINGULARS[word]) return SINGULARS[word];
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x|z)es$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A topic word as it reads inside an idea: lowercase, acronyms as typed ("HVAC"). */
function inTopic(word: string): string {
  return /\p{Lu}{2}/u.test(word) ? word : word.toLowerCase();
}
