import type { BusinessBrief } from '@frontdoor/shared';
import type { FaqEntry, FontMood, TeamRole, WritingProfile } from '../industries/profile.js';
import type { BriefFacts } from './brief-facts.js';
import { extractServicePhrases, readOwnerWords, withoutCustomers } from './owner-words.js';
import type { Rng } from './rng.js';
import { capitalise, joinList, titleCase, withArticle } from './text.js';
import { tradeWordsOf } from './trade-words.js';

// Issue 24: a business that is none of the 30 industries is written from its own brief: the
// trade in the owner's words, their services, and copy true of any honest local business. The
// profile has the shape the writers already read, so they work unchanged, and it holds no word
// of any other trade (no hair, no espresso, no software).

/** How a trade works, for copy, the look and the pictures. */
export interface TradeManner {
  /** Goes to the customer (a plumber, a mobile groomer): an area served, quotes, visits. */
  mobile: boolean;
  /** Looks after people (childminders, yoga teachers): gentle copy, no price talk. */
  care: boolean;
  /** Teaches (tutors, instructors): bookings are lessons. */
  teaching: boolean;
  /** Works for clients rather than customers (photographers, interpreters, tutors). */
  professional: boolean;
}

const MOBILE =
  /\b(?:mobile|call[- ]?outs?|we come to you|come to you|to your (?:home|door)|at your (?:home|door|house|property|venue|workplace|work)|on[- ]site|emergency|covering|door[- ]to[- ]door|across|plumb\w*|locksmith\w*|roof\w*|sweeps?|mechanics?|cleaners?|couriers?|removals?|man and van|walkers?|sitters?|tuners?|instructors?|photographers?|videographers?|gardeners?|handym[ae]n|decorators?|painters?|plasterers?|glaziers?|tilers?|fitters?|installers?|surveyors?|interpreters?|drivers?|delivery|deliveries|home visits?|arborists?|tree surgeons?|farriers?|thatchers?|wallers?|walling|aerials?|chiropodists?|saddlers?|taxis?)\b/i;
const CARE =
  /\b(?:child\s?minder\w*|childmind\w*|childcare|nann(?:y|ies)|doulas?|midwi\w+|carers?|home care|counsell\w*|yoga|meditation|pilates|reiki|hypno\w*|wellbeing|well-being|hospice|nursery|respite|companionship|mindfulness)\b/i;
const TEACHING = /\b(?:tutor\w*|teach\w*|instructors?|lessons?|classes|courses?|coach\w*|school|academy)\b/i;
const PROFESSIONAL =
  /\b(?:photograph\w*|videograph\w*|tutor\w*|interpret\w*|translat\w*|coach\w*|teach\w*|instructors?|designers?|architects?|planners?|celebrants?|counsell\w*|consultan\w*|editors?|writers?|illustrators?)\b/i;
/** A trade that is a person ("locksmith", "piano tuner") rather than a place ("salon"). */
const PERSON = /(?:er|or|ist|ian|smith|sweep|wright|maker|mechanic|keeper)$/i;

const NEUTRAL_HUES: readonly (readonly [number, number, number])[] = [
  [205, 28, 160],
  [165, 18, 215],
  [225, 40, 280],
  [20, 200, 120],
  [145, 35, 200],
  [255, 175, 40],
  [190, 10, 250],
  [350, 190, 45],
];

/** Customers' own places: a trade that works FOR farms, homes or churches works AT them (issue 36). */
const CUSTOMER_PLACES =
  /^(?:\w+ )?(?:homes?|houses?|households|properties|farms?|estates?|gardens?|schools?|churches|offices?|workplaces?|venues?|cottages?|care homes?|hotels?)$/i;

export function tradeMannerOf(brief: Pick<BusinessBrief, 'description'> & { trade?: string }): TradeManner {
  const text = `${tradeWordsOf(brief)} ${brief.description ?? ''}`;
  const owner = readOwnerWords(brief.description ?? '');
  // Whom the business works for says nothing of what it does: "visiting SCHOOLS" is no teaching.
  const own = withoutCustomers(text, owner.customers);
  const care = CARE.test(own);
  const travels = owner.visits || owner.customers.some((customer) => CUSTOMER_PLACES.test(customer));
  return { mobile: !care && (MOBILE.test(text) || travels), care, teaching: TEACHING.test(own), professional: PROFESSIONAL.test(own) };
}

