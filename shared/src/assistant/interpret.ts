import { closest, distance } from 'fastest-levenshtein';
import { parseOpeningHours, type Weekday } from '../site/business-details.js';
import { FONT_PAIRS, type FontMood } from '../site/fonts.js';
import { SECTION_DEFINITIONS } from '../site/section-definitions.js';
import type { SectionType } from '../site/section-type.js';
import type { SiteDocument } from '../site/site-document.js';
import { ASSISTANT_MAX_OPERATIONS, ASSISTANT_OPERATIONS_VERSION, type AssistantAnswer, type AssistantOperation } from './operations.js';
import { inEnglish } from './other-languages.js';
import { ASSISTANT_PALETTES, type AssistantPaletteName } from './palettes.js';
import { TONE_NAMES, toneOf, toneTextsOf, type ToneRewriter } from './tone.js';

/**
 * The assistant without any key (issue 41): a rule-based reading of the common things owners
 * ask, clause by clause — opening hours, phone, email, address, the area served, a service added
 * or removed, a section added, removed or moved, colours and fonts by a season or mood word — into
 * the same operations an LLM would give. It invents nothing: a service added gets the name the
 * owner gave and no description or price (it asks for the price), and what it cannot read it
 * says plainly, quoting the owner's words.
 */

/** What the offline assistant can do, said when it could not read a request. */
export const ASSISTANT_CAN_DO =
  'I can change opening hours, the phone number, email, address and area you serve, the main heading and where its button points, add or remove a service, add, remove or move a section, change colours or fonts by a season or mood (for example “autumn colours” or “calmer fonts”), and make the texts friendlier, more professional or shorter.';

const DAY = '(?:mon|tue|tues|wed|wednes|thu|thur|thurs|fri|sat|satur|sun)(?:day)?s?\\.?';
const DAYS = `${DAY}(?:\\s*(?:-|–|—|to|through|thru|and|&|,)\\s*${DAY})*`;
const TIME = '(?:\\d{1,2}(?:[:.]\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)?|noon|midday|midnight)';

/** Plural and group words for days, as parseOpeningHours reads them ("Saturdays" → "Saturday"). */
function normalizeDays(text: string): string {
  return text
    .replace(/\bweekdays\b/gi, 'Monday-Friday')
    .replace(/\bweekends?\b/gi, 'Saturday-Sunday')
    .replace(/\b(?:every ?day|daily|7 days(?: a week)?)\b/gi, 'Monday-Sunday')
    .replace(/\b(mon|tues|wednes|thurs|fri|satur|sun)days\b/gi, '$1day');
}

/** The words the rules read, for mending an owner's typos ("saturdy" → "saturday"). */
const VOCABULARY = [
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [day, `${day}s`]),
  ...[
    'service',
    'services',
    'weekdays',
    'weekends',
    'opening',
    'hours',
    'closed',
    'closes',
    'phone',
    'number',
    'email',
    'address',
    'located',
    'serve',
    'serves',
    'cover',
    'covers',
    'area',
  ],
  ...[
    'remove',
    'removed',
    'delete',
    'moved',
    'offers',
    'offered',
    'offering',
    'doing',
    'section',
    'gallery',
    'reviews',
    'newsletter',
    'video',
    'contact',
    'introduction',
    'move',
    'above',
    'below',
  ],
  ...[
    'colours',
    'colors',
    'fonts',
    'autumn',
    'winter',
    'spring',
    'summer',
    'calmer',
    'bolder',
    'warmer',
    'darker',
    'lighter',
    'fresher',
    'elegant',
    'modern',
    'friendlier',
  ],
  ...['professional', 'formal', 'casual', 'shorter', 'concise', 'wording', 'texts'],
  ...['longer', 'offer', 'provide', 'include', 'bottom', 'sample', 'samples', 'replace', 'placeholder', 'testimonials', 'questions'],
];

