import { z } from 'zod';
import {
  BUSINESS_DETAILS_LIMITS,
  businessBriefSchema,
  createDefaultTheme,
  EXTERNAL_URL_MESSAGES,
  importedContentSchema,
  industrySchema,
  isValidExternalUrl,
  NAMED_SOURCE_KINDS,
  LIMITS,
  normalizeExternalUrl,
  ONBOARDING_SECTION_ENTRIES,
  paletteSchema,
  styleOptionsResponseSchema,
  webFontPairSchema,
  type BusinessBrief,
  type FontPair,
  type Palette,
  type SectionType,
  weekdaySchema,
} from '@frontdoor/shared';

/** The wizard's steps in order (spec §4 Onboarding). */
export const WIZARD_STEPS = ['AboutBusiness', 'FontSelection', 'ColorSelection', 'WebsiteSectionSelection', 'Launch'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Each step's ?step= value in the address; the first step has none (plain /onboarding). */
export const STEP_SLUGS: Record<WizardStep, string | null> = {
  AboutBusiness: null,
  FontSelection: 'fonts',
  ColorSelection: 'colours',
  WebsiteSectionSelection: 'sections',
  Launch: 'launch',
};

/**
 * The step an address's ?step= value names, if the owner has reached it; otherwise null (an
 * address cannot skip ahead of what was filled in).
 */
export function stepFromSlug(slug: string | null, reached: number): WizardStep | null {
  const step = WIZARD_STEPS.find((candidate) => (STEP_SLUGS[candidate] ?? '') === (slug ?? ''));
  return step !== undefined && WIZARD_STEPS.indexOf(step) <= reached ? step : null;
}

const aboutSchema = z.object({
  businessName: z.string().max(LIMITS.businessName),
  description: z.string().max(LIMITS.businessDescription),
  location: z.string().max(120),
  link: z.string().max(LIMITS.externalUrl),
  /** The owner's correction of the kind of business (issue 24): their words, and an industry they picked; a state saved before has neither. */
  trade: z.string().max(60).default(''),
  industry: industrySchema.nullable().default(null),
});
export type AboutAnswers = z.infer<typeof aboutSchema>;

/**
 * How customers reach the business, as typed (see business-details-fields.tsx): like the site's
 * business details, but a time input that is not complete yet is kept as typed ('').
 */
const businessAnswersSchema = z.object({
  phone: z.string().max(LIMITS.phone),
  email: z.string().max(LIMITS.email),
  address: z.string().max(BUSINESS_DETAILS_LIMITS.address),
  serviceArea: z.string().max(BUSINESS_DETAILS_LIMITS.serviceArea),
  hours: z.array(z.object({ day: weekdaySchema, opens: z.string().max(5), closes: z.string().max(5) })).max(BUSINESS_DETAILS_LIMITS.hours),
  hoursNote: z.string().max(BUSINESS_DETAILS_LIMITS.hoursNote),
});
export type BusinessAnswers = z.infer<typeof businessAnswersSchema>;
const emptyBusinessAnswers = (): BusinessAnswers => ({ phone: '', email: '', address: '', serviceArea: '', hours: [], hoursNote: '' });

/**
 * Everything entered in one run of the wizard. Kept in sessionStorage, so a reload or a sign-in
 * that leaves the page (identity provider, emailed link opened in this tab) comes back to it.
 */
const wizardStateSchema = z.object({
  version: z.literal(1),
  /** Made once per run and sent at Launch, so a repeated Launch creates one website. */
  requestId: z.string().uuid(),
  step: z.enum(WIZARD_STEPS),
  /** The furthest step reached; the step indicator lets the owner jump back to any of them. */
  reached: z
    .number()
    .int()
    .min(0)
    .max(WIZARD_STEPS.length - 1),
  about: aboutSchema,
  /** The style options fetched for the brief whose key is `key`. */
  // A style saved before the curated web fonts (issue 27) is asked again; the rest of the answers stay.
  styles: z.object({ key: z.string(), options: styleOptionsResponseSchema }).nullable().catch(null),
  fontPair: webFontPairSchema.nullable().catch(null),
  palette: paletteSchema.nullable(),
  /** Titles of the chosen ONBOARDING_SECTION_ENTRIES. */
  sections: z.array(z.string()),
  /** Launch was pressed while signed out: create the website as soon as the owner signs in. */
  launchRequested: z.boolean(),
  /** Create from a link: the kind of page the wizard variant asks for (?from=facebook...). */
  from: z.enum(NAMED_SOURCE_KINDS).nullable().default(null),
  /** Create from a link: the facts read from the owner's page, as the owner edits them. */
  imported: importedContentSchema.nullable().default(null),
  /** Phone, email, address, area and hours (optional); a state saved before they were asked has none. */
  business: businessAnswersSchema.default(emptyBusinessAnswers),
});
export type WizardState = z.infer<typeof wizardStateSchema>;

const STORAGE_KEY = 'frontdoor:onboarding';

/** A version 4 UUID; crypto.randomUUID exists only on secure origins (not http on a LAN). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Titles of the entries that are on by default (spec §9), Header & Footer among them. */
export const defaultSectionTitles = (): string[] => ONBOARDING_SECTION_ENTRIES.filter((entry) => entry.default || entry.required).map((entry) => entry.title);

export function createWizardState(): WizardState {
  return {
    version: 1,
    requestId: newRequestId(),
    step: 'AboutBusiness',
    reached: 0,
    about: { businessName: '', description: '', location: '', link: '', trade: '', industry: null },
    styles: null,
    fontPair: null,
    palette: null,
    sections: defaultSectionTitles(),
    launchRequested: false,
    from: null,
    imported: null,
    business: emptyBusinessAnswers(),
  };
}

/** The saved wizard, or null when there is none or it cannot be read (an older shape). */
export function loadWizardState(storage: Pick<Storage, 'getItem'> = sessionStorage): WizardState | null {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = wizardStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveWizardState(state: WizardState, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or disabled (private mode): the wizard still works, it just will not survive a reload.
  }
}

export function clearWizardState(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  try {
    storage.removeItem(STORAGE_KEY);
  } catch {
    // As above.
  }
}

/** The brief sent to the server: trimmed, with the link normalised (spec §5), and the owner's kind of business when they said it. */
export function briefOf(about: AboutAnswers): BusinessBrief {
  return businessBriefSchema.parse({
    businessName: about.businessName.trim(),
    description: about.description.trim(),
    location: about.location.trim(),
    link: normalizeExternalUrl(about.link),
    ...(about.trade.trim() && { trade: about.trade.trim() }),
    ...(about.industry && { industry: about.industry }),
  });
}

/** Identifies a brief, so style options are fetched again only when it changes. */
export const briefKey = (brief: BusinessBrief) =>
  JSON.stringify([brief.businessName, brief.description, brief.location, brief.link, brief.trade ?? '', brief.industry ?? '']);

export type AboutErrors = Partial<Record<keyof AboutAnswers, string>>;

export const ABOUT_MESSAGES = {
  businessName: 'Enter the name of your business',
  description: 'Tell us what your business does',
  location: 'Enter where your business is, such as a town or city',
  link: EXTERNAL_URL_MESSAGES.invalid,
} as const;

/** What is missing or wrong on the AboutBusiness step; empty when it can go on. */
export function validateAbout(about: Pick<AboutAnswers, 'businessName' | 'description' | 'location' | 'link'>): AboutErrors {
  const errors: AboutErrors = {};
  if (!about.businessName.trim()) errors.businessName = ABOUT_MESSAGES.businessName;
  if (!about.description.trim()) errors.description = ABOUT_MESSAGES.description;
  if (!about.location.trim()) errors.location = ABOUT_MESSAGES.location;
  if (!isValidExternalUrl(about.link)) errors.link = ABOUT_MESSAGES.link;
  return errors;
}

/** The section types of the chosen entries, in the picker's order; Header and Footer always. */
export function sectionTypesOf(titles: readonly string[]): SectionType[] {
  const chosen = new Set(titles);
  return ONBOARDING_SECTION_ENTRIES.filter((entry) => entry.required || chosen.has(entry.title)).flatMap((entry) => [...entry.types]);
}

/** What the previews show before the owner has picked: the product's default theme. */
export function previewStyle(state: Pick<WizardState, 'fontPair' | 'palette'>): { fontPair: FontPair; palette: Palette } {
  const fallback = createDefaultTheme();
  return { fontPair: state.fontPair ?? fallback.fontPair, palette: state.palette ?? fallback.palette };
}

/** Whether two font pairs or palettes are the same choice. */
export const sameChoice = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The choice to keep when new options arrive: the current one if it is still offered, else the
 * first option.
 */
export function keepOrFirst<T>(current: T | null, options: readonly T[]): T | null {
  if (current && options.some((option) => sameChoice(option, current))) return current;
  return options[0] ?? null;
}
