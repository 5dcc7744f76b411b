import type { BusinessNamesAnswer } from '@frontdoor/shared';
import type { Rng } from '../core/rng.js';
import { FIRST_NAMES, LAST_NAMES } from '../data/people-names.js';
import type { IndustryProfile } from '../industries/profile.js';
import { GENERAL_NAME_NOUNS, GENERAL_NAME_WORDS, TRADE_NAME_NOUNS } from './general-vocabulary.js';
import { type DescribedPart, NamePicker } from './name-picker.js';
import { contentStems, stemOf } from './name-stems.js';
import { readKeywords, type ToolKeywords } from './read-keywords.js';

const EVOCATIVE = [
  'True',
  'Golden',
  'North Star',
  'Oak',
  'Evergreen',
  'Bright',
  'Little',
  'Good',
  'Main Street',
  'Corner',
  'Copper',
  'Blue Door',
  'Summit',
  'Harbor',
  'Maple',
];
const PLAYFUL = ['Happy', 'Jolly', 'Clever', 'Mighty', 'Lucky', 'Merry', 'Trusty', 'Friendly'];
/** Endings that make one word of an industry word: "Spokewise", "Crankline", "Velocraft". */
const FUSED = ['wise', 'line', 'craft', 'well', 'way', 'smith'];
const FAMILY = ['& Sons', '& Daughters'];
/** Last words that name no trade alone: "Brightwater Director", "Happy Hire", "Kindred Cutting". */
const GENERIC_HEADS = new Set(
  'director instructor technician engineer surgeon fitter cleaner classes lessons hire cutting fitting sitting walking painting repair repairs maker van man watch cleaning training installation delivery service services shop tuning walling valeting therapist agent consultant coach tutor teacher'.split(
    ' ',
  ),
);
/** How a trade is done rather than what it is: "Mobile Tyre Fitting" is "Tyre Fitting" in a shorter name. */
const MANNERS = new Set(['mobile', 'artisan', 'handmade', 'bespoke', 'local', 'home']);
/** General nouns that belong to some trades only: a gym's "Club", a salon's "Studio". */
const SOME_TRADES = new Set(['Studio', 'Lab', 'Club']);
/** Descriptive words that make no "Gentle of Bristol": "Harvest of Detroit" needs a thing. */
const DESCRIBING = new Set([
  'bright',
  'fresh',
  'crisp',
  'luxe',
  'tidy',
  'true',
  'polar',
  'open',
  'safe',
  'clear',
  'level',
  'green',
  'golden',
  'good',
  'little',
  'spotless',
]);

/** Names that carry the visitor's service, customers or place, when their words allow it. */
const DESCRIBED_TARGET = 10;

interface Material {
  words: ToolKeywords;
  /** "Bike Repair", and its last word for "Crank Repair"; '' when the visitor named no trade. */
  service: string;
  last: string;
  /** What is repaired, for "Boat Works": "Boat" in "Boat Repair"; else ''. */
  first: string;
  /** The trade is named by a person: "Photographer", "Chimney Sweep" (no "Photographer Co."). */
  person: boolean;
  /** The industry's trade nouns ("Cycles", "Bike Works"), or general ones with no industry. */
  trade: string[];
  /** Trade nouns that read well after another word and before a place ("Sprocket Cycles Leeds"). */
  plain: string[];
  /** "Co.", "Collective", "Studio": nouns any business can take. */
  general: string[];
  /** The industry's evocative words, and those of one word for "The Cog Shop" or "Spokewise". */
  vocab: string[];
  single: string[];
  fused: string[];
  evocative: string[];
  playful: string[];
  firsts: string[];
  lasts: string[];
}

/**
 * Twelve names in mixed forms — place and trade ("Leeds Bike Repair"), compound ("Crank Repair",
 * "Spokewise"), founder ("Maria's Bike Repair"), playful ("The Happy Commuter") and evocative
 * ("Mobile Cycle Works") — built from the service, customers, place and moods of the description
 * with the industry's vocabulary. No two names start with the same word and no word's stem is used
 * twice, except the description's own service, customer and place words: those recur a few times,
 * so that most names carry one of them.
 */