/** Mends a word of five letters or more one letter off a word the rules read (two for long words); short words, numbers and what matches nothing are left as typed. */
function mendTypos(message: string, document: SiteDocument): string {
  const services = document.sections.flatMap((section) => (section.type === 'Services' ? section.items.flatMap((item) => item.heading.toLowerCase().split(/\s+/)) : []));
  const words = [...VOCABULARY, ...services.filter((word) => word.length >= 4)];
  const known = new Set(words);
  const mend = (text: string) =>
    text.replace(/[A-Za-z]{5,}/g, (word, at: number) => {
      // Part of an address, a link or a number's text: as typed.
      const after = text.slice(at + word.length, at + word.length + 2);
      if (/[:/@.\w-]/.test(text.charAt(at - 1)) || /^(?:[/@\w-]|[:.]\S)/.test(after)) return word;
      const lower = word.toLowerCase();
      if (known.has(lower)) return word;
      const nearest = closest(lower, words);
      return distance(lower, nearest) <= (lower.length >= 8 ? 2 : 1) ? nearest : word;
    });
  // Quoted words are the owner's own (a heading): as typed.
  return message
    .split(/(["“][^"”]*["”])/)
    .map((part, index) => (index % 2 ? part : mend(part)))
    .join('');
}

/** Splits a request into its clauses: at sentence ends and at "and"/commas before a new instruction. */
function clausesOf(message: string): string[] {
  const looks = 'autumn|autumnal|fall|winter|spring|summer|summery|calmer|bolder|warmer|darker|lighter|fresher|colou?rs|fonts';
  const verbs = `(?:add|remove|delete|drop|open|close|closed|change|set|make|move|put|update|use|translate|we|our|also|please|the phone|phone|email|address|hours|${looks}|${DAY}\\s+(?:closed|\\d|from|:))`;
  return message
    .split(new RegExp(`(?:[.!?]+\\s+|;|\\n|,?\\s+(?:and\\s+)?then\\s+|,\\s*(?:and\\s+)?(?=${verbs}\\b)|\\s+and\\s+(?=${verbs}\\b))`, 'i'))
    .map((clause) =>
      clause
        .replace(/^[\s,]*(?:please|also|and|can you|could you|i'd like to|i want to)\s+/i, '')
        .replace(/[\s.!?]+$/, '')
        .trim(),
    )
    .filter(Boolean);
}

/** What a clause asks for, or why it cannot be done (`cannot`, said to the owner as it is). */
type Reading = { operations: AssistantOperation[]; questions?: string[]; cannot?: string } | null;

/** A service's name as a heading: its first letter capital, the owner's words otherwise. */
const headingOf = (text: string) => {
  const trimmed = text.replace(/^["“'‘]|["”'’]$/g, '').trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
};

/** The section type a word names ("gallery", "reviews", "faq", "text banner"), if any. */
function sectionTypeOf(words: string): SectionType | null {
  const text = words
    .toLowerCase()
    .replace(/\bsection\b/g, '')
    .trim();
  const synonyms: [RegExp, SectionType][] = [
    [/\b(?:reviews?|testimonials?)\b/, 'CustomerReviews'],
    [/\b(?:faqs?|questions)\b/, 'FrequentlyAskedQuestions'],
    [/\b(?:photos?|pictures?|gallery)\b/, 'Gallery'],
    [/\b(?:booking|bookings|appointments?|scheduling)\b/, 'Scheduling'],
    [/\b(?:team|staff)\b/, 'Team'],
    [/\bvideo\b/, 'Video'],
    [/\bnewsletter\b/, 'Newsletter'],
    [/\bcontact\b/, 'Contact'],
    [/\b(?:intro|introduction)\b/, 'Introduction'],
    [/\bservices\b/, 'Services'],
    [/\btext banner|quote\b/, 'QuoteBanner'],
    [/\bimage banner\b/, 'ImageBanner'],
  ];
  for (const [pattern, type] of synonyms) if (pattern.test(text)) return type;
  return SECTION_DEFINITIONS.find((definition) => definition.title.toLowerCase() === text)?.type ?? null;
}

function readHours(clause: string): Reading {
  const text = normalizeDays(clause);
  const closed = new RegExp(`(?:\\bclosed?\\b(?:\\s+(?:on|the|los|las|el|le|les|il|la|am))?\\s+(${DAYS})|(${DAYS})\\s+(?:we(?:'re| are)\\s+)?closed)`, 'i').exec(text);
  if (closed) {
    const days = parseOpeningHours([`${closed[1] ?? closed[2]} 9 to 5`]).hours.map((period) => period.day);
    return days.length ? { operations: [...new Set(days)].map((day) => ({ op: 'setOpeningHours' as const, day, periods: [] })) } : null;
  }
  const open = new RegExp(
    `(${DAYS})\\s*(?:opening\\s+)?(?:hours)?\\s*[,:]?\\s*(?:we(?:'re|\\s+are)?\\s+)?(?:open\\s+)?(?:from\\s+)?(${TIME})\\s*(?:-|–|—|to|till|til|until)\\s*(${TIME})`,
    'i',
  ).exec(text);
  if (!open) return null;
  const { hours } = parseOpeningHours([`${open[1]} ${open[2]} to ${open[3]}`]);
  if (!hours.length) return null;
  const byDay = new Map<Weekday, { opens: string; closes: string }[]>();
  for (const period of hours) byDay.set(period.day, [...(byDay.get(period.day) ?? []), { opens: period.opens, closes: period.closes }]);
  return { operations: [...byDay].map(([day, periods]) => ({ op: 'setOpeningHours' as const, day, periods })) };
}

function readDetail(clause: string): Reading {
  const email = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/.exec(clause);
  if (email) return { operations: [{ op: 'setBusinessDetail', key: 'email', value: email[1]! }] };
  const phone = /\b(?:phone|telephone|tel|number|mobile|call us)\b[^\d+]*([+(]?\d[\d\s().-]{5,}\d)/i.exec(clause);
  if (phone) return { operations: [{ op: 'setBusinessDetail', key: 'phone', value: phone[1]!.trim() }] };
  const address = /\b(?:address(?:\s+is|\s+to)?|located at|we(?:'re|\s+are)\s+(?:now\s+)?at|moved to|find us at)\s*:?\s*(.+)$/i.exec(clause);
  if (address) return { operations: [{ op: 'setBusinessDetail', key: 'address', value: address[1]!.trim() }] };
  const area = /\b(?:we\s+(?:now\s+)?(?:cover|serve)|service area(?:\s+is)?|area served(?:\s+is)?|serving)\s*:?\s*(.+)$/i.exec(clause);
  if (area) return { operations: [{ op: 'setBusinessDetail', key: 'serviceArea', value: area[1]!.trim() }] };
  return null;
}

/** Sample reviews, team members or questions taken off ("remove the sample reviews"; "replace" asks for the real ones). */
function readSamples(clause: string, document: SiteDocument): Reading {
  const match =
    /^(?:remove|delete|drop|replace|get rid of|take out)\s+(?:the\s+|all\s+(?:the\s+)?)?(?:sample|example|placeholder|fake|made[- ]up)\s*(reviews?|testimonials?|team(?: members)?|staff|faqs?|questions|content|ones)?/i.exec(
      clause,
    );
  if (!match) return null;
  const word = (match[1] ?? '').toLowerCase();
  const types: SectionType[] = /review|testimonial/.test(word)
    ? ['CustomerReviews']
    : /team|staff/.test(word)
      ? ['Team']
      : /faq|question/.test(word)
        ? ['FrequentlyAskedQuestions']
        : ['CustomerReviews', 'Team', 'FrequentlyAskedQuestions'];
  const sections = document.sections.filter((section) => types.includes(section.type));
  if (!sections.length) return null;
  return {
    operations: sections.map((section) => ({ op: 'removeSamples' as const, sectionId: section.id })),
    questions: /^replace/i.test(clause) ? ['Paste your real ones in the section: I will not write reviews, people or answers for you.'] : [],
  };
}

function readSections(clause: string, document: SiteDocument): Reading {
  const find = (type: SectionType) => document.sections.find((section) => section.type === type);
  const add =
    /^(?:add|include|put in|insert)\s+(?:a|an|the|some)?\s*(.+?)\s+section\b/i.exec(clause) ??
    /^(?:add|include)\s+(?:a|an|the)?\s*(gallery|faq|reviews?|newsletter|video|team)\s*$/i.exec(clause);
  if (add) {
    const type = sectionTypeOf(add[1]!);
    return type ? { operations: [{ op: 'addSection', sectionType: type }] } : null;
  }
  const remove = /^(?:remove|delete|drop|take out|get rid of)\s+(?:the\s+)?(.+?)\s+section\b/i.exec(clause);
  if (remove) {
    const type = sectionTypeOf(remove[1]!);
    const section = type && find(type);
    return section ? { operations: [{ op: 'removeSection', sectionId: section.id }] } : null;
  }
  const move =
    /^move\s+(?:the\s+)?(.+?)(?:\s+section)?\s+(up|down|to the top|to the bottom|first|last|(?:above|before|below|after)\s+(?:the\s+)?(.+?)(?:\s+section)?)$/i.exec(
      clause,
    );
  if (move) {
    const type = sectionTypeOf(move[1]!);
    const section = type && find(type);
    if (!section) return null;
    const index = document.sections.indexOf(section);
    const where = move[2]!.toLowerCase();
    let toIndex: number;
    if (where === 'up') toIndex = index - 1;
    else if (where === 'down') toIndex = index + 1;
    else if (where === 'to the top' || where === 'first') toIndex = 1;
    else if (where === 'to the bottom' || where === 'last') toIndex = document.sections.length - 2;
    else {
      const otherType = sectionTypeOf(move[3] ?? '');
      const other = otherType && find(otherType);
      if (!other) return null;
      const otherIndex = document.sections.indexOf(other);
      const before = /^(?:above|before)/.test(where);
      // Indexes are of the list once the section has left its place.
      toIndex = before ? (otherIndex > index ? otherIndex - 1 : otherIndex) : otherIndex > index ? otherIndex : otherIndex + 1;
    }
    return { operations: [{ op: 'moveSection', sectionId: section.id, toIndex: Math.max(0, toIndex) }] };
  }
  return null;
}

/** The introduction's heading or its button (the page's first words and first action). */
function readIntroduction(clause: string, document: SiteDocument): Reading {
  const intro = document.sections.find((section) => section.type === 'Introduction');
  if (!intro) return null;
  const heading = /^(?:change|set|make)\s+(?:the\s+)?(?:main\s+|page\s+)?(?:heading|headline|title)\s+(?:to|into|:)\s*["“']?(.+?)["”']?$/i.exec(clause);
  if (heading) return { operations: [{ op: 'setText', sectionId: intro.id, field: 'heading', text: heading[1]!.trim() }] };
  const button = /^(?:point|link|set|send)\s+(?:the\s+)?(?:main\s+)?button\s+(?:to|at)\s+(\S+)$/i.exec(clause);
  if (button) {
    const label = intro.type === 'Introduction' && intro.button && intro.button.label ? intro.button.label : 'Find out more';
    return { operations: [{ op: 'setButtonLink', sectionId: intro.id, label, url: button[1]! }] };
  }
  return null;
}

function readServices(clause: string, document: SiteDocument): Reading {
  const services = document.sections.find((section) => section.type === 'Services');
  const items = services?.type === 'Services' ? services.items : [];
  const removed =
    /^(?:we\s+)?(?:no longer|don'?t|do not|stopped|won'?t)\s+(?:do|offer|provide|doing|offering|providing|sell|selling)\s+(?:any\s+)?(.+)$/i.exec(clause) ??
    /^(?:remove|delete|drop|take off|take out)\s+(?:the\s+)?(.+?)(?:\s+service)?(?:\s+from\s+(?:the\s+|our\s+)?services)?$/i.exec(clause);
  if (removed) {
    const name = removed[1]!.replace(/\s+(?:anymore|any more)$/i, '').toLowerCase();
    const item =
      items.find((candidate) => candidate.heading.toLowerCase() === name) ??
      items.find((candidate) => candidate.heading && (candidate.heading.toLowerCase().includes(name) || name.includes(candidate.heading.toLowerCase())));
    return item ? { operations: [{ op: 'removeService', itemId: item.id }] } : null;
  }
  const added =
    /^(?:add|offer|list)\s+(?:a\s+|an\s+|the\s+|our\s+)?(?:new\s+)?(?:service(?:\s+called|\s+named|:)?\s+)?(.+?)(?:\s+(?:as|to)\s+(?:a\s+|an\s+|our\s+|the\s+)?(?:new\s+)?services?(?:\s+list|\s+section)?)?(?:\s+service)?$/i.exec(
      clause,
    ) ?? /^we\s+(?:now\s+)?(?:also\s+)?(?:do|offer|provide)\s+(.+)$/i.exec(clause);
  if (!added) return null;
  let heading = added[1]!;
  let pricing = '';
  const price = /\s+(?:for|at|costs?|priced at)\s+([£$€]\s?\d+(?:[.,]\d{1,2})?(?:\s*(?:per|an?|\/)\s*\w+)?)$/i.exec(heading);
  if (price) {
    pricing = price[1]!;
    heading = heading.slice(0, price.index);
  }
  heading = headingOf(heading.replace(/\s+service$/i, ''));
  if (!heading || sectionTypeOf(heading) === 'Services') return null;
  return {
    operations: [{ op: 'addService', heading, paragraph: '', pricing }],
    questions: pricing ? [] : [`What should visitors read about ${heading}, and what does it cost? Add it in the Services section; I will not make it up.`],
  };
}

const PALETTE_WORDS: [RegExp, AssistantPaletteName, FontMood | null][] = [
  [/\b(?:autumn|autumnal|fall)\b/i, 'Autumn', 'warm'],
  [/\b(?:winter|wintry|christmas|festive)\b/i, 'Winter', 'classic'],
  [/\bspring\b/i, 'Spring', 'friendly'],
  [/\b(?:summer|summery|sunny)\b/i, 'Summer', 'friendly'],
  [/\b(?:calm|calmer|soft|softer|relaxed|peaceful|quieter)\b/i, 'Calm', 'calm'],
  [/\b(?:bold|bolder|stronger|punchier|louder)\b/i, 'Bold', 'bold'],
  [/\b(?:warm|warmer|cosy|cozy|cosier|cozier)\b/i, 'Warm', 'warm'],
  [/\b(?:dark|darker|night)\b/i, 'Dark', null],
  [/\b(?:fresh|fresher|light|lighter|brighter|cleaner)\b/i, 'Fresh', 'modern'],
  [/\b(?:elegant|classy|posh)\b/i, 'Calm', 'elegant'],
  [/\b(?:modern|contemporary)\b/i, 'Fresh', 'modern'],
  [/\b(?:friendly|friendlier|playful)\b/i, 'Spring', 'friendly'],
];

function readLook(clause: string, document: SiteDocument): Reading {
  const match = PALETTE_WORDS.find(([pattern]) => pattern.test(clause));
  if (!match) return null;
  const [, paletteName, mood] = match;
  const colours = /\b(?:colou?rs?|palette|look|theme|feel|vibe)\b/i.test(clause);
  const fonts = /\b(?:fonts?|typefaces?|typography|lettering|type)\b/i.test(clause);
  // "Friendlier" alone is about the words' tone, which the offline assistant does not rewrite.
  if (!colours && !fonts && /\b(?:tone|wording|texts?|copy)\b/i.test(clause)) return null;
  const operations: AssistantOperation[] = [];
  if (colours || !fonts) operations.push({ op: 'setPalette', name: paletteName, palette: { ...ASSISTANT_PALETTES[paletteName] } });
  if ((fonts || !colours) && mood) {
    const current = document.theme.fontPair.name;
    const pair = FONT_PAIRS.find((candidate) => candidate.moods.includes(mood) && candidate.pair.name !== current);
    if (pair) operations.push({ op: 'setFontPair', name: pair.pair.name });
  }
  return operations.length ? { operations } : null;
}

/** A tone preset ("make the tone friendlier") over the site's running texts, through the offline rewrite. */
function readTone(clause: string, document: SiteDocument, rewrite: ToneRewriter | undefined, room: number): Reading {
  const tone = toneOf(clause);
  if (!tone) return null;
  if (!rewrite) return { operations: [], cannot: `I cannot rewrite the texts ${TONE_NAMES[tone]} here.` };
  const changed = toneTextsOf(document)
    .map((text) => ({ ...text, rewritten: rewrite(text.text, tone, text.maxLength) }))
    .filter((text) => text.rewritten.trim() && text.rewritten !== text.text);
  if (!changed.length)
    return { operations: [], cannot: `The texts already read ${TONE_NAMES[tone]} as far as I can tell: change a text yourself, or use Rewrite with AI on it.` };
  const taken = changed.slice(0, Math.max(0, room));
  return {
    operations: taken.map((text) => ({
      op: 'setText' as const,
      sectionId: text.sectionId,
      ...(text.itemId ? { itemId: text.itemId } : {}),
      field: text.field,
      text: text.rewritten,
    })),
    questions: changed.length > taken.length ? [`That is ${taken.length} of ${changed.length} texts: ask again after Apply for the rest.`] : [],
  };
}

/** Said when the owner asks for a translation and no model is set up. */
export const ASSISTANT_NO_TRANSLATION =
  'Translating the site needs an AI model, and none is set up on this Frontdoor. You can choose the site’s language under Settings and write the texts in it yourself; Rewrite with AI helps with each one.';

/** "Translate the site into French", "the whole page in Spanish please": the offline assistant says why it cannot. */
function readTranslate(clause: string): Reading {
  const asked =
    /\btranslat/i.test(clause) ||
    /\b(?:site|page|texts?|everything|website)\b.*\b(?:in|into)\s+(?:english|spanish|french|italian|german|japanese|korean)\b/i.test(clause);
  return asked ? { operations: [], cannot: ASSISTANT_NO_TRANSLATION } : null;
}

/** Options of the offline assistant: the tone rewrite, which lives with the offline writer. */
export interface InterpretOptions {
  rewriteTone?: ToneRewriter;
}

/** The offline assistant's answer to a request on this document. */
export function interpretRequest(message: string, document: SiteDocument, options: InterpretOptions = {}): AssistantAnswer {
  const operations: AssistantOperation[] = [];
  const questions: string[] = [];
  const unread: string[] = [];
  const cannot: string[] = [];
  for (const clause of clausesOf(mendTypos(inEnglish(message), document))) {
    const reading =
      readTranslate(clause) ??
      readTone(clause, document, options.rewriteTone, ASSISTANT_MAX_OPERATIONS - operations.length) ??
      readHours(clause) ??
      readDetail(clause) ??
      readIntroduction(clause, document) ??
      readSamples(clause, document) ??
      readSections(clause, document) ??
      readLook(clause, document) ??
      readServices(clause, document);
    if (!reading) {
      unread.push(clause);
      continue;
    }
    if (reading.cannot) cannot.push(reading.cannot);
    operations.push(...reading.operations);
    questions.push(...(reading.questions ?? []));
  }
  const reasons = cannot.join(' ');
  const reply = operations.length
    ? unread.length
      ? `Here is what I can change. I could not do this part: “${unread.join('; ')}”. ${reasons} ${ASSISTANT_CAN_DO}`
      : `Here is what I will change. ${reasons ? `${reasons} ` : ''}Check it, then Apply.`
    : unread.length || !reasons
      ? `I could not do that yet: “${unread.join('; ') || message.trim()}”. ${reasons} ${ASSISTANT_CAN_DO}`
      : reasons;
  return {
    version: ASSISTANT_OPERATIONS_VERSION,
    reply: reply.replace(/\s{2,}/g, ' ').slice(0, 1000),
    operations: operations.slice(0, ASSISTANT_MAX_OPERATIONS),
    questions: questions.slice(0, 5),
  };
}
