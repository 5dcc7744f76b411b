import nlp from 'compromise';
import { cleanPhrase, listedAfterVerbs, PLACE_WORD } from './extract-services.js';
import { NOT_AN_AGENT } from './agent-words.js';

/**
 * Issue 36: what the owner's description says, read with an English part-of-speech tagger
 * (compromise) rather than more keyword lists. A description such as
 *
 *   "Piano tuning, repairs and regulation. Qualified piano technician with 15 years experience,
 *    visiting homes, schools and churches."
 *
 * gives services ("piano tuning", "piano repairs", "piano regulation": a bare word after a
 * compound takes its modifiers), a qualification ("qualified piano technician"), experience
 * ("15 years") and the customers it works for ("homes", "schools", "churches"). Only services are
 * ever listed as services; the rest is the owner's own story, for the introduction and about text.
 */
export interface OwnerWords {
  services: string[];
  /** "qualified piano technician", "Gas Safe registered engineer": who the owner is, never a service. */
  qualifications: string[];
  /** "15 years": how long, never a service. */
  experience: string[];
  /** "homes", "farms", "schools": who the business works for, never a service. */
  customers: string[];
  /** The owner said they go to the customer ("visiting homes", "we come to you"). */
  visits: boolean;
}

interface Word {
  text: string;
  lower: string;
  tags: ReadonlySet<string>;
  /** Punctuation after the word ("," "." "—"). */
  post: string;
  pre: string;
}

/** Verbs after which a list names services: "we offer X, Y and Z". */
const OFFERING =
  /^(?:offer|offers|offering|provide|provides|providing|specialise|specialises|specialising|specialize|specializes|specializing|do|does|doing|handle|handles|handling|include|includes|including|sell|sells|selling|make|makes|making|create|creates|creating|cover|covers|fix|fixes|fixing|teach|teaches|teaching|bake|bakes|baking|build|builds|building|repair|repairs|repairing)$/;
/** Verbs that name the work itself ("we CLEAN solar panels"), unlike "offer" or "provide". */
const WORK_VERB =
  /^(?:clean|cleans|repair|repairs|fix|fixes|restore|restores|tune|tunes|service|services|install|installs|groom|grooms|sharpen|sharpens|paint|paints|build|builds|bake|bakes|design|designs|deliver|delivers|fit|fits|frame|frames|print|prints|photograph|photographs|train|trains|walk|walks|mend|mends|upholster|upholsters|tile|tiles|plaster|plasters|decorate|decorates)$/;

/** Words after which a list names customers: "visiting homes and schools", "for farms and estates". */
const FOR_WHOM = /^(?:for|visiting|serving|helping|supporting|working|to)$/;
/** Words that end a list: "dry stone walls FOR farms", "tuning ACROSS Leeds". */
const ENDS_LIST =
  /^(?:in|to|for|across|around|near|throughout|since|at|on|within|with|using|so|because|that|which|who|when|while|by|from|visiting|serving|covering|helping|working|based|all|every|each|we|i|our|my)$/;
/** A word a qualification starts with or holds: "QUALIFIED technician", "Gas Safe REGISTERED". */
const QUALIFYING =
  /^(?:qualified|certified|licensed|licenced|registered|insured|accredited|approved|trained|chartered|dbs|dbs-checked|checked|ofsted|city|guilds|nvq|niceic|fensa|cscs|gas|safe|master|experienced|time-served|apprentice-trained|award-winning|member)$/;
/** Words at the start of an item that are not the service: "our FULL", "ALL KINDS OF". */
const LEADING =
  /^(?:and|or|a|an|the|our|your|their|my|all|any|also|even|just|kinds|types|sorts|of|lots|plenty|everything|great|good|nice|quality|affordable|professional|expert|excellent|reliable|honest|friendly|fast|quick|top|best|amazing|fair|competitive|premium|local|offering|providing|selling|running|run|doing|making|creating)$/;