export function writeBusinessNames(keywords: string, industry: IndustryProfile | undefined, rng: Rng): BusinessNamesAnswer {
  // An industry's vocabulary only for its own trade: "guitar repairs" names no music school.
  const profile = industry && isTradeOf(keywords, industry) ? industry : undefined;
  const material = gather(readKeywords(keywords, profile), profile, rng);
  const { words } = material;
  // Each part of the description may lead a few names, however many words it has.
  const described = new Map<string, DescribedPart>();
  const parts = [
    ['service', [material.service, ...words.also].join(' ')],
    ['customers', `${words.customers} ${words.customer}`],
    ['place', words.place],
  ] as const;
  for (const [part, text] of parts) {
    for (const stem of contentStems(text)) if (!described.has(stem)) described.set(stem, part);
  }
  // Fewer parts said may each lead more names: "chimney sweep" alone still names most of the twelve.
  const said = new Set(described.values()).size;
  const picker = new NamePicker(described, said >= 3 ? 4 : DESCRIBED_TARGET);
  // The place and trade opens (it is what most owners expect); the other forms take turns.
  const free = (name: string): boolean => !contentStems(name).some((stem) => described.has(stem));
  const forms = [
    placeForm(material, free),
    ...rng.shuffle([ownForm(material), compoundForm(material, rng), founderForm(material), playfulForm(material, free), evocativeForm(material)]),
  ];
  picker.pick(forms, described.size > 0 ? DESCRIBED_TARGET : 0);
  picker.pick([fallbackForm(material)], 0);
  // The first name stays first; the rest are mixed so that the forms alternate down the list.
  const [first, ...rest] = picker.names;
  return { names: [first, ...rng.shuffle(rest)] };
}

/** Everything the forms draw from, shuffled by the seed: the same words always give the same names. */
function gather(words: ToolKeywords, profile: IndustryProfile | undefined, rng: Rng): Material {
  const vocab = rng.shuffle(profile?.nameWords ?? GENERAL_NAME_WORDS);
  const single = vocab.filter((word) => /^\p{L}+$/u.test(word));
  const endings = rng.shuffle(FUSED);
  // "Studio", "Lab" and "Club" only for an industry whose own words have them ("Tidy Lab" cleans no carpet).
  const industryWords = new Set(Object.keys(profile?.keywords ?? {}).flatMap((term) => term.split(/[\s-]+/).map(stemOf)));
  const general = rng.shuffle(profile ? GENERAL_NAME_NOUNS.filter((noun) => !SOME_TRADES.has(noun) || industryWords.has(stemOf(noun))) : TRADE_NAME_NOUNS);
  // A trade of its own is named as typed ("Dry Stone Walling", "Mobile Dog Groomer"), a lone
  // word with the service after it ("Man & Van", "Fish & Chip Shop", "Painter & Decorator").
  const [more = ''] = words.also;
  const typed = profile
    ? words.service
    : words.phrase.length === 1 && more !== '' && more.split(' ').length <= 2
      ? [...words.phrase, '&', ...more.split(' ')]
      : words.phrase;
  const head = typed[typed.length - 1] ?? '';
  // Its last word alone when that names the trade ("Butcher", "Cakes"), not when it names any
  // ("Director", "Hire", "Cleaning"): then the trade without its manner ("Tyre Fitting").
  const manner = typed.length > 2 && MANNERS.has(typed[0].toLowerCase()) ? typed.slice(1) : typed;
  const alone = profile || !GENERIC_HEADS.has(head.toLowerCase());
  const own = !alone ? manner.join(' ') : !profile && typed.includes('&') ? typed[0] : head;
  // A trade of its own takes its own word ("Bakery", "Locksmith") before the general nouns:
  // never another trade's nouns, and fewer names that could be any business's.
  const trade = profile ? rng.shuffle(profile.nameNouns) : own ? [own, ...general.filter((noun) => stemOf(noun) !== stemOf(own))] : general;
  const person = isPerson(head);
  // Moods already in the trade or its services make no "Dry Walling" or "Repairs Tuning".
  const taken = new Set(contentStems([...typed, ...words.also].join(' ')));
  return {
    words: { ...words, moods: words.moods.filter((mood) => !taken.has(stemOf(mood))) },
    service: typed.join(' '),
    last: own,
    first: typed.length > 1 && /^repairs?$/i.test(head) ? typed[typed.length - 2] : '',
    person,
    trade,
    // A trade of its own is named by its own word, never by nouns any business could take ("Gabriel's House").
    plain: profile || !own ? trade.filter(standsAlone) : [own],
    general,
    vocab,
    single,
    // Short words only, none a compound already ("Oakline", "Brightwater"), no "Steelline".
    fused: single
      .filter((word) => word.length <= 6 && !/(?:wise|line|craft|well|way|smith|stone|water|leaf|bird|wood|ridge|side|view)$/i.test(word))
      .map((word, index) => ({ word, ending: endings[index % endings.length] }))
      .filter(({ word, ending }) => word.slice(-1).toLowerCase() !== ending[0])
      .map(({ word, ending }) => `${word}${ending}`),
    // "Little" makes a shop, not a person: no "Little Stonemason".
    evocative: rng.shuffle(person ? EVOCATIVE.filter((word) => word !== 'Little') : EVOCATIVE),
    playful: rng.shuffle(PLAYFUL),
    firsts: rng.shuffle(FIRST_NAMES),
    lasts: rng.shuffle(LAST_NAMES),
  };
}

