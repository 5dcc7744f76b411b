import { FACT_SOURCE, type Guarded } from './rewrite-guard.js';

/*
 * Varying how sentences open, on guarded sentences (facts are placeholders). Each change keeps
 * the words and only moves or joins them, so no fact is lost.
 */

/** Openers that are ordinary words, safe to lower-case when they stop opening the sentence. */
const COMMON_OPENERS = new Set(['we', 'our', 'you', 'your', 'the', 'it', 'they', 'their', 'this', 'there', 'every', 'each', 'all', 'my', 'a', 'an']);
/** Openers that are the subject on their own, so a repeat can simply go ("We fix. We sell." → "We fix and sell."). */
const PRONOUNS = new Set(['we', 'you', 'they', 'it']);

/** Third-person verbs a business does, and their plain form. */
const VERBS: Readonly<Record<string, string>> = {
  offers: 'offer',
  provides: 'provide',
  makes: 'make',
  brings: 'bring',
  helps: 'help',
  gives: 'give',
  serves: 'serve',
  fixes: 'fix',
  repairs: 'repair',
  specializes: 'specialize',
  specialises: 'specialise',
  delivers: 'deliver',
  creates: 'create',
  builds: 'build',
  cleans: 'clean',
  installs: 'install',
  teaches: 'teach',
  designs: 'design',
  bakes: 'bake',
  cooks: 'cook',
  cuts: 'cut',
  sells: 'sell',
  brews: 'brew',
  treats: 'treat',
  trains: 'train',
  welcomes: 'welcome',
  believes: 'believe',
  loves: 'love',
  cares: 'care',
  keeps: 'keep',
  takes: 'take',
  works: 'work',
  focuses: 'focus',
  hosts: 'host',
  plans: 'plan',
  guides: 'guide',
  prepares: 'prepare',
  restores: 'restore',
};
const PLAIN_TO_THIRD = new Map(Object.entries(VERBS).map(([third, plain]) => [plain, third]));

const NAME_LEADS = new RegExp(`^(${FACT_SOURCE}) (${Object.keys(VERBS).join('|')})\\b`);
const AT_NAME_WE = new RegExp(`^At (${FACT_SOURCE}), we (${[...PLAIN_TO_THIRD.keys()].join('|')})\\b`);

/** "Maple Barbers offers fades" ↔ "At Maple Barbers, we offer fades". */
export function flipNameOpening(sentence: string, guard: Guarded): string {
  const leads = NAME_LEADS.exec(sentence);
  if (leads && guard.isName(leads[1]!)) return `At ${leads[1]}, we ${VERBS[leads[2]!]}${sentence.slice(leads[0].length)}`;
  const at = AT_NAME_WE.exec(sentence);
  if (at && guard.isName(at[1]!)) return `${at[1]} ${PLAIN_TO_THIRD.get(at[2]!)}${sentence.slice(at[0].length)}`;
  return sentence;
}

/**
 * Two sentences in a row opening with the same word are joined: "We fix bikes. We sell parts."
 * → "We fix bikes and sell parts." (shorter); "Our team is kind. Our prices are fair." → "Our team
 * is kind, and our prices are fair." (4 characters longer, so only within `spare`).
 */
export function joinRepeatedOpenings(sentences: readonly string[], spare: number): string[] {
  const out: string[] = [];
  let joined = false;
  for (const sentence of sentences) {
    const previous = out.at(-1);
    const opener = firstWord(sentence);
    if (
      previous &&
      !joined &&
      opener &&
      opener === firstWord(previous) &&
      COMMON_OPENERS.has(opener) &&
      previous.endsWith('.') &&
      previous.length + sentence.length < 160
    ) {
      const rest = sentence.slice(sentence.indexOf(' ') + 1);
      if (PRONOUNS.has(opener) && !/ and /.test(previous)) {
        out[out.length - 1] = `${previous.slice(0, -1)} and ${rest}`;
        joined = true;
        continue;
      }
      if (spare >= 4) {
        spare -= 4;
        out[out.length - 1] = `${previous.slice(0, -1)}, and ${opener} ${rest}`;
        joined = true;
        continue;
      }
    }
    joined = false;
    out.push(sentence);
  }
  return out;
}

const PLACE_AT_END = new RegExp(
  `^(\\S+)( [^,;:]+?) (in|across|throughout|around|near|since) ((?:(?:[A-Z][\\w'’-]*|${FACT_SOURCE}) ){0,3}(?:[A-Z][\\w'’-]*|${FACT_SOURCE}))([.!])$`,
);

/** "We fix bikes in Portland." → "In Portland, we fix bikes."; null when the sentence has no such ending. */
export function frontPlace(sentence: string): string | null {
  const match = PLACE_AT_END.exec(sentence);
  if (!match) return null;
  const [, first, rest, preposition, place, stop] = match as unknown as [string, string, string, string, string, string];
  // Only an opener known to be an ordinary word (or the name, or "I") can stop opening the sentence:
  // "Available to clients in Austin." would need a capital a rewrite cannot judge.
  const opener = COMMON_OPENERS.has(first.toLowerCase()) ? first.toLowerCase() : /^\uE000|^I$/.test(first) ? first : null;
  if (opener === null) return null;
  return `${preposition.charAt(0).toUpperCase()}${preposition.slice(1)} ${place}, ${opener}${rest}${stop}`;
}

function firstWord(sentence: string): string {
  return /^([A-Za-z]+)\s/.exec(sentence)?.[1]?.toLowerCase() ?? '';
}
