import type { BusinessBrief } from '@frontdoor/shared';
import { LIMITS } from '@frontdoor/shared';
import { countSentences } from '@frontdoor/shared';
import { listsServices } from './extract-services.js';
import { readOwnerWords } from './owner-words.js';
import { capitalise, truncateWords } from './text.js';

/** What the owner actually said, so copy states only that (never invented years or awards). */
export interface BriefFacts {
  name: string;
  /** The town or area for copy ("in Portland"), or '' when no location was given. */
  place: string;
  /** The location for review authors (at most 48 characters), or ''. */
  locationLabel: string;
  /** A year the owner gave with "since", "established" or "founded". */
  sinceYear: string;
  /** "12 years", when the owner wrote it about experience or being in business. */
  years: string;
  familyRun: boolean;
  /** The owner's name when they introduced themselves ("I'm Maria"). */
  ownerName: string;
  /** One well-formed sentence of the owner's, fit to quote in the about text. */
  ownerSentence: string;
  currency: '$' | '£' | '€';
  link: string;
  /** What the owner says they are ("qualified piano technician", "Gas Safe registered plumber"), for the copy, never a service. */
  qualifications: string[];
  /** Whom the owner says they work for ("homes", "schools", "churches"), never a service. */
  customerTypes: string[];
  /** The owner said they go to their customers ("visiting homes", "we come to you"). */
  visits: boolean;
}

const POUND = /\b(?:uk|united kingdom|england|scotland|wales|northern ireland|london|manchester|birmingham|glasgow|edinburgh|leeds|bristol|liverpool|cardiff|belfast)\b/i;
const EURO =
  /\b(?:ireland|dublin|cork|germany|berlin|munich|hamburg|france|paris|lyon|spain|madrid|barcelona|italy|rome|milan|netherlands|amsterdam|rotterdam|belgium|brussels|portugal|lisbon|porto|austria|vienna|finland|helsinki|greece|athens)\b/i;
const NOT_A_NAME =
  /^(?:A|An|The|Certified|Licensed|Based|Located|Passionate|Available|Here|Not|Happy|Proud|Local|Fully|Open|Also|So|Very|Now|Currently|Trained|Qualified|Registered|Insured|Your|Just)$/;

export function readBriefFacts(brief: BusinessBrief): BriefFacts {
  // Callers may pass a brief that has not been through the schema's defaults.
  const description = (brief.description ?? '').trim();
  const location = brief.location ?? '';
  const place = placeOf(location);
  return {
    name: (brief.businessName ?? '').trim(),
    place,
    locationLabel: locationLabelOf(location, place),
    sinceYear: /\b(?:since|established(?: in)?|est\.?|founded(?: in)?|opened(?: in)?)\s+((?:19|20)\d{2})\b/i.exec(description)?.[1] ?? '',
    years:
      /\b(\d{1,2})\+?\s+years?['’]?\s+(?:of\s+)?(?:experience|experienced|in business|in the (?:trade|business|industry)|serving)\b/i
        .exec(description)?.[1]
        ?.concat(' years') ?? '',
    familyRun: /\bfamily[- ](?:owned|run|operated|business)\b/i.test(description),
    ownerName: ownerNameOf(description),
    ownerSentence: ownerSentenceOf(description),
    currency: POUND.test(location) ? '£' : EURO.test(location) ? '€' : '$',
    link: (brief.link ?? '').trim(),
    ...storyOf(description, place),
  };
}

function placeOf(location: string): string {
  const segments = location
    .replace(/^\s*(?:proudly\s+)?(?:serving|based\s+in|located\s+in|in|near|around)\s+/i, '')
    .split(/\s*[,;|]\s*/)
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '' && !/^\d/.test(segment) && !/\d{3,}/.test(segment) && /\p{L}{2}/u.test(segment));
  const town = segments[0] ?? '';
  return truncateWords(
    town
      .replace(/[^\p{L}\p{N}'’.\- ]/gu, '')
      .replace(/\s+/g, ' ')
      .trim(),
    40,
  );
}

function locationLabelOf(location: string, place: string): string {
  const clean = location.replace(/\s+/g, ' ').trim();
  if (clean === '') return '';
  if (clean.length <= LIMITS.reviewLocation && !/^\d|\d{4,}/.test(clean)) return clean;
  return place;
}

function ownerNameOf(description: string): string {
  const match = /\b(?:I['’]m|I am|my name is|me,)\s+(\p{Lu}\p{Ll}+)(?:\s+(\p{Lu}\p{Ll}+))?/u.exec(description);
  if (!match || NOT_A_NAME.test(match[1])) return '';
  return match[2] && !NOT_A_NAME.test(match[2]) ? `${match[1]} ${match[2]}` : match[1];
}

function ownerSentenceOf(description: string): string {
  // A sentence with the owner's story reads better than the one that lists services.
  const sentences = description
    .split(/(?<=[.!?])\s+|[\n\r]+/)
    .map((part) => part.trim())
    .sort((first, second) => Number(listsServices(first)) - Number(listsServices(second)));
  for (const sentence of sentences) {
    const words = sentence.split(/\s+/).length;
    if (words < 7 || words > 28 || sentence.length > 220) continue;
    if (!/^(?:We|We['’](?:re|ve)|Our|I|I['’](?:m|ve))\s/.test(sentence)) continue;
    if (/[[\]{}<>@#|]|https?:|www\.|\d{3}|!{2,}|\?/.test(sentence)) continue;
    const ended = /[.!]$/.test(sentence) ? sentence : `${sentence}.`;
    if (countSentences(ended) === 1) return capitalise(ended);
  }
  return '';
}

/** Who the owner is and whom they work for, in their words (read with the tagger, owner-words.ts). */
function storyOf(description: string, place: string): Pick<BriefFacts, 'qualifications' | 'customerTypes' | 'visits'> {
  const read = readOwnerWords(description, place);
  return {
    qualifications: read.qualifications
      .map((qualification) => qualification.replace(/\s+/g, ' ').trim())
      .filter((qualification) => qualification.length <= 60 && qualification.split(' ').length >= 2),
    customerTypes: read.customers.filter((customer) => customer.length <= 30 && !/^(?:you|everyone|anyone)$/i.test(customer)).slice(0, 4),
    visits: read.visits,
  };
}