/** "Leeds Bike Repair", "Sprocket Cycles Leeds", "Velo of Leeds", "Leeds Cycle Works". */
function placeForm({ words: { place }, service, trade, plain, general, single }: Material, free: (name: string) => boolean): string[] {
  if (!place) return [];
  // Nouns without the service's own words, so that one name does not use up three of them.
  const nouns = [...plain.filter(free), ...general.filter(standsAlone)];
  return [
    ...(service ? [`${place} ${service}`] : []),
    ...single.slice(0, 4).flatMap((word, index) => rotate(nouns, index).map((noun) => `${word} ${noun} ${place}`)),
    ...single
      .filter(isNoun)
      .slice(0, 1)
      .map((word) => `${word} of ${place}`),
    ...trade.slice(0, 3).map((noun) => `${place} ${noun}`),
  ];
}

/**
 * The owner's own words with few others: "Piano Tuning & Repairs", "Golden Chimney Sweep",
 * "Chimney Sweep Co.", "Celebration Cakes by Amara", "Chimney Works", "Mighty Mechanic".
 */
function ownForm({ words: { place, also }, service, last, first, person, evocative, playful, firsts }: Material): string[] {
  if (!service) return [];
  // "Clever Cakes", "Mighty Mechanic": a playful word of the same sound first; "Happy Walling" reads badly.
  const sounding = [...playful.filter((word) => word[0] === last[0]), ...playful];
  return [
    ...(service.includes('&') ? [] : also.map((more) => `${service} & ${more}`)),
    `${evocative[evocative.length - 2]} ${service}`,
    ...(person ? [] : [`The ${service} Company`]),
    ...(/[^s]s$/i.test(last) ? [`${service} by ${firsts[firsts.length - 1]}`] : []),
    ...(first ? [`${first} Works`] : []),
    ...(/ing$/i.test(last) ? [] : sounding.slice(0, 2).map((word) => `${word} ${last}`)),
    ...(place ? [`${service} ${place}`, `The ${place} ${last}`] : []),
    `${evocative[evocative.length - 1]} ${last}`,
  ];
}

/** "Crank Repair", "Bikewise", "Spokeline", "Chainline Cycles", "Pedal & Crank". */
function compoundForm({ words: { service }, last, trade, vocab, fused }: Material, rng: Rng): string[] {
  // "Bikewise", "Taxwell": the trade's short first word made one with an ending.
  const short = /^\p{Lu}\p{Ll}{2,4}$/u.test(service[0] ?? '') ? service[0] : '';
  const ending = rng.shuffle(FUSED).find((end) => end[0] !== short.slice(-1)) ?? FUSED[0];
  const lead = short ? `${short}${ending}` : '';
  return [
    ...(last ? vocab.map((word) => `${word} ${last}`) : []),
    ...(lead ? [lead] : []),
    ...fused.map((word, index) => (index % 2 === 0 ? word : `${word} ${trade[index % trade.length]}`)),
    ...vocab.slice(0, 4).map((word, index) => `${word} & ${vocab[index + 4] ?? vocab[0]}`),
  ];
}

