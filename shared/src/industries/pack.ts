import { z } from 'zod';
import { hasSufficientDetail } from '../ai/brief.js';
import { businessIdeaSchema } from '../ai/content.js';
import { industrySchema } from '../ai/industries.js';
import { countWords } from '../ai/text-measures.js';
import { ICON_NAME_PATTERN, type IndustryIcon } from '../art/industry-icons.js';
import { FONT_MOODS } from '../site/fonts.js';
import { LIMITS } from '../site/limits.js';

// One industry pack (packs/<industry>.ts) holds everything Frontdoor knows about one trade, each
// part a named export so that a bundle takes only the parts it reads (the client never ships
// the composer's vocabulary). This schema checks every pack against the spec's limits
// (packs.test.ts); the packs themselves only import these types, never the schema.

const line = z.string().trim().min(1);
const list = <T extends z.ZodType>(item: T, min = 1) => z.array(item).min(min).readonly();
const withinWords = (max: number, chars: number) => line.max(chars).refine((text) => countWords(text) <= max, `at most ${max} words`);
/** A full sentence (or several): ends with a stop. */
const sentence = line.regex(/[.!?]$/, 'ends with a stop');
/** Only the tokens the writers fill: {name}, and {service}/{Service} where a list says so. */
const noUnfilled = (allowed: readonly string[]) => (text: string) => [...text.matchAll(/\{(\w*)\}/g)].every(([, token]) => allowed.includes(token));

// ---------------------------------------------------------------------------------------------
// The landing page (client)

/** Colour family of an industry's cards and badge (industries.css, .tone-*). */
export const INDUSTRY_TONES = ['indigo', 'teal', 'amber', 'rose', 'sky', 'green', 'violet', 'slate', 'orange', 'brown'] as const;
/** The part of a generated site a landing-page feature promises (its icon in feature-icons.tsx). */
export const FEATURE_KINDS = ['services', 'gallery', 'reviews', 'booking', 'contact', 'team', 'faq', 'newsletter', 'video', 'local', 'style'] as const;

const coordinate = z.number().min(0).max(24);
/** One stroke of a line drawing on the 24 px grid, its attributes in the order they are written. */
export const glyphShapeSchema = z.discriminatedUnion('shape', [
  z.object({ shape: z.literal('path'), d: line }).strict(),
  z.object({ shape: z.literal('circle'), cx: coordinate, cy: coordinate, r: coordinate }).strict(),
  z.object({ shape: z.literal('ellipse'), cx: coordinate, cy: coordinate, rx: coordinate, ry: coordinate }).strict(),
  z.object({ shape: z.literal('rect'), x: coordinate, y: coordinate, width: coordinate, height: coordinate, rx: coordinate.optional() }).strict(),
]);

/** The invented business behind the industry's sample site: what its owner would type in the wizard. */
export const sampleBusinessSchema = z
  .object({
    name: line.max(LIMITS.businessName),
    location: line.max(120),
    /** The composer writes the sample from it (scripts/lib/build-samples.mjs). */
    description: line.max(LIMITS.businessDescription),
  })
  .strict()
  .refine(hasSufficientDetail, 'the wizard would ask for more detail');

/** The industry's landing page (spec §1, §2): its names, copy, line drawing and sample business. */
export const industryPageSchema = z
  .object({
    /** The industry's name as a label: 'Barber shop'. */
    label: line,
    /** Who the page is for, for 'Websites for …': 'barber shops'. */
    plural: line.regex(/^[^A-Z]*$/, 'lowercase'),
    /** The owner's business, for 'your …': 'barber shop', 'accounting practice'. */
    business: line,
    /** One line for cards. */
    summary: line,
    /** The paragraph under the page's heading. */
    intro: line.min(121).max(LIMITS.introBody),
    /** Search and link-preview description of the page. */
    description: line.min(80).max(160),
    tone: z.enum(INDUSTRY_TONES),
    /**
     * What a Frontdoor site does for this trade, each from a part of the generated site: they
     * only promise what the product makes (sections, forms, scheduling and video links, style).
     */
    features: z
      .array(z.object({ kind: z.enum(FEATURE_KINDS), title: line, body: line.min(41) }).strict())
      .min(3)
      .max(6)
      .readonly()
      .refine((features) => new Set(features.map((feature) => feature.title)).size === features.length, 'feature titles differ'),
    /** Drawn beside the industry's name (aria-hidden), stroked in the text colour. */
    glyph: list(glyphShapeSchema),
    sample: sampleBusinessSchema,
  })
  .strict();

// ---------------------------------------------------------------------------------------------
// The generated site (worker)

