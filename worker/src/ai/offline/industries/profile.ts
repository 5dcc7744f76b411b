import type { BusinessIdea, Industry } from '@frontdoor/shared';

/** The feel a font pair suits; each industry lists the moods it prefers, best first. */
export type FontMood = 'classic' | 'modern' | 'friendly' | 'elegant' | 'technical' | 'bold' | 'warm' | 'calm';

/** A service an industry commonly offers, and the words in an owner's description that mean it. */
export interface ServiceEntry {
  heading: string;
  /** Lowercase words or phrases; a match in the owner's words selects this entry. */
  match: readonly string[];
  /** One or two sentences, no business name, true of any good business of the kind. */
  description: string;
  /** A typical range in dollars for the hedged price line, or null for "ask for a quote". */
  price: readonly [number, number] | null;
  unit?: string;
  /** Stock-photo search term. */
  image: string;
}

/** A plausible role and a one-sentence bio with {first} for the member's first name. */
export interface TeamRole {
  title: string;
  bio: string;
}

/** An industry-specific question; the answer may use {name} (the business name). */
export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * Everything the offline composer knows about one industry: vocabulary for detection and
 * copy that is true of any honest business of the kind (no years, awards or licences as facts).
 */
export interface IndustryProfile {
  industry: Industry;
  /** What the business is, as in "a barber shop in Portland". */
  label: string;
  /** Words an owner uses for this industry, with weights for detection. */
  keywords: Readonly<Record<string, number>>;
  customer: string;
  customers: string;
  /** One booking of the business: appointment, visit, lesson, project... */
  visit: string;
  /** True when the business goes to the customer (an area served), false when they come in. */
  mobile: boolean;
  /** Call-to-action buttons, at most 28 characters. */
  buttons: readonly string[];
  /** Completes "Get in touch to ...". */
  cta: readonly string[];
  /** Intro headlines of at most 6 words. */
  headlines: readonly string[];
  /** Headlines with {place}, used when the owner gave a location. */
  placeHeadlines: readonly string[];
  /** Completes "we ...": what the business does for people. */
  doing: readonly string[];
  /** Full sentences: what a customer can count on. */
  promises: readonly string[];
  /** Full sentences for the about text: how the work is done. */
  approach: readonly string[];
  /**
   * Descriptions for a service the owner named that the industry list does not know, with
   * {service} ("skin fades"), {Service} ("Skin fades") and {name}; phrased so that singular and
   * plural services both read well.
   */
  ownerServiceLines: readonly string[];
  /** True for shops and restaurants people walk into and pay per item (no quotes or price questions). */
  retail?: boolean;
  /** Health and emotional care: reviews stay gentle and never talk about price. */
  care?: boolean;
  /** False for organizations that charge nothing (no price lines or price questions). */
  priced?: boolean;
  /** The price line for services priced per job ("Ask for a quote" when absent). */
  priceOnRequest?: readonly string[];
  /** Replaces the generic "How do I book ...?" question (shops, restaurants, nonprofits). */
  bookingFaq?: FaqEntry;
  /** Replaces the generic review openings; {name} and {service}. */
  reviewOpeners?: readonly string[];
  services: readonly ServiceEntry[];
  team: readonly TeamRole[];
  faqs: readonly FaqEntry[];
  /** Sentences a happy customer might write. */
  reviewDetails: readonly string[];
  /** Completes "Prices depend on ...". */
  priceFactors: string;
  imageTerms: readonly string[];
  /** Video titles of at most 6 words. */
  videoTitles: readonly string[];
  /** Full sentences describing what a short video shows. */
  videoLines: readonly string[];
  /** Quotes of at most 12 words. */
  quotes: readonly string[];
  /** Hues (0–360) the palettes are built on: main, second, third. */
  hues: readonly [number, number, number];
  fonts: readonly FontMood[];
  /** Business-name tool: nouns ("Barber Co.") and evocative words ("Blade"). */
  nameNouns: readonly string[];
  nameWords: readonly string[];
  /** Business-idea tool: distinct businesses of about five words, each with a one-sentence pitch. */
  ideas: readonly BusinessIdea[];
}

/**
 * What the writers read: an industry's profile, or a trade profile built from the owner's own
 * words when the business is none of the 30 (no industry, no detection vocabulary, no tools).
 */
export type WritingProfile = Omit<IndustryProfile, 'industry' | 'keywords' | 'nameNouns' | 'nameWords' | 'ideas'> & { industry?: Industry };