/** "Maria's Bike Repair", "Okafor Bike Repair", "Maria's Cycles", "Okafor & Sons Bike Works". */
function founderForm({ service, person, plain, firsts, lasts }: Material): string[] {
  // A person is named, not owned: "Tom Brooks Piano Tuner", never "Tom's Piano Tuner".
  return [
    ...(service ? [person ? `${firsts[0]} ${lasts[5]} ${service}` : `${firsts[0]}'s ${service}`, `${lasts[0]} ${service}`] : []),
    ...(person ? [] : firsts.slice(1, 4).map((first, index) => `${first}'s ${plain[index % plain.length]}`)),
    ...lasts.slice(1, 3).map((last, index) => `${last} ${FAMILY[index]} ${plain[(index + 3) % plain.length]}`),
    `${lasts[3]} & ${lasts[4]}`,
  ];
}

/** "The Happy Commuter", "Commuter Cycles", "Lucky Sprocket", "The Cog Shop". */
function playfulForm({ words: { customer }, plain, general, single, playful }: Material, free: (name: string) => boolean): string[] {
  const nouns = [...plain.filter(free), ...general.filter(standsAlone)];
  return [
    ...(customer ? [`The ${playful[0]} ${customer}`, ...nouns.map((noun) => `${customer} ${noun}`)] : []),
    ...single.slice(0, 3).map((word, index) => `${playful[index + 1]} ${word}`),
    ...single
      .slice(3, 5)
      .map((word, index) => `The ${word} ${plain[index % plain.length]}`)
      .filter((name) => !/ing$/.test(name)),
  ];
}

/** "Mobile Cycle Works", "North Star Bike Repair", "Bike Repair Co.", "Golden Repair", "Copper Cycles". */
function evocativeForm({ words: { moods }, service, last, person, trade, evocative }: Material): string[] {
  return [
    ...moods.map((mood, index) => `${mood} ${trade[index % trade.length]}`),
    ...(service ? [`${evocative[0]} ${service}`, ...(person ? [] : [`${service} Co.`]), `${evocative[1]} ${last}`] : []),
    ...evocative.slice(2).map((word, index) => `${word} ${trade[index % trade.length]}`),
  ];
}

/** Enough founders' names (all of them) to always make twelve: "Garcia & Price", "Garcia Studio". */
function fallbackForm({ lasts, general }: Material): string[] {
  return [...lasts.map((last, index) => `${last} & ${lasts[(index + 5) % lasts.length]}`), ...lasts.map((last, index) => `${last} ${general[index % general.length]}`)];
}

/** The list starting at `start`, so that each word meets a different noun first. */
function rotate<T>(items: readonly T[], start: number): T[] {
  const at = items.length > 0 ? start % items.length : 0;
  return [...items.slice(at), ...items.slice(0, at)];
}

/**
 * Whether the owner's trade is the industry's: its last word is one of the industry's words
 * ("mobile bike REPAIR", "curly hair SALON"), not a trade beside it ("guitar REPAIRS").
 */
function isTradeOf(keywords: string, profile: IndustryProfile): boolean {
  const { service } = readKeywords(keywords, undefined);
  if (service.length === 0) return true;
  const words = [profile.label, ...profile.nameNouns, ...Object.keys(profile.keywords)].flatMap((term) => term.split(/[\s-]+/));
  const stems = new Set(words.map(stemOf));
  return stems.has(stemOf(service[service.length - 1]));
}

/** A trade named by its person ("Photographer", "Farrier", "Chimney Sweep") makes no "Photographer Co.". */
function isPerson(word: string): boolean {
  return /(?:er|or|ist|ian|smith|mason|sweep|DJ)$/i.test(word);
}

function isNoun(word: string): boolean {
  return !DESCRIBING.has(word.toLowerCase()) && !/(?:al|ic|le|ful|ous|ive|less|y)$/i.test(word);
}

/** "Sprocket Cycles Leeds" or "The Cog Bike Works" read well; "The Cog Supply Co." does not. */
function standsAlone(noun: string): boolean {
  return !/&|\bCo\.|Company|Services|Supply/.test(noun);
}