/** Words no service is on its own ("work", "services"), though "packing services" is one. */
const VAGUE = /^(?:service|services|work|jobs?|things|stuff|more|much|everything|anything)$/;
/** People and places a business works for: "homes", "schools", "farms". */
const NOT_A_SERVICE =
  /^(?:people|everyone|customers?|clients?|homes?|homeowners|households|houses|families|businesses|landlords|tenants|schools|churches|farms|estates|gardens|offices|shops|venues|hotels|councils|charities|individuals|couples|adults|children|kids|students|beginners|locals|community|communities|residential|commercial|domestic|industrial)$/;
/** Nouns of doing: "regulation", "replacement", "removal". */
const ACTIVITY_SUFFIX = /\w{3}(?:tion|sion|ment|ance|ence|al|ure)s?$/;
/** The last word of a noun that names a person who does a trade: "tuner", "locksmith", "stonemason". */
const AGENT = /(?:er|or|ist|ian|smith|sweep|wright|mason|maker|keeper|mechanic|vet|surgeon|nanny|doula|chef)$/;
/** Object nouns that end like agents: "new BOILER", "water HEATER installs". */
const OBJECT_ENDING_LIKE_AGENT =
  /^(?:boiler|radiator|gutter|trailer|planter|charger|speaker|container|cooler|freezer|dryer|washer|mower|trimmer|toaster|roller|scanner|router|monitor|sensor|tractor|elevator|generator|conditioner|fryer|liner|binder|folder|marker|holder|feeder|hanger|sealer|primer|decor|interior|exterior|window|shutter|cylinder|spinner|saucer|platter|hamper|locker|drawer|beginner|newcomer|starter|learner|older|younger|summer|winter|number|other|over|under)$/;
/** The last word of a noun that names a business's place or firm: "salon", "bakery", "company". */
const PLACE =
  /^(?:salon|studio|shop|store|bakery|patisserie|company|business|agency|clinic|practice|workshop|school|academy|nursery|boutique|cafe|café|centre|center|garage|cattery|kennels?|firm|parlou?r|spa|surgery|specialist|specialists|service)$/;

/** Reads a description; each sentence, and each part of it after a dash or a colon, on its own. */
export function readOwnerWords(description: string, place = ''): OwnerWords {
  const placeWords = new Set(
    place
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((word) => word.length > 2),
  );
  const found: OwnerWords = { services: [], qualifications: [], experience: [], customers: [], visits: false };
  const sentences = description.split(/(?<=[.!?])\s+|[\n\r]+/).filter((sentence) => sentence.trim() !== '' && !/\?\s*$/.test(sentence));
  for (const sentence of sentences) {
    const parts = sentence.split(/\s*(?:[—–:]|\s-\s)\s*/).filter((part) => part.trim() !== '');
    for (const [index, part] of parts.entries()) readPart(wordsOf(part), index > 0 || parts.length === 1, found);
  }
  found.services = unique(found.services.filter((service) => !service.split(' ').some((word) => placeWords.has(word.toLowerCase())))).slice(0, 8);
  found.qualifications = unique(found.qualifications);
  found.experience = unique(found.experience);
  found.customers = unique(found.customers.filter((customer) => !placeWords.has(customer.toLowerCase())));
  found.visits ||= /\b(?:visiting|we come to you|come to you|to your (?:home|door)|at your (?:home|door|house|property|venue)|on[- ]site|call[- ]?outs?|mobile)\b/i.test(
    description,
  );
  return found;
}

/**
 * The tagger's words of each text read lately. One generation reads the same description several
 * times (the industry, the brief's facts, the trade, the site), and tagging is most of its time.
 */
const taggedTexts = new Map<string, readonly Word[]>();
const TAGGED_TEXTS_KEPT = 256;