/**
 * A coherent family of theme options (worker/src/generate/site-look.ts): every industry lists the
 * two or three that suit it, the most typical first.
 */
export const LEANING_NAMES = ['serene', 'airy', 'luxe', 'clinical', 'corporate', 'cheerful', 'industrial', 'rugged', 'playful', 'friendly', 'classic'] as const;
export const industryLookSchema = z.tuple([z.enum(LEANING_NAMES)], z.enum(LEANING_NAMES)).readonly();

/**
 * One icon of an industry's illustrations: a Tabler icon name (outline style, MIT licence, the
 * `@tabler/icons` package the server draws from), what it shows in words for alt text, and the
 * lowercase word starts of a service or search term it suits.
 */
export const industryIconSchema = z
  .object({
    icon: z.string().regex(ICON_NAME_PATTERN),
    /** "a pair of scissors": read in alt text as "Illustration of a pair of scissors". */
    label: line,
    match: z.array(z.string().regex(/^[a-z0-9-]+$/)).readonly(),
  })
  .strict() satisfies z.ZodType<IndustryIcon>;

/**
 * What the business-idea tool may suggest around a visitor's topic in this trade
 * (worker/src/ai/offline/tools/topic-ideas.ts).
 */
export const ideaFlagsSchema = z
  .object({
    /** People come back every month or season (a monthly plan). */
    recurring: z.boolean(),
    /** Goods of its own a shop could sell. */
    supplies: z.boolean(),
    /** Can set up a stand at a fair. */
    fairs: z.boolean(),
    /** Can visit older people at home. */
    homeVisits: z.boolean(),
    /** A skill someone may learn at a weekend workshop. */
    taught: z.boolean(),
    /** A skill people can learn from videos at home. */
    taughtOnline: z.boolean(),
    /** Can travel to a family's door. */
    doorToDoor: z.boolean(),
  })
  .strict();

/** The feel a font pair suits; each industry lists the moods it prefers, best first. */

const faqSchema = z
  .object({
    question: line.max(LIMITS.faqQuestion).refine(noUnfilled(['name']), 'only {name}'),
    answer: line.max(LIMITS.faqAnswer).refine(noUnfilled(['name']), 'only {name}'),
  })
  .strict();

/** A service an industry commonly offers, and the words in an owner's description that mean it. */
export const serviceEntrySchema = z
  .object({
    heading: line.max(LIMITS.serviceHeading),
    /** Lowercase words or phrases; a match in the owner's words selects this entry. */
    match: list(z.string().regex(/^[^A-Z]+$/, 'lowercase')),
    /** One or two sentences, no business name, true of any good business of the kind. */
    description: sentence.max(LIMITS.serviceBody).refine(noUnfilled(['name']), 'only {name}'),
    /** A typical range in dollars for the hedged price line, or null for "ask for a quote". */
    price: z.tuple([z.number().positive(), z.number().positive()]).readonly().nullable(),
    unit: line.optional(),
    /** Stock-photo search term. */
    image: line.max(LIMITS.imageSearchTerm),
  })
  .strict();

/** A plausible role and a one-sentence bio with {first} for the member's first name. */
export const teamRoleSchema = z.object({ title: line.max(LIMITS.teamTitle), bio: line.max(LIMITS.teamDescription).regex(/\{first\}/, 'uses {first}') }).strict();

const sentences = (allowed: readonly string[], min = 1) => list(sentence.refine(noUnfilled(allowed), `only ${allowed.join(', ')}`), min);
const phrases = (allowed: readonly string[]) => list(line.refine(noUnfilled(allowed), `only ${allowed.join(', ')}`));

/**
 * Everything the offline composer knows about one industry: vocabulary for detection and copy
 * that is true of any honest business of the kind (no years, awards or licences as facts).
 */
