import type { ServiceEntry, WritingProfile } from '../industries/profile.js';
import { extractServicePhrases } from './owner-words.js';
import { GENERIC_SERVICES } from './generic-services.js';
import { containsTerm, normalise } from './normalise.js';
import type { Rng } from './rng.js';
import { inSentence, titleCase } from './text.js';

/** One service of the site, in the order the site lists them. */
export interface PlannedService {
  heading: string;
  /** The name inside a sentence: the owner's wording, or the heading in lower case. */
  phrase: string;
  /** The industry's matching entry: description, price and image term. */
  entry: ServiceEntry;
  /** True when the owner named it; their wording is kept and nothing else is claimed. */
  fromOwner: boolean;
  /** True when `entry` is the industry's own entry for it (its description fits). */
  matched: boolean;
}

/**
 * The owner's services first, in their words; then the industry's services the description
 * mentions; then the rest of the industry's list in a seeded order; then generic ones.
 */
export function planServices(description: string, place: string, profile: WritingProfile, rng: Rng): PlannedService[] {
  const plan: PlannedService[] = [];
  const used = new Set<ServiceEntry>();
  const headings = new Set<string>();
  const add = (service: PlannedService): void => {
    const key = normalise(service.heading).replace(/s$/, '');
    if (headings.has(key)) return;
    headings.add(key);
    plan.push(service);
  };

  for (const phrase of extractServicePhrases(description, place)) {
    const text = normalise(phrase);
    const entry = bestEntry(
      text,
      profile.services.filter((candidate) => !used.has(candidate)),
    );
    if (entry) used.add(entry);
    const bare = entry !== undefined && text.split(' ').length === 1 && entry.match.some((term) => containsTerm(text, term)) && !/s$/.test(text);
    add({
      heading: bare ? entry.heading : titleCase(phrase),
      phrase: bare ? inSentence(entry.heading) : /[A-Z]{2}/.test(phrase) ? phrase : phrase.toLowerCase(),
      entry: entry ?? { heading: titleCase(phrase), match: [], description: '', price: null, image: `${phrase} ${profile.label}` },
      fromOwner: true,
      matched: entry !== undefined,
    });
  }

  const text = normalise(description);
  const mentioned = profile.services.filter((entry) => !used.has(entry) && entry.match.some((term) => containsTerm(text, term)));
  // The industry lists its core services first: they lead, in a seeded order, before the rest.
  const remaining = profile.services.filter((entry) => !used.has(entry) && !mentioned.includes(entry));
  const others = [...rng.shuffle(remaining.slice(0, 4)), ...rng.shuffle(remaining.slice(4))];
  for (const entry of [...mentioned, ...others, ...GENERIC_SERVICES]) {
    add({ heading: entry.heading, phrase: inSentence(entry.heading), entry, fromOwner: false, matched: entry.match.length > 0 });
  }
  return plan;
}

/** The entry whose matching term is the most specific (longest), so "interior detailing" finds Interior. */
function bestEntry(text: string, entries: readonly ServiceEntry[]): ServiceEntry | undefined {
  let best: ServiceEntry | undefined;
  let bestLength = 0;
  for (const entry of entries) {
    for (const term of entry.match) {
      if (term.length > bestLength && containsTerm(text, term)) [best, bestLength] = [entry, term.length];
    }
  }
  return best;
}