function wordsOf(text: string): readonly Word[] {
  let words = taggedTexts.get(text);
  if (!words) {
    words = Object.freeze(tag(text).map((word) => Object.freeze(word)));
    if (taggedTexts.size >= TAGGED_TEXTS_KEPT) taggedTexts.delete(taggedTexts.keys().next().value!);
    taggedTexts.set(text, words);
  }
  return words;
}

function tag(text: string): Word[] {
  const json = nlp(text).json() as { terms: { text: string; tags: string[]; post: string; pre: string }[] }[];
  const words: Word[] = [];
  for (const term of json.flatMap((sentence) => sentence.terms)) {
    if (term.text === '') continue;
    const previous = words[words.length - 1];
    // The tagger splits "cover-ups" and "de-shedding"; the owner wrote one word.
    if (previous && /^-$/.test(previous.post.trim())) {
      const text = `${previous.text}-${term.text}`;
      words[words.length - 1] = { text, lower: text.toLowerCase(), tags: new Set([...term.tags, 'Noun']), post: term.post, pre: previous.pre };
      continue;
    }
    words.push({ text: term.text, lower: term.text.toLowerCase(), tags: new Set(term.tags), post: term.post, pre: term.pre });
  }
  return words;
}

/** "offering" as a verb ("a studio offering classes"), not "a new offering". */
const isVerbal = (word: Word) => word.tags.has('Verb') || word.tags.has('Gerund') || /ing$/.test(word.lower) || !word.tags.has('Noun');
const isPronoun = (word: Word) => word.tags.has('Pronoun') || /^(?:we|i|you|it|they|he|she|us|me|this|that|these|those|there|here)$/.test(word.lower);

/**
 * One part of a sentence: its lists, classified by what introduces them. A part that opens with a
 * noun (not "We are…") is itself a list of services ("Piano tuning, repairs and regulation") or
 * names the trade ("Clock and watch repairer in Edinburgh", "Qualified piano technician").
 */
function readPart(words: readonly Word[], opensList: boolean, found: OwnerWords): void {
  let start = 0;
  const first = words[0];
  if (first && opensList && !isPronoun(first) && !first.tags.has('Adverb') && !ENDS_LIST.test(first.lower) && !OFFERING.test(first.lower)) {
    start = readList(words, 0, 'services', found, true);
  }
  for (let at = start; at < words.length; at += 1) {
    const word = words[at];
    // "15 years (of) experience", "over 20 years in the trade": how long, whatever the sentence.
    if (word.tags.has('Value') && /^years?$/.test(words[at + 1]?.lower ?? '')) {
      found.experience.push(`${word.text.replace(/\+$/, '')} years`);
      continue;
    }
    const works = WORK_VERB.test(word.lower) && at > 0 && isPronoun(words[at - 1]);
    if ((OFFERING.test(word.lower) && isVerbal(word)) || works) {
      // "we do NOT offer …" names nothing.
      if (words.slice(Math.max(0, at - 3), at + 2).some((near) => /^(?:not|never|no|don['’]t|doesn['’]t|won['’]t|can['’]t)$/.test(near.lower))) continue;
      // "specialising IN", "focusing ON".
      const skip = /^(?:in|on)$/.test(words[at + 1]?.lower ?? '') ? 2 : 1;
      // "everything from kitchen remodels to full home builds".
      if (words[at + skip]?.lower === 'everything' && words[at + skip + 1]?.lower === 'from') {
        const to = words.findIndex((candidate, index) => index > at + skip + 2 && candidate.lower === 'to');
        if (to > 0) {
          readList(words, at + skip + 2, 'services', found, false);
          at = readList(words, to + 1, 'services', found, false) - 1;
          continue;
        }
      }
      at = readList(words, at + skip, 'services', found, false) - 1;
      continue;
    }
    if (FOR_WHOM.test(word.lower)) {
      if (word.lower === 'working' && words[at + 1]?.lower !== 'with') continue;
      // "Plumber FOR leaks and blocked drains": after the trade, what it fixes; after work, whom it is for.
      const before = words[at - 1];
      // "a cafe SERVING espresso drinks" names what it sells; "serving Tampa homes" whom (read below).
      const kind = (word.lower === 'for' && before !== undefined && isTradeNoun(before)) || word.lower === 'serving' ? 'services' : 'customers';
      if (word.lower === 'visiting') found.visits = true;
      at = readList(words, at + (word.lower === 'working' ? 2 : 1), kind, found, false) - 1;
    }
  }
}