export const industryProfileSchema = z
  .object({
    industry: industrySchema,
    /** What the business is, as in "a barber shop in Portland". */
    label: line,
    /** Words an owner uses for this industry, with weights for detection. */
    keywords: z.record(z.string().regex(/^[^A-Z]+$/), z.number().int().positive()).readonly(),
    customer: line,
    customers: line,
    /** One booking of the business: appointment, visit, lesson, project... */
    visit: line,
    /** True when the business goes to the customer (an area served), false when they come in. */
    mobile: z.boolean(),
    /** Call-to-action buttons. */
    buttons: list(line.max(LIMITS.buttonLabel)),
    /** Completes "Get in touch to ...". */
    cta: phrases(['name']),
    /** Intro headlines of at most 6 words. */
    headlines: list(withinWords(6, LIMITS.introHeading)),
    /** Headlines with {place}, used when the owner gave a location. */
    placeHeadlines: list(line.max(LIMITS.introHeading).regex(/\{place\}/, 'uses {place}')),
    /** Completes "we ...": what the business does for people. */
    doing: phrases(['name']),
    /** Full sentences: what a customer can count on. */
    promises: sentences(['name'], 3),
    /** Full sentences for the about text: how the work is done. */
    approach: sentences(['name'], 3),
    /**
     * Descriptions for a service the owner named that the industry list does not know, with
     * {service} ("skin fades"), {Service} ("Skin fades") and {name}; phrased so that singular and
     * plural services both read well.
     */
    ownerServiceLines: list(line.refine(noUnfilled(['service', 'Service', 'name']), 'only {service}, {Service} and {name}')),
    /** True for shops and restaurants people walk into and pay per item (no quotes or price questions). */
    retail: z.boolean().optional(),
    /** Health and emotional care: reviews stay gentle and never talk about price. */
    care: z.boolean().optional(),
    /** False for organizations that charge nothing (no price lines or price questions). */
    priced: z.boolean().optional(),
    /** The price line for services priced per job ("Ask for a quote" when absent). */
    priceOnRequest: list(line.max(LIMITS.servicePricing)).optional(),
    /** Replaces the generic "How do I book ...?" question (shops, restaurants, nonprofits). */
    bookingFaq: faqSchema.optional(),
    /** Replaces the generic review openings; {name} and {service}. */
    reviewOpeners: list(line.refine(noUnfilled(['name', 'service']), 'only {name} and {service}')).optional(),
    services: list(serviceEntrySchema, 9),
    team: list(teamRoleSchema, 4),
    faqs: list(faqSchema, 4),
    /** Sentences a happy customer might write. */
    reviewDetails: list(sentence.max(LIMITS.reviewParagraph).refine(noUnfilled(['name']), 'only {name}'), 6),
    /** Completes "Prices depend on ...". */
    priceFactors: line,
    imageTerms: list(line.max(LIMITS.imageSearchTerm), 8),
    /** Video titles of at most 6 words. */
    videoTitles: list(withinWords(6, LIMITS.videoHeading)),
    /** Full sentences describing what a short video shows. */
    videoLines: sentences(['name']),
    /** Quotes of at most 12 words. */
    quotes: list(withinWords(12, LIMITS.quotePrimary)),
    /** Hues (0–360) the palettes are built on: main, second, third. */
    hues: z.tuple([z.number().min(0).max(360), z.number().min(0).max(360), z.number().min(0).max(360)]).readonly(),
    fonts: list(z.enum(FONT_MOODS)),
    /** Business-name tool: nouns ("Barber Co.") and evocative words ("Blade"). */
    nameNouns: list(line.max(LIMITS.businessName), 6),
    nameWords: list(line.max(LIMITS.businessName), 8),
    /** Business-idea tool: distinct businesses of about five words, each with a one-sentence pitch. */
    ideas: z
      .array(businessIdeaSchema.strict().refine((entry) => /^\p{Lu}.*[.!]$/u.test(entry.pitch), 'a pitch is one sentence'))
      .readonly()
      .refine((ideas) => new Set(ideas.map((entry) => entry.idea.toLowerCase())).size >= LIMITS.businessIdeaSuggestions, 'ten distinct ideas'),
  })
  .strict();

// ---------------------------------------------------------------------------------------------
// The pack

/** Everything about one industry: the named exports of its file in packs/. */
export const industryPackSchema = z
  .object({
    page: industryPageSchema,
    look: industryLookSchema,
    icons: list(industryIconSchema, 7),
    ideas: ideaFlagsSchema,
    profile: industryProfileSchema,
  })
  .strict();

export type IndustryTone = (typeof INDUSTRY_TONES)[number];
export type FeatureKind = (typeof FEATURE_KINDS)[number];
export type GlyphShape = z.infer<typeof glyphShapeSchema>;
export type SampleBusiness = z.infer<typeof sampleBusinessSchema>;
export type IndustryPage = z.infer<typeof industryPageSchema>;
export type IndustryFeature = IndustryPage['features'][number];
export type LeaningName = (typeof LEANING_NAMES)[number];
export type IndustryLook = z.infer<typeof industryLookSchema>;
export type IdeaFlags = z.infer<typeof ideaFlagsSchema>;
export type FaqEntry = z.infer<typeof faqSchema>;
export type ServiceEntry = z.infer<typeof serviceEntrySchema>;
export type TeamRole = z.infer<typeof teamRoleSchema>;
export type IndustryProfile = z.infer<typeof industryProfileSchema>;
export type IndustryPack = z.infer<typeof industryPackSchema>;