/** The writing profile of a business that is none of the 30 industries, from its own words. */
export function tradeProfile(brief: BusinessBrief, facts: BriefFacts, rng: Rng): WritingProfile {
  const words = tradeWordsOf(brief);
  // An activity ("steam cleaning", "home care") reads as a business with "service" after it.
  const label = !words ? 'local business' : /(?:ing|care|removals|tuition|repairs?|hire)$/i.test(words) ? `${words} service` : words;
  const Trade = titleCase(label);
  const { mobile, care, teaching, professional } = tradeMannerOf(brief);
  const owned = extractServicePhrases(brief.description ?? '', facts.place).map((phrase) => (/[A-Z]{2}/.test(phrase) ? phrase : phrase.toLowerCase()));
  const customer = professional ? 'client' : 'customer';
  const customers = `${customer}s`;
  const visit = teaching ? 'lesson' : mobile ? 'visit' : 'appointment';
  const person = PERSON.test(label) && label !== 'local business';
  const servicesSaid = owned.length > 0 ? joinList(owned.slice(0, 2)) : '';

  const faqs: FaqEntry[] = [
    { question: `How far ahead should I book?`, answer: 'As early as you can, especially at busy times. Send {name} a message and we will find a time that suits you.' },
    { question: 'Can I ask a question before I book?', answer: 'Of course. Send {name} a message and we will answer honestly, with no obligation.' },
    { question: 'What should I tell you when I get in touch?', answer: 'A short description of what you need and when suits you. {name} will ask about anything else.' },
    ...(care
      ? []
      : [{ question: 'Will I know the price before you start?', answer: 'Yes. We explain what is involved and agree the price with you before anything is booked.' }]),
  ];
  const team: TeamRole[] = [
    { title: person ? `Owner & ${Trade}` : 'Owner', bio: `{first} runs the business and looks after every ${customer} personally.` },
    { title: person ? Trade : 'Team Member', bio: '{first} takes care over every detail and loves a job well done.' },
    { title: 'Bookings & Customer Care', bio: '{first} looks after bookings and makes sure everything runs smoothly.' },
    { title: person ? Trade : 'Team Member', bio: '{first} is friendly, patient and always happy to answer questions.' },
  ];
  const fonts: readonly FontMood[] = care ? ['calm', 'warm', 'friendly'] : mobile ? ['friendly', 'bold', 'classic'] : ['classic', 'friendly', 'modern'];

  return {
    label,
    customer,
    customers,
    visit,
    mobile,
    care,
    buttons: teaching
      ? ['Book a Lesson', 'Get in Touch', 'Ask a Question']
      : mobile
        ? ['Ask for a Quote', 'Get in Touch', 'Send a Message', 'Check Availability']
        : ['Book Now', 'Get in Touch', 'Make a Booking', 'Send a Message'],
    cta: teaching
      ? ['book a lesson', 'ask about lessons', 'tell us what you would like to learn']
      : mobile
        ? ['ask for a quote', 'tell us what you need', 'check a date that suits you']
        : ['book a time that suits you', 'ask a question or make a booking', 'tell us what you need'],
    headlines: [`${Trade} You Can Count On`, `${Trade}, Done Properly`, `${Trade} With a Personal Touch`, `Your Friendly ${Trade}`],
    placeHeadlines: [`${Trade} in {place}`, `{place}'s Friendly ${Trade}`, ...(words ? [`Your Local ${Trade} in {place}`] : [])],
    // Every "we ..." names the trade or its services, so no sentence could be any business's.
    doing: [
      ...(servicesSaid ? [`offer ${servicesSaid}, done properly`, `make ${servicesSaid} simple and stress-free`] : []),
      `bring ${customers} ${withArticle(label)} they can rely on`,
      person ? `do every job the way a good ${label} should` : `run ${withArticle(label)} that listens first and takes real care`,
    ],
    // Invitations, not promises: nothing here claims what the owner did not say (issue 36).
    promises: [
      'Questions are always welcome, before you book and after.',
      `Tell us what you need in a message, and ask anything you like.`,
      mobile ? 'Say where you are and what you need when you get in touch.' : 'Say what you need and when suits you when you get in touch.',
      servicesSaid ? `Ask about ${servicesSaid} or anything else you need.` : 'Ask about anything you need.',
    ],
    approach: [
      ...(facts.qualifications[0]
        ? [`${capitalise(withArticle(facts.qualifications[0].replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase())))} runs ${facts.name}.`]
        : []),
      ...(facts.years ? [`${facts.name} brings ${facts.years} of experience to every job.`] : []),
      ...(facts.customerTypes.length > 0 ? [`${facts.name} works with ${joinList(facts.customerTypes)}.`] : []),
      servicesSaid ? `${capitalise(servicesSaid)} are what ${facts.name} does.` : `${facts.name} is ${withArticle(label)}${facts.place ? ` in ${facts.place}` : ''}.`,
      `Every ${customer} is welcome to ask questions first.`,
    ],
    ownerServiceLines: ['{Service} from {name}.', 'Ask {name} about {service}.', '{Service}: tell us what you need.', '{Service}, arranged around what suits you.'],
    priceOnRequest: ['Ask for a quote', 'Quote on request', 'Contact us for pricing'],
    services: [],
    team,
    faqs,
    reviewDetails: [
      'Friendly, careful and clearly knew what they were doing.',
      'Everything was explained clearly before they started.',
      'Easy to book, and they kept me updated throughout.',
      'The result was even better than I hoped.',
      'You can tell they take real pride in their work.',
      `So glad I found ${withArticle(label)} this good.`,
      ...(care ? [] : ['Fair, clear pricing and no fuss at all.']),
    ],
    priceFactors: 'what you need and how long it takes',
    imageTerms: [label, `${label} at work`, `friendly ${label}`, `${label} and ${customer}`, ...owned.slice(0, 4)],
    videoTitles: ['How We Work', 'Behind the Scenes', 'Meet the Team'],
    videoLines: [
      `See how we look after every ${customer}, from the first message to the finished job.`,
      ...(owned[0] ? [`Watch how we approach ${owned[0]}, step by step.`] : []),
      'Meet the people you will be dealing with.',
    ],
    quotes: ['Do it right, and do it with care.', 'Good work speaks for itself.', 'Small details make the biggest difference.', `Every ${customer} deserves our best.`],
    hues: rng.pick(NEUTRAL_HUES),
    fonts,
  };
}