/**
 * Reads the list that starts at `from` and returns where it ended. `opening`: the list opens its
 * part, so an item that names the trade ("Bricklayer and stonemason", "Wedding photographer
 * capturing…") is the trade, with everything before it, and a verb after it ends the list.
 */
function readList(words: readonly Word[], from: number, kind: 'services' | 'customers', found: OwnerWords, opening: boolean): number {
  const items: Word[][] = [];
  let item: Word[] = [];
  let at = from;
  for (; at < words.length; at += 1) {
    const word = words[at];
    const previous = item[item.length - 1];
    if ((item.length > 0 || items.length > 0) && ENDS_LIST.test(word.lower)) break;
    // "yoga studio OFFERING…", "photographer CAPTURING…": the verb after the trade starts another clause.
    if (
      opening &&
      previous &&
      isTradeNoun(previous) &&
      (OFFERING.test(word.lower) || /ing$/.test(word.lower) || word.tags.has('Gerund') || (word.tags.has('Verb') && !word.tags.has('Noun')))
    )
      break;
    if (/^(?:and|or|plus|&)$/.test(word.lower)) {
      if (item.length > 0) items.push(item);
      item = [];
      continue;
    }
    if (!/^[\p{L}\p{N}][\p{L}\p{N}'’&/+-]*$/u.test(word.text)) break;
    item.push(word);
    if (/[,;]/.test(word.post)) {
      items.push(item);
      item = [];
    } else if (/[.!?)]/.test(word.post)) {
      at += 1;
      break;
    }
  }
  if (item.length > 0) items.push(item);
  if (kind === 'customers') {
    for (const entry of items) {
      const cut = entry.findIndex((word) => word.tags.has('Preposition') || word.tags.has('Determiner'));
      const cleaned = clean(cut > 0 ? entry.slice(0, cut) : entry);
      // "for the whole family": the article belongs to it ("for whole family" is not English).
      const text = /^(?:whole|entire)\s/.test(cleaned) ? `the ${cleaned}` : cleaned;
      if (text && text.split(' ').length <= 4) found.customers.push(text);
    }
    return at;
  }
  // The trade and the words joined to it lead an opening list: "Clock and watch repairer".
  const lastTrade = opening ? items.findLastIndex((entry) => entry.length > 0 && isTradeNoun(entry[entry.length - 1])) : -1;
  const services: Word[][] = [];
  for (const [index, entry] of items.entries()) {
    const text = entry.map((word) => word.lower).join(' ');
    if (entry.some((word) => word.tags.has('Value')) && /\byears?\b/.test(text)) {
      const value = entry.find((word) => word.tags.has('Value'));
      if (value) found.experience.push(`${value.text.replace(/\+$/, '')} years`);
      continue;
    }
    const head = entry[entry.length - 1];
    // "Qualified piano technician", "Gas Safe registered engineer": who the owner is.
    if (entry.some((word) => QUALIFYING.test(word.lower))) {
      found.qualifications.push(entry.map((word) => word.text).join(' '));
      continue;
    }
    if (index <= lastTrade || (head !== undefined && isTradeNoun(head))) continue;
    const named = entry.every((word) => (word.tags.has('ProperNoun') || word.tags.has('Place')) && !word.tags.has('Acronym'));
    if (head !== undefined && VAGUE.test(head.lower) && stripLeading(entry).length === 1) continue;
    if (head !== undefined && (NOT_A_SERVICE.test(head.lower) || named)) {
      found.customers.push(clean(entry));
      continue;
    }
    services.push(entry);
  }
  // "dry stone wall building and repair", "piano tuning, repairs and regulation": a bare activity
  // after a compound shares the compound's modifiers ("dry stone wall repair", "piano repairs").
  const lead = services[0] ? stripLeading(services[0]) : [];
  for (const [index, entry] of services.entries()) {
    let kept = stripLeading(entry);
    const bare = kept.length === 1 && !kept[0].text.includes('-') && isActivity(kept[0]);
    // Only a compound of nouns is shared ("PIANO tuning"), not a praise ("CUSTOM designs").
    const compound = lead.length > 1 && isActivity(lead[lead.length - 1]) && lead[lead.length - 2].tags.has('Noun') && !lead[lead.length - 2].tags.has('Adjective');
    if (index > 0 && bare && compound) kept = [...lead.slice(0, -1), ...kept];
    const text = clean(kept);
    const last = kept[kept.length - 1];
    // "friendly, fast and local" names no service: a service ends in a noun or a noun of doing.
    if (
      !text ||
      cleanPhrase(text) === '' ||
      PLACE_WORD.test(text) ||
      (last && (last.tags.has('Adverb') || (last.tags.has('Adjective') && !last.tags.has('Noun') && !isActivity(last))))
    )
      continue;
    found.services.push(text);
  }
  return at;
}

const verbCache = new Map<string, boolean>();

/** A noun of doing, which a bare "and repair" shares its compound with: "tuning", "repairs", "regulation". */
function isActivity(word: Word): boolean {
  if (word.tags.has('Gerund') || /ing$/.test(word.lower) || ACTIVITY_SUFFIX.test(word.lower)) return true;
  const single = word.lower.replace(/(?<=[^s])s$/, '');
  let verb = verbCache.get(single);
  if (verb === undefined) {
    const tags = (nlp(single).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
    verb = tags.includes('Verb') && !tags.includes('Noun');
    verbCache.set(single, verb);
  }
  return verb;
}

/** A word naming who does a trade or where ("tuner", "locksmith", "salon"), never a plural of objects ("grooms"). */
function isTradeNoun(word: Word): boolean {
  if (word.tags.has('Plural') && !/^kennels$/.test(word.lower)) return false;
  if (PLACE.test(word.lower)) return true;
  if (NOT_AN_AGENT.test(word.lower) || OBJECT_ENDING_LIKE_AGENT.test(word.lower)) return false;
  return word.tags.has('Actor') || AGENT.test(word.lower);
}

function stripLeading(words: readonly Word[]): readonly Word[] {
  let start = 0;
  while (start < words.length - 1 && LEADING.test(words[start].lower)) start += 1;
  return words.slice(start);
}

/** The item as the owner wrote it, lower case unless it holds an acronym ("uPVC", "MOT"). */
function clean(words: readonly Word[]): string {
  const kept = stripLeading(words);
  const text = kept
    .map((word) => word.text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'’+&-]+$/gu, ''))
    .filter(Boolean)
    .join(' ');
  if (kept.length === 0 || kept.length > 5 || text.length < 3 || text.length > 48 || !/\p{L}{3,}/u.test(text)) return '';
  return /\p{Lu}{2}|\p{Ll}\p{Lu}/u.test(text) ? text : text.toLowerCase();
}

function unique(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return list.filter((entry) => {
    const key = entry.toLowerCase().replace(/s$/, '');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * `text` with the owner's customer types (`readOwnerWords(…).customers`) blanked out: whom the
 * business works for is not what it does ("visiting SCHOOLS" is no teaching and draws no school).
 */
export function withoutCustomers(text: string, customers: readonly string[]): string {
  return customers.reduce((rest, customer) => rest.replace(new RegExp(`\\b${customer.replace(/[^\p{L}\p{N} ]/gu, '')}\\b`, 'giu'), ' '), text);
}

/**
 * The services the owner names; a description the tagger finds no list in falls back to the
 * lists after verbs of offering (extract-services.ts).
 */
export function extractServicePhrases(description: string, place = ''): string[] {
  const read = readOwnerWords(description, place);
  if (read.services.length > 0) return read.services;
  const notServices = new Set([...read.qualifications, ...read.customers].map((entry) => entry.toLowerCase()));
  return listedAfterVerbs(description, place).filter((phrase) => !notServices.has(phrase.toLowerCase()));
}

/**
 * The trade when the description names it only in a qualification, a title or by what it does:
 * "Qualified piano technician…" → "piano technician"; "Piano tuning, repairs and regulation" →
 * "piano tuning"; "Mobile knife sharpening for restaurants: …" → "mobile knife sharpening"; "We
 * clean solar panels, …" → "solar panel cleaning". '' when none of these.
 */
export function tradeFromOwnerWords(description: string): string {
  const read = readOwnerWords(description);
  for (const qualification of read.qualifications) {
    const words = wordsOf(qualification).filter((word) => !QUALIFYING.test(word.lower) && !/^(?:a|an|the|fully|and)$/.test(word.lower));
    const head = words[words.length - 1];
    if (head && isTradeNoun(head)) return words.map((word) => word.lower).join(' ');
  }
  const sentences = description.split(/(?<=[.!?])\s+|[\n\r]+/).filter((sentence) => sentence.trim() !== '');
  // A title before a dash or a colon, or a sentence that opens with the work: "Piano tuning, …";
  // a title in capitals is the business's name ("Dales Drystone Walling — dry stone wall building…").
  const parts = (sentences[0] ?? '').split(/\s*(?:[—–:,]|\s-\s|\sand\s)\s*/).filter((part) => part.trim() !== '');
  const title = wordsOf(parts.find((part) => !/^(?:\p{Lu}[\p{L}'’&-]*\s+)+\p{Lu}[\p{L}'’&-]*$/u.test(part.trim())) ?? '');
  const end = title.findIndex((word) => ENDS_LIST.test(word.lower));
  const phrase = stripLeading(end >= 0 ? title.slice(0, end) : title);
  const head = phrase[phrase.length - 1];
  if (phrase.length >= 2 && phrase.length <= 4 && head && /ing$/.test(head.lower) && phrase[phrase.length - 2].tags.has('Noun')) {
    return phrase.map((word) => word.lower).join(' ');
  }
  // "We clean solar panels, conservatory roofs and fascias": the work and what it is done to.
  for (const sentence of sentences) {
    const words = wordsOf(sentence);
    const verb = words.findIndex((word, index) => index > 0 && isPronoun(words[index - 1]) && WORK_VERB.test(word.lower));
    if (verb < 0) continue;
    // The first thing listed after the verb: "solar panels" of "solar panels, conservatory roofs and …".
    const first: Word[] = [];
    for (const word of words.slice(verb + 1)) {
      if (ENDS_LIST.test(word.lower) || /^(?:and|or|&)$/.test(word.lower)) break;
      first.push(word);
      if (/[,;.!?]/.test(word.post)) break;
    }
    const thing = stripLeading(first);
    if (thing.length === 0 || thing.length > 3 || !thing[thing.length - 1].tags.has('Noun')) continue;
    const gerund = gerundOf(words[verb].lower.replace(/(?<=[^s])s$/, ''));
    const singular = thing.map((word, index) => (index === thing.length - 1 ? word.lower.replace(/(?<=[^s])s$/, '') : word.lower).replace(/[^\p{L}\p{N}'’-]+$/u, ''));
    return `${singular.join(' ')} ${gerund}`;
  }
  return '';
}

/** "clean" → "cleaning", "bake" → "baking", "cut" → "cutting": the tagger's form, else the spelling rules. */
function gerundOf(verb: string): string {
  const tagged = (nlp(verb).verbs().conjugate() as { Gerund?: string }[])[0]?.Gerund;
  if (tagged) return tagged;
  if (/[^e]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(verb)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}
